import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { importProductCsv, type ImportOptions } from '../core/catalog/csv-import.ts';
import { readProductAttributes } from '../core/catalog/product-attributes.ts';
import { groupedChildIds } from '../core/catalog/product-kind.ts';
import { listVariations } from '../core/catalog/variations.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { csvStream } from './fixtures/csv-stream.ts';

const options: ImportOptions = {
  uploadsDir: '/nonexistent',
  storeImage: async (input, { stem }) => ({ file: `${stem}-${input.length}`, width: 600, height: 400, sizes: [300, 600] }),
  locales: { default: 'en', others: ['fr'] },
};

const HEADER = 'ID,Type,SKU,Name,Name (fr),Regular price,Sale price,Stock,Categories,Parent,Grouped products,External URL,Button text,Position,Attribute 1 name,Attribute 1 value(s),Attribute 1 visible,Attribute 1 global';

/** A file of every type: simple products, a grouped product naming two of them, two variable products each followed by its variations, an external product. */
const EVERY_TYPE = [
  HEADER,
  '1,simple,MX-1,Mixed board,Planche,10.00,8.00,3,"Kitchen > Boards, Gifts",,,,,,,,,',
  '2,simple,MX-2,Mixed spoon,Cuillère,4.00,,0,Kitchen > Spoons,,,,,,,,,',
  '3,grouped,MX-SET,Mixed set,Lot,,,,Kitchen > Sets,,"MX-1, id:2",,,2,,,,',
  '4,variable,MX-TEE,Mixed tee,T-shirt,,,,Clothing,,,,,,Size,"S, M, L",1,1',
  '5,variation,MX-TEE-S,,,20.00,,5,,id:4,,,,1,Size,S,,1',
  '6,variation,MX-TEE-M,,,22.00,18.00,0,,MX-TEE,,,,2,Size,m,,1',
  // No SKU: found by its values, when imported again.
  '7,variation,,,,24.00,,,,id:4,,,,3,Size,L,,1',
  '8,variable,MX-CAP,Mixed cap,Casquette,,,,Clothing,,,,,,Colour,"Red, Blue",1,0',
  '9,variation,MX-CAP-R,,,12.00,,,,MX-CAP,,,,,Colour,Red,,0',
  '10,variation,MX-CAP-B,,,14.00,,,,id:8,,,,,Colour,Blue,,0',
  '11,external,MX-EXT,Mixed stool,Tabouret,40.00,,,Furniture,,,https://maker.example/stool,Buy it,,,,,',
].join('\n');

/** Every table an import writes, as rows without their timestamps, in id order. */
async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const products = await db.selectFrom('products').selectAll().orderBy('id').execute();
  const tables = {
    products: products.map(({ created_at: _created, updated_at: _updated, ...row }) => row),
    categories: await db.selectFrom('categories').selectAll().orderBy('id').execute(),
    product_categories: await db.selectFrom('product_categories').selectAll().orderBy('product_id').orderBy('category_id').execute(),
    product_translations: await db.selectFrom('product_translations').selectAll().orderBy('product_id').orderBy('locale').execute(),
    product_attributes: await db.selectFrom('product_attributes').select(['product_id', 'attribute_id', 'name', 'options', 'position', 'visible', 'variation']).orderBy('product_id').orderBy('position').execute(),
    product_attribute_terms: await db.selectFrom('product_attribute_terms').selectAll().orderBy('product_id').orderBy('term_id').execute(),
    variation_attributes: await db.selectFrom('variation_attributes').selectAll().orderBy('variation_id').orderBy('name').execute(),
    product_links: await db.selectFrom('product_links').selectAll().orderBy('product_id').orderBy('position').execute(),
  };
  return JSON.parse(JSON.stringify(tables)) as Record<string, unknown[]>;
}

