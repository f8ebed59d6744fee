import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { importProductCsv, type ImportOptions, type ImportReport } from '../core/catalog/csv-import.ts';
import { readProductAttributes } from '../core/catalog/product-attributes.ts';
import { groupedChildIds } from '../core/catalog/product-kind.ts';
import { listVariations } from '../core/catalog/variations.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { csvStream } from './fixtures/csv-stream.ts';

const FIXTURE = join(import.meta.dirname, 'fixtures/woocommerce-product-types.csv');

const options: ImportOptions = {
  uploadsDir: '/nonexistent',
  storeImage: async () => {
    throw new Error('no images in this file');
  },
};

describe.each(DIALECTS)('WooCommerce CSV import of every product type on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let text: string;
  let report: ImportReport;
  const idOf = async (sku: string) => (await database.db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()).id;
  beforeAll(async () => {
    text = await readFile(FIXTURE, 'utf8');
    report = await importProductCsv(database.db, csvStream(text), options);
  });

  it('imports every row whatever its order, and reports variations whose product is nowhere', () => {
    expect(report).toMatchObject({ rows: 16, created: 14, updated: 0, skipped: 0, failed: 2, warnings: [] });
    expect(report.errors).toEqual([
      "Row 16 (SKU ORPHAN-01): Parent: no product 'id:999' in the file or the shop",
      "Row 17 (SKU ORPHAN-02): Parent: no product 'NO-SUCH-PRODUCT' in the file or the shop",
    ]);
  });

  it('counts each type as the file has it', async () => {
    const rows = await database.db.selectFrom('products').select(['type', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('type').orderBy('type').execute();
    expect(rows.map((row) => [row.type, Number(row.n)])).toEqual([
      ['external', 1],
      ['grouped', 1],
      ['simple', 4],
      ['variable', 2],
      ['variation', 6],
    ]);
  });

  it('gives a variable product its global and custom attributes, used for variations, and its price range from them', async () => {
    const hoodie = await database.db.selectFrom('products').selectAll().where('sku', '=', 'HOODIE').executeTakeFirstOrThrow();
    expect(hoodie).toMatchObject({ type: 'variable', name: 'Hoodie', price: 4200, max_price: 4900, stock: null, description: '<p>Brushed fleece.<br />\nKangaroo pocket.</p>' });
    const attributes = await readProductAttributes(database.db, hoodie.id);
    expect(attributes.map(({ key, name, visible, variation, options: values }) => ({ key, name, visible, variation, values: values.map((value) => value.label) }))).toEqual([
      { key: 'pa_color', name: 'Color', visible: true, variation: true, values: ['Blue', 'Green', 'Red'] },
      { key: 'logo', name: 'Logo', visible: true, variation: true, values: ['Yes', 'No'] },
    ]);
    const variations = await listVariations(database.db, hoodie.id);
    expect(variations.map(({ row, values }) => ({ sku: row.sku, name: row.name, values, price: row.price, stock: row.stock }))).toEqual([
      { sku: 'HOODIE-BLUE-YES', name: 'Hoodie - Blue, Yes', values: { pa_color: 'blue', logo: 'Yes' }, price: 4200, stock: 10 },
      { sku: 'HOODIE-RED-NO', name: 'Hoodie - Red, No', values: { pa_color: 'red', logo: 'No' }, price: 4500, stock: null },
      // A blank value is "any".
      { sku: 'HOODIE-GREEN', name: 'Hoodie - Green', values: { pa_color: 'green', logo: '' }, price: 4900, stock: null },
    ]);
  });

  it('shares one global attribute between products and matches a variation\'s value by its term name in any case', async () => {
    const attributes = await database.db.selectFrom('attributes').select(['slug', 'name']).orderBy('slug').execute();
    expect(attributes).toEqual([
      { slug: 'color', name: 'Color' },
      { slug: 'size', name: 'Size' },
    ]);
    const vneck = await database.db.selectFrom('products').selectAll().where('sku', '=', 'VNECK').executeTakeFirstOrThrow();
    // The drafted variation is not sold, so the range comes from the two enabled ones.
    expect(vneck).toMatchObject({ price: 1500, max_price: 2000 });
    const variations = await listVariations(database.db, vneck.id);
    expect(variations.map(({ row, values }) => ({ sku: row.sku, status: row.status, values, stockStatus: row.stock_status, description: row.description }))).toEqual([
      { sku: 'VNECK-BLUE-S', status: 'publish', values: { pa_color: 'blue', pa_size: 'small' }, stockStatus: 'instock', description: '' },
      { sku: null, status: 'publish', values: { pa_color: 'blue', pa_size: 'large' }, stockStatus: 'outofstock', description: '<p>Runs large.</p>' },
      { sku: 'VNECK-RED-M', status: 'draft', values: { pa_color: 'red', pa_size: 'medium' }, stockStatus: 'instock', description: '' },
    ]);
  });

  it('lists a grouped product\'s children in the file\'s order, though they come after it', async () => {
    const grouped = await database.db.selectFrom('products').select(['id', 'type', 'menu_order']).where('sku', '=', 'LOGO-SET').executeTakeFirstOrThrow();
    expect(grouped).toMatchObject({ type: 'grouped', menu_order: 3 });
    const children = await groupedChildIds(database.db, [grouped.id]);
    expect(children.get(grouped.id)).toEqual([await idOf('BEANIE-01'), await idOf('CAP-01'), await idOf('BELT-01')]);
  });

  it('stores an external product\'s address and button, and simple products\' sale prices, stock and own attributes', async () => {
    expect(await database.db.selectFrom('products').select(['type', 'external_url', 'button_text', 'price']).where('sku', '=', 'PENNANT').executeTakeFirst()).toEqual({
      type: 'external',
      external_url: 'https://pennants.example/shop/pennant',
      button_text: 'Buy at the pennant shop',
      price: 1105,
    });
    expect(await database.db.selectFrom('products').select(['regular_price', 'sale_price', 'price', 'stock', 'stock_status']).where('sku', '=', 'BEANIE-01').executeTakeFirst()).toEqual({
      regular_price: 2000,
      sale_price: 1800,
      price: 1800,
      stock: 5,
      stock_status: 'instock',
    });
    expect(await database.db.selectFrom('products').select(['stock', 'stock_status']).where('sku', '=', 'BELT-01').executeTakeFirst()).toEqual({ stock: 0, stock_status: 'outofstock' });
    const scarf = await readProductAttributes(database.db, await idOf('SCARF-01'));
    expect(scarf.map((attribute) => [attribute.key, attribute.options.map((option) => option.value)])).toEqual([['material', ['Cotton, organic', 'Wool']]]);
  });

  it('imports the same file again as updates, variations matched by SKU or by their values', async () => {
    const count = async () => Number((await database.db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const again = await importProductCsv(database.db, csvStream(text), options);
    expect(again).toMatchObject({ created: 0, updated: 14, failed: 2 });
    expect(await count()).toBe(before);
  });

  it('reports a grouped product whose children are missing, and a dry run writes nothing', async () => {
    const csv = 'Type,SKU,Name,Regular price,Grouped products\ngrouped,SET-2,Second Set,,"CAP-01, id:99999999999, GONE-1"\n';
    const dry = await importProductCsv(database.db, csvStream(csv), { ...options, dryRun: true });
    expect(dry.errors).toEqual(["Row 2 (SKU SET-2): Grouped products: no product 'id:99999999999', 'GONE-1' in the file or the shop"]);
    const dryNew = await importProductCsv(database.db, csvStream('ID,Type,SKU,Name,Regular price,Parent,Attribute 1 name,Attribute 1 value(s),Attribute 1 global\n5,variable,NEW-V,New Tee,,,Size,"S, M",1\n6,variation,NEW-V-S,,9.00,id:5,Size,S,1\n'), { ...options, dryRun: true });
    expect(dryNew).toMatchObject({ created: 2, failed: 0 });
    expect(await database.db.selectFrom('products').select('id').where('sku', 'in', ['SET-2', 'NEW-V', 'NEW-V-S']).execute()).toEqual([]);
    expect(await database.db.selectFrom('attribute_terms').select('slug').where('slug', '=', 's').execute()).toEqual([]);
  });
});
