import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PictureSize } from '../contract/theme/brand.ts';
import { mediaSizeHeight, mediaSizes, originalFileName } from './library.ts';

/** A generated size's file name: `<stem>-<width>.webp` (core/media/images.ts). */
const SIZE_FILE = /^([a-z0-9-]+)-(\d{1,5})\.webp$/;
/** An original's: `<stem>.<ext>`. */
const ORIGINAL_FILE = /^([a-z0-9-]+)\.([a-z0-9]{2,5})$/;

/**
 * The size of the media library's picture at `address` (a path under `uploadsUrl`: an original, or one
 * of its generated sizes); null for an address outside the library, or a file it does not know.
 */
export async function librarySizeAt(db: Kysely<Database>, uploadsUrl: string, address: string): Promise<PictureSize | null> {
  const prefix = `${uploadsUrl}/`;
  if (!address.startsWith(prefix)) return null;
  const name = address.slice(prefix.length).split(/[?#]/, 1)[0] ?? '';
  const sized = SIZE_FILE.exec(name);
  const original = ORIGINAL_FILE.exec(name);
  const stems = [sized?.[1], original?.[1]].filter((stem): stem is string => stem !== undefined);
  if (stems.length === 0) return null;
  const items = await db.selectFrom('media').select(['file', 'mime_type', 'original_file', 'width', 'height', 'sizes']).where('file', 'in', stems).execute();
  for (const item of items) {
    if (originalFileName(item) === name) return { width: item.width, height: item.height };
    const width = sized && item.file === sized[1] ? Number(sized[2]) : null;
    if (width !== null && mediaSizes(item).includes(width)) return { width, height: mediaSizeHeight(item, width) };
  }
  return null;
}
