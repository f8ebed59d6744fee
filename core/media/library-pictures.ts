import type { Kysely } from 'kysely';
import { boundChunks } from '../../db/bound-values.ts';
import type { Database, MediaItem, ProductImage } from '../../db/schema.ts';
import { isRowId } from '../shared/row-id.ts';
import { mediaAsProductImage } from './media-view.ts';

/**
 * A product's picture and the media library's item are one picture when they share a file stem (`media.file`
 * is unique), as a WooCommerce product image is its attachment. So an image has one public number, the
 * library's id (what wp/v2/media answers), in every API and form; a `product_images` row id is the product's
 * own bookkeeping and is never taken for an image's id.
 */

/** A library item as a product shows it: the same files (`<file>-<width>.webp`), the largest size's dimensions. */
export interface LibraryPicture {
  id: number;
  file: string;
  width: number;
  height: number;
  sizes: number[];
  alt: string;
}

/** The picture a library id names, or why there is none: no such item, or its sizes are not made yet. */
export type LibraryPictureLookup = { ok: true; picture: LibraryPicture } | { ok: false; reason: 'missing' | 'not_ready' };

function asLookup(item: MediaItem | undefined): LibraryPictureLookup {
  if (!item) return { ok: false, reason: 'missing' };
  const picture = mediaAsProductImage(item);
  return picture ? { ok: true, picture: { id: item.id, ...picture } } : { ok: false, reason: 'not_ready' };
}

/** The one way from an image id an API or a form sends to the files a product shows. */
export async function libraryPicture(db: Kysely<Database>, id: number): Promise<LibraryPictureLookup> {
  if (!isRowId(id)) return { ok: false, reason: 'missing' };
  return asLookup(await db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst());
}

/**
 * The file stems an address of a stored image may name, likeliest first: a size's `<file>-<width>.webp`,
 * or an original's `<file>.<ext>`. Whose host it is does not matter, as a client may know the shop by
 * another name.
 */
export function filesOfImageAddress(src: string): string[] {
  const name = /\/([^/?#]+)(?:[?#].*)?$/.exec(src)?.[1] ?? '';
  const sized = /^(.+)-\d{1,5}\.webp$/i.exec(name)?.[1];
  const original = /^(.+)\.(?:webp|jpe?g|png|gif|avif)$/i.exec(name)?.[1];
  return [...new Set([sized, original].filter((file): file is string => file !== undefined))];
}

/** The library's picture at an address of one of its files (`filesOfImageAddress`). */
export async function libraryPictureAt(db: Kysely<Database>, src: string): Promise<LibraryPictureLookup> {
  const files = filesOfImageAddress(src);
  if (files.length === 0) return { ok: false, reason: 'missing' };
  const items = await db.selectFrom('media').selectAll().where('file', 'in', files).execute();
  return asLookup(files.map((file) => items.find((item) => item.file === file)).find((item) => item !== undefined));
}

/** A product's image with its library id: null when its item was deleted from the library (the files stay while a product shows them). */
export type NumberedImage = ProductImage & { library_id: number | null };

/** The library ids of items with these file stems, read in as few queries as the bound values allow. */
export async function libraryIdsOfFiles(db: Kysely<Database>, files: Iterable<string>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of boundChunks([...new Set(files)], 1)) {
    for (const row of await db.selectFrom('media').select(['id', 'file']).where('file', 'in', part).execute()) ids.set(row.file, row.id);
  }
  return ids;
}

/** Product images numbered as the APIs number them: each with its library id. */
export async function withLibraryIds<T extends ProductImage>(db: Kysely<Database>, images: readonly T[]): Promise<(T & { library_id: number | null })[]> {
  const ids = await libraryIdsOfFiles(
    db,
    images.map((image) => image.file),
  );
  return images.map((image) => ({ ...image, library_id: ids.get(image.file) ?? null }));
}
