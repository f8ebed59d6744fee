import { describe, expect, it } from 'vitest';
import { priceCart, type PricingRules } from './price-cart.ts';
import { couponOf, targetOf } from './coupon-test-fixtures.ts';
import { flatRateZones } from '../shipping/configured-zone.ts';
import type { ShippingZone } from '../shipping/shipping-zone.ts';

/** The config's old flat rate as zone 0: 5.00, free from 75.00 or with a free-shipping coupon. */
const rules: PricingRules = { currency: 'USD', shippingZones: flatRateZones({ flatRateShipping: 500, freeShippingThreshold: 7500 }, 'USD') };
const london = { destination: { country: 'GB', state: '', postcode: 'SW1A 1AA', city: 'London' } };
const line = <T extends object>(productId: number, unitPrice: number, quantity: number, extra?: T) => ({ unitPrice, quantity, target: targetOf(productId), ...extra });

/** A shop with a German zone (4.90 flat, free from 50.00), a US zone for two states (10.00 + 1.00 an item, pickup) and zone 0 (15.00). */
const zoned: PricingRules = {
  currency: 'USD',
  shippingZones: [
    {
      id: 1,
      name: 'Germany',
      order: 1,
      locations: [{ type: 'country', code: 'DE' }],
      methods: [
        { instanceId: 11, methodId: 'free_shipping', order: 1, enabled: true, settings: { title: 'Free shipping', requires: 'min_amount', minAmount: 5000, ignoreDiscounts: false } },
        { instanceId: 12, methodId: 'flat_rate', order: 2, enabled: true, settings: { title: 'DHL', taxable: true, cost: '4.90', classCosts: {}, calculationType: 'class' } },
      ],
    },
    {
      id: 2,
      name: 'West coast',
      order: 2,
      locations: [{ type: 'state', code: 'US:CA' }, { type: 'state', code: 'US:OR' }],
      methods: [
        { instanceId: 21, methodId: 'flat_rate', order: 1, enabled: true, settings: { title: 'Ground', taxable: true, cost: '10 + [qty]', classCosts: {}, calculationType: 'class' } },
        { instanceId: 22, methodId: 'local_pickup', order: 2, enabled: true, settings: { title: 'Pick up in Portland', taxable: true, cost: 0 } },
      ],
    },
    {
      id: 0,
      name: 'Everywhere else',
      order: 0,
      locations: [],
      methods: [{ instanceId: 1, methodId: 'flat_rate', order: 1, enabled: true, settings: { title: 'International', taxable: true, cost: '15', classCosts: {}, calculationType: 'class' } }],
    },
  ] satisfies ShippingZone[],
};
/** A line's taxes where the shop charges none: the line as it is. */
const untaxedLine = (amount: number) => ({ taxes: [], subtotalTax: 0, totalTax: 0, netSubtotal: amount, netTotal: amount });
const to = (country: string, state = '') => ({ destination: { country, state, postcode: '', city: '' } });

