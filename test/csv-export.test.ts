import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { EXPORT_COLUMNS, exportColumns, exportProductCsv } from '../core/catalog/csv-export.ts';
import { importProductCsv, type ImportOptions } from '../core/catalog/csv-import.ts';
import { readProductAttributes } from '../core/catalog/product-attributes.ts';
import { groupedChildIds } from '../core/catalog/product-kind.ts';
import { getTranslations } from '../core/i18n/content-translations.ts';
import type { ShopLocales } from '../core/i18n/locales.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { csvStream } from './fixtures/csv-stream.ts';

const FIXTURE = join(import.meta.dirname, 'fixtures/woocommerce-product-types.csv');
const UPLOADS = 'https://shop.example/uploads';
const locales: ShopLocales = { default: 'en', others: ['fr'] };

/** More of what a shop holds: a product without a SKU named by id:, text a spreadsheet would run, translations, images. */
const EXTRAS = [
  'ID,Type,SKU,Name,Published,Short description,Description,Regular price,Sale price,Images,Parent,Grouped products,Name (fr),Description (fr),Weight (lbs),Length (in),Width,Height (in)',
  '900,simple,,Sticker,1,-50% this week,"=cheap, really\\nyes",3.00,,https://img.example/sticker-front.jpg,,,Autocollant,Un autocollant.\\nBrillant.,"0,02",10,7.5,.1',
  "901,grouped,STICKER-SET,Sticker Set,-1,,,,,,,\"id:900, CAP-01\",Lot d'autocollants,,,,,",
  '902,variation,HOODIE-RED-NO,,1,,,45.00,,"https://img.example/hoodie-red.jpg, https://img.example/hoodie-red-back.jpg",HOODIE,,,,0.65,,,3',
].join('\n');

/** The image pipeline stand-in: a picture is named after its address's file, without the size and extension the export adds. */
const images: Pick<ImportOptions, 'fetchImage' | 'storeImage'> = {
  fetchImage: async (url) => Buffer.from(url),
  storeImage: async (input) => {
    const file = (input.toString('utf8').split('/').at(-1) ?? '').replace(/\.(jpg|webp)$/, '').replace(/-600$/, '');
    return { file, width: 600, height: 400, sizes: [300, 600] };
  },
};
const options: ImportOptions = { uploadsDir: '/nonexistent', locales, ...images };

type Cells = Record<string, string>;

function rowsOf(csv: string): Cells[] {
  return parse(csv, { bom: true, columns: true }) as Cells[];
}

/**
 * An export with its shop's ids replaced by each product's SKU (else its name), so two shops' exports
 * compare: the ID column and `id:` references become the same stable names.
 */
function withoutIds(rows: Cells[]): Cells[] {
  const keyById = new Map(rows.map((row) => [`id:${row.ID}`, `key:${row.SKU || row.Name}`]));
  const ref = (text: string) =>
    text
      .split(', ')
      .map((item) => keyById.get(item) ?? item)
      .join(', ');
  return rows
    .map(({ ID: _id, ...row }): Cells => ({ ...row, Parent: ref(row.Parent ?? ''), 'Grouped products': ref(row['Grouped products'] ?? '') }))
    .sort((a, b) => `${a.SKU}|${a.Name}`.localeCompare(`${b.SKU}|${b.Name}`));
}

/** Every product of a shop, field by field, keyed and linked by SKU (else name) rather than id. */
async function catalogue(db: Db) {
  const products = await db.selectFrom('products').selectAll().execute();
  const keyOf = new Map(products.map((product) => [product.id, product.sku ?? product.name]));
  const result: Record<string, unknown> = {};
  for (const { id, parent_id, created_at: _created, updated_at: _updated, ...fields } of products) {
    const [categories, pictures, attributes, values, children, translations] = await Promise.all([
      db.selectFrom('product_categories as pc').innerJoin('categories as c', 'c.id', 'pc.category_id').select('c.name').where('pc.product_id', '=', id).orderBy('c.name').execute(),
      db.selectFrom('product_images').select(['file', 'position', 'alt']).where('product_id', '=', id).orderBy('position').execute(),
      readProductAttributes(db, id),
      db.selectFrom('variation_attributes').select(['name', 'value']).where('variation_id', '=', id).orderBy('name').execute(),
      groupedChildIds(db, [id]),
      getTranslations(db, 'product', id),
    ]);
    result[keyOf.get(id) as string] = {
      ...fields,
      parent: parent_id === null ? null : keyOf.get(parent_id),
      categories: categories.map((row) => row.name),
      pictures,
      attributes: attributes.map(({ id: attributeId, ...attribute }) => ({ ...attribute, global: attributeId !== 0 })),
      values,
      children: (children.get(id) ?? []).map((child) => keyOf.get(child)),
      translations,
    };
  }
  return result;
}

