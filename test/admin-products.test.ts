import { beforeAll, describe, expect, it } from 'vitest';
import { deleteProduct, getEditableProduct, saveProduct } from '../core/catalog/product-editor.ts';
import { parseProductForm, productFormValues, type ProductFormValues, type ProductInput } from '../core/catalog/product-form.ts';
import { listAdminProducts } from '../core/catalog/admin-product-list.ts';
import { listLowStockProducts } from '../core/catalog/low-stock.ts';
import { getContentVersion } from '../core/settings/settings.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertCategory, insertProduct } from './fixtures/shop-data.ts';

function form(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  return {
    name: 'Harbour Hoodie',
    slug: '',
    sku: '',
    regular_price: '45.00',
    sale_price: '',
    stock: '',
    stock_status: 'instock',
    status: 'publish',
    short_description: 'Warm.',
    description: '',
    categories: [],
    ...overrides,
  };
}

function valid(values: ProductFormValues): ProductInput {
  const parsed = parseProductForm(values, { currency: 'USD' });
  if (!parsed.ok) throw new Error(`expected a valid form, got ${JSON.stringify(parsed.errors)}`);
  return parsed.value;
}

describe('product form validation', () => {
  it('names every invalid field and keeps what was typed', () => {
    const values = form({ name: '  ', regular_price: 'abc', sale_price: '1.234', stock: '-2', stock_status: 'sometimes', status: 'secret', categories: ['1', '__proto__'] });
    const result = parseProductForm(values, { currency: 'USD' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.values).toBe(values);
    expect(result.errors).toEqual({
      name: 'Enter the product name.',
      regular_price: 'Enter the regular price as an amount such as 19.99.',
      sale_price: 'Enter the sale price as an amount such as 19.99.',
      stock: 'Enter a whole number of 0 or more, or leave it blank to not track stock.',
      stock_status: 'Choose a stock status.',
      status: 'Choose Published or Draft.',
      categories: 'Choose categories from the list.',
    });
  });

  it('requires the sale price to be lower than the regular price', () => {
    const result = parseProductForm(form({ regular_price: '20', sale_price: '20.00' }), { currency: 'USD' });
    expect(result.ok || result.errors).toEqual({ sale_price: 'The sale price must be lower than the regular price.' });
  });

  it('refuses control characters and HTML tags in the name, and drops control characters from descriptions', () => {
    const nul = parseProductForm(form({ name: 'Harbour\u0000Hoodie' }), { currency: 'USD' });
    expect(nul.ok || nul.errors).toEqual({ name: 'The name may not contain control characters (such as tabs or line breaks).' });
    const tag = parseProductForm(form({ name: '<script>alert(1)</script>' }), { currency: 'USD' });
    expect(tag.ok || tag.errors).toEqual({ name: 'The name may not contain HTML tags; it is shown as plain text.' });
    expect(valid(form({ name: 'Mugs < 5 cm & more', short_description: 'Warm\u0000.\r\nSoft.', description: '<b>Bold</b>\u0007' }))).toMatchObject({
      name: 'Mugs < 5 cm & more',
      // Descriptions are HTML: paragraphs made, as WooCommerce shows them.
      shortDescription: '<p>Warm.<br />\nSoft.</p>',
      description: '<p><b>Bold</b></p>',
    });
  });

  it('turns money into minor units and blanks into nulls', () => {
    expect(valid(form({ regular_price: '19,99', sale_price: '15', stock: '4', sku: ' HD-01 ', slug: 'Harbour Hoodie!' }))).toMatchObject({
      regularPrice: 1999,
      salePrice: 1500,
      stock: 4,
      sku: 'HD-01',
      slug: 'harbour-hoodie',
    });
    expect(valid(form())).toMatchObject({ salePrice: null, stock: null, sku: null, slug: '' });
  });
});

describe.each(DIALECTS)('product editor on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let hoodies: number;
  beforeAll(async () => {
    hoodies = await insertCategory(database.db, 'Hoodies');
  });

  it('creates a product with a slug from its name, its categories and a fresh content version', async () => {
    const before = await getContentVersion(database.db);
    const saved = await saveProduct(database.db, null, valid(form({ categories: [String(hoodies)], sku: 'HD-01' })));
    expect(saved).toMatchObject({ ok: true, value: { slug: 'harbour-hoodie' } });
    if (!saved.ok) return;
    const editable = await getEditableProduct(database.db, saved.value.id);
    expect(editable?.product).toMatchObject({ name: 'Harbour Hoodie', sku: 'HD-01', regular_price: 4500, price: 4500, stock: null, stock_status: 'instock' });
    expect(editable?.categoryIds).toEqual([hoodies]);
    expect(await getContentVersion(database.db)).not.toBe(before);
    expect(productFormValues(editable ?? null, 'USD')).toMatchObject({ regular_price: '45.00', sale_price: '', categories: [String(hoodies)] });
  });

  it('makes a generated slug unique but refuses a typed slug or SKU that another product has', async () => {
    const second = await saveProduct(database.db, null, valid(form()));
    expect(second.ok && second.value.slug).toBe('harbour-hoodie-2');
    const clash = await saveProduct(database.db, null, valid(form({ name: 'Other', slug: 'harbour-hoodie', sku: 'HD-01' })));
    expect(clash).toEqual({
      ok: false,
      errors: { slug: 'Another product already uses this slug.', sku: 'Another product already uses this SKU.' },
    });
  });

  it('lets a product keep its own slug and SKU when edited', async () => {
    const id = (await database.db.selectFrom('products').select('id').where('sku', '=', 'HD-01').executeTakeFirstOrThrow()).id;
    const saved = await saveProduct(database.db, id, valid(form({ slug: 'harbour-hoodie', sku: 'HD-01', regular_price: '50' })));
    expect(saved).toEqual({ ok: true, value: { id, slug: 'harbour-hoodie' } });
  });

  it('keeps price and stock status consistent with the sale price and stock', async () => {
    const saved = await saveProduct(database.db, null, valid(form({ name: 'Sale Tee', regular_price: '30', sale_price: '24.50', stock: '0', stock_status: 'instock' })));
    if (!saved.ok) throw new Error('save failed');
    let product = (await getEditableProduct(database.db, saved.value.id))?.product;
    expect(product).toMatchObject({ price: 2450, sale_price: 2450, stock: 0, stock_status: 'outofstock' });

    await saveProduct(database.db, saved.value.id, valid(form({ name: 'Sale Tee', slug: 'sale-tee', regular_price: '30', stock: '0', stock_status: 'onbackorder' })));
    product = (await getEditableProduct(database.db, saved.value.id))?.product;
    expect(product).toMatchObject({ price: 3000, sale_price: null, stock_status: 'onbackorder' });

    await saveProduct(database.db, saved.value.id, valid(form({ name: 'Sale Tee', slug: 'sale-tee', regular_price: '30', stock: '7', stock_status: 'outofstock' })));
    product = (await getEditableProduct(database.db, saved.value.id))?.product;
    expect(product).toMatchObject({ stock: 7, stock_status: 'instock' });

    await saveProduct(database.db, saved.value.id, valid(form({ name: 'Sale Tee', slug: 'sale-tee', regular_price: '30', stock: '', stock_status: 'outofstock' })));
    product = (await getEditableProduct(database.db, saved.value.id))?.product;
    expect(product).toMatchObject({ stock: null, stock_status: 'outofstock' });
  });

  it('adds, describes, reorders and removes images', async () => {
    const saved = await saveProduct(database.db, null, valid(form({ name: 'Pictured' })), {
      newImages: [
        { file: 'pictured-a', width: 600, height: 600, sizes: [300, 600], alt: '' },
        { file: 'pictured-b', width: 600, height: 400, sizes: [300, 600], alt: 'Side view' },
      ],
    });
    if (!saved.ok) throw new Error('save failed');
    const [first, second] = (await getEditableProduct(database.db, saved.value.id))?.images ?? [];
    expect([first?.file, first?.position, second?.file, second?.position]).toEqual(['pictured-a', 0, 'pictured-b', 1]);
    await saveProduct(database.db, saved.value.id, valid(form({ name: 'Pictured', slug: 'pictured' })), {
      imageChanges: [
        { id: first!.id, alt: 'Front view', position: 5, remove: false },
        { id: second!.id, alt: '', position: 0, remove: true },
      ],
      newImages: [{ file: 'pictured-c', width: 300, height: 300, sizes: [300], alt: 'Detail' }],
    });
    const images = (await getEditableProduct(database.db, saved.value.id))?.images ?? [];
    expect(images.map((image) => [image.file, image.alt, image.position])).toEqual([
      ['pictured-a', 'Front view', 5],
      ['pictured-c', 'Detail', 6],
    ]);
  });

  it('lists, searches and pages products for the admin table', async () => {
    const all = await listAdminProducts(database.db, { page: 1, perPage: 2 });
    expect(all.total).toBe(4);
    expect(all.rows).toHaveLength(2);
    expect((await listAdminProducts(database.db, { search: 'hd-0', page: 1, perPage: 20 })).rows.map((row) => row.sku)).toEqual(['HD-01']);
    expect((await listAdminProducts(database.db, { search: 'HARBOUR', page: 1, perPage: 20 })).total).toBe(2);
    expect((await listAdminProducts(database.db, { search: '%', page: 1, perPage: 20 })).total).toBe(0);
    const pictured = (await listAdminProducts(database.db, { search: 'pictured', page: 1, perPage: 20 })).rows[0];
    expect(pictured?.image?.file).toBe('pictured-a');
  });

  it('lists a search’s best matches first unless an order is asked for, as WordPress ranks an admin search', async () => {
    // The name holding the whole search ranks above a newer one holding its words apart.
    const exact = await insertProduct(database.db, { name: 'Ranked Lamp', sku: 'RL-1', created_at: '2026-01-01T00:00:00.000Z' });
    const longer = await insertProduct(database.db, { name: 'Desk lamp ranked second', sku: 'RL-2', created_at: '2026-03-01T00:00:00.000Z' });
    const ranked = await listAdminProducts(database.db, { search: 'ranked lamp', page: 1, perPage: 20 });
    expect(ranked.rows.map((row) => row.id)).toEqual([exact, longer]);
    const newest = await listAdminProducts(database.db, { search: 'ranked lamp', sort: { by: 'date', order: 'desc' }, page: 1, perPage: 20 });
    expect(newest.rows.map((row) => row.id)).toEqual([longer, exact]);
    await deleteProduct(database.db, exact);
    await deleteProduct(database.db, longer);
  });

  it('lists products low in stock', async () => {
    await insertProduct(database.db, { name: 'Last One', stock: 1 });
    await insertProduct(database.db, { name: 'Plenty', stock: 40 });
    const low = await listLowStockProducts(database.db);
    expect(low.map((row) => [row.name, row.stock])).toEqual([['Last One', 1]]);
  });

  it('deletes a product and marks cached pages stale', async () => {
    const id = await insertProduct(database.db, { name: 'Doomed' });
    const before = await getContentVersion(database.db);
    expect(await deleteProduct(database.db, id)).toBe(true);
    expect(await getEditableProduct(database.db, id)).toBeNull();
    expect(await getContentVersion(database.db)).not.toBe(before);
    expect(await deleteProduct(database.db, id)).toBe(false);
  });
});
