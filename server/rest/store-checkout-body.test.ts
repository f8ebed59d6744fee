import { describe, expect, it } from 'vitest';
import { validateCheckout } from '../../core/checkout/checkout-form.ts';
import { parseStoreCheckout, storeCheckoutParams, storeCheckoutResponse } from './store-checkout-body.ts';
import { STORE_BILLING_ADDRESS } from './store-checkout.fixture.ts';

const billing = STORE_BILLING_ADDRESS;

function parsed(json: unknown) {
  const result = parseStoreCheckout(json);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.params)}`);
  return result.request;
}

function refused(json: unknown) {
  const result = parseStoreCheckout(json);
  if (result.ok) throw new Error('accepted');
  return result.params;
}

describe('parseStoreCheckout', () => {
  it('maps the billing address, note and payment method to the form fields, shipping to billing', () => {
    const { values, attribution } = parsed({ billing_address: billing, payment_method: 'bacs', customer_note: 'Ring twice' });
    expect(values).toMatchObject({
      billing_first_name: 'Ada',
      billing_email: 'ada@example.co.uk',
      billing_phone: '+44 20 7946 0958',
      billing_country: 'GB',
      ship_to_different_address: '',
      order_comments: 'Ring twice',
      payment_method: 'bacs',
      terms: 'on',
    });
    expect(Object.keys(values).some((name) => name.startsWith('shipping_'))).toBe(false);
    expect(attribution).toBeNull();
    const checked = validateCheckout(values, ['GB']);
    expect(checked.ok && checked.value).toMatchObject({ shipping: null, paymentMethod: 'bacs', customerNote: 'Ring twice' });
  });

  it('takes a shipping address as the form’s different-address fields, without e-mail or phone', () => {
    const { values } = parsed({
      billing_address: billing,
      shipping_address: { ...billing, email: 'ignored@example.com', first_name: 'Charles', city: 'Manchester' },
      payment_method: 'cod',
    });
    expect(values).toMatchObject({ ship_to_different_address: '1', shipping_first_name: 'Charles', shipping_city: 'Manchester' });
    expect(values).not.toHaveProperty('shipping_email');
    expect(values).not.toHaveProperty('shipping_phone');
    const checked = validateCheckout(values, ['GB']);
    expect(checked.ok && checked.value.shipping).toMatchObject({ first_name: 'Charles', city: 'Manchester', email: '', phone: '' });
  });

  it('reads missing address keys as empty, so the form’s rules name them', () => {
    const { values } = parsed({ billing_address: { first_name: 'Ada' }, shipping_address: null });
    const checked = validateCheckout(values, ['GB']);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(storeCheckoutParams(checked.errors)).toEqual({
      'billing_address.last_name': 'Billing Last name is a required field.',
      'billing_address.country': 'Billing Country / Region is a required field.',
      'billing_address.address_1': 'Billing Street address is a required field.',
      'billing_address.city': 'Billing Town / City is a required field.',
      'billing_address.postcode': 'Billing Postcode / ZIP is a required field.',
      'billing_address.phone': 'Billing Phone is a required field.',
      'billing_address.email': 'Billing Email address is a required field.',
      payment_method: 'Please choose a payment method.',
    });
  });

  it('names wrongly typed fields by their path', () => {
    expect(refused({ billing_address: { ...billing, email: 42, phone: ['1'] }, shipping_address: 'home', customer_note: { text: 'x' } })).toEqual({
      'billing_address.email': 'must be a string',
      'billing_address.phone': 'must be a string',
      shipping_address: 'must be an object of address fields',
      customer_note: 'must be a string',
    });
    expect(refused({ payment_method: 'cod' })).toEqual({ billing_address: 'must be an object of address fields' });
    expect(refused({ billing_address: { ...billing, city: 'Lon\u0000don' } })).toEqual({ 'billing_address.city': 'must not contain a NUL character' });
    for (const body of [null, [], 'checkout', 7]) expect(refused(body)).toEqual({ body: 'must be a JSON object' });
  });

  it('ignores Store API keys the shop does not use', () => {
    const { values } = parsed({ billing_address: { ...billing, 'namespace/vat': 'GB1' }, payment_method: 'cod', create_account: false, payment_data: [] });
    expect(Object.keys(values)).not.toContain('create_account');
    expect(validateCheckout(values, ['GB']).ok).toBe(true);
  });

  it('hands over the attribution extension data when it is an object, whatever it holds', () => {
    const data = { source_type: 'utm', utm_source: { nested: true }, session_pages: [4] };
    expect(parsed({ billing_address: billing, extensions: { 'woocommerce/order-attribution': data, other: 1 } }).attribution).toEqual(data);
    for (const garbage of ['utm', 12, null, true, ['utm']]) {
      expect(parsed({ billing_address: billing, extensions: { 'woocommerce/order-attribution': garbage } }).attribution, String(garbage)).toBeNull();
    }
    expect(parsed({ billing_address: billing, extensions: null }).attribution).toBeNull();
    expect(parsed({ billing_address: billing, extensions: { other: { source_type: 'utm' } } }).attribution).toBeNull();
    // A namespace reached only through the prototype is not the sender's data.
    const inherited = JSON.parse('{"billing_address": {}, "extensions": {"__proto__": {"woocommerce/order-attribution": {"source_type": "utm"}}}}');
    expect(parsed(inherited).attribution).toBeNull();
  });

  it('wants the extensions container itself to be an object', () => {
    expect(refused({ billing_address: billing, extensions: ['woocommerce/order-attribution'] })).toEqual({ extensions: 'must be an object keyed by extension namespace' });
  });
});

describe('storeCheckoutResponse', () => {
  it('answers like the Store API, shipping to the billing address without its e-mail or phone', () => {
    const { values } = parsed({ billing_address: billing, payment_method: 'cod', customer_note: 'Ring twice' });
    const checked = validateCheckout(values, ['GB']);
    if (!checked.ok) throw new Error('invalid');
    const { email: _email, ...shipping } = billing;
    expect(storeCheckoutResponse({ orderId: 42, orderKey: 'wc_order_abc', status: 'processing', total: 5000 }, checked.value)).toEqual({
      order_id: 42,
      status: 'processing',
      order_key: 'wc_order_abc',
      customer_note: 'Ring twice',
      billing_address: billing,
      shipping_address: { ...shipping, phone: '' },
      payment_method: 'cod',
      payment_result: { payment_status: 'success', payment_details: [], redirect_url: '/checkout/order-received/42/?key=wc_order_abc' },
    });
  });
});
