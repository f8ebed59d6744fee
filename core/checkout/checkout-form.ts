import { z } from 'zod';
import { ADDRESS_FIELDS, CHECKOUT_FIELD_NAMES, fieldName, ORDER_COMMENTS_MAX_LENGTH, type AddressKind, type AddressPart, type FieldDefinition } from './fields.ts';
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from './payment-methods.ts';
import { isValidEmail, isValidPhone, normalizeEmail, normalizePhone } from './validators.ts';

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

export const TERMS_MESSAGE = 'Please read and accept the terms and conditions to proceed with your order.';
export const PAYMENT_MESSAGE = 'Please choose a payment method.';
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

function fieldSchema(kind: AddressKind, field: FieldDefinition, countries: readonly string[]) {
  const label = `${kind === 'billing' ? 'Billing' : 'Shipping'} ${field.label}`;
  let schema = z.string().trim();
  if (field.required) schema = schema.min(1, { error: `${label} is a required field.`, abort: true });
  schema = schema.max(field.maxLength, { error: `${label} is too long (at most ${field.maxLength} characters).`, abort: true });
  if (field.type === 'email') return schema.refine((value) => isValidEmail(value), `${label} is not a valid email address.`).transform(normalizeEmail);
  if (field.type === 'tel') {
    return schema.refine((value) => value === '' || isValidPhone(value), `${label} is not a valid phone number.`).transform(normalizePhone);
  }
  if (field.part === 'country') return schema.refine((value) => countries.includes(value), `${label}: please choose a country from the list.`);
  return schema;
}

function addressSchema(kind: AddressKind, countries: readonly string[]) {
  const shape: Record<string, ReturnType<typeof fieldSchema>> = {};
  for (const field of ADDRESS_FIELDS[kind]) shape[fieldName(kind, field.part)] = fieldSchema(kind, field, countries);
  return z.object(shape);
}

const orderSchema = z.object({
  order_comments: z.string().trim().max(ORDER_COMMENTS_MAX_LENGTH, `Order notes are too long (at most ${ORDER_COMMENTS_MAX_LENGTH} characters).`),
  payment_method: z.enum(PAYMENT_METHOD_IDS as [PaymentMethodId, ...PaymentMethodId[]], { error: PAYMENT_MESSAGE }),
  terms: z.string().min(1, TERMS_MESSAGE),
});

/** Validates the checkout form; every failing field gets one message, in form order. */
export function validateCheckout(input: CheckoutValues, countries: readonly string[]): CheckoutValidation {
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
  const billing = addressSchema('billing', countries).safeParse(values);
  collect(billing);
  const shipping = differentShipping ? addressSchema('shipping', countries).safeParse(values) : null;
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
