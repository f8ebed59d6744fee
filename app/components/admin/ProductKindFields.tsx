import type { KindFormValues } from './product-options-types.ts';
import { SelectField, TextField } from './Field.tsx';

export const PRODUCT_TYPE_OPTIONS = [
  { value: 'simple', label: 'Simple product' },
  { value: 'variable', label: 'Variable product' },
  { value: 'grouped', label: 'Grouped product' },
  { value: 'external', label: 'External/Affiliate product' },
] as const;

/** The product's type; the sections below name the types they are for (the stylesheet hides the others). */
export function ProductTypeField({ values, errors }: { values: KindFormValues; errors: Record<string, string> }) {
  return (
    <SelectField
      id="product-type"
      name="type"
      label="Product type"
      defaultValue={values.type}
      options={PRODUCT_TYPE_OPTIONS}
      error={errors.type}
      hint="Variable products are sold through their variations; grouped products list other products; external products link to another shop."
    />
  );
}

export function ExternalProductFields({ values, errors }: { values: KindFormValues; errors: Record<string, string> }) {
  return (
    <fieldset className="admin-fieldset" data-for-types="external">
      <legend>External product</legend>
      <TextField id="product-external-url" name="external_url" label="Product URL" type="url" inputMode="url" defaultValue={values.external_url} maxLength={2000} error={errors.external_url} hint="Where the button takes shoppers, starting with https://." />
      <TextField id="product-button-text" name="button_text" label="Button text" defaultValue={values.button_text} maxLength={100} error={errors.button_text} hint="Buy product when blank." />
    </fieldset>
  );
}

export function GroupedProductFields({ values, errors, products }: { values: KindFormValues; errors: Record<string, string>; products: { id: number; name: string }[] }) {
  const chosen = new Set(values.grouped_products);
  const errorId = 'product-grouped-error';
  return (
    <fieldset className="admin-fieldset grouped-products" data-for-types="grouped" aria-describedby={errors.grouped_products ? errorId : undefined}>
      <legend>Grouped products</legend>
      <p className="form-row__hint">The simple and external products this product lists, in the order ticked here.</p>
      {products.length === 0 ? <p className="muted">No simple or external products yet.</p> : null}
      <ul className="grouped-products__list">
        {products.map((product) => (
          <li key={product.id}>
            <input id={`grouped-${product.id}`} type="checkbox" name="grouped_products" value={product.id} defaultChecked={chosen.has(String(product.id))} />{' '}
            <label htmlFor={`grouped-${product.id}`}>{product.name}</label>
          </li>
        ))}
      </ul>
      {errors.grouped_products ? (
        <p className="form-row__error" id={errorId}>
          {errors.grouped_products}
        </p>
      ) : null}
    </fieldset>
  );
}
