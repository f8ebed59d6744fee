import { beforeAll, describe, expect, it } from 'vitest';
import { exportProductCsv } from '../core/catalog/csv-export.ts';
import { importProductCsv } from '../core/catalog/csv-import.ts';
import { parseProductCsv } from '../core/catalog/csv-import-row.ts';
import { listVariations } from '../core/catalog/variations.ts';
import { DIALECTS } from './dialects.ts';
import { csvStream } from './fixtures/csv-stream.ts';
import { ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { decode, logInAs, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

const errorBy = (html: string, id: string) => textOf(new RegExp(`id="${id}-error"[^>]*>([\\s\\S]*?)</(?:span|p)>`).exec(html)?.[1] ?? '');
const selectOf = (html: string, id: string) => new RegExp(`<select[^>]*id="${id}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? '';
const selected = (html: string, id: string) => /<option value="([^"]*)" selected="">/.exec(selectOf(html, id))?.[1];

/** No row of these files has pictures. */
const IMPORT_OPTIONS = { uploadsDir: '/nonexistent', storeImage: () => Promise.reject(new Error('no pictures here')) };

const HEADER = 'Type,SKU,Name,Regular price,Parent,Tax status,Tax class,Shipping class,Attribute 1 name,Attribute 1 value(s),Attribute 1 visible,Attribute 1 global';

describe.each(DIALECTS)('products’ tax status and class on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect);
  const admin = new Visitor(shop);
  let owner: RestSession;
  let nonce = '';
  const db = () => shop.database.db;
  const productBySku = (sku: string) => db().selectFrom('products').selectAll().where('sku', '=', sku).executeTakeFirstOrThrow();
  const productFields = (overrides: Record<string, string> = {}) => ({
    _wpnonce: nonce,
    name: 'Tax form lamp',
    slug: '',
    sku: 'TAX-FORM-1',
    regular_price: '40',
    sale_price: '',
    stock: '',
    stock_status: 'instock',
    status: 'publish',
    short_description: '',
    description: '',
    tax_status: 'taxable',
    tax_class: '',
    ...overrides,
  });

  beforeAll(async () => {
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(await admin.page('/admin/products/new/'));
    owner = await ownerSession(shop);
  });

  it('sets a product’s tax status and class in the admin’s form, naming a mistake by its field', async () => {
    const form = decode(await admin.page('/admin/products/new/'));
    expect(form).toContain('<legend>Tax</legend>');
    expect(form).toContain('<label for="product-tax-status">Tax status</label>');
    expect(selectOf(form, 'product-tax-status')).toBe('<option value="taxable" selected="">Taxable</option><option value="shipping">Shipping only</option><option value="none">None</option>');
    expect(selectOf(form, 'product-tax-class')).toBe('<option value="" selected="">Standard</option><option value="reduced-rate">Reduced rate</option><option value="zero-rate">Zero rate</option>');

    const created = await admin.post('/admin/products/new/', productFields({ tax_status: 'shipping', tax_class: 'reduced-rate' }));
    expect(created.status).toBe(303);
    const lamp = await productBySku('TAX-FORM-1');
    expect(lamp).toMatchObject({ tax_status: 'shipping', tax_class: 'reduced-rate' });
    const path = `/admin/products/${lamp.id}/`;
    const edit = decode(await admin.page(path));
    expect(selected(edit, 'product-tax-status')).toBe('shipping');
    expect(selected(edit, 'product-tax-class')).toBe('reduced-rate');

    const refused = await admin.post(path, productFields({ tax_status: 'sometimes', tax_class: 'zero-rate' }));
    expect(refused.status).toBe(400);
    const refusedHtml = decode(await refused.text());
    expect(errorBy(refusedHtml, 'product-tax-status')).toBe('Choose a tax status from the list: Taxable, Shipping only or None.');
    expect(selected(refusedHtml, 'product-tax-class')).toBe('zero-rate');
    const unknown = await admin.post(path, productFields({ tax_class: 'luxury' }));
    expect(unknown.status).toBe(400);
    expect(errorBy(decode(await unknown.text()), 'product-tax-class')).toBe('Choose a tax class the shop has (Settings → Tax).');
    expect(await productBySku('TAX-FORM-1')).toMatchObject({ tax_status: 'shipping', tax_class: 'reduced-rate' });

    expect((await admin.post(path, productFields({ tax_status: 'none', tax_class: '' }))).status).toBe(303);
    expect(await productBySku('TAX-FORM-1')).toMatchObject({ tax_status: 'none', tax_class: '' });
    // A form without the fields (an older page) leaves them as they are.
    const { tax_status: _status, tax_class: _class, ...older } = productFields({ name: 'Tax form lamp 2' });
    expect((await admin.post(path, older)).status).toBe(303);
    expect(await productBySku('TAX-FORM-1')).toMatchObject({ name: 'Tax form lamp 2', tax_status: 'none', tax_class: '' });
  });

  it('sets a variation’s tax class, “Same as parent” by default, in the variations form', async () => {
    const variable = await owner.json<{ id: number }>(201, 'POST', '/wc/v3/products', {
      name: 'Tax form shirt',
      type: 'variable',
      attributes: [{ name: 'Size', options: ['S', 'M'], variation: true, visible: true }],
    });
    const variation = await owner.json<{ id: number }>(201, 'POST', `/wc/v3/products/${variable.id}/variations`, { regular_price: '20.00', attributes: [{ name: 'Size', option: 'S' }] });
    const path = `/admin/products/${variable.id}/`;
    const page = decode(await admin.page(path));
    expect(page).toContain(`<label for="variation-${variation.id}-tax-class">Tax class</label>`);
    expect(selectOf(page, `variation-${variation.id}-tax-class`)).toBe(
      '<option value="parent" selected="">Same as parent</option><option value="">Standard</option><option value="reduced-rate">Reduced rate</option><option value="zero-rate">Zero rate</option>',
    );
    const row = (taxClass: string) =>
      new URLSearchParams({
        _wpnonce: nonce,
        intent: 'save-variations',
        variation_ids: String(variation.id),
        [`variation_${variation.id}_attr_size`]: 'S',
        [`variation_${variation.id}_sku`]: '',
        [`variation_${variation.id}_regular_price`]: '20',
        [`variation_${variation.id}_sale_price`]: '',
        [`variation_${variation.id}_stock`]: '',
        [`variation_${variation.id}_enabled`]: '1',
        [`variation_${variation.id}_tax_class`]: taxClass,
      }).toString();
    const post = (taxClass: string) => admin.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: row(taxClass) });
    expect((await post('zero-rate')).status).toBe(303);
    expect((await listVariations(db(), variable.id))[0]?.row.tax_class).toBe('zero-rate');
    expect(selected(decode(await admin.page(path)), `variation-${variation.id}-tax-class`)).toBe('zero-rate');
    const refused = await post('luxury');
    expect(refused.status).toBe(400);
    expect(errorBy(decode(await refused.text()), `variation-${variation.id}-tax-class`)).toBe('The tax class is not one of the shop’s tax classes.');
    expect((await post('')).status).toBe(303);
    expect((await listVariations(db(), variable.id))[0]?.row.tax_class).toBe('');
    expect((await post('parent')).status).toBe(303);
    expect((await listVariations(db(), variable.id))[0]?.row.tax_class).toBe('parent');
  });

  it('imports Tax status, Tax class and Shipping class from the product CSV, creating the shipping classes it names', async () => {
    await db().deleteFrom('shipping_classes').where('slug', 'in', ['bulky', 'fragile']).execute();
    await db().insertInto('shipping_classes').values({ name: 'Bulky items', slug: 'bulky', description: '' }).execute();
    const csv = [
      HEADER,
      'simple,TAXCSV-1,Tax CSV mug,12,,shipping,Reduced rate,bulky,,,,',
      'simple,TAXCSV-2,Tax CSV book,9,,,,Fragile,,,,',
      'variable,TAXCSV-3,Tax CSV tee,,,none,zero-rate,Bulky items,Size,"S, M",1,0',
      'variation,TAXCSV-3-S,,15,TAXCSV-3,,,,Size,S,,0',
      'variation,TAXCSV-3-M,,15,TAXCSV-3,,standard,fragile,Size,M,,0',
    ].join('\n');
    const report = await importProductCsv(db(), csvStream(csv), IMPORT_OPTIONS);
    expect(report).toMatchObject({ created: 5, failed: 0, errors: [] });
    const bulky = await db().selectFrom('shipping_classes').selectAll().where('slug', '=', 'bulky').executeTakeFirstOrThrow();
    const fragile = await db().selectFrom('shipping_classes').selectAll().where('slug', '=', 'fragile').executeTakeFirstOrThrow();
    expect(fragile.name).toBe('Fragile');
    expect(await productBySku('TAXCSV-1')).toMatchObject({ tax_status: 'shipping', tax_class: 'reduced-rate', shipping_class_id: bulky.id });
    expect(await productBySku('TAXCSV-2')).toMatchObject({ tax_status: 'taxable', tax_class: '', shipping_class_id: fragile.id });
    expect(await productBySku('TAXCSV-3')).toMatchObject({ tax_status: 'none', tax_class: 'zero-rate', shipping_class_id: bulky.id });
    expect(await productBySku('TAXCSV-3-S')).toMatchObject({ tax_class: 'parent', shipping_class_id: null });
    expect(await productBySku('TAXCSV-3-M')).toMatchObject({ tax_class: '', shipping_class_id: fragile.id });

    // Updates row by row through the editors; a class the shop lacks refuses the row.
    const update = [HEADER, 'simple,TAXCSV-1,Tax CSV mug,12,,none,standard,,,,,', 'simple,TAXCSV-2,Tax CSV book,9,,taxable,luxury,,,,,', 'variation,TAXCSV-3-S,,15,TAXCSV-3,,reduced-rate,Bulky items,Size,S,,0'].join('\n');
    const updated = await importProductCsv(db(), csvStream(update), IMPORT_OPTIONS);
    expect(updated).toMatchObject({ updated: 2, failed: 1 });
    expect(updated.errors).toEqual(["Row 3 (SKU TAXCSV-2): Tax class 'luxury' is not one of the shop's tax classes (standard, reduced-rate, zero-rate)"]);
    expect(await productBySku('TAXCSV-1')).toMatchObject({ tax_status: 'none', tax_class: '', shipping_class_id: null });
    expect(await productBySku('TAXCSV-2')).toMatchObject({ tax_status: 'taxable', tax_class: '', shipping_class_id: fragile.id });
    expect(await productBySku('TAXCSV-3-S')).toMatchObject({ tax_class: 'reduced-rate', shipping_class_id: bulky.id });
  });

  it('exports the columns where WooCommerce puts them, and imports its own export back', async () => {
    const csv = await exportProductCsv(db(), { uploadsUrl: 'https://shop.example/uploads' });
    const { records, columns } = parseProductCsv(csv);
    const header = [...columns];
    expect(header.slice(header.indexOf('Date sale price ends'), header.indexOf('Date sale price ends') + 4)).toEqual(['Date sale price ends', 'Tax status', 'Tax class', 'In stock?']);
    expect(header.slice(header.indexOf('Categories'), header.indexOf('Categories') + 3)).toEqual(['Categories', 'Shipping class', 'Images']);
    const row = (sku: string) => records.find((record) => record.SKU === sku);
    expect(row('TAXCSV-1')).toMatchObject({ 'Tax status': 'none', 'Tax class': '', 'Shipping class': '' });
    expect(row('TAXCSV-3')).toMatchObject({ 'Tax status': 'none', 'Tax class': 'zero-rate', 'Shipping class': 'bulky' });
    expect(row('TAXCSV-3-S')).toMatchObject({ 'Tax status': 'none', 'Tax class': 'reduced-rate', 'Shipping class': 'bulky' });
    expect(row('TAXCSV-3-M')).toMatchObject({ 'Tax class': 'standard', 'Shipping class': 'fragile' });

    const before = await db().selectFrom('products').select(['sku', 'tax_status', 'tax_class', 'shipping_class_id']).where('sku', 'like', 'TAXCSV-%').orderBy('sku').execute();
    await db().updateTable('products').set({ tax_status: 'taxable', tax_class: '', shipping_class_id: null }).where('sku', 'like', 'TAXCSV-%').execute();
    // This suite's products only: the demo's rows would fetch their pictures.
    const [head = '', ...lines] = csv.split('\r\n');
    const own = [head, ...lines.filter((line) => line.includes('"TAXCSV-'))].join('\r\n');
    const report = await importProductCsv(db(), csvStream(own), IMPORT_OPTIONS);
    expect(report.failed, report.errors.join('\n')).toBe(0);
    expect(await db().selectFrom('products').select(['sku', 'tax_status', 'tax_class', 'shipping_class_id']).where('sku', 'like', 'TAXCSV-%').orderBy('sku').execute()).toEqual(before);
  });
});
