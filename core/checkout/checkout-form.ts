import { z } from 'zod';
import { ADDRESS_FIELDS, CHECKOUT_FIELD_NAMES, fieldName, ORDER_COMMENTS_MAX_LENGTH, type AddressKind, type AddressPart, type FieldDefinition } from './fields.ts';
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from './payment-methods.ts';
import { isValidEmail, isValidPhone, normalizeEmail, normalizePhone } from './validators.ts';
import { translator, type Translate } from '../i18n/translator.ts';
import { DEFAULT_MESSAGE_LOCALE } from '../i18n/messages/index.ts';

export type AddressInput = Record<AddressPart, string>;

export interface CheckoutInput {
  billing: AddressInput;
  /** Null when goods go to the billing address. */
  shipping: AddressInput | null;
  paymentMethod: PaymentMethodId;
  customerNote: string;
}

/** The raw form values by field name, kept to show the form again. */
export type CheckoutValues = Record<string, string>;

export interface FieldError {
  field: string;
  message: string;
}

export type CheckoutValidation = { ok: true; value: CheckoutInput } | { ok: false; errors: FieldError[] };

const english = translator(DEFAULT_MESSAGE_LOCALE);
export const TERMS_MESSAGE = english('checkout.error.terms');
export const PAYMENT_MESSAGE = english('checkout.error.payment');
// Values longer than this are not echoed back whole; the field's own limit is far lower.
const KEPT_VALUE_LIMIT = 2 * ORDER_COMMENTS_MAX_LENGTH;

/** Only the checkout's own fields, first value each, as text; anything else in the body is ignored. */
export function readCheckoutForm(form: FormData): CheckoutValues {
  const values: CheckoutValues = {};
  for (const name of CHECKOUT_FIELD_NAMES) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value.slice(0, KEPT_VALUE_LIMIT) : '';
  }
  return values;
}

/** What a check found wrong, translated once the form is parsed (the schemas are built once, in no language). */
type Problem = 'required' | 'tooLong' | 'email' | 'phone' | 'country' | 'notesTooLong' | 'payment' | 'terms';

function fieldSchema(field: FieldDefinition, countries: ReadonlySet<string>) {
  let schema = z.string().trim();
  if (field.required) schema = schema.min(1, { error: 'required' satisfies Problem, abort: true });
  schema = schema.max(field.maxLength, { error: 'tooLong' satisfies Problem, abort: true });
  if (field.type === 'email') return schema.refine((value) => isValidEmail(value), 'email' satisfies Problem).transform(normalizeEmail);
  if (field.type === 'tel') return schema.refine((value) => value === '' || isValidPhone(value), 'phone' satisfies Problem).transform(normalizePhone);
  if (field.part === 'country') return schema.refine((value) => countries.has(value), 'country' satisfies Problem);
  return schema;
}

function addressSchema(kind: AddressKind, countries: ReadonlySet<string>) {
  const shape: Record<string, ReturnType<typeof fieldSchema>> = {};
  for (const field of ADDRESS_FIELDS[kind]) shape[fieldName(kind, field.part)] = fieldSchema(field, countries);
  return z.object(shape);
}

const orderSchema = z.object({
  order_comments: z.string().trim().max(ORDER_COMMENTS_MAX_LENGTH, 'notesTooLong' satisfies Problem),
  payment_method: z.enum(PAYMENT_METHOD_IDS as [PaymentMethodId, ...PaymentMethodId[]], { error: 'payment' satisfies Problem }),
  terms: z.string().min(1, 'terms' satisfies Problem),
});

/**
 * The address schemas for a list of countries the shop sells to, built once: building them took a sixth
 * of placing an order. A shop has one list at a time; a few are kept while the owner changes it.
 */
const addressSchemas = new Map<string, { billing: ReturnType<typeof addressSchema>; shipping: ReturnType<typeof addressSchema> }>();

function schemasFor(countries: readonly string[]) {
  const key = countries.join(',');
  let schemas = addressSchemas.get(key);
  if (!schemas) {
    const allowed = new Set(countries);
    schemas = { billing: addressSchema('billing', allowed), shipping: addressSchema('shipping', allowed) };
    if (addressSchemas.size >= 8) addressSchemas.clear();
    addressSchemas.set(key, schemas);
  }
  return schemas;
}

