import { beforeAll, describe, expect, it } from 'vitest';
import { cartItemKey } from '../core/cart/cart-key.ts';
import { loadCartView } from '../core/cart/cart-view.ts';
import { exportProductCsv } from '../core/catalog/csv-export.ts';
import { importProductCsv, type ImportOptions } from '../core/catalog/csv-import.ts';
import { getEditableProduct, saveProduct } from '../core/catalog/product-editor.ts';
import { parseProductForm, productFormValues, type ProductFormValues, type ProductInput } from '../core/catalog/product-form.ts';
import { listProducts } from '../core/catalog/product-list.ts';
import { changeOverScheduledPrices } from '../core/catalog/scheduled-prices.ts';
import { variationForm } from '../core/catalog/storefront-variations.ts';
import { saveVariation } from '../core/catalog/variations.ts';
import { placeOrder, type PlaceOrderOptions } from '../core/orders/place-order.ts';
import { getContentVersion } from '../core/settings/settings.ts';
import type { Db } from '../db/connect.ts';
import { startScheduledSales } from '../server/process/scheduled-sales.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { csvStream } from './fixtures/csv-stream.ts';
import { flatRateRules } from './fixtures/shipping.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const rules = { maxLineQuantity: 999, ...flatRateRules(500, 100_000), uploadsUrl: '/uploads' };
const csvOptions: ImportOptions = {
  uploadsDir: '/nonexistent',
  storeImage: async () => {
    throw new Error('no images in these files');
  },
};

let made = 0;
function input(overrides: Partial<ProductInput> = {}): ProductInput {
  made += 1;
  return { name: `Sale lamp ${made}`, slug: '', sku: `SALE-${made}`, regularPrice: 2000, salePrice: 1500, stock: null, shortDescription: '', description: '', stockStatus: 'instock', status: 'publish', categoryIds: [], ...overrides };
}

