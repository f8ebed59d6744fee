import { z } from 'zod';
import { fieldErrorsFrom, type FieldErrors } from '../../core/shared/validation.ts';
import type { RawAttribution } from '../../core/attribution/fields.ts';
import type { AddressInput, CheckoutInput, CheckoutValues, FieldError } from '../../core/checkout/checkout-form.ts';
import { ADDRESS_FIELDS, fieldName, type AddressKind, type AddressPart } from '../../core/checkout/fields.ts';
import type { OrderDetail } from '../../core/orders/order-details.ts';
import type { PlacedOrder } from '../../core/orders/place-order.ts';
import { EXTENSION_NAMESPACE as ATTRIBUTION_NAMESPACE } from '../../core/contract/attribution/prefix.ts';
import { orderReceivedPath } from '../../core/checkout/order-received-path.ts';

/** The Store API's address keys, in its order; shipping addresses have no e-mail. */
const BILLING_KEYS = ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'email', 'phone'] as const;
const SHIPPING_KEYS = BILLING_KEYS.filter((key) => key !== 'email');

const JSON_KEY: Record<AddressKind, string> = { billing: 'billing_address', shipping: 'shipping_address' };

// NUL above all: PostgreSQL text cannot hold it, and the form refuses it before it is read.
const text = z.string({ error: 'must be a string' }).refine((value) => !value.includes('\0'), 'must not contain a NUL character');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const addressSchema = (keys: readonly string[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, text.optional()])), { error: 'must be an object of address fields' });

/**
 * Types only: the rules (required fields, e-mail and phone patterns, countries, payment methods) are the
 * form's, applied to the mapped values by validateCheckout. Keys the shop does not use (`create_account`,
 * `payment_data`…) are ignored, as WooCommerce's Store API ignores what it does not know.
 */
const bodySchema = z.object(
  {
    billing_address: addressSchema(BILLING_KEYS),
    // Absent or null: the goods go to the billing address. A phone is accepted but, as on the form, not kept.
    shipping_address: addressSchema(SHIPPING_KEYS).nullable().optional(),
    payment_method: text.optional(),
    customer_note: text.optional(),
    // Each extension's data is its own business: only its container must be an object.
    extensions: z.custom<Record<string, unknown>>(isObject, { error: 'must be an object keyed by extension namespace' }).nullable().optional(),
  },
  { error: 'must be a JSON object' },
);

export interface StoreCheckoutRequest {
  /** The same fields, by the same names, as the checkout form posts. */
  values: CheckoutValues;
  /** The attribution extension data when it is an object (its fields are sanitised later), else null. */
  attribution: RawAttribution | null;
}

export type ParsedStoreCheckout = { ok: true; request: StoreCheckoutRequest } | { ok: false; params: FieldErrors };

/** Reads a Store API checkout body into the checkout form's values; a wrongly typed field is named by its path. */
export function parseStoreCheckout(json: unknown): ParsedStoreCheckout {
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) return { ok: false, params: fieldErrorsFrom(parsed.error, { root: 'body', key: 'path' }) };
  const body = parsed.data;
  const values: CheckoutValues = {};
  const copy = (kind: AddressKind, address: Record<string, string | undefined>) => {
    for (const field of ADDRESS_FIELDS[kind]) values[fieldName(kind, field.part)] = address[field.part] ?? '';
  };
  copy('billing', body.billing_address);
  if (body.shipping_address) copy('shipping', body.shipping_address);
  values.ship_to_different_address = body.shipping_address ? '1' : '';
  values.order_comments = body.customer_note ?? '';
  values.payment_method = body.payment_method ?? '';
  // A client of the Store API accepts the terms in its own interface; the API has no such field.
  values.terms = 'on';

  const extensions = body.extensions ?? {};
  const attribution = Object.hasOwn(extensions, ATTRIBUTION_NAMESPACE) ? extensions[ATTRIBUTION_NAMESPACE] : undefined;
  return { ok: true, request: { values, attribution: isObject(attribution) ? attribution : null } };
}

/** The form's field errors named by their place in the JSON body (`billing_first_name` → `billing_address.first_name`). */
export function storeCheckoutParams(errors: readonly FieldError[]): FieldErrors {
  const params: FieldErrors = {};
  for (const { field, message } of errors) {
    const name = jsonPath(field);
    if (!Object.hasOwn(params, name)) params[name] = message;
  }
  return params;
}

function jsonPath(field: string): string {
  for (const kind of ['billing', 'shipping'] as const) {
    if (field.startsWith(`${kind}_`)) return `${JSON_KEY[kind]}.${field.slice(kind.length + 1)}`;
  }
  if (field === 'order_comments') return 'customer_note';
  return field || 'body';
}

function pick(address: Record<AddressPart, string>, keys: readonly AddressPart[]): Partial<AddressInput> {
  return Object.fromEntries(keys.map((key) => [key, address[key]]));
}

/** A placed order as the Store API answers with it. */
interface StoreOrder {
  order: Pick<PlacedOrder, 'orderId' | 'orderKey' | 'status'>;
  billing: Record<AddressPart, string>;
  shipping: Record<AddressPart, string>;
  customerNote: string;
  paymentMethod: string;
}

function storeOrderResponse({ order, billing, shipping, customerNote, paymentMethod }: StoreOrder) {
  return {
    order_id: order.orderId,
    status: order.status,
    order_key: order.orderKey,
    customer_note: customerNote,
    billing_address: pick(billing, BILLING_KEYS),
    shipping_address: pick(shipping, SHIPPING_KEYS),
    payment_method: paymentMethod,
    payment_result: { payment_status: 'success', payment_details: [], redirect_url: orderReceivedPath(order) },
  };
}

/** The Store API's answer to a placed order, with the addresses as they were stored. */
export function storeCheckoutResponse(order: PlacedOrder, checkout: CheckoutInput) {
  // As placeOrder stores them: without a shipping address the goods go to the billing one, without its phone.
  const shipping = checkout.shipping ?? { ...checkout.billing, phone: '' };
  return storeOrderResponse({ order, billing: checkout.billing, shipping, customerNote: checkout.customerNote, paymentMethod: checkout.paymentMethod });
}

/** The same answer for an order read back from the database (a repeated checkout), or null without its addresses. */
export function storedOrderResponse({ order, billing, shipping }: OrderDetail) {
  if (!billing || !shipping) return null;
  return storeOrderResponse({
    order: { orderId: order.id, orderKey: order.order_key, status: order.status },
    billing,
    shipping,
    customerNote: order.customer_note,
    paymentMethod: order.payment_method,
  });
}
