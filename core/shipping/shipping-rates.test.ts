import { describe, expect, it } from 'vitest';
import { flatRateCost, freeShippingAvailable, freeShippingShortfall, shippingRates } from './shipping-rates.ts';
import type { FlatRateSettings, ShippingZone } from './shipping-zone.ts';

const flat = (fields: Partial<FlatRateSettings>): FlatRateSettings => ({ title: 'Flat rate', taxable: true, cost: '', classCosts: {}, calculationType: 'class', ...fields });
const bulky = 7;
const fragile = 8;
// Two mugs (no class, 10.00 each), a bulky chair (60.00), two fragile vases (15.00 each): 5 items, 110.00.
const pkg = {
  lines: [
    { quantity: 2, total: 2000, shippingClassId: null },
    { quantity: 1, total: 6000, shippingClassId: bulky },
    { quantity: 2, total: 3000, shippingClassId: fragile },
  ],
  subtotal: 11000,
  discount: 0,
  freeShippingCoupon: false,
};

describe('flat rate', () => {
  // Worked by hand, in cents.
  it.each([
    { case: 'an order cost', settings: flat({ cost: '5' }), cost: 500 },
    { case: 'per item', settings: flat({ cost: '2 + 0.5 * [qty]' }), cost: 450 },
    { case: 'each class’s cost added: 5 + (20) + (2 × 1.50) + no class (1)', settings: flat({ cost: '5', classCosts: { [bulky]: '20', [fragile]: '1.50 * [qty]', none: '1' } }), cost: 2900 },
    { case: 'the dearest class only: 5 + 20', settings: flat({ cost: '5', classCosts: { [bulky]: '20', [fragile]: '1.50 * [qty]', none: '1' }, calculationType: 'order' }), cost: 2500 },
    { case: 'a class fee of the class’s cost: 10 % of 30.00', settings: flat({ classCosts: { [fragile]: '[fee percent="10"]' } }), cost: 300 },
  ])('$case', ({ settings, cost }) => {
    expect(flatRateCost(settings, pkg, 100)).toBe(cost);
  });

  it('is not offered without any cost, nor with a formula that does not read', () => {
    expect(flatRateCost(flat({}), pkg, 100)).toBeNull();
    expect(flatRateCost(flat({ cost: '5 +' }), pkg, 100)).toBeNull();
  });

  it('rounds to the currency’s minor unit: yen are whole', () => {
    expect(flatRateCost(flat({ cost: '[cost] * 0.015' }), { ...pkg, lines: [{ quantity: 1, total: 1234, shippingClassId: null }] }, 1)).toBe(19);
  });
});

describe('free shipping', () => {
  const conditions = { subtotal: 8000, discount: 1000, freeShippingCoupon: false };
  it.each([
    ['', false, 7500, false, true],
    ['coupon', false, 0, false, false],
    ['coupon', true, 0, false, true],
    ['min_amount', false, 7500, false, false],
    ['min_amount', false, 7500, true, true],
    ['either', true, 9999, false, true],
    ['both', true, 7000, false, true],
    ['both', false, 7000, false, false],
  ] as const)('requires %s (coupon %s, minimum %i, before discounts %s): %s', (requires, coupon, minAmount, ignoreDiscounts, available) => {
    expect(freeShippingAvailable({ title: 'Free', requires, minAmount, ignoreDiscounts }, { ...conditions, freeShippingCoupon: coupon })).toBe(available);
  });
});

describe('shippingRates', () => {
  const zone: ShippingZone = {
    id: 1,
    name: 'Home',
    order: 1,
    locations: [{ type: 'country', code: 'GB' }],
    methods: [
      { instanceId: 3, methodId: 'local_pickup', order: 2, enabled: true, settings: { title: 'Collect', taxable: false, cost: 150 } },
      { instanceId: 4, methodId: 'flat_rate', order: 1, enabled: true, settings: flat({ title: 'Royal Mail', cost: '3.50' }) },
      { instanceId: 5, methodId: 'flat_rate', order: 3, enabled: false, settings: flat({ title: 'Courier', cost: '9' }) },
    ],
  };
  it('lists the enabled methods in the owner’s order, each with its rate id and cost', () => {
    expect(shippingRates(zone, pkg, 'GBP')).toEqual([
      { id: 'flat_rate:4', methodId: 'flat_rate', instanceId: 4, label: 'Royal Mail', cost: 350, taxable: true },
      { id: 'local_pickup:3', methodId: 'local_pickup', instanceId: 3, label: 'Collect', cost: 150, taxable: false },
    ]);
  });
  it('offers nothing for an empty package or no zone', () => {
    expect(shippingRates(zone, { ...pkg, lines: [] }, 'GBP')).toEqual([]);
    expect(shippingRates(null, pkg, 'GBP')).toEqual([]);
  });
});

describe('freeShippingShortfall', () => {
  const zone = (requires: 'min_amount' | 'either' | 'coupon', ignoreDiscounts = false): ShippingZone => ({
    id: 0,
    name: 'Everywhere',
    order: 0,
    locations: [],
    methods: [{ instanceId: 1, methodId: 'free_shipping', order: 1, enabled: true, settings: { title: 'Free', requires, minAmount: 7500, ignoreDiscounts } }],
  });
  const cart = { subtotal: 8000, discount: 1000, freeShippingCoupon: false };
  it('says how much more the cart needs, after coupons unless the method ignores them', () => {
    expect(freeShippingShortfall(zone('min_amount'), cart, [])).toBe(500);
    expect(freeShippingShortfall(zone('either'), cart, [])).toBe(500);
    expect(freeShippingShortfall(zone('min_amount', true), { ...cart, subtotal: 7000 }, [])).toBe(500);
  });
  it('says nothing when free shipping is offered already, or needs a coupon', () => {
    expect(freeShippingShortfall(zone('min_amount'), cart, [{ id: 'free_shipping:1', methodId: 'free_shipping', instanceId: 1, label: 'Free', cost: 0, taxable: false }])).toBeNull();
    expect(freeShippingShortfall(zone('coupon'), cart, [])).toBeNull();
    expect(freeShippingShortfall(null, cart, [])).toBeNull();
  });
});