/** A problem with a field in words, in `t`'s language. */
function problemText(problem: Problem, name: string, t: Translate): string {
  if (problem === 'notesTooLong') return t('checkout.error.notesTooLong', { max: String(ORDER_COMMENTS_MAX_LENGTH) });
  if (problem === 'payment') return t('checkout.error.payment');
  if (problem === 'terms') return t('checkout.error.terms');
  const kind: AddressKind = name.startsWith('shipping_') ? 'shipping' : 'billing';
  const field = ADDRESS_FIELDS[kind].find((candidate) => fieldName(kind, candidate.part) === name);
  if (!field) return t('checkout.error.required', { label: name });
  const label = t(`checkout.fieldOf.${kind}`, { field: t(`checkout.field.${field.part}`) });
  if (problem === 'tooLong') return t('checkout.error.tooLong', { label, max: String(field.maxLength) });
  return t(`checkout.error.${problem}`, { label });
}

/** Validates the checkout form; every failing field gets one message, in form order, in `t`'s language (the page's). */
export function validateCheckout(input: CheckoutValues, countries: readonly string[], t: Translate = english): CheckoutValidation {
  // Absent fields read as empty, exactly as an empty input would.
  const values: CheckoutValues = {};
  for (const name of CHECKOUT_FIELD_NAMES) values[name] = Object.hasOwn(input, name) ? (input[name] ?? '') : '';
  const differentShipping = values.ship_to_different_address !== '';
  const errors = new Map<string, string>();
  const collect = (result: z.ZodSafeParseResult<unknown>) => {
    if (result.success) return;
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!errors.has(field)) errors.set(field, problemText(issue.message as Problem, field, t));
    }
  };
  const schemas = schemasFor(countries);
  const billing = schemas.billing.safeParse(values);
  collect(billing);
  const shipping = differentShipping ? schemas.shipping.safeParse(values) : null;
  if (shipping) collect(shipping);
  const order = orderSchema.safeParse(values);
  collect(order);

  if (!billing.success || (shipping && !shipping.success) || !order.success) {
    const ordered = CHECKOUT_FIELD_NAMES.filter((name) => errors.has(name)).map((field) => ({ field, message: errors.get(field) as string }));
    return { ok: false, errors: ordered };
  }
  return {
    ok: true,
    value: {
      billing: toAddress('billing', billing.data),
      shipping: shipping?.success ? toAddress('shipping', shipping.data) : null,
      paymentMethod: order.data.payment_method,
      customerNote: order.data.order_comments,
    },
  };
}

function toAddress(kind: AddressKind, data: Record<string, string>): AddressInput {
  const address: AddressInput = { first_name: '', last_name: '', company: '', country: '', address_1: '', address_2: '', city: '', state: '', postcode: '', phone: '', email: '' };
  for (const field of ADDRESS_FIELDS[kind]) address[field.part] = data[fieldName(kind, field.part)] ?? '';
  return address;
}

export type AddressValidation = { ok: true; value: AddressInput } | { ok: false; errors: FieldError[] };

/** One address's fields (`billing_first_name`…), first value each, as text: My account's address forms. */
export function readAddressForm(form: FormData, kind: AddressKind): CheckoutValues {
  const values: CheckoutValues = {};
  for (const field of ADDRESS_FIELDS[kind]) {
    const value = form.get(fieldName(kind, field.part));
    values[fieldName(kind, field.part)] = typeof value === 'string' ? value.slice(0, KEPT_VALUE_LIMIT) : '';
  }
  return values;
}

/** One address alone, by the checkout's own rules and words (My account's "Edit address"). */
export function validateAddress(kind: AddressKind, input: CheckoutValues, countries: readonly string[], t: Translate = english): AddressValidation {
  const values: CheckoutValues = {};
  for (const field of ADDRESS_FIELDS[kind]) values[fieldName(kind, field.part)] = input[fieldName(kind, field.part)] ?? '';
  const parsed = schemasFor(countries)[kind].safeParse(values);
  if (parsed.success) return { ok: true, value: toAddress(kind, parsed.data) };
  const errors = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!errors.has(field)) errors.set(field, problemText(issue.message as Problem, field, t));
  }
  return { ok: false, errors: ADDRESS_FIELDS[kind].map((field) => fieldName(kind, field.part)).filter((name) => errors.has(name)).map((field) => ({ field, message: errors.get(field) as string })) };
}
