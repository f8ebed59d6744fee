import { Form, Link } from 'react-router';
import { CheckboxField, FormErrorSummary, NonceField, SelectField, TextField } from './Field.tsx';

/**
 * A shipping method's form as typed: its settings in WooCommerce's field names (`title`, `cost`,
 * `class_cost_<class id>`, `min_amount`, …), `enabled` (`yes`) and `order`.
 */
export type MethodFormValues = Record<string, string>;

type MethodId = 'flat_rate' | 'free_shipping' | 'local_pickup';

interface ShippingMethodFormProps {
  nonce: string;
  methodId: MethodId;
  values: MethodFormValues;
  errors?: Record<string, string> | undefined;
  /** The shop's shipping classes, each with a cost of its own on a flat rate. */
  classes: readonly { id: number; name: string }[];
  classesHref: string;
  /** The shop's currency, and an amount as one types it there ("19.99"), for the hints. */
  currency: string;
  amountExample: string;
}

const TAX_STATUS_OPTIONS = [
  { value: 'taxable', label: 'Taxable' },
  { value: 'none', label: 'None' },
];

const CALCULATION_OPTIONS = [
  { value: 'class', label: 'Per class: charge shipping for each shipping class individually' },
  { value: 'order', label: 'Per order: charge shipping for the most expensive shipping class' },
];

const REQUIRES_OPTIONS = [
  { value: '', label: 'Nothing (always free)' },
  { value: 'coupon', label: 'A valid free shipping coupon' },
  { value: 'min_amount', label: 'A minimum order amount' },
  { value: 'either', label: 'A minimum order amount OR a coupon' },
  { value: 'both', label: 'A minimum order amount AND a coupon' },
];

const ticked = (value: string | undefined) => value === 'yes';

/** The admin's form for one shipping method's settings, by its type, as WooCommerce's settings of that method. */
export function ShippingMethodForm({ nonce, methodId, values, errors = {}, classes, classesHref, currency, amountExample }: ShippingMethodFormProps) {
  const formula = `A cost in ${currency} before tax, such as ${amountExample}, or a sum of them with + - * / and brackets, where [qty] is the number of items, [cost] what they cost, and [fee percent="10" min_fee="" max_fee=""] a percentage of that cost, at least min_fee and at most max_fee (either may be left blank). For example: 5 + 2 * [qty].`;
  const text = (name: string) => values[name] ?? '';
  return (
    <Form method="post" className="admin-form shipping-method-form" noValidate>
      <NonceField nonce={nonce} />
      <FormErrorSummary errors={errors} />
      <TextField id="method-title" name="title" label="Method title" defaultValue={text('title')} maxLength={200} error={errors.title} hint="What customers see when they choose how their order ships." />
      {methodId !== 'free_shipping' ? (
        <SelectField id="method-tax-status" name="tax_status" label="Tax status" defaultValue={text('tax_status') || 'taxable'} options={TAX_STATUS_OPTIONS} error={errors.tax_status} className="form-row--narrow" />
      ) : null}
      {methodId === 'flat_rate' ? (
        <>
          <TextField id="method-cost" name="cost" label="Cost" defaultValue={text('cost')} maxLength={500} spellCheck={false} autoComplete="off" error={errors.cost} hint={`${formula} Blank: no cost of its own.`} />
          <fieldset className="admin-fieldset shipping-class-costs" aria-describedby="method-class-costs-hint">
            <legend>Shipping class costs</legend>
            <p className="form-row__hint" id="method-class-costs-hint">
              Added to the cost above by the shipping classes of the products in the cart; each is a cost as above. Blank: nothing more for that class.
            </p>
            {classes.length === 0 ? (
              <p className="muted">
                The shop has no shipping classes yet. <Link to={classesHref}>Add shipping classes</Link> and set them on products to charge them costs of their own.
              </p>
            ) : (
              <>
                {classes.map((shippingClass) => (
                  <TextField
                    key={shippingClass.id}
                    id={`method-class-cost-${shippingClass.id}`}
                    name={`class_cost_${shippingClass.id}`}
                    label={`“${shippingClass.name}” shipping class cost`}
                    defaultValue={text(`class_cost_${shippingClass.id}`)}
                    maxLength={500}
                    spellCheck={false}
                    autoComplete="off"
                    error={errors[`class_cost_${shippingClass.id}`]}
                  />
                ))}
                <TextField id="method-no-class-cost" name="no_class_cost" label="No shipping class cost" defaultValue={text('no_class_cost')} maxLength={500} spellCheck={false} autoComplete="off" error={errors.no_class_cost} hint="For products without a shipping class." />
                <SelectField id="method-type" name="type" label="Calculation type" defaultValue={text('type') || 'class'} options={CALCULATION_OPTIONS} error={errors.type} />
              </>
            )}
          </fieldset>
        </>
      ) : null}
      {methodId === 'free_shipping' ? (
        <>
          <SelectField id="method-requires" name="requires" label="Free shipping requires" defaultValue={text('requires')} options={REQUIRES_OPTIONS} error={errors.requires} hint="A coupon counts when it allows free shipping (see the coupon’s “Allow free shipping”)." />
          <TextField
            id="method-min-amount"
            name="min_amount"
            label="Minimum order amount"
            inputMode="decimal"
            defaultValue={text('min_amount')}
            maxLength={13}
            error={errors.min_amount}
            hint={`The least the cart’s subtotal must come to, as an amount in ${currency} such as ${amountExample}; for free shipping that requires a minimum order amount.`}
            className="form-row--narrow"
          />
          <CheckboxField id="method-ignore-discounts" name="ignore_discounts" value="yes" label="Apply minimum order rule before coupon discount" defaultChecked={ticked(values.ignore_discounts)} hint="The minimum is compared with the subtotal before coupons, not after them." />
        </>
      ) : null}
      {methodId === 'local_pickup' ? (
        <TextField
          id="method-cost"
          name="cost"
          label="Cost"
          inputMode="decimal"
          defaultValue={text('cost')}
          maxLength={13}
          error={errors.cost}
          hint={`What collecting costs, as an amount in ${currency} such as ${amountExample}. Blank: free.`}
          className="form-row--narrow"
        />
      ) : null}
      <CheckboxField id="method-enabled" name="enabled" value="yes" label="Enabled" defaultChecked={ticked(values.enabled)} hint="Only enabled methods are offered to customers." />
      <TextField id="method-order" name="order" label="Order" inputMode="numeric" defaultValue={text('order')} maxLength={7} error={errors.order} hint="The zone’s methods are offered from the lowest number up." className="form-row--narrow" />
      <p>
        <button type="submit" name="intent" value="save" className="button">
          Save changes
        </button>
      </p>
    </Form>
  );
}