/** Counts the statements a database handle runs, and its inserts into `products`. */
function counting(db: Db) {
  const counts = { statements: 0, productInserts: 0 };
  const counted = db.withPlugin({
    transformQuery: ({ node }) => {
      counts.statements++;
      if (node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === 'products') counts.productInserts++;
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  return { counted, counts };
}

describe.each(DIALECTS)('New products of every type written with their batch on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const idOf = async (sku: string) => (await database.db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()).id;

  it('writes a file of every type a statement per table and phase, and makes of each row what its own writer would: importing the file again changes nothing', async () => {
    const { counted, counts } = counting(database.db);
    const report = await importProductCsv(counted, csvStream(EVERY_TYPE), options);
    expect(report).toMatchObject({ rows: 11, created: 11, updated: 0, failed: 0, errors: [], warnings: [] });
    // Simple and external, variable, grouped, variations: one insert each.
    expect(counts.productInserts).toBe(4);
    const tee = await database.db.selectFrom('products').selectAll().where('sku', '=', 'MX-TEE').executeTakeFirstOrThrow();
    expect(tee).toMatchObject({ type: 'variable', price: 1800, max_price: 2400, regular_price: 2000, sale_price: 1800, stock: null, stock_status: 'instock' });
    const variations = await listVariations(database.db, tee.id);
    expect(variations.map(({ row, values }) => ({ sku: row.sku, name: row.name, slug: row.slug, values, price: row.price, stock_status: row.stock_status, menu_order: row.menu_order }))).toEqual([
      { sku: 'MX-TEE-S', name: 'Mixed tee - S', slug: 'mixed-tee-variation', values: { pa_size: 's' }, price: 2000, stock_status: 'instock', menu_order: 1 },
      { sku: 'MX-TEE-M', name: 'Mixed tee - M', slug: 'mixed-tee-variation-2', values: { pa_size: 'm' }, price: 1800, stock_status: 'outofstock', menu_order: 2 },
      { sku: null, name: 'Mixed tee - L', slug: 'mixed-tee-variation-3', values: { pa_size: 'l' }, price: 2400, stock_status: 'instock', menu_order: 3 },
    ]);
    expect((await readProductAttributes(database.db, tee.id)).map(({ key, variation, options: values }) => ({ key, variation, values: values.map((value) => value.label) }))).toEqual([
      { key: 'pa_size', variation: true, values: ['L', 'M', 'S'] },
    ]);
    const cap = await idOf('MX-CAP');
    expect((await listVariations(database.db, cap)).map(({ row, values }) => [row.sku, values])).toEqual([
      ['MX-CAP-R', { colour: 'Red' }],
      ['MX-CAP-B', { colour: 'Blue' }],
    ]);
    const set = await database.db.selectFrom('products').selectAll().where('sku', '=', 'MX-SET').executeTakeFirstOrThrow();
    expect(set).toMatchObject({ type: 'grouped', price: 400, max_price: 800, regular_price: 400, sale_price: null, stock_status: 'instock', menu_order: 2 });
    expect((await groupedChildIds(database.db, [set.id])).get(set.id)).toEqual([await idOf('MX-1'), await idOf('MX-2')]);
    const before = await snapshot(database.db);
    // Every row is now a product of the shop: each goes through its own writer, as an update.
    const again = await importProductCsv(database.db, csvStream(EVERY_TYPE), options);
    expect(again).toMatchObject({ rows: 11, created: 0, updated: 11, failed: 0, errors: [] });
    expect(await snapshot(database.db)).toEqual(before);
  });

  it('finds a variation\'s product in the same batch, in an earlier batch and in the shop', async () => {
    const shop = [HEADER, '1,variable,EB-OLD,Earlier tee,,,,,,,,,,,Size,"S, M",1,0', '2,variation,EB-OLD-S,,,13.00,,,,EB-OLD,,,,,Size,S,,0'].join('\n');
    expect(await importProductCsv(database.db, csvStream(shop), options)).toMatchObject({ created: 2, failed: 0 });
    const csv = [
      HEADER,
      '1,variable,EB-A,Batch tee A,,,,,,,,,,,Size,"S, M",1,0',
      '2,simple,EB-FILL-1,Filler one,,1.00,,,,,,,,,,,,',
      '3,simple,EB-FILL-2,Filler two,,1.00,,,,,,,,,,,,',
      '4,variable,EB-B,Batch tee B,,,,,,,,,,,Size,"S, M",1,0',
      '5,variation,EB-A-S,,,10.00,,,,id:1,,,,,Size,S,,0',
      '6,variation,EB-A-M,,,11.00,,,,EB-A,,,,,Size,M,,0',
      '7,variation,EB-B-S,,,12.00,,,,id:4,,,,,Size,S,,0',
      '8,variation,EB-OLD-M,,,14.00,,,,EB-OLD,,,,,Size,M,,0',
    ].join('\n');
    // Three rows a batch: tee B's variations meet it written a batch before, and the shop's tee by its SKU.
    const report = await importProductCsv(database.db, csvStream(csv), { ...options, batchSize: 3 });
    expect(report).toMatchObject({ rows: 8, created: 8, failed: 0, errors: [] });
    for (const [parent, prices] of [
      ['EB-A', [1000, 1100]],
      ['EB-B', [1200]],
      ['EB-OLD', [1300, 1400]],
    ] as const) {
      const id = await idOf(parent);
      expect((await listVariations(database.db, id)).map(({ row }) => row.price)).toEqual(prices);
      const row = await database.db.selectFrom('products').select(['price', 'max_price']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ price: prices[0], max_price: prices.at(-1) });
    }
  });

  it('reports the rows of a batch it cannot write by their line and writes the others', async () => {
    const csv = [
      HEADER,
      '1,simple,ER-1,Error board,,10.00,,,,,,,,,,,,',
      '2,variable,ER-TEE,Error tee,,,,,,,,,,,Size,"S, M",1,0',
      '3,variation,ER-TEE-S,,,20.00,,,,id:2,,,,,Size,S,,0',
      // A value the product does not offer.
      '4,variation,ER-TEE-XL,,,20.00,,,,id:2,,,,,Size,XL,,0',
      '5,variation,ER-TEE-M,,,21.00,,,,ER-TEE,,,,,Size,M,,0',
      // The SKU of the simple product.
      '6,variation,ER-1,,,22.00,,,,ER-TEE,,,,,Size,M,,0',
      // A product nowhere, then a variable product, which a group may not hold.
      '7,grouped,ER-SET-1,Error set one,,,,,,,"ER-1, NOWHERE",,,,,,,',
      '8,grouped,ER-SET-2,Error set two,,,,,,,"ER-1, ER-TEE",,,,,,,',
      '9,grouped,ER-SET-3,Error set three,,,,,,,ER-1,,,,,,,',
      // The same values as row 6, without a SKU: that variation, updated.
      '10,variation,,,,23.00,,,,ER-TEE,,,,,Size,M,,0',
    ].join('\n');
    const report = await importProductCsv(database.db, csvStream(csv), options);
    expect(report).toMatchObject({ rows: 10, created: 5, updated: 1, failed: 4 });
    expect(report.errors).toEqual([
      "Row 8 (SKU ER-SET-1): Grouped products: no product 'NOWHERE' in the file or the shop",
      expect.stringMatching(/^Row 9 \(SKU ER-SET-2\): Grouped products: Only simple and external products can be grouped/),
      expect.stringMatching(/^Row 5 \(SKU ER-TEE-XL\): /),
      'Row 7 (SKU ER-1): SKU: another product already uses this SKU',
    ]);
    const tee = await idOf('ER-TEE');
    expect((await listVariations(database.db, tee)).map(({ row }) => [row.sku, row.price])).toEqual([
      ['ER-TEE-S', 2000],
      // Row 11 names no SKU: the variation's is cleared, as when it is written on its own.
      [null, 2300],
    ]);
    const setThree = await database.db.selectFrom('products').select(['id', 'price']).where('sku', '=', 'ER-SET-3').executeTakeFirstOrThrow();
    expect(setThree.price).toBe(1000);
  });

  it('writes the variations of a batch one by one when writing them together fails, and reports only the row at fault', async () => {
    if (dialect === 'sqlite') {
      await sql`create trigger refuse_boom before insert on products when new.sku = 'BV-BOOM' begin select raise(abort, 'refused by the shop'); end`.execute(database.db);
    } else {
      await sql`create function refuse_boom() returns trigger language plpgsql as $$ begin if new.sku = 'BV-BOOM' then raise exception 'refused by the shop'; end if; return new; end $$`.execute(database.db);
      await sql`create trigger refuse_boom before insert on products for each row execute function refuse_boom()`.execute(database.db);
    }
    try {
      const csv = [
        HEADER,
        '1,variable,BV,Boom tee,,,,,,,,,,,Size,"S, M, L",1,0',
        '2,variation,BV-S,,,10.00,,,,id:1,,,,,Size,S,,0',
        '3,variation,BV-BOOM,,,11.00,,,,id:1,,,,,Size,M,,0',
        '4,variation,BV-L,,,12.00,,,,id:1,,,,,Size,L,,0',
      ].join('\n');
      const report = await importProductCsv(database.db, csvStream(csv), options);
      expect(report).toMatchObject({ rows: 4, created: 3, failed: 1 });
      expect(report.errors).toEqual([expect.stringMatching(/^Row 4 \(SKU BV-BOOM\): could not be saved \(.*refused by the shop/)]);
      const parent = await database.db.selectFrom('products').select(['id', 'price', 'max_price']).where('sku', '=', 'BV').executeTakeFirstOrThrow();
      expect({ price: parent.price, max_price: parent.max_price }).toEqual({ price: 1000, max_price: 1200 });
      expect((await listVariations(database.db, parent.id)).map(({ row }) => [row.sku, row.slug])).toEqual([
        ['BV-S', 'boom-tee-variation'],
        ['BV-L', 'boom-tee-variation-2'],
      ]);
    } finally {
      await sql`drop trigger refuse_boom ${sql.raw(dialect === 'postgres' ? 'on products' : '')}`.execute(database.db);
    }
  });

  it('writes a batch of variable products and their variations in a few statements, not a dozen a row', async () => {
    const rows = Array.from({ length: 50 }, (_, n) => [
      `${n * 5 + 1},variable,FS-${n},Few tee ${n},Tee ${n},,,,Clothing,,,,,,Size,"S, M, L, XL",1,1`,
      ...['S', 'M', 'L', 'XL'].map((size, index) => `${n * 5 + 2 + index},variation,FS-${n}-${size},,,${10 + index}.00,,3,,id:${n * 5 + 1},,,,${index + 1},Size,${size},,1`),
    ]).flat();
    const { counted, counts } = counting(database.db);
    const report = await importProductCsv(counted, csvStream([HEADER, ...rows].join('\n')), options);
    expect(report).toMatchObject({ rows: 250, created: 250, failed: 0 });
    expect(counts.productInserts).toBe(2);
    expect(counts.statements).toBeLessThan(60);
    const parents = await database.db.selectFrom('products').select(['price', 'max_price']).where('sku', 'like', 'FS-%').where('type', '=', 'variable').execute();
    expect(parents).toHaveLength(50);
    expect(parents.every((row) => row.price === 1000 && row.max_price === 1300)).toBe(true);
  });
});
