import { describe, expect, it } from 'vitest';
import { parseProductForm, type ProductFormValues } from './product-form.ts';
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
    const check = checkCsvRow(row({ Type: 'simple, downloadable', Stock: '0', 'In stock?': '1' }), 2, COLUMNS, 'USD');
    expect(check.kind === 'ok' && check.product).toMatchObject({ stock: 0, stockStatus: 'outofstock', status: 'publish' });
    const backorder = checkCsvRow(row({ 'In stock?': 'backorder' }), 2, COLUMNS, 'USD');
    expect(backorder.kind === 'ok' && backorder.product.stockStatus).toBe('onbackorder');
  });

  it('keeps the first 12 images of a row and counts the rest, which are left out', () => {
    const columns = new Set([...COLUMNS, 'Images']);
    const refs = (count: number) => Array.from({ length: count }, (_, index) => `https://img.example/${index + 1}.jpg`);
    const many = checkCsvRow(row({ Images: refs(200).join(', ') }), 2, columns, 'USD');
    expect(many.kind === 'ok' && many.product.images).toEqual(refs(12));
    expect(many.kind === 'ok' && many.product.imagesLeftOut).toBe(188);
    const twelve = checkCsvRow(row({ Images: refs(12).join(',') }), 2, columns, 'USD');
    expect(twelve.kind === 'ok' && twelve.product).toMatchObject({ images: refs(12), imagesLeftOut: 0 });
  });

  it('reports every problem of a row at once', () => {
    const check = checkCsvRow(row({ SKU: 'X-1', Name: '', 'Regular price': '', Published: 'yes', 'In stock?': 'maybe' }), 9, COLUMNS, 'USD');
    expect(check).toEqual({
      kind: 'error',
      message: "Row 9 (SKU X-1): Name: Enter the product name; Regular price: Enter the regular price; Published 'yes' must be 1, 0 or -1; In stock? 'maybe' must be 1 or 0",
    });
  });

  it('leaves out fields whose column is absent, so updates keep them', () => {
    const check = checkCsvRow({ Name: 'Thing', 'Regular price': '10' }, 2, new Set(['Name', 'Regular price']), 'USD');
    expect(check.kind === 'ok' && check.product).toEqual({ rowNumber: 2, label: 'Row 2 ("Thing")', sku: null, name: 'Thing', slug: 'thing', regularPrice: 1000, images: [], imagesLeftOut: 0 });
  });

  it('reads headers with a byte-order mark and keeps a __proto__ column harmless', () => {
    const { records } = parseProductCsv('\ufeffName,Regular price,__proto__\nMug,5,x\n');
    expect(records[0]?.Name).toBe('Mug');
    expect(Object.getPrototypeOf(records[0])).toBeNull();
  });

  it('refuses every name, SKU, price and description the admin form refuses, with the form\'s words', () => {
    const form = (cells: Partial<ProductFormValues>): ProductFormValues => ({
      name: 'Thing',
      slug: '',
      sku: '',
      regular_price: '10',
      sale_price: '',
      stock: '',
      stock_status: 'instock',
      status: 'publish',
      short_description: '',
      description: '',
      categories: [],
      ...cells,
    });
    const hostile: Array<[keyof ProductFormValues & string, string, string]> = [
      ['name', 'Name', 'Mug\u0000'],
      ['name', 'Name', 'Mug\tTwo'],
      ['name', 'Name', 'Mug\u009b31m'],
      ['name', 'Name', '<script>alert(1)</script>'],
      ['name', 'Name', '<img src=x onerror=alert(1)>'],
      ['name', 'Name', 'x'.repeat(201)],
      ['sku', 'SKU', 'A"1'],
      ['sku', 'SKU', 'A\u00001'],
      ['regular_price', 'Regular price', '1e3'],
      ['sale_price', 'Sale price', '12'],
      ['stock', 'Stock', '-1'],
      ['short_description', 'Short description', 'x'.repeat(2001)],
    ];
    for (const [field, column, value] of hostile) {
      const formResult = parseProductForm(form({ [field]: value }), { currency: 'USD' });
      expect(formResult.ok, `${field} ${JSON.stringify(value)} in the form`).toBe(false);
      const message = formResult.ok ? '' : (formResult.errors[field] ?? '');
      const check = checkCsvRow(row({ [column]: value }), 4, new Set([...COLUMNS, 'Short description']), 'USD');
      expect(check.kind, `${column} ${JSON.stringify(value)} in the import`).toBe('error');
      expect(check.kind === 'error' && check.message).toContain(message.replace(/\.$/, ''));
    }
  });

  it('drops invisible control characters from descriptions as the form does, and keeps their HTML, with paragraphs made', () => {
    const columns = new Set([...COLUMNS, 'Description', 'Short description']);
    const check = checkCsvRow(row({ Description: '<p>Soft\u0000 cotton</p>\\nWash cold\u001b[31m', 'Short description': 'Warm\r\nand dry' }), 2, columns, 'USD');
    expect(check.kind === 'ok' && check.product).toMatchObject({ description: '<p>Soft cotton</p>\n<p>Wash cold[31m</p>', shortDescription: '<p>Warm<br />\nand dry</p>' });
    const form = parseProductForm({
      name: 'Thing', slug: '', sku: '', regular_price: '10', sale_price: '', stock: '', stock_status: 'instock', status: 'publish',
      short_description: 'Warm\r\nand dry', description: '<p>Soft\u0000 cotton</p>\nWash cold\u001b[31m', categories: [],
    }, { currency: 'USD' });
    expect(form.ok && form.value).toMatchObject({ description: '<p>Soft cotton</p>\n<p>Wash cold[31m</p>', shortDescription: '<p>Warm<br />\nand dry</p>' });
  });

  it('refuses category names with control characters or tags, and prints the file\'s text without control characters', () => {
    const check = checkCsvRow(row({ SKU: 'E\u001b[2J', Categories: 'Home > <b>Bold</b>, Ba\u0000d' }), 3, COLUMNS, 'USD');
    expect(check).toEqual({
      kind: 'error',
      message:
        "Row 3 (SKU E\\u001b[2J): SKU 'E\\u001b[2J': The SKU may not contain quotes, angle brackets or control characters; " +
        "Categories: the category name 'Bold</b' may not contain HTML tags; it is shown as plain text; " +
        "Categories: the category name 'Ba\\u0000d' may not contain control characters (such as tabs or line breaks)",
    });
  });
});
