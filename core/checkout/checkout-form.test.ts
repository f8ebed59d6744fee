import { describe, expect, it } from 'vitest';
import { readCheckoutForm, TERMS_MESSAGE, validateCheckout, type CheckoutValues } from './checkout-form.ts';

const countries = ['US', 'GB', 'DE'];

function valid(overrides: CheckoutValues = {}): CheckoutValues {
  return {
    billing_first_name: 'Ada',
    billing_last_name: 'Lovelace',
    billing_company: '',
    billing_country: 'GB',
    billing_address_1: '12 St James Square',
    billing_address_2: '',
    billing_city: 'London',
    billing_state: '',
    billing_postcode: 'SW1Y 4JH',
    billing_phone: '+44 20 7946 0958',
    billing_email: 'ada@example.co.uk',
    order_comments: '',
    payment_method: 'cod',
    terms: 'on',
    ...overrides,
  };
}

describe('validateCheckout', () => {
  it('accepts a complete form and normalises e-mail and phone', () => {
    const result = validateCheckout(valid({ billing_email: ' mailto:ada@example.co.uk ', billing_phone: 'tel:+44 20 7946 0958' }), countries);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.billing.email).toBe('ada@example.co.uk');
    expect(result.value.billing.phone).toBe('+44 20 7946 0958');
    expect(result.value.shipping).toBeNull();
    expect(result.value.paymentMethod).toBe('cod');
  });

  it('reports every missing required field once, in form order', () => {
    const result = validateCheckout({}, countries);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.field)).toEqual([
      'billing_first_name',
      'billing_last_name',
      'billing_country',
      'billing_address_1',
      'billing_city',
      'billing_postcode',
      'billing_phone',
      'billing_email',
      'payment_method',
      'terms',
    ]);
    expect(result.errors[0]?.message).toBe('Billing First name is a required field.');
    expect(result.errors.at(-1)?.message).toBe(TERMS_MESSAGE);
  });

  it.each([
    ['billing_email', 'a@b.c', 'Billing Email address is not a valid email address.'],
    ['billing_phone', '12345', 'Billing Phone is not a valid phone number.'],
    ['billing_country', 'XX', 'Billing Country / Region: please choose a country from the list.'],
    ['billing_first_name', 'x'.repeat(201), 'Billing First name is too long (at most 200 characters).'],
    ['billing_city', 'y'.repeat(1_000_000), 'Billing Town / City is too long (at most 200 characters).'],
    ['payment_method', 'paypal', 'Please choose a payment method.'],
    ['payment_method', '__proto__', 'Please choose a payment method.'],
  ])('refuses %s = %j with one message', (field, value, message) => {
    const result = validateCheckout(valid({ [field]: value }), countries);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual([{ field, message }]);
  });

  it('checks the shipping address only when shipping elsewhere', () => {
    expect(validateCheckout(valid({ shipping_first_name: '' }), countries).ok).toBe(true);
    const result = validateCheckout(valid({ ship_to_different_address: '1' }), countries);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((error) => error.field)).toContain('shipping_address_1');
    const shipped = validateCheckout(
      valid({
        ship_to_different_address: '1',
        shipping_first_name: 'Charles',
        shipping_last_name: 'Babbage',
        shipping_country: 'US',
        shipping_address_1: '1 Main St',
        shipping_city: 'Boston',
        shipping_postcode: '02108',
      }),
      countries,
    );
    expect(shipped.ok).toBe(true);
    if (shipped.ok) expect(shipped.value.shipping).toMatchObject({ first_name: 'Charles', country: 'US', email: '' });
  });

  it('caps order notes', () => {
    const result = validateCheckout(valid({ order_comments: 'n'.repeat(2001) }), countries);
    expect(result.ok).toBe(false);
  });
});

describe('readCheckoutForm', () => {
  it('reads only the checkout fields, as text, ignoring prototype keys and files', () => {
    const form = new FormData();
    form.set('billing_first_name', 'Ada');
    form.set('__proto__', 'polluted');
    form.set('constructor', 'x');
    form.set('billing_last_name', new Blob(['file']), 'file.txt');
    const values = readCheckoutForm(form);
    expect(values.billing_first_name).toBe('Ada');
    expect(values.billing_last_name).toBe('');
    expect(Object.keys(values)).not.toContain('__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('does not keep huge values whole', () => {
    const form = new FormData();
    form.set('billing_city', 'c'.repeat(1_000_000));
    expect(readCheckoutForm(form).billing_city?.length).toBeLessThanOrEqual(4000);
  });
});
