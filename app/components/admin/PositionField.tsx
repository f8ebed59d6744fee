import { TextField } from './Field.tsx';

/**
 * The position number of one entry in an owner-ordered list (the theme's menu, the home page's sections):
 * `<name>.order`, two digits, labelled "Position of <label>" for assistive technology.
 */
export function PositionField({ id, name, label, value, error }: { id: string; name: string; label: string; value: string; error?: string }) {
  return (
    <TextField
      id={id}
      name={`${name}.order`}
      label={
        <>
          Position<span className="visually-hidden"> of {label}</span>
        </>
      }
      type="text"
      inputMode="numeric"
      maxLength={2}
      size={3}
      defaultValue={value}
      error={error}
    />
  );
}
