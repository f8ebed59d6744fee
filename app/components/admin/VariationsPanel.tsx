import { Form } from 'react-router';
import { variationFieldName, type VariationRowValues } from '../../../core/catalog/variation-form.ts';
import type { VariationsPanelData } from './product-options-types.ts';
import { CheckboxField, FormErrorSummary, NonceField, SelectField, TextAreaField, TextField } from './Field.tsx';
import { ShippingFields } from './ProductShippingFields.tsx';
import { VariationImageField, type ImageChoices } from './VariationImageField.tsx';
import { NO_SHIPPING_TEXT } from '../../../core/catalog/product-shipping.ts';
import { DEFAULT_SHIPPING_UNITS, type ShippingUnits } from '../../../core/catalog/shipping-units.ts';
import { SaleDateFields } from './SaleDateFields.tsx';
import { SAME_AS_PARENT } from '../../../core/catalog/product-tax.ts';

interface Props {
  nonce: string;
  panel: VariationsPanelData;
  /** Rows as typed when a save was refused, by variation id. */
  typed?: Record<string, VariationRowValues> | undefined;
  errors?: Record<string, string> | undefined;
  /** The shop's units, for the weight and dimensions labels. */
  units?: ShippingUnits;
  /** A price as typed in the shop's currency ("19.99", "1999" in yen), for the hints. */
  priceExample?: string;
  /** The product's images and the media library's, which a variation may take as its image. */
  productImages?: ImageChoices['product'];
  library?: ImageChoices['library'];
}

export const BULK_VARIATION_ACTIONS = [
  { value: 'set_regular_price', label: 'Set regular prices' },
  { value: 'set_stock', label: 'Set stock quantities' },
] as const;

const DELETE_FORM = 'variation-delete';

function describe(panel: VariationsPanelData, row: VariationRowValues): string {
  return panel.axes.map((axis) => (row.values[axis.key] ? (axis.options.find((option) => option.value === row.values[axis.key])?.label ?? row.values[axis.key]) : `Any ${axis.name}`)).join(', ');
}

interface RowProps {
  id: number;
  row: VariationRowValues;
  panel: VariationsPanelData;
  errors: Record<string, string>;
  units: ShippingUnits;
  choices: ImageChoices;
  image: { src: string; alt: string } | null;
}

function VariationRow({ id, row, panel, errors, units, choices, image }: RowProps) {
  const name = (field: string) => variationFieldName(id, field);
  const elementId = (field: string) => `variation-${id}-${field}`;
  const rowError = errors[name('attributes')] ?? errors[name('form')];
  return (
    <fieldset className="admin-fieldset variation" aria-describedby={rowError ? elementId('error') : undefined}>
      <legend>{`#${id}: ${describe(panel, row)}`}</legend>
      <input type="hidden" name="variation_ids" value={id} />
      {rowError ? (
        <p className="form-row__error" id={elementId('error')}>
          {rowError}
        </p>
      ) : null}
      <div className="variation__attributes">
        {panel.axes.map((axis) => (
          <SelectField
            key={axis.key}
            id={elementId(`attr-${axis.key}`)}
            name={name(`attr_${axis.key}`)}
            label={axis.name}
            defaultValue={row.values[axis.key] ?? ''}
            options={[{ value: '', label: `Any ${axis.name}…` }, ...axis.options]}
          />
        ))}
      </div>
      <div className="variation__fields">
        <TextField id={elementId('sku')} name={name('sku')} label="SKU" defaultValue={row.sku} maxLength={64} error={errors[name('sku')]} />
        <TextField id={elementId('regular-price')} name={name('regular_price')} label="Regular price" inputMode="decimal" defaultValue={row.regular_price} maxLength={13} error={errors[name('regular_price')]} />
        <TextField id={elementId('sale-price')} name={name('sale_price')} label="Sale price" inputMode="decimal" defaultValue={row.sale_price} maxLength={13} error={errors[name('sale_price')]} />
        <SaleDateFields
          idPrefix={`variation-${id}`}
          names={{ from: name('date_on_sale_from'), to: name('date_on_sale_to') }}
          values={{ from: row.date_on_sale_from ?? '', to: row.date_on_sale_to ?? '' }}
          errors={{ from: errors[name('date_on_sale_from')], to: errors[name('date_on_sale_to')] }}
        />
        <TextField id={elementId('stock')} name={name('stock')} label="Stock quantity" inputMode="numeric" defaultValue={row.stock} maxLength={7} error={errors[name('stock')]} />
      </div>
      <TextAreaField id={elementId('description')} name={name('description')} label="Description" rows={3} maxLength={50000} defaultValue={row.description ?? ''} error={errors[name('description')]} hint="Shown under the price when a shopper chooses this variation. HTML, as the product’s description: scripts, styles, frames, forms and event handlers are removed when it is saved." />
      <fieldset className="variation__shipping">
        <legend>Shipping</legend>
        <ShippingFields
          idPrefix={elementId('')}
          namePrefix={name('')}
          values={row.shipping ?? NO_SHIPPING_TEXT}
          errors={errors}
          units={units}
          placeholders={panel.parentShipping ?? NO_SHIPPING_TEXT}
          hint="Leave a field blank to use the product’s value (shown greyed in the field)."
        />
        {panel.shippingClasses?.length ? (
          <SelectField
            id={elementId('shipping-class')}
            name={name('shipping_class_id')}
            label="Shipping class"
            defaultValue={row.shipping_class_id ?? ''}
            options={[{ value: '', label: 'Same as parent' }, ...panel.shippingClasses]}
            error={errors[name('shipping_class_id')]}
          />
        ) : null}
      </fieldset>
      {panel.taxClasses?.length ? (
        <SelectField
          id={elementId('tax-class')}
          name={name('tax_class')}
          label="Tax class"
          defaultValue={row.tax_class ?? SAME_AS_PARENT}
          options={[{ value: SAME_AS_PARENT, label: 'Same as parent' }, ...panel.taxClasses]}
          error={errors[name('tax_class')]}
        />
      ) : null}
      <VariationImageField id={elementId('image')} name={name('image')} value={row.image ?? ''} current={image} choices={choices} error={errors[name('image')]} />
      <CheckboxField id={elementId('manage-stock')} name={name('manage_stock')} value="1" label="Manage stock" defaultChecked={row.manage_stock} hint="Counts the quantity down with each order." />
      <CheckboxField id={elementId('enabled')} name={name('enabled')} value="1" label="Enabled" defaultChecked={row.enabled} hint="Shoppers can choose and buy only enabled variations." />
      {/* Owned by the delete form, so Enter in a field saves the variations rather than deleting this one. */}
      <button type="submit" form={DELETE_FORM} name="intent" value={`delete-variation:${id}`} className="button button--small button--danger">
        {`Delete variation #${id}`}
      </button>
    </fieldset>
  );
}

