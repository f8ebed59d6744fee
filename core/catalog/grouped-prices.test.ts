import { describe, expect, it } from 'vitest';
import { groupedPrices } from './grouped-prices.ts';

describe("a grouped product's prices from its children", () => {
  it('run from the cheapest to the dearest, a variable child counting with its dearest variation', () => {
    expect(groupedPrices([{ price: 1800, maxPrice: null, stockStatus: 'instock' }, { price: 2400, maxPrice: 5400, stockStatus: 'outofstock' }])).toEqual({ price: 1800, maxPrice: 5400, stockStatus: 'instock' });
  });
  it('are one price when every child costs the same', () => {
    expect(groupedPrices([{ price: 900, maxPrice: null, stockStatus: 'instock' }, { price: 900, maxPrice: 900, stockStatus: 'instock' }])).toEqual({ price: 900, maxPrice: null, stockStatus: 'instock' });
  });
  it('are available on backorder when no child is in stock but one takes backorders, and not at all without children', () => {
    expect(groupedPrices([{ price: 500, maxPrice: null, stockStatus: 'outofstock' }, { price: 700, maxPrice: null, stockStatus: 'onbackorder' }]).stockStatus).toBe('onbackorder');
    expect(groupedPrices([])).toEqual({ price: 0, maxPrice: null, stockStatus: 'outofstock' });
  });
});
