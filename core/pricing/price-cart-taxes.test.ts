import { describe, expect, it } from 'vitest';
import { priceCart, type PricingRules } from './price-cart.ts';
import { couponOf, targetOf } from './coupon-test-fixtures.ts';
import type { ShippingZone } from '../shipping/shipping-zone.ts';
import { defaultTaxSettings, type TaxSettings } from '../tax/tax-settings.ts';
import { parseRate, type TaxRate } from '../tax/tax-rate.ts';

const rate = (id: number, fields: Partial<TaxRate> & { percent: string }): TaxRate => {
  const { percent, ...rest } = fields;
  return { id, country: '', state: '', postcodes: [], cities: [], rate: parseRate(percent) ?? Number.NaN, name: `Tax ${id}`, priority: 1, compound: false, shipping: true, order: id, taxClass: '', ...rest };
};

const RATES = [
  rate(1, { country: 'DE', percent: '19', name: 'MwSt.' }),
  rate(2, { country: 'DE', percent: '7', name: 'MwSt. 7 %', taxClass: 'reduced-rate' }),
  rate(3, { country: 'FR', percent: '20', name: 'TVA' }),
  rate(4, { country: 'US', state: 'CA', percent: '7.25', name: 'CA State Tax', shipping: false }),
];

/** One zone for everywhere: a 4.90 flat rate and pickup at the shop (free). */
const ZONES: ShippingZone[] = [
  {
    id: 0,
    name: 'Everywhere',
    order: 0,
    locations: [],
    methods: [
      { instanceId: 1, methodId: 'flat_rate', order: 1, enabled: true, settings: { title: 'DHL', taxable: true, cost: '4.90', classCosts: {}, calculationType: 'class' } },
      { instanceId: 2, methodId: 'local_pickup', order: 2, enabled: true, settings: { title: 'Pickup', taxable: true, cost: 0 } },
    ],
  },
];

const rules = (settings: Partial<TaxSettings>): PricingRules => ({
  currency: 'EUR',
  shippingZones: ZONES,
  taxes: { settings: { ...defaultTaxSettings('DE'), enabled: true, ...settings }, rates: RATES, classes: [{ slug: '', name: 'Standard' }, { slug: 'reduced-rate', name: 'Reduced rate' }] },
});
const to = (country: string, state = '') => ({ destination: { country, state, postcode: '', city: '' } });
const line = (productId: number, unitPrice: number, quantity: number, taxClass = '', taxStatus: 'taxable' | 'shipping' | 'none' = 'taxable') => ({ unitPrice, quantity, target: targetOf(productId), taxClass, taxStatus });

