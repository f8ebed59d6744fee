import { Form } from 'react-router';
import { BLANK_RATE_ROW, NEW_RATE, rateFieldName, type RateFormField, type RateRowKey, type RateRowText } from '../../../core/tax/rate-table-form.ts';
import { CheckboxField, FormErrorSummary, NonceField, TextField } from './Field.tsx';

/** A saved rate's row: its id and fields as the table shows them. */
export interface TaxRateRow {
  id: number;
  row: RateRowText;
}

interface TaxRatesTableProps {
  nonce: string;
  /** The class's name, for the captions and labels. */
  className: string;
  rows: readonly TaxRateRow[];
  /** The table form's refusal: messages by field name, and the rows as typed (by id, `new` for the new row). */
  errors?: Record<string, string> | undefined;
  typed?: Record<string, RateRowText> | undefined;
}

/** The form the rows' move and delete buttons belong to, so Enter in a field saves the table rather than moving a row. */
export const RATE_ACTIONS_FORM = 'tax-rate-actions';

const COLUMNS: { field: Exclude<RateFormField, 'compound' | 'shipping'>; label: string; size: number; maxLength: number; hint?: string }[] = [
  { field: 'country', label: 'Country code', size: 4, maxLength: 2 },
  { field: 'state', label: 'State code', size: 5, maxLength: 10 },
  { field: 'postcode', label: 'Postcode / ZIP', size: 12, maxLength: 20_000 },
  { field: 'city', label: 'City', size: 12, maxLength: 20_000 },
  { field: 'rate', label: 'Rate %', size: 7, maxLength: 12 },
  { field: 'name', label: 'Tax name', size: 12, maxLength: 200 },
  { field: 'priority', label: 'Priority', size: 3, maxLength: 4 },
];

/** How a row is named in its inputs' labels: "rate 2 (VAT)", "the new rate". */
const rowName = (key: RateRowKey, position: number, name: string) => (key === NEW_RATE ? 'the new rate' : `rate ${position}${name.trim() ? ` (${name.trim()})` : ''}`);

function RateRow({ rowKey, position, row, saved, errors, last }: { rowKey: RateRowKey; position: number; row: RateRowText; saved: RateRowText | null; errors: Record<string, string>; last: boolean }) {
  const named = rowName(rowKey, position, saved?.name ?? '');
  const elementId = (field: string) => `tax-rate-${rowKey}-${field}`;
  return (
    <tr id={rowKey === NEW_RATE ? 'tax-rate-new' : `tax-rate-${rowKey}`} className={rowKey === NEW_RATE ? 'tax-rates-table__new' : undefined}>
      {COLUMNS.map((column) => (
        <td key={column.field} data-label={column.label}>
          <TextField
            id={elementId(column.field)}
            name={rateFieldName(column.field, rowKey)}
            label={<span className="visually-hidden">{`${column.label} of ${named}`}</span>}
            defaultValue={row[column.field]}
            size={column.size}
            maxLength={column.maxLength}
            placeholder={column.field === 'priority' || column.field === 'rate' || column.field === 'name' ? undefined : '*'}
            inputMode={column.field === 'rate' ? 'decimal' : column.field === 'priority' ? 'numeric' : undefined}
            autoComplete="off"
            spellCheck={false}
            error={errors[rateFieldName(column.field, rowKey)]}
          />
        </td>
      ))}
      <td data-label="Compound">
        <CheckboxField id={elementId('compound')} name={rateFieldName('compound', rowKey)} value="1" defaultChecked={row.compound} label={<span className="visually-hidden">{`Compound: ${named}`}</span>} />
      </td>
      <td data-label="Shipping">
        <CheckboxField id={elementId('shipping')} name={rateFieldName('shipping', rowKey)} value="1" defaultChecked={row.shipping} label={<span className="visually-hidden">{`Shipping: ${named}`}</span>} />
      </td>
      <td className="tax-rates-table__actions">
        {rowKey === NEW_RATE ? null : (
          <>
            {position > 1 ? (
              <button type="submit" form={RATE_ACTIONS_FORM} name="intent" value={`move-up:${rowKey}`} className="button button--small">
                Up<span className="visually-hidden">{`: move ${named} up`}</span>
              </button>
            ) : null}
            {last ? null : (
              <button type="submit" form={RATE_ACTIONS_FORM} name="intent" value={`move-down:${rowKey}`} className="button button--small">
                Down<span className="visually-hidden">{`: move ${named} down`}</span>
              </button>
            )}
            <button type="submit" form={RATE_ACTIONS_FORM} name="intent" value={`delete:${rowKey}`} className="button button--small button--danger">
              Delete<span className="visually-hidden">{` ${named}`}</span>
            </button>
          </>
        )}
      </td>
    </tr>
  );
}

/**
 * One class's rates as WooCommerce's tax table: every row editable and saved together, the last row a
 * new rate (saved once something is typed in it), each saved row moved up or down, or deleted.
 */
export function TaxRatesTable({ nonce, className, rows, errors = {}, typed = {} }: TaxRatesTableProps) {
  return (
    <>
      <Form method="post" className="admin-form tax-rates-form" noValidate>
        <NonceField nonce={nonce} />
        <FormErrorSummary errors={errors} />
        <div className="table-scroll">
          <table className="shop_table admin-table admin-table--stack tax-rates-table">
            <caption className="visually-hidden">{`Tax rates of the “${className}” class, in the order they are matched; the last row adds a rate`}</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column.field} scope="col">
                    {column.label}
                  </th>
                ))}
                <th scope="col">Compound</th>
                <th scope="col">Shipping</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ id, row }, index) => (
                <RateRow key={id} rowKey={id} position={index + 1} row={typed[String(id)] ?? row} saved={row} errors={errors} last={index === rows.length - 1} />
              ))}
              <RateRow rowKey={NEW_RATE} position={rows.length + 1} row={typed[NEW_RATE] ?? BLANK_RATE_ROW} saved={null} errors={errors} last />
            </tbody>
          </table>
        </div>
        <p className="form-row__hint">
          Country and state codes are two letters (DE, US) and a state’s code (CA); several postcodes or cities are separated by “;”, a postcode may end in * or be a range (90210...90299);
          blank or * matches every place. One rate of each priority applies: the first that matches, in this order. Compound rates are charged on top of the others; Shipping rates are charged on
          shipping too.
        </p>
        <p>
          <button type="submit" name="intent" value="save" className="button">
            Save changes
          </button>
        </p>
      </Form>
      <Form method="post" id={RATE_ACTIONS_FORM} className="tax-rate-actions">
        <NonceField nonce={nonce} />
      </Form>
    </>
  );
}