describe.each(DIALECTS)('WooCommerce CSV export on %s', (dialect) => {
  const shop = useTestDatabase(dialect);
  const copy = useTestDatabase(dialect);
  let first: string;
  beforeAll(async () => {
    expect(await importProductCsv(shop.db, csvStream(await readFile(FIXTURE, 'utf8')), options)).toMatchObject({ created: 14, failed: 2 });
    expect(await importProductCsv(shop.db, csvStream(EXTRAS), options)).toMatchObject({ created: 2, updated: 1, failed: 0, warnings: [] });
    first = await exportProductCsv(shop.db, { uploadsUrl: UPLOADS, locales, pageSize: 4 });
  });

  it("writes WooCommerce's columns in its order, attribute columns for the most any product has, then translations", () => {
    const header = parse(first, { to_line: 1 })[0] as string[];
    expect(header).toEqual([
      ...exportColumns(),
      ...['1', '2'].flatMap((n) => [`Attribute ${n} name`, `Attribute ${n} value(s)`, `Attribute ${n} visible`, `Attribute ${n} global`]),
      'Name (fr)',
      'Short description (fr)',
      'Description (fr)',
    ]);
    expect(EXPORT_COLUMNS.slice(0, 4)).toEqual(['ID', 'Type', 'SKU', 'Name']);
    // WooCommerce's weight and dimensions columns follow Stock, the shop's units in their names.
    expect(header.slice(header.indexOf('Stock') + 1, header.indexOf('Stock') + 5)).toEqual(['Weight (kg)', 'Length (cm)', 'Width (cm)', 'Height (cm)']);
    expect(exportColumns({ weight: 'oz', dimension: 'in' })).toContain('Weight (oz)');
  });

  it('lists each product before its variations, which name it, and a variation\'s values with "any" blank', () => {
    const rows = rowsOf(first);
    expect(rows).toHaveLength(16);
    const hoodie = rows.findIndex((row) => row.SKU === 'HOODIE');
    expect(rows.slice(hoodie, hoodie + 4).map((row) => [row.Type, row.SKU, row.Parent, row['Attribute 1 value(s)'], row['Attribute 2 value(s)']])).toEqual([
      ['variable', 'HOODIE', '', 'Blue, Green, Red', 'Yes, No'],
      ['variation', 'HOODIE-BLUE-YES', 'HOODIE', 'Blue', 'Yes'],
      ['variation', 'HOODIE-RED-NO', 'HOODIE', 'Red', 'No'],
      ['variation', 'HOODIE-GREEN', 'HOODIE', 'Green', ''],
    ]);
    expect(rows[hoodie]).toMatchObject({ 'Regular price': '', 'Sale price': '', 'Attribute 1 global': '1', 'Attribute 2 global': '0', Description: '<p>Brushed fleece.<br />\\nKangaroo pocket.</p>' });
    expect(rows[hoodie + 1]).toMatchObject({ 'Regular price': '45.00', 'Sale price': '42.00', Stock: '10', 'In stock?': '1', Position: '1' });
    expect(rows[hoodie + 2]?.Images).toBe(`${UPLOADS}/hoodie-red-600.webp, ${UPLOADS}/hoodie-red-back-600.webp`);
    const sticker = rows.find((row) => row.Name === 'Sticker');
    expect(rows.find((row) => row.SKU === 'STICKER-SET')).toMatchObject({ Type: 'grouped', Published: '-1', 'Grouped products': `id:${sticker?.ID}, CAP-01`, 'Name (fr)': "Lot d'autocollants" });
    expect(rows.find((row) => row.SKU === 'PENNANT')).toMatchObject({ Type: 'external', 'External URL': 'https://pennants.example/shop/pennant', 'Button text': 'Buy at the pennant shop', 'Regular price': '11.05' });
    expect(rows.find((row) => row.SKU === 'SCARF-01')).toMatchObject({ 'Attribute 1 name': 'Material', 'Attribute 1 value(s)': 'Cotton\\, organic, Wool', 'Attribute 1 global': '0', 'Attribute 2 name': '' });
  });

  it('writes the weight and dimensions as stored, whatever unit the imported file named, a variation’s blank ones blank', () => {
    const rows = rowsOf(first);
    expect(rows.find((row) => row.Name === 'Sticker')).toMatchObject({ 'Weight (kg)': '0.02', 'Length (cm)': '10', 'Width (cm)': '7.5', 'Height (cm)': '0.1' });
    expect(rows.find((row) => row.SKU === 'HOODIE-RED-NO')).toMatchObject({ 'Weight (kg)': '0.65', 'Length (cm)': '', 'Width (cm)': '', 'Height (cm)': '3' });
    expect(rows.find((row) => row.SKU === 'STICKER-SET')).toMatchObject({ 'Weight (kg)': '', 'Height (cm)': '' });
  });

  it('writes descriptions as HTML with \\n line breaks, as WooCommerce does, so no formula a spreadsheet would run starts one', () => {
    expect(first).toContain(`"<p>-50% this week</p>"`);
    expect(first).toContain(`"<p>=cheap, really<br />\\nyes</p>"`);
    expect(rowsOf(first).find((row) => row.Name === 'Sticker')).toMatchObject({ 'Short description': '<p>-50% this week</p>', 'Description (fr)': '<p>Un autocollant.<br />\\nBrillant.</p>' });
  });

  it('imports into an empty shop and exports again the same file but for the ids, every product equal field by field', async () => {
    const report = await importProductCsv(copy.db, csvStream(first), options);
    expect(report).toMatchObject({ rows: 16, created: 16, failed: 0, errors: [], warnings: [] });
    const second = await exportProductCsv(copy.db, { uploadsUrl: UPLOADS, locales });
    expect(second.split('\r\n')[0]).toBe(first.split('\r\n')[0]);
    expect(withoutIds(rowsOf(second))).toEqual(withoutIds(rowsOf(first)));
    const [original, imported] = [await catalogue(shop.db), await catalogue(copy.db)];
    expect(Object.keys(imported).sort()).toEqual(Object.keys(original).sort());
    for (const key of Object.keys(original)) expect(imported[key], key).toEqual(original[key]);
    // And the text a spreadsheet would have run came back as it was typed.
    expect(imported.Sticker).toMatchObject({ short_description: '<p>-50% this week</p>', description: '<p>=cheap, really<br />\nyes</p>' });
    expect(imported.Sticker).toMatchObject({ weight: '0.02', length: '10', width: '7.5', height: '0.1' });
    expect(imported['HOODIE-RED-NO']).toMatchObject({ weight: '0.65', length: null, height: '3' });
  });
});
