import { describe, expect, it } from 'vitest';
import { importProductCsv, type ImportOptions } from '../core/catalog/csv-import.ts';
import { groupedChildIds } from '../core/catalog/product-kind.ts';
import { listVariations } from '../core/catalog/variations.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { csvStream } from './fixtures/csv-stream.ts';

const options: ImportOptions = {
  uploadsDir: '/nonexistent',
  storeImage: async (input, { stem }) => ({ file: `${stem}-${input.length}`, width: 600, height: 400, sizes: [300, 600] }),
};

const HEADER = 'ID,Type,SKU,Name,Regular price,Categories,Parent,Grouped products,Position,Attribute 1 name,Attribute 1 value(s),Attribute 1 global';

/** A file's lines one chunk at a time, as a file read from disk arrives: the whole text is never made. */
async function* generatedExport(rows: number): AsyncGenerator<string> {
  yield `SKU,Name,Regular price,Categories\n`;
  for (let n = 1; n <= rows; n++) yield `GEN-${n},Generated product ${n},${(n % 90) + 10}.00,Generated > Batch ${n % 7}\n`;
}

describe.each(DIALECTS)('Streamed CSV import on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const idOf = async (sku: string) => (await database.db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()).id;

  it('imports variations and grouped products that come before their products, across many small batches', async () => {
    const csv = [
      HEADER,
      '101,variation,TEE-S,,20.00,,id:104,,1,Size,S,1',
      '102,grouped,SET-1,Board set,,Kitchen,,"BOARD-2, id:106",,,,',
      '103,variation,TEE-M,,22.00,,TEE,,2,Size,M,1',
      '104,variable,TEE,Linen tee,,Clothing,,,,Size,"S, M",1',
      '105,simple,BOARD-2,Oak board,30.00,Kitchen,,,,,,',
      '106,simple,BOARD-1,Walnut board,40.00,Kitchen,,,,,,',
    ].join('\n');
    const progress: number[] = [];
    const report = await importProductCsv(database.db, csvStream(csv), { ...options, batchSize: 2, onRow: (done) => progress.push(done) });
    expect(report).toEqual({ rows: 6, created: 6, updated: 0, skipped: 0, failed: 0, errors: [], warnings: [] });
    expect(progress).toEqual([1, 2, 3, 4, 5, 6]);
    const variations = await listVariations(database.db, await idOf('TEE'));
    expect(variations.map(({ row, values }) => ({ sku: row.sku, values, price: row.price }))).toEqual([
      { sku: 'TEE-S', values: { pa_size: 's' }, price: 2000 },
      { sku: 'TEE-M', values: { pa_size: 'm' }, price: 2200 },
    ]);
    const set = await idOf('SET-1');
    expect((await groupedChildIds(database.db, [set])).get(set)).toEqual([await idOf('BOARD-2'), await idOf('BOARD-1')]);
    // Grouped prices are brought in line once the file is in, as before.
    expect(await database.db.selectFrom('products').select(['price', 'max_price']).where('id', '=', set).executeTakeFirst()).toEqual({ price: 3000, max_price: 4000 });
  });

  it('rolls back a row that fails inside a batch alone, with what it made, and writes the rest of its batch', async () => {
    const csv = [
      HEADER,
      '201,grouped,SET-A,First set,,Sets,,BOARD-1,,,,',
      // A variable product cannot be grouped: refused by the editor after the row made its new category.
      '202,grouped,SET-B,Broken set,,Made by a failed row,,TEE,,,,',
      '203,grouped,SET-C,Third set,,"Sets, Made by a failed row",,BOARD-2,,,,',
    ].join('\n');
    const report = await importProductCsv(database.db, csvStream(csv), { ...options, batchSize: 3 });
    expect(report).toMatchObject({ rows: 3, created: 2, failed: 1 });
    expect(report.errors).toEqual([`Row 3 (SKU SET-B): Grouped products: Only simple and external products can be grouped; ${await idOf('TEE')} is variable`]);
    expect(await database.db.selectFrom('products').select('sku').where('sku', 'in', ['SET-A', 'SET-B', 'SET-C']).orderBy('sku').execute()).toEqual([{ sku: 'SET-A' }, { sku: 'SET-C' }]);
    // The failed row's category went with it; the next row of the batch made it again for itself.
    const categories = await database.db
      .selectFrom('product_categories as pc')
      .innerJoin('categories as c', 'c.id', 'pc.category_id')
      .select('c.name')
      .where('pc.product_id', '=', await idOf('SET-C'))
      .orderBy('c.name')
      .execute();
    expect(categories).toEqual([{ name: 'Made by a failed row' }, { name: 'Sets' }]);
    expect(await database.db.selectFrom('categories').select('name').where('name', '=', 'Made by a failed row').execute()).toHaveLength(1);
  });

  it('reads a generated stream of many rows batch by batch', async () => {
    const report = await importProductCsv(database.db, generatedExport(1500), { ...options, batchSize: 64 });
    expect(report).toEqual({ rows: 1500, created: 1500, updated: 0, skipped: 0, failed: 0, errors: [], warnings: [] });
    const count = await database.db.selectFrom('products').select((eb) => eb.fn.countAll<number | string>().as('n')).where('sku', 'like', 'GEN-%').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1500);
    expect(await database.db.selectFrom('products').select(['name', 'price']).where('sku', '=', 'GEN-1500').executeTakeFirst()).toEqual({ name: 'Generated product 1500', price: 7000 });
  });

  it('stops with the error of a source that fails part-way, rather than waiting for more', async () => {
    async function* failing(): AsyncGenerator<string> {
      yield 'SKU,Name,Regular price\nCUT-1,Cut short,10.00\n';
      throw new Error('the disk went away');
    }
    await expect(importProductCsv(database.db, failing(), options)).rejects.toThrow('the disk went away');
  });

  it('lists images that cannot be fetched as warnings naming the row and address, and imports their rows', async () => {
    const fetched: string[] = [];
    const csv = [
      'SKU,Name,Regular price,Images',
      'PIC-1,Pictured one,10.00,https://img.example/one.jpg',
      'PIC-2,Pictured two,10.00,"https://img.example/gone.jpg, https://img.example/two.jpg"',
      'PIC-3,Pictured three,10.00,https://img.example/slow.jpg',
    ].join('\n');
    const report = await importProductCsv(database.db, csvStream(csv), {
      ...options,
      batchSize: 10,
      fetchImage: async (url) => {
        fetched.push(url);
        if (url.endsWith('gone.jpg')) throw new Error('HTTP 404');
        if (url.endsWith('slow.jpg')) throw new Error('no answer within 10 s');
        return Buffer.from(url);
      },
    });
    expect(report).toMatchObject({ created: 3, failed: 0 });
    expect(report.warnings).toEqual([
      "Row 3 (SKU PIC-2): image 'https://img.example/gone.jpg' was not imported (HTTP 404)",
      "Row 4 (SKU PIC-3): image 'https://img.example/slow.jpg' was not imported (no answer within 10 s)",
    ]);
    expect(fetched).toEqual(['https://img.example/one.jpg', 'https://img.example/gone.jpg', 'https://img.example/two.jpg', 'https://img.example/slow.jpg']);
    const images = await database.db.selectFrom('product_images').select('file').where('product_id', 'in', [await idOf('PIC-1'), await idOf('PIC-2'), await idOf('PIC-3')]).orderBy('file').execute();
    expect(images).toEqual([{ file: `pictured-one-${'https://img.example/one.jpg'.length}` }, { file: `pictured-two-${'https://img.example/two.jpg'.length}` }]);
  });
});