async function row(db: Db, id: number) {
  return db.selectFrom('products').select(['price', 'max_price', 'regular_price', 'sale_price', 'date_on_sale_from', 'date_on_sale_to']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** A variable product saved as the owner saves one, with two variations. */
async function variableLamp(db: Db, n: string) {
  const saved = await saveProduct(db, null, input({ name: `Variable lamp ${n}`, sku: `VAR-${n}`, regularPrice: 0, salePrice: null }), {
    kind: { type: 'variable' },
    attributes: [{ attributeId: null, name: 'Size', options: ['Small', 'Large'], position: 0, visible: true, variation: true }],
  });
  if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
  const parent = saved.value.id;
  const small = await saveVariation(db, parent, null, { sku: `VAR-${n}-S`, regularPrice: 3000, values: { size: 'Small' } });
  const large = await saveVariation(db, parent, null, { sku: `VAR-${n}-L`, regularPrice: 5000, values: { size: 'Large' } });
  if (!small.ok || !large.ok) throw new Error(`variations not saved: ${JSON.stringify([small, large])}`);
  return { parent, small: small.value.row.id, large: large.value.row.id };
}

describe('the product form’s sale dates', () => {
  const form = (overrides: Partial<ProductFormValues>): ProductFormValues => ({
    ...productFormValues(null, 'USD'),
    name: 'Lamp',
    regular_price: '20.00',
    ...overrides,
  });

  it('reads the admin’s date-and-time inputs as the shop’s time (UTC)', () => {
    const parsed = parseProductForm(form({ sale_price: '15', date_on_sale_from: '2026-12-01T09:00', date_on_sale_to: '2026-12-24T23:59:59' }), { currency: 'USD' });
    expect(parsed.ok && { from: parsed.value.saleFrom, to: parsed.value.saleTo }).toEqual({ from: '2026-12-01T09:00:00.000Z', to: '2026-12-24T23:59:59.000Z' });
  });

  it('says by each field what is wrong: no date, no sale price, an end before the start', () => {
    expect(parseProductForm(form({ sale_price: '15', date_on_sale_from: 'soon' }), { currency: 'USD' }).ok || 'refused').toBe('refused');
    const noDate = parseProductForm(form({ sale_price: '15', date_on_sale_from: 'soon' }), { currency: 'USD' });
    expect(!noDate.ok && noDate.errors).toEqual({ date_on_sale_from: "Enter the sale's start as a date and time such as 2026-12-01T09:00." });
    const noSale = parseProductForm(form({ date_on_sale_from: '2026-12-01T09:00', date_on_sale_to: '2026-12-02T09:00' }), { currency: 'USD' });
    expect(!noSale.ok && noSale.errors).toEqual({
      date_on_sale_from: 'Enter a sale price for the sale to start on this date, or clear the sale dates.',
    });
    const backwards = parseProductForm(form({ sale_price: '15', date_on_sale_from: '2026-12-02T09:00', date_on_sale_to: '2026-12-01T09:00' }), { currency: 'USD' });
    expect(!backwards.ok && backwards.errors).toEqual({ date_on_sale_to: 'The sale must end after it starts.' });
  });
});

describe.each(DIALECTS)('scheduled sales on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let db: Db;
  beforeAll(() => {
    db = database.db;
  });

  it('stores the price in force when the editor saves: the regular price before the sale, the sale price during it', async () => {
    const now = Date.now();
    const later = await saveProduct(db, null, input({ saleFrom: iso(now + DAY), saleTo: iso(now + 2 * DAY) }));
    const during = await saveProduct(db, null, input({ saleFrom: iso(now - DAY), saleTo: iso(now + DAY) }));
    if (!later.ok || !during.ok) throw new Error('not saved');
    expect(await row(db, later.value.id)).toMatchObject({ price: 2000, sale_price: 1500, date_on_sale_from: iso(now + DAY), date_on_sale_to: iso(now + 2 * DAY) });
    expect(await row(db, during.value.id)).toMatchObject({ price: 1500 });
    // The form shows the stored dates back, to the second.
    const editable = await getEditableProduct(db, later.value.id);
    expect(productFormValues(editable, 'USD')).toMatchObject({ date_on_sale_from: iso(now + DAY).slice(0, 19) });
  });

  it('refuses dates without a sale price and an end before the start, by field; a sale price removed takes its dates along', async () => {
    const now = Date.now();
    const noSale = await saveProduct(db, null, input({ salePrice: null, saleFrom: iso(now) }));
    expect(!noSale.ok && noSale.errors).toEqual({ date_on_sale_from: 'needs a sale price: enter one, or clear the sale dates' });
    const backwards = await saveProduct(db, null, input({ saleFrom: iso(now), saleTo: iso(now - MINUTE) }));
    expect(!backwards.ok && backwards.errors).toEqual({ date_on_sale_to: 'must be after the start of the sale' });
    const saved = await saveProduct(db, null, input({ saleFrom: iso(now + DAY) }));
    if (!saved.ok) throw new Error('not saved');
    const cleared = await saveProduct(db, saved.value.id, input({ salePrice: null }));
    expect(cleared.ok).toBe(true);
    expect(await row(db, saved.value.id)).toMatchObject({ price: 2000, sale_price: null, date_on_sale_from: null, date_on_sale_to: null });
  });

  it('keeps a variation’s schedule, its price in force and its product’s range from the prices in force', async () => {
    const { parent, small, large } = await variableLamp(db, 'a');
    const now = Date.now();
    const refused = await saveVariation(db, parent, small, { saleFrom: iso(now) });
    expect(!refused.ok && 'errors' in refused && refused.errors).toEqual({ date_on_sale_from: 'needs a sale price: enter one, or clear the sale dates' });
    // A sale on the small size that starts tomorrow: the range is still the regular prices.
    expect((await saveVariation(db, parent, small, { salePrice: 2500, saleFrom: iso(now + DAY) })).ok).toBe(true);
    expect(await row(db, small)).toMatchObject({ price: 3000, sale_price: 2500, date_on_sale_from: iso(now + DAY) });
    expect(await row(db, parent)).toMatchObject({ price: 3000, max_price: 5000, sale_price: null });
    // A sale on the large size in force now: the dearest price comes down.
    expect((await saveVariation(db, parent, large, { salePrice: 2800, saleTo: iso(now + DAY) })).ok).toBe(true);
    expect(await row(db, parent)).toMatchObject({ price: 2800, max_price: 3000 });
    // The product page's variations say which is on sale now.
    const offers = (await variationForm(db, parent, '/uploads'))?.variations ?? [];
    expect(offers.map((offer) => [offer.id, offer.price, offer.onSale])).toEqual([
      [small, 3000, false],
      [large, 2800, true],
    ]);
  });

  it('changes prices over at a boundary by itself: a sale started, a sale ended, a variable product’s range, and the pages purged', async () => {
    const start = Date.now();
    // Rows written before their boundaries, as the editor stored them then.
    const starting = await insertProduct(db, { name: 'Starting soon', regular_price: 2000, sale_price: 1500, price: 2000, date_on_sale_from: iso(start + 30_000) });
    const ending = await insertProduct(db, { name: 'Ending soon', regular_price: 2000, sale_price: 1500, price: 1500, date_on_sale_to: iso(start + 30_000) });
    const untouched = await insertProduct(db, { name: 'Later', regular_price: 2000, sale_price: 1500, price: 2000, date_on_sale_from: iso(start + DAY) });
    const { parent, large } = await variableLamp(db, 'b');
    expect((await saveVariation(db, parent, large, { salePrice: 2000, saleTo: iso(start + 30_000) })).ok).toBe(true);
    expect(await row(db, parent)).toMatchObject({ price: 2000, max_price: 3000 });

    // Nothing is due yet: nothing changes and the pages stay.
    const version = await getContentVersion(db);
    expect(await changeOverScheduledPrices(db, new Date(start), new Date(start - MINUTE))).toEqual({ changed: [], parents: [] });
    expect(await getContentVersion(db)).toBe(version);

    // A minute later, the next round sees both boundaries it passed.
    const report = await changeOverScheduledPrices(db, new Date(start + MINUTE), new Date(start));
    expect(report.changed.sort((a, b) => a - b)).toEqual([starting, ending, large].sort((a, b) => a - b));
    expect(report.parents).toEqual([parent]);
    expect(await row(db, starting)).toMatchObject({ price: 1500 });
    expect(await row(db, ending)).toMatchObject({ price: 2000 });
    expect(await row(db, untouched)).toMatchObject({ price: 2000 });
    expect(await row(db, large)).toMatchObject({ price: 5000 });
    expect(await row(db, parent)).toMatchObject({ price: 3000, max_price: 5000, sale_price: null });
    expect(await getContentVersion(db)).not.toBe(version);

    // Run again: nothing left to change, the pages stay cached.
    const after = await getContentVersion(db);
    expect(await changeOverScheduledPrices(db, new Date(start + 2 * MINUTE), new Date(start + MINUTE))).toEqual({ changed: [], parents: [] });
    expect(await getContentVersion(db)).toBe(after);
  });

  it('catches up on every scheduled row in the first round after a start, however long the shop was down', async () => {
    const now = Date.now();
    const missed = await insertProduct(db, { name: 'Missed while down', regular_price: 2000, sale_price: 1500, price: 2000, date_on_sale_from: iso(now - 10 * DAY) });
    // A windowed round does not look that far back…
    expect((await changeOverScheduledPrices(db, new Date(now), new Date(now - MINUTE))).changed).not.toContain(missed);
    // …the first round of a job does.
    const job = startScheduledSales({ db, intervalMs: 3_600_000, now: () => new Date(now) });
    try {
      expect((await job.runOnce()).changed).toContain(missed);
    } finally {
      await job.stop();
    }
    expect(await row(db, missed)).toMatchObject({ price: 1500 });
  });

  it('charges the price in force even before the job ran: a sale ended a minute ago is charged at the regular price', async () => {
    const now = Date.now();
    const ended = await insertProduct(db, { name: 'Ended a minute ago', regular_price: 2000, sale_price: 1500, price: 1500, date_on_sale_from: iso(now - DAY), date_on_sale_to: iso(now - MINUTE) });
    const started = await insertProduct(db, { name: 'Started a minute ago', regular_price: 2000, sale_price: 1500, price: 2000, date_on_sale_from: iso(now - MINUTE) });
    const items = [ended, started].map((id) => ({ key: cartItemKey(id, null, {}), productId: id, quantity: 1 }));
    const cart = await loadCartView(db, items, rules);
    expect(cart.lines.map((line) => [line.productId, line.unitPrice])).toEqual([
      [ended, 2000],
      [started, 1500],
    ]);
    const options: PlaceOrderOptions = { storeName: 'Test Shop', shopEmail: 'orders@shop.test', locale: 'en-US', ...flatRateRules(500, 100_000), siteUrl: null };
    const billing = { first_name: 'Ada', last_name: 'Lovelace', company: '', country: 'GB', address_1: '1 Square', address_2: '', city: 'London', state: '', postcode: 'SW1', phone: '1', email: 'ada@example.com' };
    const placed = await placeOrder(db, { items, checkout: { billing, shipping: null, paymentMethod: 'cod', customerNote: '' }, customerId: null }, options);
    if (!placed.ok) throw new Error('order not placed');
    const lines = await db.selectFrom('order_lines').select(['product_id', 'unit_price']).where('order_id', '=', placed.value.orderId).orderBy('id').execute();
    expect(lines.map((line) => [line.product_id, Number(line.unit_price)])).toEqual([
      [ended, 2000],
      [started, 1500],
    ]);
  });

  it('shows the sale and its badge in listings only while it is in force', async () => {
    const now = Date.now();
    await insertProduct(db, { name: 'Zz listed future sale', regular_price: 2000, sale_price: 1500, price: 2000, date_on_sale_from: iso(now + DAY) });
    await insertProduct(db, { name: 'Zz listed current sale', regular_price: 2000, sale_price: 1500, price: 1500, date_on_sale_to: iso(now + DAY) });
    const listed = async (onSale: boolean) => (await listProducts(db, { page: 1, perPage: 100, onSale, uploadsUrl: '/uploads' })).products.filter((product) => product.name.startsWith('Zz listed'));
    const byName = Object.fromEntries((await listed(false)).map((product) => [product.name, { price: product.price, onSale: product.onSale, saleEndsAt: product.saleEndsAt }]));
    expect(byName).toEqual({
      'Zz listed future sale': { price: 2000, onSale: false, saleEndsAt: null },
      'Zz listed current sale': { price: 1500, onSale: true, saleEndsAt: iso(now + DAY) },
    });
    expect((await listed(true)).map((product) => product.name)).toEqual(['Zz listed current sale']);
  });

  it('imports and exports the sale’s days as WooCommerce does: a start at the day’s first second, an end at its last', async () => {
    const csv = [
      'Type,SKU,Name,Regular price,Sale price,Date sale price starts,Date sale price ends',
      'simple,CSV-SALE-1,Csv sale lamp,20.00,15.00,2020-01-01,2099-12-31',
      'simple,CSV-SALE-2,Csv later lamp,20.00,15.00,2099-01-01,',
      'simple,CSV-SALE-3,Csv dateless lamp,20.00,,2020-01-01,',
      'simple,CSV-SALE-4,Csv backwards lamp,20.00,15.00,2030-01-02,2030-01-01',
      'simple,CSV-SALE-5,Csv wrong lamp,20.00,15.00,next week,',
    ].join('\n');
    const report = await importProductCsv(db, csvStream(csv), csvOptions);
    expect(report).toMatchObject({ created: 2, failed: 3 });
    expect(report.errors).toEqual([
      'Row 4 (SKU CSV-SALE-3): Date sale price starts: a sale\'s dates need a sale price; give one in Sale price, or leave the dates blank',
      'Row 5 (SKU CSV-SALE-4): Date sale price ends: the sale must end after it starts',
      'Row 6 (SKU CSV-SALE-5): Date sale price starts "next week" must be a date such as 2026-12-01',
    ]);
    const bySku = async (sku: string) => db.selectFrom('products').select(['price', 'date_on_sale_from', 'date_on_sale_to']).where('sku', '=', sku).executeTakeFirstOrThrow();
    expect(await bySku('CSV-SALE-1')).toEqual({ price: 1500, date_on_sale_from: '2020-01-01T00:00:00.000Z', date_on_sale_to: '2099-12-31T23:59:59.000Z' });
    expect(await bySku('CSV-SALE-2')).toEqual({ price: 2000, date_on_sale_from: '2099-01-01T00:00:00.000Z', date_on_sale_to: null });

    // Hand-made files may use the admin's names; an update with a blank end removes it.
    const update = await importProductCsv(db, csvStream('Type,SKU,Name,Regular price,Sale price,Sale price dates from,Sale price dates to\nsimple,CSV-SALE-1,Csv sale lamp,20.00,15.00,2099-06-01,'), csvOptions);
    expect(update).toMatchObject({ updated: 1, failed: 0 });
    expect(await bySku('CSV-SALE-1')).toEqual({ price: 2000, date_on_sale_from: '2099-06-01T00:00:00.000Z', date_on_sale_to: null });

    const exported = await exportProductCsv(db, { uploadsUrl: 'https://shop.test/uploads' });
    const header = exported.split('\n')[0] ?? '';
    expect(header).toContain('"Description","Date sale price starts","Date sale price ends","Tax status","Tax class","In stock?"');
    const line = exported.split('\n').find((text) => text.includes('CSV-SALE-2')) ?? '';
    expect(line).toContain(',"2099-01-01","",');
  });

  it('imports a variation’s sale dates through the variations writer', async () => {
    const { parent } = await variableLamp(db, 'c');
    const csv = `Type,SKU,Name,Parent,Regular price,Sale price,Date sale price starts,Date sale price ends,Attribute 1 name,Attribute 1 value(s)\nvariation,VAR-c-S,,VAR-c,30.00,25.00,2020-01-01,2099-01-01,Size,Small`;
    const report = await importProductCsv(db, csvStream(csv), csvOptions);
    expect(report).toMatchObject({ updated: 1, failed: 0 });
    const small = await db.selectFrom('products').select(['id', 'price', 'date_on_sale_to']).where('sku', '=', 'VAR-c-S').executeTakeFirstOrThrow();
    expect(small).toMatchObject({ price: 2500, date_on_sale_to: '2099-01-01T23:59:59.000Z' });
    expect(await row(db, parent)).toMatchObject({ price: 2500, max_price: 5000 });
  });
});