describe('priceCart', () => {
  it('prices each line as unit price × quantity, keeping what the caller put on the line', () => {
    const priced = priceCart([line(1, 1250, 2, { key: 'a' }), line(2, 999, 1, { key: 'b' })], rules, london);
    expect(priced.lines).toEqual([
      { key: 'a', unitPrice: 1250, quantity: 2, target: targetOf(1), subtotal: 2500, discount: 0, total: 2500, tax: untaxedLine(2500) },
      { key: 'b', unitPrice: 999, quantity: 1, target: targetOf(2), subtotal: 999, discount: 0, total: 999, tax: untaxedLine(999) },
    ]);
  });

  it('adds the lines and shipping up to the total', () => {
    expect(priceCart([line(1, 2500, 1)], rules, london)).toMatchObject({ subtotal: 2500, discount: 0, shipping: 500, tax: 0, total: 3000, shippingRate: { id: 'flat_rate:2', label: 'Flat rate', cost: 500 } });
    // From 75.00 free shipping is offered, first, so it is the one chosen unless the shopper chose another.
    const free = priceCart([line(1, 4000, 2)], rules, london);
    expect(free).toMatchObject({ subtotal: 8000, shipping: 0, total: 8000, shippingRate: { id: 'free_shipping:1' } });
    expect(free.shippingRates.map((rate) => rate.id)).toEqual(['free_shipping:1', 'flat_rate:2']);
    expect(priceCart([line(1, 4000, 2)], rules, { ...london, chosenRate: 'flat_rate:2' })).toMatchObject({ shipping: 500, total: 8500 });
  });

  it('charges nothing for an empty cart', () => {
    expect(priceCart([], rules, london)).toEqual({ lines: [], subtotal: 0, coupons: [], discount: 0, shippingRates: [], shippingRate: null, freeShippingShortfall: null, shipping: 0, shippingTax: 0, tax: 0, itemsTax: 0, discountTax: 0, netSubtotal: 0, netTotal: 0, taxLines: [], pricesIncludeTax: false, total: 0 });
  });

  it('keeps amounts exact at the largest prices a shop stores', () => {
    const priced = priceCart([line(1, 99_999_999_99, 999)], rules, london);
    expect(priced.total).toBe(99_999_999_99 * 999);
    expect(Number.isSafeInteger(priced.total)).toBe(true);
  });

  // Worked by hand: the free-shipping minimum is judged on what is left after coupons.
  it.each([
    { case: '10 % off 80.00: 72.00 is under the threshold again, so shipping is charged', coupon: couponOf({ discountType: 'percent', amount: 1000 }), lines: [line(1, 4000, 2)], discount: 800, shipping: 500, total: 7700 },
    { case: '5.00 off 90.00: still free shipping', coupon: couponOf({ discountType: 'fixed_cart', amount: 500 }), lines: [line(1, 9000, 1)], discount: 500, shipping: 0, total: 8500 },
    { case: 'a free-shipping coupon of 0.00 off', coupon: couponOf({ discountType: 'fixed_cart', amount: 0, freeShipping: true }), lines: [line(1, 1000, 1)], discount: 0, shipping: 0, total: 1000 },
    { case: '2.00 off each of 3 units of 12.50', coupon: couponOf({ discountType: 'fixed_product', amount: 200 }), lines: [line(1, 1250, 3)], discount: 600, shipping: 500, total: 3650 },
  ])('$case', ({ coupon, lines, discount, shipping, total }) => {
    const priced = priceCart(lines, rules, london, [coupon]);
    expect(priced).toMatchObject({ discount, shipping, total, coupons: [{ coupon, discount }] });
    // The lines' totals and the coupons' discounts add up to the cart's, to the cent.
    expect(priced.lines.reduce((sum, l) => sum + l.total, 0)).toBe(priced.subtotal - priced.discount);
  });

  // Worked by hand: the zone by the address, its methods in the owner's order, coupons before shipping.
  it.each([
    { case: 'Germany, 30.00: DHL 4.90 only', destination: to('DE'), lines: [line(1, 1500, 2)], coupons: [], rates: ['flat_rate:12'], shipping: 490, total: 3490 },
    { case: 'Germany, 60.00: free shipping first', destination: to('DE'), lines: [line(1, 3000, 2)], coupons: [], rates: ['free_shipping:11', 'flat_rate:12'], shipping: 0, total: 6000 },
    { case: 'Germany, 60.00 less 20 %: 48.00, under 50.00 again', destination: to('DE'), lines: [line(1, 3000, 2)], coupons: [couponOf({ discountType: 'percent', amount: 2000 })], rates: ['flat_rate:12'], shipping: 490, total: 5290 },
    { case: 'California, 3 items: 10.00 + 3 × 1.00', destination: to('US', 'CA'), lines: [line(1, 1000, 2), line(2, 500, 1)], coupons: [], rates: ['flat_rate:21', 'local_pickup:22'], shipping: 1300, total: 3800 },
    { case: 'Oregon written in lower case, chosen pickup', destination: { ...to('US', 'or'), chosenRate: 'local_pickup:22' }, lines: [line(1, 1000, 1)], coupons: [], rates: ['flat_rate:21', 'local_pickup:22'], shipping: 0, total: 1000 },
    { case: 'Texas: not the west coast, so everywhere else', destination: to('US', 'TX'), lines: [line(1, 1000, 1)], coupons: [], rates: ['flat_rate:1'], shipping: 1500, total: 2500 },
    { case: 'a chosen rate no longer offered falls back to the first', destination: { ...to('FR'), chosenRate: 'flat_rate:12' }, lines: [line(1, 1000, 1)], coupons: [], rates: ['flat_rate:1'], shipping: 1500, total: 2500 },
  ])('$case', ({ destination, lines, coupons, rates, shipping, total }) => {
    const priced = priceCart(lines, zoned, destination, coupons);
    expect(priced.shippingRates.map((rate) => rate.id)).toEqual(rates);
    expect(priced).toMatchObject({ shipping, total });
  });

  it('offers nothing where no zone covers the address and the shop has no zone 0', () => {
    const noRest: PricingRules = { ...zoned, shippingZones: zoned.shippingZones.filter((zone) => zone.id !== 0) };
    expect(priceCart([line(1, 1000, 1)], noRest, to('JP'))).toMatchObject({ shippingRates: [], shippingRate: null, shipping: 0, total: 1000 });
  });
});
