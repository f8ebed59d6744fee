import { describe, expect, it } from 'vitest';
import { enteredPriceBound, shownShopPrice, type ShopPriceTax } from './tax-display.ts';
import { parseRate, type TaxRate } from './tax-rate.ts';

const vat: TaxRate = { id: 1, country: 'DE', state: '', postcodes: [], cities: [], rate: parseRate('19') ?? 0, name: 'MwSt.', priority: 1, compound: false, shipping: true, order: 1, taxClass: '' };
const shop = (mode: ShopPriceTax['mode']): ShopPriceTax => ({ mode, ratesByClass: { '': [vat] }, suffix: '' });

describe('enteredPriceBound', () => {
  it('takes the standard rate out of a bound typed with tax, and puts it back into one typed without', () => {
    // Entered 10.00, shown 11.90: a bound of 11.90 is 10.00 as entered.
    expect(enteredPriceBound(1190, shop('add'))).toBe(1000);
    expect(shownShopPrice(1000, {}, shop('add'))).toBe(1190);
    // Entered 11.90 with tax, shown 10.00 without: a bound of 10.00 is 11.90 as entered.
    expect(enteredPriceBound(1000, shop('remove'))).toBe(1190);
    expect(shownShopPrice(1190, {}, shop('remove'))).toBe(1000);
  });

  it('leaves a bound alone when prices are shown as entered, taxes are off, or the standard class has no rate here', () => {
    expect(enteredPriceBound(1190, shop('none'))).toBe(1190);
    expect(enteredPriceBound(1190, null)).toBe(1190);
    expect(enteredPriceBound(1190, { mode: 'add', ratesByClass: { '': [] }, suffix: '' })).toBe(1190);
  });
});
