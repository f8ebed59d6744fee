import type { Db } from '../../db/connect.ts';
import { filesOfImageAddress, libraryPicture, libraryPictureAt, type LibraryPicture } from '../media/library-pictures.ts';
import { isRowId } from '../shared/row-id.ts';
import type { NewImage } from './product-editor.ts';
import { pictureOfRow } from './product-image-list.ts';
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

/** One of the product's own images, as a variation's. */
async function productImage(db: Db, productId: number, imageId: number): Promise<NewImage | undefined> {
  if (!isRowId(imageId)) return undefined;
  const image = await db.selectFrom('product_images').selectAll().where('id', '=', imageId).where('product_id', '=', productId).executeTakeFirst();
  return image ? pictureOfRow(image) : undefined;
}

/** A library picture without its id, as a row takes it. */
function asNewImage(picture: LibraryPicture): NewImage {
  return { file: picture.file, width: picture.width, height: picture.height, sizes: picture.sizes, alt: picture.alt };
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
  if (match[1] === 'product') {
    const image = await productImage(db, productId, Number(match[2]));
    return image ? { image } : null;
  }
  const found = await libraryPicture(db, Number(match[2]));
  return found.ok ? { image: asNewImage(found.picture) } : null;
}

/**
 * What wc/v3's `image: {id}` names, as WooCommerce clients send it: a media library item (its attachment
 * id). Undefined when it is the variation's image already (kept as it is); one its product shows comes with
 * the product's alt text; null when it names no finished library item.
 */
export async function variationImageFromId(db: Db, productId: number, variationId: number | null, id: number): Promise<VariationImageChange | undefined | null> {
  const found = await libraryPicture(db, id);
  if (!found.ok) return null;
  const owners = variationId === null ? [productId] : [productId, variationId];
  const shown = await db.selectFrom('product_images').selectAll().where('file', '=', found.picture.file).where('product_id', 'in', owners).orderBy('id').execute();
  if (shown.some((image) => image.product_id === variationId)) return undefined;
  return { image: shown[0] ? pictureOfRow(shown[0]) : asNewImage(found.picture) };
}

/**
 * What wc/v3's `image: {src}` names: an image the shop already serves (its product's, the variation's or
 * the media library's), found by its file in the address (`…/uploads/<file>-<width>.webp`). Null otherwise:
 * new pictures are uploaded to the media library first.
 */
export async function variationImageFromAddress(db: Db, productId: number, variationId: number | null, src: string): Promise<VariationImageChange | undefined | null> {
  const files = filesOfImageAddress(src);
  if (files.length === 0) return null;
  const owners = variationId === null ? [productId] : [productId, variationId];
  const shown = await db.selectFrom('product_images').selectAll().where('file', 'in', files).where('product_id', 'in', owners).orderBy('id').execute();
  if (shown.some((row) => row.product_id === variationId)) return undefined;
  const image = files.map((file) => shown.find((row) => row.file === file)).find((row) => row !== undefined);
  if (image) return { image: pictureOfRow(image) };
  const found = await libraryPictureAt(db, src);
  return found.ok ? { image: asNewImage(found.picture) } : null;
}
