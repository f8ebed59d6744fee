import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { importProductCsv, type ImportOptions } from '../core/catalog/csv-import.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { csvStream } from './fixtures/csv-stream.ts';

const options: ImportOptions = {
  uploadsDir: '/nonexistent',
  storeImage: async (input, { stem }) => ({ file: `${stem}-${input.length}`, width: 600, height: 400, sizes: [300, 600] }),
};

const HEADER = 'Type,SKU,Name,Name (fr),Regular price,Sale price,Date sale price ends,Stock,Categories,External URL,Button text,Position';

describe.each(DIALECTS)('New products of a batch written together on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const locales = { default: 'en', others: ['fr'] } as const;
  const products = () =>
    database.db
      .selectFrom('products')
      .select(['id', 'sku', 'slug', 'name', 'type', 'regular_price', 'sale_price', 'price', 'stock', 'stock_status', 'menu_order', 'external_url', 'button_text'])
      .where('name', 'like', 'Batch %')
      .orderBy('id')
      .execute();

  it('writes a batch of new, repeated and faulty rows as row by row: ids in file order, repeats updated, slugs numbered, only the faulty row reported', async () => {
    const csv = [
      HEADER,
      'simple,BT-1,Batch board,Planche,10.00,8.00,,3,"Kitchen > Boards, Gifts",,,',
      'external,BT-2,Batch stool,Tabouret,40.00,,,,Furniture,https://maker.example/stool,Buy it,4',
      // The same SKU again in the batch: the product of the first row, updated.
      'simple,BT-1,Batch board,Planche en noyer,12.00,,,5,Kitchen > Boards,,,',
      // Another SKU with a name taken a row before: a numbered slug.
      'simple,BT-3,Batch board,,15.00,,,,,,,',
      // The SKU of a variation of the shop: refused, and only this row.
      'simple,TEE-S,Batch not a tee,,15.00,,,,Kitchen > Boards,,,',
      // No SKU: matched by its slug, so the stool of the second row is updated.
      'external,,Batch stool,,45.00,,,,,https://maker.example/stool-2,Buy it,',
      'simple,BT-5,Batch last,,7.00,,,0,Gifts,,,',
    ].join('\n');
    const variable = ['Type,SKU,Name,Regular price,Parent,Attribute 1 name,Attribute 1 value(s),Attribute 1 global', 'variable,TEE,Linen tee,,,Size,S,1', 'variation,TEE-S,,20.00,TEE,Size,S,1'].join('\n');
    expect(await importProductCsv(database.db, csvStream(variable), options)).toMatchObject({ created: 2, failed: 0 });
    const report = await importProductCsv(database.db, csvStream(csv), { ...options, locales });
    expect(report.errors).toEqual([expect.stringMatching(/^Row 6 \(SKU TEE-S\): Type: This is a variation/)]);
    expect(report).toMatchObject({ rows: 7, created: 4, updated: 2, failed: 1, warnings: [] });
    const rows = await products();
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      { sku: 'BT-1', slug: 'batch-board', name: 'Batch board', type: 'simple', regular_price: 1200, sale_price: null, price: 1200, stock: 5, stock_status: 'instock', menu_order: 0, external_url: null, button_text: null },
      { sku: null, slug: 'batch-stool', name: 'Batch stool', type: 'external', regular_price: 4500, sale_price: null, price: 4500, stock: null, stock_status: 'instock', menu_order: 4, external_url: 'https://maker.example/stool-2', button_text: 'Buy it' },
      { sku: 'BT-3', slug: 'batch-board-2', name: 'Batch board', type: 'simple', regular_price: 1500, sale_price: null, price: 1500, stock: null, stock_status: 'instock', menu_order: 0, external_url: null, button_text: null },
      { sku: 'BT-5', slug: 'batch-last', name: 'Batch last', type: 'simple', regular_price: 700, sale_price: null, price: 700, stock: 0, stock_status: 'outofstock', menu_order: 0, external_url: null, button_text: null },
    ]);
    const ids = rows.map((row) => row.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const [board, , , last] = ids;
    const translations = await database.db.selectFrom('product_translations').select(['product_id', 'name']).where('product_id', 'in', ids).orderBy('product_id').execute();
    // The stool's second row leaves "Name (fr)" blank: its translation is cleared.
    expect(translations).toEqual([{ product_id: board, name: 'Planche en noyer' }]);
    const links = await database.db
      .selectFrom('product_categories as pc')
      .innerJoin('categories as c', 'c.id', 'pc.category_id')
      .select(['pc.product_id', 'c.name', 'pc.listed'])
      .where('pc.product_id', 'in', ids)
      .orderBy('pc.product_id')
      .orderBy('c.name')
      .execute();
    expect(links).toEqual([
      { product_id: board, name: 'Boards', listed: 1 },
      { product_id: last, name: 'Gifts', listed: 1 },
    ]);
    const counts = await database.db.selectFrom('categories').select(['name', 'product_count']).where('name', 'in', ['Boards', 'Gifts', 'Furniture']).orderBy('name').execute();
    expect(counts).toEqual([
      { name: 'Boards', product_count: 1 },
      // The stool's second row leaves its categories blank: it leaves Furniture.
      { name: 'Furniture', product_count: 0 },
      { name: 'Gifts', product_count: 1 },
    ]);
  });

  it('writes a batch of new products in a few statements, not a dozen a product', async () => {
    let inserts = 0;
    let statements = 0;
    const counted = database.db.withPlugin({
      transformQuery: ({ node }) => {
        statements++;
        if (node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === 'products') inserts++;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const rows = Array.from({ length: 200 }, (_, n) => `simple,BN-${n},Batch new ${n},Nouveau ${n},${n + 1}.00,,,${n % 5},"Kitchen > Boards, Gifts",,,`);
    const report = await importProductCsv(counted, csvStream([HEADER, ...rows].join('\n')), { ...options, locales });
    expect(report).toMatchObject({ rows: 200, created: 200, failed: 0 });
    expect(inserts).toBe(1);
    expect(statements).toBeLessThan(30);
    const translated = await database.db
      .selectFrom('product_translations')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('product_id', 'in', (eb) => eb.selectFrom('products').select('id').where('sku', 'like', 'BN-%'))
      .executeTakeFirstOrThrow();
    expect(Number(translated.n)).toBe(200);
  });

  it('writes the rows of a batch one by one when writing them together fails, and reports only the row at fault', async () => {
    if (dialect === 'sqlite') {
      await sql`create trigger refuse_boom before insert on products when new.name = 'Batch boom' begin select raise(abort, 'refused by the shop'); end`.execute(database.db);
    } else {
      await sql`create function refuse_boom() returns trigger language plpgsql as $$ begin if new.name = 'Batch boom' then raise exception 'refused by the shop'; end if; return new; end $$`.execute(database.db);
      await sql`create trigger refuse_boom before insert on products for each row execute function refuse_boom()`.execute(database.db);
    }
    try {
      const csv = [HEADER, 'simple,BB-1,Batch one,,10.00,,,,New shelf,,,', 'simple,BB-2,Batch boom,,10.00,,,,New shelf,,,', 'simple,BB-3,Batch three,,10.00,,,,New shelf,,,'].join('\n');
      const report = await importProductCsv(database.db, csvStream(csv), { ...options, locales });
      expect(report).toMatchObject({ rows: 3, created: 2, failed: 1 });
      expect(report.errors).toEqual([expect.stringMatching(/^Row 3 \(SKU BB-2\): could not be saved \(.*refused by the shop/)]);
      const rows = await database.db.selectFrom('products').select(['sku']).where('sku', 'like', 'BB-%').orderBy('id').execute();
      expect(rows).toEqual([{ sku: 'BB-1' }, { sku: 'BB-3' }]);
      expect(await database.db.selectFrom('categories').select(['name', 'product_count']).where('name', '=', 'New shelf').execute()).toEqual([{ name: 'New shelf', product_count: 2 }]);
    } finally {
      await sql`drop trigger refuse_boom ${sql.raw(dialect === 'postgres' ? 'on products' : '')}`.execute(database.db);
    }
  });
});
