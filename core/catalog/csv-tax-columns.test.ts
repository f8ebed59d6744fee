import { describe, expect, it } from 'vitest';
import { readTaxCells, TAX_COLUMNS } from './csv-tax-columns.ts';
import { readProductTax } from './product-tax.ts';

const CLASSES = [
  { slug: '', name: 'Standard' },
  { slug: 'reduced-rate', name: 'Reduced rate' },
];
const ALL = new Set(Object.values(TAX_COLUMNS));

function read(cells: Record<string, string>, isVariation = false, columns: ReadonlySet<string> = ALL) {
  const problems: string[] = [];
  const value = readTaxCells((column) => (cells[column] ?? '').trim(), columns, isVariation, CLASSES, problems);
  return { value, problems };
}

describe('the product CSV’s tax and shipping class columns', () => {
  it('reads WooCommerce’s values, a class by slug or name, blank as taxable, standard and no shipping class', () => {
    expect(read({ 'Tax status': 'shipping', 'Tax class': 'Reduced rate', 'Shipping class': 'Bulky' })).toEqual({ value: { taxStatus: 'shipping', taxClass: 'reduced-rate', shippingClass: 'Bulky' }, problems: [] });
    expect(read({})).toEqual({ value: { taxStatus: 'taxable', taxClass: '', shippingClass: null }, problems: [] });
    expect(read({ 'Tax class': 'standard', 'Tax status': 'NONE' }).value).toMatchObject({ taxStatus: 'none', taxClass: '' });
    expect(read({}, false, new Set())).toEqual({ value: {}, problems: [] });
  });

  it('reads a variation’s class (blank or parent is its product’s) and leaves its tax status to its product', () => {
    expect(read({ 'Tax status': 'none', 'Tax class': '' }, true).value).toEqual({ taxClass: 'parent', shippingClass: null });
    expect(read({ 'Tax class': 'parent' }, true).value).toMatchObject({ taxClass: 'parent' });
    expect(read({ 'Tax class': 'reduced-rate' }, true).value).toMatchObject({ taxClass: 'reduced-rate' });
  });

  it('names each cell that does not read', () => {
    expect(read({ 'Tax status': 'sometimes', 'Tax class': 'luxury', 'Shipping class': '!!!' }).problems).toEqual([
      "Tax status 'sometimes' must be taxable, shipping or none",
      "Tax class 'luxury' is not one of the shop's tax classes (standard, reduced-rate)",
      "Shipping class '!!!' must be a class's name or slug (letters or digits, at most 200 characters)",
    ]);
    expect(read({ 'Tax class': 'parent' }).problems).toEqual(['Tax class: only a variation can be "parent" (its product\'s class)']);
  });
});

describe('readProductTax', () => {
  it('reads the admin form’s and the REST API’s tax status and class', () => {
    expect(readProductTax({ status: 'shipping', taxClass: 'Standard' })).toEqual({ ok: true, value: { taxStatus: 'shipping', taxClass: '' } });
    expect(readProductTax({ taxClass: 'reduced-rate' })).toEqual({ ok: true, value: { taxClass: 'reduced-rate' } });
    expect(readProductTax({})).toEqual({ ok: true, value: {} });
    const bad = readProductTax({ status: 'always', taxClass: 'parent' });
    expect(bad.ok ? [] : Object.keys(bad.errors)).toEqual(['tax_status', 'tax_class']);
  });
});
