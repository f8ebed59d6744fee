import type { Db } from '../../db/connect.ts';
import type { ProductImage } from '../../db/schema.ts';
import { findMedia } from '../media/library.ts';
import { mediaAsProductImage } from '../media/media-view.ts';
import { isRowId } from '../shared/row-id.ts';
import type { NewImage } from './product-editor.ts';
import { CURRENT_IMAGE, NO_IMAGE } from './variation-image-choice.ts';

/**
 * A variation's image, as WooCommerce gives a variation one: a picture the shop already has (one of its
 * product's, or of the media library) is pointed at again, its files shared, never copied.
 */
export type VariationImageChange = { image: NewImage } | { remove: true };


/** Puts the variation's one image in place of those it had (in the caller's transaction). */
export async function replaceVariationImage(trx: Db, variationId: number, change: VariationImageChange): Promise<void> {
  await trx.deleteFrom('product_images').where('product_id', '=', variationId).execute();
  if ('remove' in change) return;
  const { image } = change;
  await trx
    .insertInto('product_images')
    .values({ product_id: variationId, position: 0, file: image.file, alt: image.alt, width: image.width, height: image.height, sizes: JSON.stringify(image.sizes) })
    .execute();
}

function asNewImage(image: ProductImage): NewImage {
  let sizes: unknown;
  try {
    sizes = JSON.parse(image.sizes);
  } catch {
    sizes = [];
  }
  return { file: image.file, width: image.width, height: image.height, sizes: Array.isArray(sizes) ? sizes.filter((width): width is number => Number.isInteger(width)) : [], alt: image.alt };
}

/** One of the product's own images, as a variation's. */
async function productImage(db: Db, productId: number, imageId: number): Promise<NewImage | undefined> {
  if (!isRowId(imageId)) return undefined;
  const image = await db.selectFrom('product_images').selectAll().where('id', '=', imageId).where('product_id', '=', productId).executeTakeFirst();
  return image ? asNewImage(image) : undefined;
}

/** A finished image of the media library, as a variation's. */
async function libraryImage(db: Db, mediaId: number): Promise<NewImage | undefined> {
  if (!isRowId(mediaId)) return undefined;
  const item = await findMedia(db, mediaId);
  return item ? mediaAsProductImage(item) : undefined;
}

/**
 * What the admin's image choice asks for: undefined keeps the image, else the change; null when the
 * chosen picture is gone (or not ready) or the choice is not one of the form's.
 */
export async function variationImageFromChoice(db: Db, productId: number, choice: string): Promise<VariationImageChange | undefined | null> {
  if (choice === CURRENT_IMAGE) return undefined;
  if (choice === NO_IMAGE) return { remove: true };
  const match = /^(product|media):(\d{1,9})$/.exec(choice);
  if (!match) return null;
  const image = match[1] === 'product' ? await productImage(db, productId, Number(match[2])) : await libraryImage(db, Number(match[2]));
  return image ? { image } : null;
}

/**
 * What wc/v3's `image: {id}` names, as WooCommerce clients send it: the variation's own image (kept),
 * one of its product's images, else a media library item. Null when it names none of them.
 */
export async function variationImageFromId(db: Db, productId: number, variationId: number | null, id: number): Promise<VariationImageChange | undefined | null> {
  if (!isRowId(id)) return null;
  if (variationId !== null && (await db.selectFrom('product_images').select('id').where('id', '=', id).where('product_id', '=', variationId).executeTakeFirst())) return undefined;
  const image = (await productImage(db, productId, id)) ?? (await libraryImage(db, id));
  return image ? { image } : null;
}

/**
 * What wc/v3's `image: {src}` names: an image the shop already serves (its product's, the variation's or
 * the media library's), found by its file in the address (`…/uploads/<file>-<width>.webp`). Null otherwise:
 * new pictures are uploaded to the media library first.
 */
export async function variationImageFromAddress(db: Db, productId: number, variationId: number | null, src: string): Promise<VariationImageChange | undefined | null> {
  const name = /\/([^/?#]+?)(?:-\d{1,5})?\.(?:webp|jpe?g|png|gif|avif)(?:[?#].*)?$/i.exec(src)?.[1];
  if (!name) return null;
  const owners = variationId === null ? [productId] : [productId, variationId];
  const image = await db.selectFrom('product_images').selectAll().where('file', '=', name).where('product_id', 'in', owners).orderBy('id').executeTakeFirst();
  if (image) return image.product_id === variationId ? undefined : { image: asNewImage(image) };
  const item = await db.selectFrom('media').selectAll().where('file', '=', name).orderBy('id').executeTakeFirst();
  const fromLibrary = item ? mediaAsProductImage(item) : undefined;
  return fromLibrary ? { image: fromLibrary } : null;
}
