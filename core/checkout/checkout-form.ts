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

function fieldSchema(kind: AddressKind, field: FieldDefinition, countries: readonly string[], t: Translate) {
  const label = t(`checkout.fieldOf.${kind}`, { field: t(`checkout.field.${field.part}`) });
  let schema = z.string().trim();
  if (field.required) schema = schema.min(1, { error: t('checkout.error.required', { label }), abort: true });
  schema = schema.max(field.maxLength, { error: t('checkout.error.tooLong', { label, max: String(field.maxLength) }), abort: true });
  if (field.type === 'email') return schema.refine((value) => isValidEmail(value), t('checkout.error.email', { label })).transform(normalizeEmail);
  if (field.type === 'tel') {
    return schema.refine((value) => value === '' || isValidPhone(value), t('checkout.error.phone', { label })).transform(normalizePhone);
  }
  if (field.part === 'country') return schema.refine((value) => countries.includes(value), t('checkout.error.country', { label }));
  return schema;
}

function addressSchema(kind: AddressKind, countries: readonly string[], t: Translate) {
  const shape: Record<string, ReturnType<typeof fieldSchema>> = {};
  for (const field of ADDRESS_FIELDS[kind]) shape[fieldName(kind, field.part)] = fieldSchema(kind, field, countries, t);
  return z.object(shape);
}

function orderSchema(t: Translate) {
  return z.object({
    order_comments: z.string().trim().max(ORDER_COMMENTS_MAX_LENGTH, t('checkout.error.notesTooLong', { max: String(ORDER_COMMENTS_MAX_LENGTH) })),
    payment_method: z.enum(PAYMENT_METHOD_IDS as [PaymentMethodId, ...PaymentMethodId[]], { error: t('checkout.error.payment') }),
    terms: z.string().min(1, t('checkout.error.terms')),
  });
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
      if (!errors.has(field)) errors.set(field, issue.message);
    }
  };
  const billing = addressSchema('billing', countries, t).safeParse(values);
  collect(billing);
  const shipping = differentShipping ? addressSchema('shipping', countries, t).safeParse(values) : null;
  if (shipping) collect(shipping);
  const order = orderSchema(t).safeParse(values);
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
