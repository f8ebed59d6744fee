import type { MediaItem } from '../../db/schema.ts';
import { mediaSizeHeight, mediaSizes, originalFileName } from './library.ts';

/** The smallest picture of an item for a grid or a picker: its smallest size, or the original until the sizes exist. */
export function mediaThumbnail(item: MediaItem, uploadsUrl: string): { src: string; width: number; height: number } {
  const smallest = item.state === 'complete' ? mediaSizes(item)[0] : undefined;
  if (smallest === undefined) return { src: `${uploadsUrl}/${originalFileName(item)}`, width: item.width, height: item.height };
  return { src: `${uploadsUrl}/${item.file}-${smallest}.webp`, width: smallest, height: mediaSizeHeight(item, smallest) };
}

/**
 * A library item as a product image: the same files (`<file>-<width>.webp`), the largest size's
 * dimensions. Undefined until the sizes exist, as a product shows only the sizes.
 */
export function mediaAsProductImage(item: MediaItem): { file: string; width: number; height: number; sizes: number[]; alt: string } | undefined {
  const sizes = mediaSizes(item);
  const largest = sizes.at(-1);
  if (item.state !== 'complete' || largest === undefined) return undefined;
  return { file: item.file, width: largest, height: mediaSizeHeight(item, largest), sizes, alt: item.alt_text };
}
