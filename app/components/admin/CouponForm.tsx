import { Form } from 'react-router';
import { CheckboxField, FormErrorSummary, NonceField, SelectField, TextAreaField, TextField } from './Field.tsx';

/** A coupon's form as typed: WooCommerce's field names, amounts in the shop's currency, ticked boxes as `yes`. */
export interface CouponFormValues {
  code: string;
  description: string;
  discount_type: string;
  amount: string;
  free_shipping: string;
  date_expires: string;
  minimum_amount: string;
  maximum_amount: string;
  individual_use: string;
  exclude_sale_items: string;
  product_ids: string;
  excluded_product_ids: string;
  product_categories: string[];
  excluded_product_categories: string[];
  email_restrictions: string;
  usage_limit: string;
  limit_usage_to_x_items: string;
  usage_limit_per_user: string;
  status: string;
}

/** WooCommerce's three kinds of coupon, as its admin names them. */
export const DISCOUNT_TYPE_OPTIONS = [
  { value: 'percent', label: 'Percentage discount' },
  { value: 'fixed_cart', label: 'Fixed cart discount' },
  { value: 'fixed_product', label: 'Fixed product discount' },
] as const;

const STATUS_OPTIONS = [
  { value: 'publish', label: 'Published' },
  { value: 'draft', label: 'Draft' },
];

interface CouponFormProps {
  nonce: string;
  values: CouponFormValues;
  errors?: Record<string, string> | undefined;
  isNew: boolean;
  /** The shop's categories, for the coupon's categories and excluded categories. */
  categories: readonly { id: number; name: string }[];
  /** The shop's currency, and an amount as one types it there ("19.99"), for the hints. */
  currency: string;
  amountExample: string;
  /** How many orders used the coupon so far (none for a new coupon). */
  usageCount: number | null;
  /** The saved expiry when it is not at the start of a day (set through the REST API): the form shows its day. */
  expiryInstant: string | null;
}

const ticked = (value: string) => value === 'yes';

