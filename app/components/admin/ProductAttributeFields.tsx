import type { AttributeRowValues } from '../../../core/catalog/product-attribute-form.ts';
import type { GlobalAttributeChoice } from './product-options-types.ts';
import { CheckboxField, SelectField, TextField } from './Field.tsx';

interface Props {
  rows: readonly AttributeRowValues[];
  globals: readonly GlobalAttributeChoice[];
  errors: Record<string, string>;
  /** New attributes start "Used for variations" on a variable product. */
  variable: boolean;
}

const field = (key: string, name: string) => `attribute_${key}_${name}`;
const id = (key: string, name: string) => `attribute-${key}-${name}`;

function FieldError({ errors, name, elementId }: { errors: Record<string, string>; name: string; elementId: string }) {
  return errors[name] ? (
    <p className="form-row__error" id={elementId}>
      {errors[name]}
    </p>
  ) : null;
}

/** The checkboxes every attribute row has: shown on the product page, used for variations. */
function RowFlags({ row, fresh }: { row: AttributeRowValues; fresh: boolean }) {
  return (
    <>
      <CheckboxField id={id(row.key, 'visible')} name={field(row.key, 'visible')} value="1" label="Visible on the product page" defaultChecked={row.visible} />
      <CheckboxField id={id(row.key, 'variation')} name={field(row.key, 'variation')} value="1" label="Used for variations" defaultChecked={row.variation} />
      {fresh ? null : <CheckboxField id={id(row.key, 'remove')} name={field(row.key, 'remove')} value="1" label="Remove this attribute" defaultChecked={row.remove} />}
    </>
  );
}

function SavedRow({ row, globals, errors }: { row: AttributeRowValues; globals: readonly GlobalAttributeChoice[]; errors: Record<string, string> }) {
  const global = row.attribute === 'custom' ? null : globals.find((candidate) => String(candidate.id) === row.attribute);
  const ticked = new Set(row.terms);
  const termsError = id(row.key, 'terms-error');
  return (
    <fieldset className="admin-fieldset product-attribute">
      <legend>{global ? global.name : row.name || 'Custom attribute'}</legend>
      <input type="hidden" name="attribute_rows" value={row.key} />
      <input type="hidden" name={field(row.key, 'attribute')} value={row.attribute} />
      <FieldError errors={errors} name={field(row.key, 'attribute')} elementId={id(row.key, 'attribute-error')} />
      {global ? (
        <fieldset className="product-attribute__terms" aria-describedby={errors[field(row.key, 'terms')] ? termsError : undefined}>
          <legend>{`${global.name} values`}</legend>
          {global.terms.length === 0 ? <p className="muted">This attribute has no terms yet.</p> : null}
          <ul className="checkbox-list">
            {global.terms.map((term) => (
              <li key={term.value}>
                <input id={id(row.key, `term-${term.value}`)} type="checkbox" name={field(row.key, 'terms')} value={term.value} defaultChecked={ticked.has(term.value)} />{' '}
                <label htmlFor={id(row.key, `term-${term.value}`)}>{term.label}</label>
              </li>
            ))}
          </ul>
          <FieldError errors={errors} name={field(row.key, 'terms')} elementId={termsError} />
        </fieldset>
      ) : (
        <>
          <TextField id={id(row.key, 'name')} name={field(row.key, 'name')} label="Name" defaultValue={row.name} maxLength={200} error={errors[field(row.key, 'name')]} />
          <TextField id={id(row.key, 'values')} name={field(row.key, 'values')} label="Values" defaultValue={row.values} error={errors[field(row.key, 'values')]} hint="Separate values with a vertical bar: S | M | L." />
        </>
      )}
      <RowFlags row={row} fresh={false} />
    </fieldset>
  );
}

/** The product's attributes: each saved one with its values, and a row to add one more. */
export function ProductAttributeFields({ rows, globals, errors, variable }: Props) {
  const saved = rows.filter((row) => row.key !== 'new');
  const fresh = rows.find((row) => row.key === 'new') ?? { key: 'new', attribute: '', name: '', terms: [], values: '', visible: true, variation: variable, remove: false };
  const options = [{ value: '', label: 'None' }, ...globals.map((global) => ({ value: String(global.id), label: global.name })), { value: 'custom', label: 'Custom attribute' }];
  return (
    <section className="product-attributes" aria-labelledby="product-attributes-heading">
      <h2 id="product-attributes-heading">Attributes</h2>
      <input type="hidden" name="attributes_present" value="1" />
      {saved.length === 0 ? <p className="muted">No attributes yet.</p> : null}
      {saved.map((row) => (
        <SavedRow key={row.key} row={row} globals={globals} errors={errors} />
      ))}
      <fieldset className="admin-fieldset product-attribute">
        <legend>Add an attribute</legend>
        <input type="hidden" name="attribute_rows" value="new" />
        <SelectField
          id={id('new', 'attribute')}
          name={field('new', 'attribute')}
          label="Attribute"
          defaultValue={fresh.attribute}
          options={options}
          error={errors[field('new', 'attribute')]}
          hint="A global attribute (set up under Products → Attributes) or one of this product's own."
        />
        <TextField id={id('new', 'name')} name={field('new', 'name')} label="Custom attribute name" defaultValue={fresh.name} maxLength={200} error={errors[field('new', 'name')]} hint="Only for a custom attribute." />
        <TextField
          id={id('new', 'values')}
          name={field('new', 'values')}
          label="Values"
          defaultValue={fresh.values}
          error={errors[field('new', 'values')]}
          hint="Separate values with a vertical bar: S | M | L. For a global attribute, its term names; leave blank for all its terms."
        />
        <RowFlags row={fresh} fresh />
      </fieldset>
    </section>
  );
}
