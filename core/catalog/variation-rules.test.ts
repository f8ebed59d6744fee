import { describe, expect, it } from 'vitest';
import { findVariation, missingCombinations, variableParentPrices, type VariationAxis, type VariationCandidate } from './variation-rules.ts';

const axes: VariationAxis[] = [
  { key: 'pa_colour', values: ['blue', 'red'] },
  { key: 'size', values: ['Small', 'Large'] },
];

function variation(id: number, values: Record<string, string>, overrides: Partial<VariationCandidate> = {}): VariationCandidate {
  return { id, status: 'publish', price: 2000, regularPrice: 2000, salePrice: null, stock: null, stockStatus: 'instock', menuOrder: 0, values, ...overrides };
}

describe('findVariation', () => {
  it('finds the variation whose values equal the choice', () => {
    const variations = [variation(1, { pa_colour: 'blue', size: 'Small' }), variation(2, { pa_colour: 'red', size: 'Large' })];
    const match = findVariation({ axes, variations }, { pa_colour: 'red', size: 'Large' });
    expect(match.ok && match.variation.id).toBe(2);
  });

  it('lets an "any" value match every choice, after exact variations earlier in menu order', () => {
    const variations = [variation(5, { pa_colour: 'blue', size: '' }, { menuOrder: 2 }), variation(6, { pa_colour: 'blue', size: 'Large' }, { menuOrder: 1 })];
    const large = findVariation({ axes, variations }, { pa_colour: 'blue', size: 'Large' });
    expect(large.ok && large.variation.id).toBe(6);
    const small = findVariation({ axes, variations }, { pa_colour: 'blue', size: 'Small' });
    expect(small.ok && small.variation.id).toBe(5);
  });

  it('refuses an incomplete choice, naming the attribute left out', () => {
    const match = findVariation({ axes, variations: [variation(1, { pa_colour: '', size: '' })] }, { pa_colour: 'blue', size: ' ' });
    expect(match).toEqual({ ok: false, reason: 'incomplete', attribute: 'size' });
  });

  it('refuses a value the product does not offer, even where a variation says "any"', () => {
    const match = findVariation({ axes, variations: [variation(1, { pa_colour: '', size: '' })] }, { pa_colour: 'green', size: 'Small' });
    expect(match).toEqual({ ok: false, reason: 'not_offered', attribute: 'pa_colour' });
  });

  it('says when no variation has the combination', () => {
    const match = findVariation({ axes, variations: [variation(1, { pa_colour: 'blue', size: 'Small' })] }, { pa_colour: 'red', size: 'Small' });
    expect(match).toEqual({ ok: false, reason: 'no_match' });
  });

  it('refuses a disabled variation and one out of stock, and prefers an enabled one to a disabled one', () => {
    const disabled = [variation(1, { pa_colour: 'blue', size: 'Small' }, { status: 'draft' })];
    expect(findVariation({ axes, variations: disabled }, { pa_colour: 'blue', size: 'Small' })).toEqual({ ok: false, reason: 'disabled' });
    const soldOut = [variation(2, { pa_colour: 'blue', size: 'Small' }, { stock: 0, stockStatus: 'outofstock' })];
    expect(findVariation({ axes, variations: soldOut }, { pa_colour: 'blue', size: 'Small' })).toEqual({ ok: false, reason: 'out_of_stock' });
    const both = [...disabled, variation(3, { pa_colour: 'blue', size: '' }, { menuOrder: 5 })];
    const match = findVariation({ axes, variations: both }, { pa_colour: 'blue', size: 'Small' });
    expect(match.ok && match.variation.id).toBe(3);
  });
});

describe('variableParentPrices', () => {
  it('spans the enabled variations, in stock or not, and ignores disabled ones', () => {
    const prices = variableParentPrices([
      variation(1, {}, { price: 1500, regularPrice: 2000, salePrice: 1500 }),
      variation(2, {}, { price: 3000, regularPrice: 3000, stock: 0, stockStatus: 'outofstock' }),
      variation(3, {}, { price: 100, regularPrice: 100, status: 'draft' }),
    ]);
    expect(prices).toEqual({ price: 1500, maxPrice: 3000, regularPrice: 2000, salePrice: 1500, stockStatus: 'instock' });
  });

  it('is out of stock when no enabled variation can be bought, on backorder when only backorders can', () => {
    expect(variableParentPrices([variation(1, {}, { stock: 0, stockStatus: 'outofstock' }), variation(2, {}, { status: 'draft' })]).stockStatus).toBe('outofstock');
    expect(variableParentPrices([variation(1, {}, { stockStatus: 'onbackorder' })]).stockStatus).toBe('onbackorder');
  });

  it('has no price and no range without an enabled variation', () => {
    expect(variableParentPrices([variation(1, {}, { status: 'draft' })])).toEqual({ price: 0, maxPrice: null, regularPrice: 0, salePrice: null, stockStatus: 'outofstock' });
  });
});

describe('missingCombinations', () => {
  it('lists every combination in attribute order, without those that exist exactly', () => {
    const combinations = missingCombinations(axes, [{ pa_colour: 'blue', size: 'Large' }, { pa_colour: 'red', size: '' }], 50);
    expect(combinations).toEqual([
      { pa_colour: 'blue', size: 'Small' },
      { pa_colour: 'red', size: 'Small' },
      { pa_colour: 'red', size: 'Large' },
    ]);
  });

  it('stops at the limit, and makes nothing when an attribute offers no value', () => {
    expect(missingCombinations(axes, [], 3)).toHaveLength(3);
    expect(missingCombinations([...axes, { key: 'fit', values: [] }], [], 50)).toEqual([]);
    expect(missingCombinations([], [], 50)).toEqual([]);
  });
});