/** A variable product's variations: made from its attributes, changed all at once, each editable and deletable. */
export function VariationsPanel({ nonce, panel, typed = {}, errors = {}, units = DEFAULT_SHIPPING_UNITS, priceExample = '19.99', productImages = [], library = [] }: Props) {
  const choices: ImageChoices = { product: productImages, library };
  const canGenerate = panel.axes.length > 0 && panel.axes.every((axis) => axis.options.length > 0);
  const rowErrors = Object.fromEntries(Object.entries(errors).filter(([name]) => name.startsWith('variation_') && name !== 'variation_form'));
  return (
    <section className="product-variations" id="variations" aria-labelledby="product-variations-heading">
      <h2 id="product-variations-heading">Variations</h2>
      {errors.variation_form ? (
        <p className="woocommerce-error" role="alert">
          {errors.variation_form}
        </p>
      ) : null}
      {panel.axes.length === 0 ? <p className="woocommerce-info">Add an attribute “Used for variations” above and update the product to make variations.</p> : null}
      {canGenerate ? (
        <Form method="post" className="admin-form variations-generate">
          <NonceField nonce={nonce} />
          <p className="form-row__hint">One variation for each combination of the attributes’ values that has none yet; new ones start disabled, for you to price.</p>
          <button type="submit" name="intent" value="generate-variations" className="button">
            Create variations from all attributes
          </button>
        </Form>
      ) : null}
      {panel.variations.length === 0 ? (
        <p className="muted">No variations yet.</p>
      ) : (
        <>
          <Form method="post" className="admin-form variations-bulk" noValidate>
            <NonceField nonce={nonce} />
            <fieldset className="admin-fieldset">
              <legend>Change all variations</legend>
              <SelectField id="variations-bulk-action" name="bulk_action" label="Change" options={BULK_VARIATION_ACTIONS} error={errors.bulk_action} />
              <TextField id="variations-bulk-value" name="bulk_value" label="To" inputMode="decimal" maxLength={13} error={errors.bulk_value} hint={`A price such as ${priceExample}, or a whole number of items.`} />
              <button type="submit" name="intent" value="bulk-variations" className="button">
                Apply to all variations
              </button>
            </fieldset>
          </Form>
          <Form method="post" id={DELETE_FORM} className="variations-delete">
            <NonceField nonce={nonce} />
          </Form>
          <Form method="post" className="admin-form variations-form" noValidate>
            <NonceField nonce={nonce} />
            <FormErrorSummary errors={rowErrors} />
            {panel.variations.map((variation) => (
              <VariationRow key={variation.id} id={variation.id} row={typed[String(variation.id)] ?? variation.row} panel={panel} errors={errors} units={units} choices={choices} image={variation.image ?? null} />
            ))}
            <p>
              <button type="submit" name="intent" value="save-variations" className="button">
                Save variations
              </button>
            </p>
          </Form>
        </>
      )}
    </section>
  );
}
