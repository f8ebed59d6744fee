import { describe, expect, it } from 'vitest';
import { categoryNames, checkCsvRow, parseProductCsv, rowLabel } from './csv-import-row.ts';

const COLUMNS = new Set(['Type', 'SKU', 'Name', 'Regular price', 'Sale price', 'Stock', 'In stock?', 'Published', 'Categories']);

function row(cells: Record<string, string>) {
  return { Type: 'simple', SKU: '', Name: 'Thing', 'Regular price': '10', 'Sale price': '', Stock: '', 'In stock?': '1', Published: '1', Categories: '', ...cells };
}

describe('CSV row checks', () => {
  it('labels rows by SKU, else by name', () => {
    expect(rowLabel(3, 'A-1', 'Thing')).toBe('Row 3 (SKU A-1)');
    expect(rowLabel(4, '', 'Thing')).toBe('Row 4 ("Thing")');
    expect(rowLabel(5, '', '')).toBe('Row 5');
  });

  it('takes the last segment of each category path and honours escaped commas', () => {
    expect(categoryNames('Clothing > Hoodies, Accessories, Clothing > Hoodies')).toEqual(['Hoodies', 'Accessories']);
    expect(categoryNames('Pens\\, Pencils > Fine')).toEqual(['Fine']);
    expect(categoryNames('Pens\\, Pencils')).toEqual(['Pens, Pencils']);
  });

  it('accepts simple products with flags and derives the stock status from the stock', () => {
    const check = checkCsvRow(row({ Type: 'simple, downloadable', Stock: '0', 'In stock?': '1' }), 2, COLUMNS);
    expect(check.kind === 'ok' && check.product).toMatchObject({ stock: 0, stockStatus: 'outofstock', status: 'publish' });
    const backorder = checkCsvRow(row({ 'In stock?': 'backorder' }), 2, COLUMNS);
    expect(backorder.kind === 'ok' && backorder.product.stockStatus).toBe('onbackorder');
  });

  it('reports every problem of a row at once', () => {
    const check = checkCsvRow(row({ SKU: 'X-1', Name: '', 'Regular price': '', Published: 'yes', 'In stock?': 'maybe' }), 9, COLUMNS);
    expect(check).toEqual({
      kind: 'error',
      message: "Row 9 (SKU X-1): Name is missing; Regular price is missing; Published 'yes' must be 1, 0 or -1; In stock? 'maybe' must be 1 or 0",
    });
  });

  it('leaves out fields whose column is absent, so updates keep them', () => {
    const check = checkCsvRow({ Name: 'Thing', 'Regular price': '10' }, 2, new Set(['Name', 'Regular price']));
    expect(check.kind === 'ok' && check.product).toEqual({ rowNumber: 2, label: 'Row 2 ("Thing")', sku: null, name: 'Thing', slug: 'thing', regularPrice: 1000, images: [] });
  });

  it('reads headers with a byte-order mark and keeps a __proto__ column harmless', () => {
    const { records } = parseProductCsv('\ufeffName,Regular price,__proto__\nMug,5,x\n');
    expect(records[0]?.Name).toBe('Mug');
    expect(Object.getPrototypeOf(records[0])).toBeNull();
  });
});
