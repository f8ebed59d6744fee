import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeImageSizes } from '../core/media/images.ts';
import { addPicturesToLibrary, completeMediaSizes, deleteMedia, listMedia, MAX_UPLOAD_BYTES, MediaError, originalFileName, storeMediaOriginal, type SizeGenerator } from '../core/media/library.ts';
import { mediaAsProductImage, mediaThumbnail } from '../core/media/media-view.ts';
import { addProductPicturesToLibrary } from '../db/migrations/061_media_for_product_images.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { jpeg, truncatedPng } from './fixtures/images.ts';

describe.each(DIALECTS)('the media library on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let uploadsDir: string;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'vitrine-media-'));
  });
  afterAll(() => rm(uploadsDir, { recursive: true, force: true }));

  const filesOf = async (stem: string) => (await readdir(uploadsDir)).filter((name) => name.startsWith(`${stem}.`) || name.startsWith(`${stem}-`)).sort();

  it('keeps the original as sent, then makes the sizes and marks the item complete', async () => {
    const bytes = await jpeg(1000, 500);
    const item = await storeMediaOriginal(database.db, uploadsDir, { bytes, fileName: 'Summer Hat.JPG', authorId: null });
    expect(item).toMatchObject({ state: 'original', mime_type: 'image/jpeg', width: 1000, height: 500, title: 'Summer Hat', original_name: 'Summer Hat.JPG', sizes: '[]' });
    expect(item.file).toMatch(/^summer-hat-[0-9a-f]{12}$/);
    expect(await filesOf(item.file)).toEqual([`${item.file}.jpg`]);

    const complete = await completeMediaSizes(database.db, uploadsDir, item);
    expect(complete).toMatchObject({ state: 'complete', sizes: '[300,600,900,1000]' });
    expect(await filesOf(item.file)).toEqual([`${item.file}-1000.webp`, `${item.file}-300.webp`, `${item.file}-600.webp`, `${item.file}-900.webp`, `${item.file}.jpg`]);
  });

  it('refuses what it cannot keep, writing nothing', async () => {
    const before = await readdir(uploadsDir);
    const refuse = (bytes: Buffer, fileName: string) => storeMediaOriginal(database.db, uploadsDir, { bytes, fileName, authorId: null });
    await expect(refuse(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'x.svg')).rejects.toMatchObject({ code: 'invalid_type' });
    await expect(refuse(Buffer.from('%PDF-1.4 not an image'), 'x.pdf')).rejects.toMatchObject({ code: 'invalid_type' });
    await expect(refuse(Buffer.alloc(0), 'x.png')).rejects.toMatchObject({ code: 'empty' });
    await expect(refuse(Buffer.alloc(MAX_UPLOAD_BYTES + 1), 'x.png')).rejects.toMatchObject({ code: 'too_big' });
    expect(await readdir(uploadsDir)).toEqual(before);
  });

  it('leaves an item whose pixels do not decode in the original state, and fails again when asked again', async () => {
    const item = await storeMediaOriginal(database.db, uploadsDir, { bytes: await truncatedPng(640, 480), fileName: 'cut.png', authorId: null });
    expect(item).toMatchObject({ mime_type: 'image/png', width: 640, height: 480 });
    for (let attempt = 0; attempt < 2; attempt++) {
      const failure = await completeMediaSizes(database.db, uploadsDir, item).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(MediaError);
      expect(failure).toMatchObject({ code: 'sizes_failed', message: expect.stringMatching(/stored, but its image sizes could not be made/) });
    }
    expect(await filesOf(item.file)).toEqual([`${item.file}.png`]);
    expect(await database.db.selectFrom('media').select('state').where('id', '=', item.id).executeTakeFirstOrThrow()).toEqual({ state: 'original' });
  });

  it('resumes after a passing failure, and does nothing more once complete', async () => {
    let calls = 0;
    const flaky: SizeGenerator = async (input, options) => {
      calls++;
      if (calls === 1) throw new Error('out of memory');
      return writeImageSizes(input, options);
    };
    const item = await storeMediaOriginal(database.db, uploadsDir, { bytes: await jpeg(500, 500), fileName: 'flaky.jpg', authorId: null });
    await expect(completeMediaSizes(database.db, uploadsDir, item, flaky)).rejects.toMatchObject({ code: 'sizes_failed' });
    const complete = await completeMediaSizes(database.db, uploadsDir, item, flaky);
    expect(complete).toMatchObject({ state: 'complete', sizes: '[300,500]' });
    expect(await completeMediaSizes(database.db, uploadsDir, complete, flaky)).toEqual(complete);
    expect(calls).toBe(2);
  });

  it('finds items by title or file name, newest first, a page at a time', async () => {
    const all = await listMedia(database.db, { page: 1, perPage: 100 });
    expect(all.total).toBe(all.items.length);
    expect(all.items.map((item) => item.id)).toEqual([...all.items.map((item) => item.id)].sort((a, b) => b - a));
    expect((await listMedia(database.db, { page: 1, perPage: 10, search: 'SUMMER' })).items.map((item) => item.title)).toEqual(['Summer Hat']);
    expect((await listMedia(database.db, { page: 1, perPage: 10, search: 'cut.png' })).total).toBe(1);
    expect((await listMedia(database.db, { page: 1, perPage: 10, search: '%' })).total).toBe(0);
    expect((await listMedia(database.db, { page: 1, perPage: 10, mediaType: 'video' })).total).toBe(0);
    expect((await listMedia(database.db, { page: 2, perPage: 1 })).items).toEqual([all.items[1]]);
  });

  it('makes each picture products show an item once, its largest size standing for the upload it never kept', async () => {
    const lamp = await insertProduct(database.db, { name: 'Brass lamp', created_at: '2025-03-01T10:00:00.000Z' });
    const shade = await insertProduct(database.db, { name: 'Lamp shade' });
    await database.db
      .insertInto('product_images')
      .values([
        { product_id: lamp, position: 0, file: 'brass-lamp-0a1b2c3d4e5f', alt: 'A brass lamp', width: 900, height: 600, sizes: '[300,600,900]' },
        { product_id: shade, position: 0, file: 'brass-lamp-0a1b2c3d4e5f', alt: 'Shade on the lamp', width: 900, height: 600, sizes: '[300,600,900]' },
        { product_id: shade, position: 1, file: 'shade-6f5e4d3c2b1a', alt: 'The shade alone', width: 600, height: 600, sizes: '[300,600]' },
      ])
      .execute();
    const before = (await listMedia(database.db, { page: 1, perPage: 100 })).total;
    // The migration's backfill, run twice: a picture with an item gets no second one.
    const migrationDb = database.db as unknown as Kysely<unknown>;
    await addProductPicturesToLibrary(migrationDb);
    await addProductPicturesToLibrary(migrationDb);
    const rows = await database.db.selectFrom('media').selectAll().where('file', 'in', ['brass-lamp-0a1b2c3d4e5f', 'shade-6f5e4d3c2b1a']).orderBy('file').execute();
    expect((await listMedia(database.db, { page: 1, perPage: 100 })).total).toBe(before + 2);
    expect(rows).toMatchObject([
      { file: 'brass-lamp-0a1b2c3d4e5f', title: 'Brass lamp', alt_text: 'A brass lamp', mime_type: 'image/webp', width: 900, height: 600, sizes: '[300,600,900]', state: 'complete', author_id: null, created_at: '2025-03-01T10:00:00.000Z', original_file: 'brass-lamp-0a1b2c3d4e5f-900.webp' },
      { file: 'shade-6f5e4d3c2b1a', title: 'Lamp shade', alt_text: 'The shade alone', original_file: 'shade-6f5e4d3c2b1a-600.webp' },
    ]);
    const [lampItem] = rows;
    if (!lampItem) throw new Error('no item');
    expect(originalFileName(lampItem)).toBe('brass-lamp-0a1b2c3d4e5f-900.webp');
    expect(mediaThumbnail(lampItem, '/uploads')).toEqual({ src: '/uploads/brass-lamp-0a1b2c3d4e5f-300.webp', width: 300, height: 200 });
    expect(mediaAsProductImage(lampItem)).toEqual({ file: 'brass-lamp-0a1b2c3d4e5f', width: 900, height: 600, sizes: [300, 600, 900], alt: 'A brass lamp' });

    // What a product's form writes next is added the same way; a file the library has is left as it is.
    await addPicturesToLibrary(database.db, [
      { file: 'shade-6f5e4d3c2b1a', width: 600, height: 600, sizes: [300, 600], alt: 'changed', title: 'Changed' },
      { file: 'stool-aabbccddeeff', width: 1200, height: 800, sizes: [300, 600, 900, 1200], alt: 'A stool', title: 'Oak stool' },
      { file: 'stool-aabbccddeeff', width: 1200, height: 800, sizes: [300, 600, 900, 1200], alt: 'A stool', title: 'Oak stool' },
    ]);
    expect(await database.db.selectFrom('media').select(['file', 'title', 'original_file']).where('file', 'in', ['shade-6f5e4d3c2b1a', 'stool-aabbccddeeff']).orderBy('file').execute()).toEqual([
      { file: 'shade-6f5e4d3c2b1a', title: 'Lamp shade', original_file: 'shade-6f5e4d3c2b1a-600.webp' },
      { file: 'stool-aabbccddeeff', title: 'Oak stool', original_file: 'stool-aabbccddeeff-1200.webp' },
    ]);
  });

  it('deletes an item with its files, except files a product still shows', async () => {
    const item = await completeMediaSizes(database.db, uploadsDir, await storeMediaOriginal(database.db, uploadsDir, { bytes: await jpeg(400, 300), fileName: 'gone.jpg', authorId: null }));
    expect(await filesOf(item.file)).toHaveLength(3);
    expect(await deleteMedia(database.db, uploadsDir, item.id)).toMatchObject({ id: item.id });
    expect(await filesOf(item.file)).toEqual([]);
    expect(await deleteMedia(database.db, uploadsDir, item.id)).toBeUndefined();

    const shown = await completeMediaSizes(database.db, uploadsDir, await storeMediaOriginal(database.db, uploadsDir, { bytes: await jpeg(400, 300), fileName: 'kept.jpg', authorId: null }));
    const productId = await insertProduct(database.db, { name: 'Uses the picture' });
    await database.db.insertInto('product_images').values({ product_id: productId, position: 0, file: shown.file, alt: '', width: 400, height: 300, sizes: '[300,400]' }).execute();
    await deleteMedia(database.db, uploadsDir, shown.id);
    expect(await filesOf(shown.file)).toHaveLength(3);
  });
});
