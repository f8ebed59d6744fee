import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CsvFormatError, importProductCsv, type ImportOptions, type StoreImageFn } from '../core/catalog/csv-import.ts';
import { getContentVersion } from '../core/settings/settings.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertCategory, insertProduct } from './fixtures/shop-data.ts';
import { csvStream } from './fixtures/csv-stream.ts';

const FIXTURE = join(import.meta.dirname, 'fixtures/woocommerce-products.csv');

/** Stands in for the image pipeline: records what it was given. */
function fakeStore(stored: string[]): StoreImageFn {
  return async (input, { stem }) => {
    stored.push(input.toString('utf8'));
    return { file: `${stem}-${stored.length}`, width: 600, height: 400, sizes: [300, 600] };
  };
}

describe.each(DIALECTS)('WooCommerce CSV import on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let text: string;
  let options: ImportOptions;
  let existingId: number;
  let accessoriesId: number;
  beforeAll(async () => {
    text = await readFile(FIXTURE, 'utf8');
    options = { imagesDir: join(import.meta.dirname, 'fixtures'), uploadsDir: '/nonexistent', storeImage: fakeStore([]) };
    existingId = await insertProduct(database.db, { name: 'Existing Lamp', sku: 'EXIST-01', regular_price: 2500, stock: 4, short_description: 'Old.' });
    accessoriesId = await insertCategory(database.db, 'Accessories');
  });

  it('reports what a dry run would do and writes nothing', async () => {
    const before = await database.db.selectFrom('products').select('id').execute();
    const report = await importProductCsv(database.db, csvStream(text), { ...options, dryRun: true });
    expect(report).toMatchObject({ rows: 11, created: 5, updated: 1, skipped: 0, failed: 5 });
    expect(report.warnings).toContain("Row 11 (SKU IMG-01): image 'images/missing.jpg' would not be imported (file not found)");
    expect(await database.db.selectFrom('products').select('id').execute()).toEqual(before);
  });

  it('imports the good rows, reports each bad row by number and SKU, and sums up', async () => {
    const versionBefore = await getContentVersion(database.db);
    const progress: number[] = [];
    const report = await importProductCsv(database.db, csvStream(text), { ...options, onRow: (done) => progress.push(done) });
    expect(report).toMatchObject({ rows: 11, created: 5, updated: 1, skipped: 0, failed: 5 });
    expect(report.errors).toEqual([
      "Row 4 (SKU BAD-01): Regular price 'abc': Enter the regular price as an amount such as 19.99",
      'Row 5 (SKU NONAME-01): Name: Enter the product name',
      "Row 6 (SKU SALE-01): Sale price '25.00': The sale price must be lower than the regular price",
      "Row 7 (SKU NEG-01): Stock '-3': Enter a whole number of 0 or more, or leave it blank to not track stock",
      "Row 8 (SKU SHIP-01): Type 'spaceship' is not a known product type",
    ]);
    expect(report.warnings).toEqual(["Row 11 (SKU IMG-01): image 'images/missing.jpg' was not imported (file not found)"]);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(await getContentVersion(database.db)).not.toBe(versionBefore);
  });

  it('stores every field of a created product, with quoted newlines and its categories', async () => {
    const hoodie = await database.db.selectFrom('products').selectAll().where('sku', '=', 'HD-01').executeTakeFirstOrThrow();
    expect(hoodie).toMatchObject({
      name: 'Harbour Hoodie',
      slug: 'harbour-hoodie',
      status: 'publish',
      // HTML, as WooCommerce shows the text it exported: line breaks as <br />, a paragraph each.
      short_description: '<p>Warm and soft.</p>',
      description: '<p>Brushed fleece inside.<br />\nMachine washable, with a "kangaroo" pocket<br />\nand a real line break.</p>',
      regular_price: 4500,
      sale_price: 3900,
      price: 3900,
      stock: 12,
      stock_status: 'instock',
    });
    const categories = await database.db
      .selectFrom('product_categories as pc')
      .innerJoin('categories as c', 'c.id', 'pc.category_id')
      .select(['c.id', 'c.name', 'c.slug'])
      .where('pc.product_id', '=', hoodie.id)
      .orderBy('c.name')
      .execute();
    // "Accessories" existed already and is reused; "Hoodies" (the last path segment) is created.
    expect(categories).toEqual([
      { id: accessoriesId, name: 'Accessories', slug: 'accessories' },
      { id: expect.any(Number), name: 'Hoodies', slug: 'hoodies' },
    ]);
    expect(await database.db.selectFrom('categories').select('name').where('name', '=', 'Clothing').execute()).toEqual([]);
  });

  it('creates products without a SKU by name, drafts unpublished ones, and never imports bad rows', async () => {
    expect(await database.db.selectFrom('products').select(['sku', 'status', 'price']).where('slug', '=', 'plain-mug').executeTakeFirst()).toEqual({ sku: null, status: 'publish', price: 1250 });
    expect(await database.db.selectFrom('products').select(['status']).where('sku', '=', 'GC-01').executeTakeFirst()).toEqual({ status: 'draft' });
    expect(await database.db.selectFrom('products').select(['stock_status', 'stock']).where('sku', '=', 'IMG-01').executeTakeFirst()).toEqual({ stock_status: 'outofstock', stock: null });
    const bad = await database.db.selectFrom('products').select('sku').where('sku', 'in', ['BAD-01', 'NONAME-01', 'SALE-01', 'NEG-01', 'SHIP-01']).execute();
    expect(bad).toEqual([]);
    // A variable product without variations yet is imported as one, priced once its variations come.
    expect(await database.db.selectFrom('products').select(['type', 'price', 'max_price']).where('sku', '=', 'VAR-01').executeTakeFirst()).toEqual({ type: 'variable', price: 0, max_price: null });
  });

  it('updates the product with an existing SKU in place', async () => {
    const lamp = await database.db.selectFrom('products').selectAll().where('sku', '=', 'EXIST-01').executeTakeFirstOrThrow();
    expect(lamp).toMatchObject({ id: existingId, name: 'Existing Lamp (new name)', slug: 'existing-lamp', short_description: '<p>Now brighter.</p>', regular_price: 3000, price: 3000, stock: 0, stock_status: 'outofstock' });
  });

  it('imports the same file again as updates, matching rows without a SKU by the slug of their name', async () => {
    const count = async () => Number((await database.db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const report = await importProductCsv(database.db, csvStream(text), options);
    expect(report).toMatchObject({ created: 0, updated: 6, failed: 5 });
    expect(await count()).toBe(before);
  });

  it('imports local and remote images, and turns a failed download into a warning', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-csv-'));
    try {
      await mkdir(join(dir, 'photos'));
      await writeFile(join(dir, 'photos', 'front.jpg'), 'front-bytes');
      const csv = 'SKU,Name,Regular price,Images\nPH-01,Photo Frame,10.00,"photos/front.jpg, https://img.example/back.jpg, https://img.example/gone.jpg"\n';
      const stored: string[] = [];
      const report = await importProductCsv(database.db, csvStream(csv), {
        imagesDir: dir,
        uploadsDir: dir,
        storeImage: fakeStore(stored),
        fetchImage: async (url) => {
          if (url.endsWith('gone.jpg')) throw new Error('HTTP 404');
          return Buffer.from(`remote:${url}`);
        },
      });
      expect(report).toMatchObject({ created: 1, failed: 0, warnings: ["Row 2 (SKU PH-01): image 'https://img.example/gone.jpg' was not imported (HTTP 404)"] });
      expect(stored).toEqual(['front-bytes', 'remote:https://img.example/back.jpg']);
      const product = await database.db.selectFrom('products').select('id').where('sku', '=', 'PH-01').executeTakeFirstOrThrow();
      const images = await database.db.selectFrom('product_images').select(['file', 'position', 'alt']).where('product_id', '=', product.id).orderBy('position').execute();
      expect(images).toEqual([
        { file: 'photo-frame-1', position: 0, alt: 'Photo Frame' },
        { file: 'photo-frame-2', position: 1, alt: 'Photo Frame' },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('takes the first 12 images of a row naming 200, and warns about the rest without fetching them', async () => {
    const urls = Array.from({ length: 200 }, (_, index) => `https://img.example/many-${index + 1}.jpg`);
    const csv = `SKU,Name,Regular price,Images\nMANY-01,Many Views,10.00,"${urls.join(', ')}"\n`;
    const fetched: string[] = [];
    const fetchImage = async (url: string) => {
      fetched.push(url);
      return Buffer.from(`remote:${url}`);
    };
    const warning = 'Row 2 (SKU MANY-01): 188 more images not imported (a row brings at most 12; add the rest in the admin)';

    const dryRun = await importProductCsv(database.db, csvStream(csv), { ...options, dryRun: true, fetchImage });
    expect(dryRun).toMatchObject({ created: 1, failed: 0, warnings: [warning] });
    expect(fetched).toEqual([]);

    const stored: string[] = [];
    const report = await importProductCsv(database.db, csvStream(csv), { ...options, storeImage: fakeStore(stored), fetchImage });
    expect(report).toMatchObject({ created: 1, failed: 0, warnings: [warning] });
    expect(fetched).toEqual(urls.slice(0, 12));
    expect(stored).toEqual(urls.slice(0, 12).map((url) => `remote:${url}`));
    const product = await database.db.selectFrom('products').select('id').where('sku', '=', 'MANY-01').executeTakeFirstOrThrow();
    const images = await database.db.selectFrom('product_images').select('position').where('product_id', '=', product.id).orderBy('position').execute();
    expect(images.map((image) => image.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('refuses a file that is not a product export as a whole', async () => {
    await expect(importProductCsv(database.db, csvStream('Title,Body\nx,y\n'), options)).rejects.toThrow(CsvFormatError);
    await expect(importProductCsv(database.db, csvStream('Name,Regular price\n"unclosed,1\n'), options)).rejects.toThrow(/not valid CSV/);
    await expect(importProductCsv(database.db, csvStream(''), options)).rejects.toThrow('The file is empty.');
  });
});
