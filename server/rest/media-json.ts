import type { MediaItem } from '../../db/schema.ts';
import { responsiveWidths } from '../../core/media/images.ts';
import { mediaSizeHeight, mediaSizes, originalFileName } from '../../core/media/library.ts';

export type MediaContext = 'view' | 'edit' | 'embed';

export interface MediaSizeJson {
  file: string;
  width: number;
  height: number;
  mime_type: string;
  source_url: string;
}

/** WordPress's attachment JSON (wp/v2/media); the raw texts only in the `edit` context, as WordPress does. */
export interface AttachmentJson {
  id: number;
  date: string;
  date_gmt: string;
  guid: { rendered: string; raw?: string };
  modified: string;
  modified_gmt: string;
  slug: string;
  status: 'inherit';
  type: 'attachment';
  link: string;
  title: { rendered: string; raw?: string };
  author: number;
  caption: { rendered: string; raw?: string };
  alt_text: string;
  media_type: 'image';
  mime_type: string;
  media_details: { width: number; height: number; file: string; filesize?: number; sizes: Record<string, MediaSizeJson> };
  source_url: string;
  missing_image_sizes?: string[];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');

/** The name of a generated size in `media_details.sizes`: its width (`w600`); the original is `full`, as in WordPress. */
export const sizeName = (width: number) => `w${width}`;

/** WordPress's date without a zone (`2026-11-26T11:52:16`), here always UTC. */
const wpDate = (iso: string) => iso.slice(0, 19);

export function attachmentJson(item: MediaItem, options: { uploadsOrigin: string; context: MediaContext }): AttachmentJson {
  const url = (name: string) => `${options.uploadsOrigin}/${encodeURIComponent(name)}`;
  const original = originalFileName(item);
  const sizes: Record<string, MediaSizeJson> = {};
  // Sizes are listed only once all are written: a half-made set is never offered to a page.
  if (item.state === 'complete') {
    for (const width of mediaSizes(item)) {
      const file = `${item.file}-${width}.webp`;
      sizes[sizeName(width)] = { file, width, height: mediaSizeHeight(item, width), mime_type: 'image/webp', source_url: url(file) };
    }
  }
  sizes.full = { file: original, width: item.width, height: item.height, mime_type: item.mime_type, source_url: url(original) };
  const edit = options.context === 'edit';
  const date = wpDate(item.created_at);
  return {
    id: item.id,
    date,
    date_gmt: date,
    guid: { rendered: url(original), ...(edit ? { raw: url(original) } : {}) },
    modified: date,
    modified_gmt: date,
    slug: item.file,
    status: 'inherit',
    type: 'attachment',
    link: url(original),
    title: { rendered: escapeHtml(item.title), ...(edit ? { raw: item.title } : {}) },
    author: item.author_id ?? 0,
    caption: { rendered: item.caption ? `<p>${escapeHtml(item.caption)}</p>\n` : '', ...(edit ? { raw: item.caption } : {}) },
    alt_text: item.alt_text,
    media_type: 'image',
    mime_type: item.mime_type,
    media_details: { width: item.width, height: item.height, file: original, sizes },
    source_url: url(original),
    ...(edit ? { missing_image_sizes: item.state === 'complete' ? [] : responsiveWidths(item.width).map(sizeName) } : {}),
  };
}
