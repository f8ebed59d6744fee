import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExport } from '../cli/export.ts';
import { runImport, type ImportRun } from '../cli/import.ts';
import type { StoreImageFn } from '../core/catalog/csv-import.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';

const BASE_URL = 'https://shop.example';
const HEADER = 'Type,SKU,Name,Published,Regular price,Images';

describe.each(DIALECTS)('importing the shop’s own export again on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let dir: string;
  const fetched: string[] = [];
  const stored: string[] = [];
  const storeImage: StoreImageFn = async (_input, { stem }) => {
    stored.push(stem);
    return { file: `${stem}-${stored.length}`, width: 1200, height: 1200, sizes: [300, 600, 1200] };
  };
  const run = (baseUrl: string | null): ImportRun => ({
    uploadsDir: dir,
    baseUrl,
    print: () => {},
    printError: () => {},
    storeImage,
    fetchImage: async (url) => {
      fetched.push(url);
      return Buffer.from('picture bytes');
    },
  });
  const importFile = async (name: string, text: string, baseUrl: string | null) => {
    const file = join(dir, name);
    await writeFile(file, text);
    return runImport(database.db, { name: 'import', file, dryRun: false, imagesDir: null }, run(baseUrl));
  };
  const exportTo = async (name: string, baseUrl: string | null) => {
    const file = join(dir, name);
    expect(await runExport(database.db, { name: 'export', file }, { baseUrl, print: () => {}, printError: () => {} })).toBe(0);
    return readFile(file, 'utf8');
  };
  const picturesOf = async (sku: string) =>
    (await database.db.selectFrom('product_images').innerJoin('products', 'products.id', 'product_images.product_id').select('file').where('products.sku', '=', sku).orderBy('position').execute()).map((row) => row.file);
  const libraryCount = async () => (await database.db.selectFrom('media').select('id').execute()).length;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vitrine-own-pictures-'));
    expect(await importFile('first.csv', `${HEADER}\nsimple,MUG-1,Mug,1,12.00,"https://images.example/mug.jpg, https://images.example/mug-back.jpg"\n`, BASE_URL)).toBe(0);
    expect(fetched).toHaveLength(2);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps the pictures its export names at the shop’s own address: nothing downloaded, stored or added to the library twice', async () => {
    const pictures = await picturesOf('MUG-1');
    expect(pictures).toEqual(['mug-1', 'mug-2']);
    const library = await libraryCount();
    const exported = await exportTo('export.csv', BASE_URL);
    expect(exported).toContain(`${BASE_URL}/uploads/mug-1-1200.webp`);
    fetched.length = 0;
    stored.length = 0;
    expect(await importFile('again.csv', exported.replace('Mug', 'Mug, renamed'), BASE_URL)).toBe(0);
    expect(fetched).toEqual([]);
    expect(stored).toEqual([]);
    expect(await picturesOf('MUG-1')).toEqual(pictures);
    expect(await libraryCount()).toBe(library);

    // Without a base URL the export names them by path on the shop: the same pictures again.
    const byPath = await exportTo('paths.csv', null);
    expect(byPath).toContain('/uploads/mug-2-1200.webp');
    expect(await importFile('paths-again.csv', byPath, null)).toBe(0);
    expect(fetched).toEqual([]);
    expect(await picturesOf('MUG-1')).toEqual(pictures);
  });

  it('downloads a picture of the same name from anywhere else, and one the library does not have', async () => {
    fetched.length = 0;
    const elsewhere = 'https://other-shop.example/uploads/mug-1-1200.webp';
    const unknown = `${BASE_URL}/uploads/never-uploaded-1200.webp`;
    expect(await importFile('foreign.csv', `${HEADER}\nsimple,MUG-2,Other mug,1,9.00,"${elsewhere}, ${unknown}"\n`, BASE_URL)).toBe(0);
    expect(fetched).toEqual([elsewhere, unknown]);
    expect(await picturesOf('MUG-2')).not.toContain('mug-1');
  });
});
