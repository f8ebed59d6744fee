import type { Db } from '../../db/connect.ts';
import type { ProductImage } from '../../db/schema.ts';
import { filesOfImageAddress, libraryPicture, libraryPictureAt, type LibraryPicture } from '../media/library-pictures.ts';
import type { ImageChange, NewImage } from './product-editor.ts';

/** One picture of a product's new list as WooCommerce clients send it: a library id, else the address of an image the shop has. */
export interface WantedImage {
  id?: number | undefined;
  src?: string | undefined;
  alt?: string | undefined;
  /** WooCommerce's v2 order key; the list's own order when absent. */
  position?: number | undefined;
}

/** What one wanted picture turned out to be: a library picture, one the product shows already (by its address), or a refusal. */
export type FoundImage = { picture: Omit<LibraryPicture, 'id'> } | { field: 'id' | 'src'; problem: string };

const REASONS = {
  missing: 'names no image of the media library (image ids are the library’s, as wp/v2/media lists them)',
  not_ready: 'names a media library image whose sizes are not made yet; finish it (wp/v2/media/<id>/post-process) first',
  noneNamed: 'must give the id of a media library image, or the src of an image the shop has',
  address: 'must be the address of an image the shop has (new pictures are uploaded to wp/v2/media first)',
} as const;

/**
 * Looks each wanted picture up: `id` (not 0) names a library item, as WooCommerce's attachment id; with no
 * id, `src` names an image the shop serves, one the product shows first (a picture whose library item was
 * deleted is named so), else the library's.
 */
export async function findWantedImages(db: Db, wanted: readonly WantedImage[], current: readonly ProductImage[]): Promise<FoundImage[]> {
  const shown = new Map(current.map((image) => [image.file, image]));
  const found: FoundImage[] = [];
  for (const image of wanted) {
    if (image.id) {
      const lookup = await libraryPicture(db, image.id);
      found.push(lookup.ok ? { picture: lookup.picture } : { field: 'id', problem: REASONS[lookup.reason] });
      continue;
    }
    if (image.src === undefined) {
      found.push({ field: 'id', problem: REASONS.noneNamed });
      continue;
    }
    const row = filesOfImageAddress(image.src)
      .map((file) => shown.get(file))
      .find((candidate) => candidate !== undefined);
    if (row) {
      found.push({ picture: pictureOfRow(row) });
      continue;
    }
    const lookup = await libraryPictureAt(db, image.src);
    found.push(lookup.ok ? { picture: lookup.picture } : { field: 'src', problem: lookup.reason === 'not_ready' ? REASONS.not_ready : REASONS.address });
  }
  return found;
}

export type ImageListPlan = { ok: true; imageChanges: ImageChange[]; newImages: NewImage[] } | { ok: false; problems: { index: number; field: 'id' | 'src'; problem: string }[] };

/**
 * The product's images as the list asks, in its order (`position` first when given): a picture the product
 * shows already keeps its row, and its alt text unless one is sent; a new one shows the library's files with
 * the library's alt text (else `fallbackAlt`); the rows left out are removed.
 */
export function planImageList(current: readonly ProductImage[], wanted: readonly WantedImage[], found: readonly FoundImage[], fallbackAlt: string): ImageListPlan {
  const problems = found.flatMap((result, index) => ('problem' in result ? [{ index, field: result.field, problem: result.problem }] : []));
  if (problems.length > 0) return { ok: false, problems };
  const order = wanted.map((image, index) => ({ index, key: image.position ?? index })).sort((a, b) => a.key - b.key || a.index - b.index);
  const unused = [...current];
  const kept = new Map<number, { alt: string; position: number }>();
  const newImages: NewImage[] = [];
  order.forEach(({ index }, position) => {
    const result = found[index]!;
    const alt = wanted[index]!.alt?.trim().slice(0, 300);
    const { picture } = result as { picture: Omit<LibraryPicture, 'id'> };
    // The same picture listed twice is shown twice: each listing takes its own row.
    const rowIndex = unused.findIndex((image) => image.file === picture.file);
    if (rowIndex >= 0) {
      const [row] = unused.splice(rowIndex, 1);
      kept.set(row!.id, { alt: alt ?? row!.alt, position });
    } else {
      newImages.push({ file: picture.file, width: picture.width, height: picture.height, sizes: picture.sizes, alt: alt ?? (picture.alt || fallbackAlt), position });
    }
  });
  const imageChanges = current.map((image) => {
    const keep = kept.get(image.id);
    return { id: image.id, alt: keep?.alt ?? image.alt, position: keep?.position ?? image.position, remove: !keep };
  });
  return { ok: true, imageChanges, newImages };
}

/** A product's image row as a picture another row may show: the same files, sizes and alt text. */
export function pictureOfRow(image: ProductImage): NewImage {
  let sizes: unknown;
  try {
    sizes = JSON.parse(image.sizes);
  } catch {
    sizes = [];
  }
  return { file: image.file, width: image.width, height: image.height, sizes: Array.isArray(sizes) ? sizes.filter((width): width is number => Number.isInteger(width)) : [], alt: image.alt };
}
