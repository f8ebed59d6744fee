import { TextField } from './Field.tsx';

interface Props {
  /** Prefix of the inputs' ids (`product`, `variation-12`). */
  idPrefix: string;
  /** The inputs' names, from and to. */
  names: { from: string; to: string };
  values: { from: string; to: string };
  errors: { from?: string | undefined; to?: string | undefined };
}

/**
 * "Sale price dates": when the sale price starts and stops being the price, to the second, in the shop's
 * time (UTC). Blank from: the sale is on now; blank to: it never ends. Native date-and-time inputs, so
 * each part is typed or stepped from the keyboard.
 */
export function SaleDateFields({ idPrefix, names, values, errors }: Props) {
  return (
    <fieldset className="sale-dates">
      <legend>Sale price dates</legend>
      <TextField
        id={`${idPrefix}-sale-from`}
        name={names.from}
        type="datetime-local"
        step={1}
        label="Sale starts"
        defaultValue={values.from}
        error={errors.from}
        hint="Shop time (UTC). Blank: the sale is on as soon as it is saved."
      />
      <TextField id={`${idPrefix}-sale-to`} name={names.to} type="datetime-local" step={1} label="Sale ends" defaultValue={values.to} error={errors.to} hint="Shop time (UTC), inclusive. Blank: the sale never ends." />
    </fieldset>
  );
}
