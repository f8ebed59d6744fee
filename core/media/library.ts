import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { writeFileWhole } from '../shared/write-whole.ts';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database, MediaItem } from '../../db/schema.ts';
import { readPage, whereSearched } from '../shared/paged-query.ts';
import { nowIso } from '../shared/time.ts';
import { LIBRARY_FORMATS } from './media-types.ts';
import { ImageError, imageFileNames, readImageInfo, responsiveWidths, safeStem, scaledHeight, writeImageSizes, type StoredImage } from './images.ts';
import { isRowId } from '../shared/row-id.ts';
import { touchContentVersion } from '../settings/settings.ts';

/** The largest file the library takes (WordPress's `fileupload_maxk`, here 10 MiB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type MediaErrorCode = 'invalid_type' | 'too_big' | 'empty' | 'sizes_failed';

/** Why an upload or its sizes failed; `message` is written for the person who uploaded the file. */
export class MediaError extends Error {
  readonly code: MediaErrorCode;
  constructor(code: MediaErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MediaError';
    this.code = code;
  }
}

export interface MediaUpload {
  bytes: Buffer;
  /** The name the file had on the uploader's computer. */
  fileName: string;
  title?: string | undefined;
  altText?: string | undefined;
  caption?: string | undefined;
  authorId: number | null;
}

/** Makes the responsive sizes of an image under a stem: `writeImageSizes`, or a stand-in in a unit test. */
export type SizeGenerator = (input: Buffer, options: { uploadsDir: string; file: string }) => Promise<StoredImage>;

/** The original's file name under the uploads directory (for a picture whose upload was not kept, the file standing for it). */
export function originalFileName(item: Pick<MediaItem, 'file' | 'mime_type' | 'original_file'>): string {
  if (item.original_file) return item.original_file;
  const format = Object.values(LIBRARY_FORMATS).find((candidate) => candidate.mimeType === item.mime_type);
  return `${item.file}.${format?.extension ?? 'bin'}`;
}

/** A picture the shop wrote the sizes of without keeping its upload (`storeImage`): a product's, from its form, an import or the demo. */
export interface SizedPicture {
  file: string;
  /** The largest size's. */
  width: number;
  height: number;
  sizes: readonly number[];
  alt: string;
  /** What the library calls it; the file's stem when empty. */
  title?: string | undefined;
}

/**
 * Makes each picture an item of the library, as every product image is a WordPress attachment: its largest
 * size stands for the original that was not kept. A picture already there (taken from the library, or
 * shown by another product) is left as it is. In the caller's transaction, beside the product's rows.
 */
export async function addPicturesToLibrary(db: Kysely<Database>, pictures: readonly SizedPicture[], at: string = nowIso()): Promise<void> {
  const byFile = new Map(pictures.map((picture) => [picture.file, picture]));
  if (byFile.size === 0) return;
  await db
    .insertInto('media')
    .values(
      [...byFile.values()].map((picture) => {
        const full = `${picture.file}-${picture.width}.webp`;
        return {
          file: picture.file,
          original_name: full,
          mime_type: 'image/webp',
          title: plainLine(picture.title ?? '').slice(0, 200) || picture.file,
          alt_text: plainLine(picture.alt).slice(0, 300),
          caption: '',
          width: picture.width,
          height: picture.height,
          sizes: JSON.stringify(picture.sizes),
          state: 'complete' as const,
          author_id: null,
          created_at: at,
          original_file: full,
        };
      }),
    )
    .onConflict((conflict) => conflict.column('file').doNothing())
    .execute();
}

/** The generated widths of an item, ascending. */
export function mediaSizes(item: Pick<MediaItem, 'sizes'>): number[] {
  const parsed: unknown = JSON.parse(item.sizes);
  return Array.isArray(parsed) ? parsed.filter((width): width is number => typeof width === 'number') : [];
}

/** The height of one generated width of an item. */
export function mediaSizeHeight(item: Pick<MediaItem, 'width' | 'height'>, width: number): number {
  return scaledHeight(item.width, item.height, width);
}

/** One line of text as stored: control characters become spaces, runs of space one, ends trimmed. */
export function plainLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Checks an upload and keeps its original, unchanged, under a new unique stem, with a row in the
 * 'original' state; the sizes come after (`completeMediaSizes`), so a failure there loses nothing.
 * Throws `MediaError` for an empty, oversized or refused file; nothing is written then.
 */
