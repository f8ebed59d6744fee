import type { ShippingText } from '../../../core/catalog/product-shipping.ts';
import type { ShippingUnits } from '../../../core/catalog/shipping-units.ts';
import { SelectField, TextField } from './Field.tsx';

interface Props {
  /** The fields' names and ids start with this ('' for a product; `variation_<id>_` for a variation). */
  idPrefix: string;
  namePrefix?: string;
  values: ShippingText;
  errors: Record<string, string | undefined>;
  units: ShippingUnits;
  /** What a blank field means, per field (a variation: its product's value). */
  placeholders?: Partial<ShippingText>;
  hint?: string;
}

/**
 * Weight and length × width × height, WooCommerce's "Shipping" fields, each labelled with the shop's
 * unit. Text fields with a decimal keyboard: a comma is taken as the decimal mark.
 */
export function ShippingFields({ idPrefix, namePrefix = '', values, errors, units, placeholders = {}, hint }: Props) {
  const field = (name: keyof ShippingText, label: string) => (
    <TextField
      id={`${idPrefix}${name}`}
      name={`${namePrefix}${name}`}
      label={label}
      inputMode="decimal"
      maxLength={12}
      defaultValue={values[name]}
      placeholder={placeholders[name] || undefined}
      error={errors[`${namePrefix}${name}`]}
      className="form-row--narrow"
    />
  );
  return (
    <>
      {hint ? <p className="form-row__hint">{hint}</p> : null}
      {field('weight', `Weight (${units.weight})`)}
      <fieldset className="shipping-dimensions">
        <legend>{`Dimensions (${units.dimension}): length × width × height`}</legend>
        <div className="shipping-dimensions__fields">
          {field('length', `Length (${units.dimension})`)}
          {field('width', `Width (${units.dimension})`)}
          {field('height', `Height (${units.dimension})`)}
        </div>
      </fieldset>
    </>
  );
}

/** A product's shipping class as the form holds it (the class's id, '' for none) and the shop's classes. */
export interface ShippingClassChoice {
  value: string;
  options: readonly { value: string; label: string }[];
}

/** The product editor's "Shipping" group, for products that are shipped (simple and variable). */
export function ProductShippingFields({ values, errors, units, shippingClass }: { values: ShippingText; errors: Record<string, string | undefined>; units: ShippingUnits; shippingClass?: ShippingClassChoice | undefined }) {
  return (
    <fieldset className="admin-fieldset" data-for-types="simple variable">
      <legend>Shipping</legend>
      <ShippingFields idPrefix="product-" values={values} errors={errors} units={units} hint="Leave blank what you do not know; shoppers see what is given under “Additional information”." />
      {shippingClass ? (
        <SelectField
          id="product-shipping-class"
          name="shipping_class_id"
          label="Shipping class"
          defaultValue={shippingClass.value}
          options={[{ value: '', label: 'No shipping class' }, ...shippingClass.options]}
          error={errors.shipping_class_id}
          hint="Flat rates can charge each shipping class its own cost (Settings → Shipping → Shipping classes)."
        />
      ) : null}
    </fieldset>
  );
}