/** A list of the shop's categories to tick, in its own fieldset, with its error announced by the fieldset. */
function CategoryChoices({ name, legend, hint, categories, chosen, error }: { name: string; legend: string; hint: string; categories: CouponFormProps['categories']; chosen: readonly string[]; error: string | undefined }) {
  const id = `coupon-${name.replaceAll('_', '-')}`;
  const picked = new Set(chosen);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="admin-fieldset admin-fieldset--plain coupon-categories" aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <p className="form-row__hint" id={`${id}-hint`}>
        {hint}
      </p>
      {categories.length === 0 ? <p className="muted">No categories yet.</p> : null}
      <ul className="checkbox-list">
        {categories.map((category) => (
          <li key={category.id}>
            <input id={`${id}-${category.id}`} type="checkbox" name={name} value={category.id} defaultChecked={picked.has(String(category.id))} />{' '}
            <label htmlFor={`${id}-${category.id}`}>{category.name}</label>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="form-row__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The admin's form for one coupon, in WooCommerce's three groups: general, usage restriction and usage limits. */
export function CouponForm({ nonce, values, errors = {}, isNew, categories, currency, amountExample, usageCount, expiryInstant }: CouponFormProps) {
  const money = `an amount in ${currency} such as ${amountExample}`;
  return (
    <Form method="post" className="admin-form coupon-form" noValidate>
      <NonceField nonce={nonce} />
      <FormErrorSummary errors={errors} />
      <TextField
        id="coupon-code"
        name="code"
        label="Coupon code"
        required
        defaultValue={values.code}
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
        error={errors.code}
        hint="What customers type in the cart or at checkout; upper and lower case are the same."
      />
      <TextAreaField id="coupon-description" name="description" label="Description" rows={2} defaultValue={values.description} maxLength={2000} error={errors.description} hint="For you only: customers never see it." />

      <fieldset className="admin-fieldset">
        <legend>General</legend>
        <SelectField id="coupon-discount-type" name="discount_type" label="Discount type" defaultValue={values.discount_type} options={DISCOUNT_TYPE_OPTIONS} error={errors.discount_type} />
        <TextField
          id="coupon-amount"
          name="amount"
          label="Coupon amount"
          inputMode="decimal"
          defaultValue={values.amount}
          maxLength={13}
          error={errors.amount}
          hint={`For a percentage discount, the percentage such as 10 or 12.5; otherwise ${money}.`}
          className="form-row--narrow"
        />
        <CheckboxField
          id="coupon-free-shipping"
          name="free_shipping"
          value="yes"
          label="Allow free shipping"
          defaultChecked={ticked(values.free_shipping)}
          hint="An order with this coupon ships free."
        />
        <TextField
          id="coupon-expires"
          name="date_expires"
          type="date"
          label="Coupon expiry date"
          defaultValue={values.date_expires}
          error={errors.date_expires}
          hint={`The coupon stops applying at the start of this day (00:00 UTC). Blank: it never expires.${expiryInstant ? ` Saved now: it stops at ${expiryInstant} UTC; keeping this day keeps that time.` : ''}`}
          className="form-row--narrow"
        />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Usage restriction</legend>
        <TextField id="coupon-minimum" name="minimum_amount" label="Minimum spend" inputMode="decimal" defaultValue={values.minimum_amount} maxLength={13} error={errors.minimum_amount} hint={`The least the cart's subtotal must come to, as ${money}. Blank: no minimum.`} className="form-row--narrow" />
        <TextField id="coupon-maximum" name="maximum_amount" label="Maximum spend" inputMode="decimal" defaultValue={values.maximum_amount} maxLength={13} error={errors.maximum_amount} hint={`The most the cart's subtotal may come to, as ${money}. Blank: no maximum.`} className="form-row--narrow" />
        <CheckboxField id="coupon-individual-use" name="individual_use" value="yes" label="Individual use only" defaultChecked={ticked(values.individual_use)} hint="The coupon cannot be used with other coupons." />
        <CheckboxField id="coupon-exclude-sale" name="exclude_sale_items" value="yes" label="Exclude sale items" defaultChecked={ticked(values.exclude_sale_items)} hint="The coupon does not apply to items on sale." />
        <TextField
          id="coupon-products"
          name="product_ids"
          label="Products"
          defaultValue={values.product_ids}
          error={errors.product_ids}
          hint="Product ids separated by commas, such as 12, 15 (the id is the number in a product's address in the admin). The coupon applies to these products only; a variable product covers its variations. Blank: all products."
        />
        <TextField
          id="coupon-excluded-products"
          name="excluded_product_ids"
          label="Exclude products"
          defaultValue={values.excluded_product_ids}
          error={errors.excluded_product_ids}
          hint="Product ids separated by commas that the coupon never applies to."
        />
        <CategoryChoices
          name="product_categories"
          legend="Product categories"
          hint="The coupon applies to products in the ticked categories only. None ticked: all categories."
          categories={categories}
          chosen={values.product_categories}
          error={errors.product_categories}
        />
        <CategoryChoices
          name="excluded_product_categories"
          legend="Exclude categories"
          hint="The coupon never applies to products in the ticked categories."
          categories={categories}
          chosen={values.excluded_product_categories}
          error={errors.excluded_product_categories}
        />
        <TextAreaField
          id="coupon-emails"
          name="email_restrictions"
          label="Allowed e-mails"
          rows={3}
          defaultValue={values.email_restrictions}
          error={errors.email_restrictions}
          hint="Billing e-mail addresses that may use the coupon, one per line or separated by commas; * stands for any characters (*@example.com). Blank: anyone."
        />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Usage limits</legend>
        <TextField id="coupon-usage-limit" name="usage_limit" label="Usage limit per coupon" inputMode="numeric" defaultValue={values.usage_limit} maxLength={10} error={errors.usage_limit} hint="How many times the coupon may be used in all. Blank: no limit." className="form-row--narrow" />
        <TextField
          id="coupon-limit-items"
          name="limit_usage_to_x_items"
          label="Limit usage to X items"
          inputMode="numeric"
          defaultValue={values.limit_usage_to_x_items}
          maxLength={10}
          error={errors.limit_usage_to_x_items}
          hint="For a percentage or fixed product discount: how many items it covers at most. Blank: all the items it applies to."
          className="form-row--narrow"
        />
        <TextField id="coupon-usage-limit-user" name="usage_limit_per_user" label="Usage limit per user" inputMode="numeric" defaultValue={values.usage_limit_per_user} maxLength={10} error={errors.usage_limit_per_user} hint="How many times each customer (by account or billing e-mail) may use it. Blank: no limit." className="form-row--narrow" />
        {usageCount !== null ? <p className="coupon-usage">{`Used so far: ${usageCount} ${usageCount === 1 ? 'time' : 'times'}.`}</p> : null}
      </fieldset>

      <SelectField id="coupon-status" name="status" label="Status" defaultValue={values.status} options={STATUS_OPTIONS} error={errors.status} hint="A draft coupon cannot be used." className="form-row--narrow" />
      <p>
        <button type="submit" className="button">
          {isNew ? 'Publish coupon' : 'Update coupon'}
        </button>
      </p>
    </Form>
  );
}
