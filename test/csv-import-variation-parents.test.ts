import { describe, expect, it } from 'vitest';
import { importProductCsv, type ImportOptions } from '../core/catalog/csv-import.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { csvStream } from './fixtures/csv-stream.ts';

const options: ImportOptions = {
  uploadsDir: '/nonexistent',
  storeImage: async (input, { stem }) => ({ file: `${stem}-${input.length}`, width: 600, height: 400, sizes: [300, 600] }),
};

const HEADER = 'Type,SKU,Name,Regular price,Sale price,Stock,Parent,Attribute 1 name,Attribute 1 value(s),Attribute 1 global';
const SIZES = Array.from({ length: 20 }, (_, n) => `S${n + 1}`);

describe.each(DIALECTS)('Variations of a batch on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it("brings their product's prices in line once a batch, as one after each variation would, and reports a bad variation alone", async () => {
    let parentUpdates = 0;
    const counted = database.db.withPlugin({
      transformQuery: ({ node }) => {
        // The editor's update, or the import's one statement for a batch's products (`updateRowsById`).
        if (node.kind === 'UpdateQueryNode' && JSON.stringify(node.where ?? {}).includes('"variable"')) parentUpdates++;
        if (node.kind === 'RawNode' && node.sqlFragments[0]?.startsWith('update') && JSON.stringify(node).includes("type = 'variable'")) parentUpdates++;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const csv = [
      HEADER,
      `variable,VP,Variable parent,,,,,Size,"${SIZES.join(', ')}",1`,
      ...SIZES.map((size, n) => `variation,VP-${size},,${10 + n}.00,${n === 7 ? '9.00' : ''},${n === 19 ? 0 : 3},VP,Size,${size},1`),
      // Not a value the product offers: refused alone.
      'variation,VP-XL,,99.00,,,VP,Size,XL,1',
    ].join('\n');
    const report = await importProductCsv(counted, csvStream(csv), options);
    expect(report).toMatchObject({ rows: 22, created: 21, failed: 1 });
    expect(report.errors).toEqual([expect.stringMatching(/^Row 23 \(SKU VP-XL\): /)]);
    // Once, for the batch of its variations: the product itself went in with its batch, priced as one without variations.
    expect(parentUpdates).toBe(1);
    const parent = await database.db.selectFrom('products').select(['price', 'max_price', 'regular_price', 'sale_price', 'stock_status']).where('sku', '=', 'VP').executeTakeFirstOrThrow();
    expect(parent).toEqual({ price: 900, max_price: 2900, regular_price: 1000, sale_price: 900, stock_status: 'instock' });
  });
});