export async function storeMediaOriginal(db: Kysely<Database>, uploadsDir: string, upload: MediaUpload): Promise<MediaItem> {
  if (upload.bytes.length === 0) throw new MediaError('empty', 'The file is empty.');
  if (upload.bytes.length > MAX_UPLOAD_BYTES) throw tooBig();
  let info: { format: string; width: number; height: number };
  try {
    info = await readImageInfo(upload.bytes);
  } catch (error) {
    if (error instanceof ImageError) throw new MediaError('invalid_type', `Sorry, you are not allowed to upload this file type. ${error.message}`);
    throw error;
  }
  const format = LIBRARY_FORMATS[info.format];
  if (!format) throw new MediaError('invalid_type', 'Sorry, you are not allowed to upload this file type. Use a JPEG, PNG, WebP, GIF or AVIF image.');

  // A random suffix: two uploads of the same bytes are two items, each deleted without touching the other.
  const file = `${safeStem(upload.fileName)}-${randomBytes(6).toString('hex')}`;
  const original = join(uploadsDir, `${file}.${format.extension}`);
  await mkdir(uploadsDir, { recursive: true });
  await writeFileWhole(original, upload.bytes);
  try {
    return await db
      .insertInto('media')
      .values({
        file,
        original_name: plainLine(upload.fileName).slice(0, 255) || `${file}.${format.extension}`,
        mime_type: format.mimeType,
        title: plainLine(upload.title ?? '') || defaultTitle(upload.fileName),
        alt_text: plainLine(upload.altText ?? ''),
        caption: plainLine(upload.caption ?? ''),
        width: info.width,
        height: info.height,
        sizes: '[]',
        state: 'original',
        author_id: upload.authorId,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    await rm(original, { force: true });
    throw error;
  }
}

/**
 * Makes the sub-sizes of an item from its original and marks it complete. Idempotent: a complete item
 * is returned as it is, and sizes already written are kept. Throws `MediaError('sizes_failed')`,
 * leaving the item in the 'original' state, when the image cannot be processed.
 */
export async function completeMediaSizes(db: Kysely<Database>, uploadsDir: string, item: MediaItem, generate: SizeGenerator = writeImageSizes): Promise<MediaItem> {
  if (item.state === 'complete') return item;
  let stored: StoredImage;
  try {
    const original = await readFile(join(uploadsDir, originalFileName(item)));
    stored = await generate(original, { uploadsDir, file: item.file });
  } catch (error) {
    const reason = error instanceof ImageError ? error.message : 'The image could not be processed.';
    throw new MediaError('sizes_failed', `The file was stored, but its image sizes could not be made. ${reason}`, { cause: error });
  }
  const updated = await db
    .updateTable('media')
    .set({ sizes: JSON.stringify(stored.sizes), state: 'complete' })
    .where('id', '=', item.id)
    .returningAll()
    .executeTakeFirst();
  return updated ?? { ...item, sizes: JSON.stringify(stored.sizes), state: 'complete' };
}

export async function findMedia(db: Kysely<Database>, id: number): Promise<MediaItem | undefined> {
  if (!isRowId(id)) return undefined;
  return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface MediaListQuery {
  page: number;
  perPage: number;
  search?: string | undefined;
  /** WordPress's media types; everything here is an 'image'. */
  mediaType?: string | undefined;
  mimeType?: string | undefined;
}

/** A page of the library, newest first, with the total for paging. */
export async function listMedia(db: Kysely<Database>, query: MediaListQuery): Promise<{ items: MediaItem[]; total: number }> {
  if (query.mediaType !== undefined && query.mediaType !== 'image') return { items: [], total: 0 };
  // The whole search the REST API took (its own limit), not cut to the admin lists' length.
  let base = whereSearched(db.selectFrom('media'), query.search, [sql`title`, sql`original_name`], { maxLength: Number.POSITIVE_INFINITY });
  if (query.mimeType) base = base.where('mime_type', '=', query.mimeType);
  const { rows, total } = await readPage(base, (filtered) => filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), query);
  return { items: rows, total };
}

export interface MediaChanges {
  title?: string | undefined;
  altText?: string | undefined;
  caption?: string | undefined;
}

/** Changes the texts of an item; undefined when there is no such item. */
export async function updateMedia(db: Kysely<Database>, id: number, changes: MediaChanges): Promise<MediaItem | undefined> {
  if (!isRowId(id)) return undefined;
  const set: { title?: string; alt_text?: string; caption?: string } = {};
  if (changes.title !== undefined) set.title = plainLine(changes.title);
  if (changes.altText !== undefined) set.alt_text = plainLine(changes.altText);
  if (changes.caption !== undefined) set.caption = plainLine(changes.caption);
  if (Object.keys(set).length === 0) return findMedia(db, id);
  return db.updateTable('media').set(set).where('id', '=', id).returningAll().executeTakeFirst();
}

/**
 * Deletes an item and its files (original and sizes). Files a product image still shows (a product that
 * took its picture from the library) stay on disk. Returns the deleted row, or undefined.
 */
export async function deleteMedia(db: Kysely<Database>, uploadsDir: string, id: number): Promise<MediaItem | undefined> {
  if (!isRowId(id)) return undefined;
  const { deleted, stillShown } = await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('media').where('id', '=', id).returningAll().executeTakeFirst();
    if (!row) return { deleted: undefined, stillShown: false };
    const used = await trx.selectFrom('product_images').select('id').where('file', '=', row.file).limit(1).executeTakeFirst();
    // The products showing it no longer number that picture by this id: what was read of them is stale.
    if (used) await touchContentVersion(trx);
    return { deleted: row, stillShown: used !== undefined };
  });
  if (deleted && !stillShown) await removeMediaFiles(uploadsDir, deleted);
  return deleted;
}

/** Every file an item may have written, sizes from the standard widths included (a half-finished generation). */
async function removeMediaFiles(uploadsDir: string, item: MediaItem): Promise<void> {
  const widths = new Set([...mediaSizes(item), ...responsiveWidths(item.width)]);
  const names = [originalFileName(item), ...imageFileNames({ file: item.file, sizes: [...widths] })];
  await Promise.all(names.map((name) => rm(join(uploadsDir, name), { force: true })));
}

function defaultTitle(fileName: string): string {
  return plainLine(fileName.replace(/\.[^.]+$/, '')).slice(0, 200) || 'Image';
}

function tooBig(): MediaError {
  return new MediaError('too_big', `This file is too big. Files must be less than ${MAX_UPLOAD_BYTES / 1024} KB in size.`);
}