// Every amount worked out by hand, in cents.
describe('priceCart with taxes', () => {
  it.each([
    {
      case: 'prices without tax, Germany: 19 % on two 10.00 units, 7 % on a 5.00 book, 19 % on the 4.90 shipping (the cart has standard items)',
      rules: rules({}),
      lines: [line(1, 1000, 2), line(2, 500, 1, 'reduced-rate')],
      to: to('DE'),
      expected: { itemsTax: 415, shippingTax: 93, tax: 508, netSubtotal: 2500, total: 3498, lines: [380, 35], taxLines: { 'DE-MWST.-1': 473, 'DE-MWST. 7 %-1': 35 } },
    },
    {
      case: 'prices with tax, a German customer of a German shop: 11.90 holds 1.90, the price stays',
      rules: rules({ pricesIncludeTax: true }),
      lines: [line(1, 1190, 1)],
      to: to('DE'),
      expected: { itemsTax: 190, shippingTax: 93, tax: 283, netSubtotal: 1000, total: 1773, lines: [190], taxLines: { 'DE-MWST.-1': 283 } },
    },
    {
      case: 'prices with tax, a French customer: the German 19 % out (10.00), the French 20 % on (12.00)',
      rules: rules({ pricesIncludeTax: true }),
      lines: [line(1, 1190, 1)],
      to: to('FR'),
      expected: { itemsTax: 200, shippingTax: 98, tax: 298, netSubtotal: 1000, total: 1788, lines: [200], taxLines: { 'FR-TVA-1': 298 } },
    },
    {
      case: 'the same price in every country: 11.90 holds the French 20 % (1.983… → 1.98)',
      rules: rules({ pricesIncludeTax: true, samePriceEverywhere: true }),
      lines: [line(1, 1190, 1)],
      to: to('FR'),
      expected: { itemsTax: 198, shippingTax: 98, tax: 296, netSubtotal: 992, total: 1778, lines: [198], taxLines: { 'FR-TVA-1': 296 } },
    },
    {
      case: 'California per line: three 1.99 lines at 7.25 % (0.144… → 0.14 each), shipping not taxed there',
      rules: rules({}),
      lines: [line(1, 199, 1), line(2, 199, 1), line(3, 199, 1)],
      to: to('US', 'CA'),
      expected: { itemsTax: 42, shippingTax: 0, tax: 42, netSubtotal: 597, total: 1129, lines: [14, 14, 14], taxLines: { 'US-CA-CA STATE TAX-1': 42 } },
    },
    {
      case: 'California rounded at the subtotal: 0.432825 → 0.43',
      rules: rules({ roundAtSubtotal: true }),
      lines: [line(1, 199, 1), line(2, 199, 1), line(3, 199, 1)],
      to: to('US', 'CA'),
      expected: { itemsTax: 43, shippingTax: 0, tax: 43, netSubtotal: 597, total: 1130, lines: [14, 14, 14], taxLines: { 'US-CA-CA STATE TAX-1': 43 } },
    },
    {
      case: 'a country without rates pays none',
      rules: rules({}),
      lines: [line(1, 1000, 1)],
      to: to('GB'),
      expected: { itemsTax: 0, shippingTax: 0, tax: 0, netSubtotal: 1000, total: 1490, lines: [0], taxLines: {} },
    },
    {
      case: 'a tax-free item and a shipping-only one: no item tax; the shipping taxed at the standard rate',
      rules: rules({}),
      lines: [line(1, 1000, 1, '', 'none'), line(2, 2000, 1, '', 'shipping')],
      to: to('DE'),
      expected: { itemsTax: 0, shippingTax: 93, tax: 93, netSubtotal: 3000, total: 3583, lines: [0, 0], taxLines: { 'DE-MWST.-1': 93 } },
    },
    {
      case: 'only reduced-rate items: the shipping inherits their 7 % (0.343 → 0.34)',
      rules: rules({}),
      lines: [line(2, 500, 2, 'reduced-rate')],
      to: to('DE'),
      expected: { itemsTax: 70, shippingTax: 34, tax: 104, netSubtotal: 1000, total: 1594, lines: [70], taxLines: { 'DE-MWST. 7 %-1': 104 } },
    },
    {
      case: 'shipping taxed by the class the owner set (reduced) whatever the items',
      rules: rules({ shippingTaxClass: 'reduced-rate' }),
      lines: [line(1, 1000, 1)],
      to: to('DE'),
      expected: { itemsTax: 190, shippingTax: 34, tax: 224, netSubtotal: 1000, total: 1714, lines: [190], taxLines: { 'DE-MWST.-1': 190, 'DE-MWST. 7 %-1': 34 } },
    },
    {
      case: 'taxes off: nothing charged whatever the rates',
      rules: rules({ enabled: false }),
      lines: [line(1, 1000, 1)],
      to: to('DE'),
      expected: { itemsTax: 0, shippingTax: 0, tax: 0, netSubtotal: 1000, total: 1490, lines: [0], taxLines: {} },
    },
  ])('$case', ({ rules: pricing, lines, to: choice, expected }) => {
    const priced = priceCart(lines, pricing, { ...choice, chosenRate: 'flat_rate:1' });
    expect({
      itemsTax: priced.itemsTax,
      shippingTax: priced.shippingTax,
      tax: priced.tax,
      netSubtotal: priced.netSubtotal,
      total: priced.total,
      lines: priced.lines.map((priced) => priced.tax.totalTax),
      taxLines: Object.fromEntries(priced.taxLines.map((taxLine) => [taxLine.code, taxLine.tax + taxLine.shippingTax])),
    }).toEqual(expected);
    // Always adds up: the items without tax, their tax, the shipping and its tax.
    expect(priced.total).toBe(priced.netTotal + priced.itemsTax + priced.shipping + priced.shippingTax);
  });

  it('keeps a price with tax to the cent with a coupon: 10 % off 119.00 leaves 107.10 holding 17.10 VAT', () => {
    const priced = priceCart([line(1, 11900, 1)], rules({ pricesIncludeTax: true }), { ...to('DE'), chosenRate: 'local_pickup:2' }, [couponOf({ discountType: 'percent', amount: 1000 })]);
    expect(priced).toMatchObject({ subtotal: 11900, discount: 1190, itemsTax: 1710, discountTax: 190, netSubtotal: 10000, netTotal: 9000, total: 10710 });
    expect(priced.lines[0]?.tax).toEqual({ taxes: [{ id: 1, subtotal: 1900, total: 1710 }], subtotalTax: 1900, totalTax: 1710, netSubtotal: 10000, netTotal: 9000 });
  });

  it('taxes a parcel collected at the shop where the shop is, whatever the address', () => {
    const pickup = priceCart([line(1, 1000, 1)], rules({}), { ...to('FR'), chosenRate: 'local_pickup:2' });
    expect(pickup.taxLines.map((taxLine) => taxLine.code)).toEqual(['DE-MWST.-1']);
    expect(pickup.total).toBe(1190);
  });

  it('follows the billing address when the owner says so, and the shop’s own with "base"', () => {
    const lines = [line(1, 1000, 1)];
    const byBilling = priceCart(lines, rules({ basedOn: 'billing' }), { ...to('DE'), chosenRate: 'flat_rate:1', billing: { country: 'FR', state: '', postcode: '', city: '' } });
    expect(byBilling.itemsTax).toBe(200);
    const byBase = priceCart(lines, rules({ basedOn: 'base' }), { ...to('FR'), chosenRate: 'flat_rate:1' });
    expect(byBase.itemsTax).toBe(190);
  });

  it('keeps every German price the same in a mixed cart at subtotal rounding: 3 × 0.99 with 19 % in it', () => {
    const priced = priceCart([line(1, 99, 1), line(2, 99, 1), line(3, 99, 1)], rules({ pricesIncludeTax: true, roundAtSubtotal: true }), { ...to('DE'), chosenRate: 'local_pickup:2' });
    // 2.97 holds 0.474201… → 0.47 once; per line it would be 3 × 0.16 = 0.48.
    expect(priced).toMatchObject({ itemsTax: 47, netTotal: 250, total: 297 });
  });
});
