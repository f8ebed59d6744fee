import { createHash } from 'node:crypto';
import { access, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { SITE_ICON_DIR, siteIconFiles, type SiteIcon } from '../contract/theme/site-icon.ts';
import { icoFromPngs } from './ico.ts';
import { writeFileWhole } from '../shared/write-whole.ts';
import { ImageError, readImageInfo } from './images.ts';
import { MAX_UPLOAD_BYTES } from './library.ts';

/** The smallest side a site icon's upload may have: the largest file made from it (the web app's). */
export const SITE_ICON_MIN_PX = 512;
/** What an icon is made from: pictures without scripts or animation. */
const ICON_FORMATS = new Set(['png', 'jpeg', 'webp']);
const ICON_TYPES = 'Use a PNG, JPEG or WebP image.';
const ICO_SIZES = [16, 32, 48];
/** iOS shows transparency on its home screen as black: the touch icon gets this background instead. */
const TOUCH_BACKGROUND = '#ffffff';
/** The site icon's upload is a picture like the library's, with the same limits. */
const MAX_INPUT_PIXELS = 40_000_000;

export type SiteIconResult = { ok: true; name: string; icon: SiteIcon } | { ok: false; message: string };

const refused = (message: string): SiteIconResult => ({ ok: false, message });

/**
 * Makes the site icon's files from one upload (PNG, JPEG or WebP, at least 512 px on its shorter side;
 * another shape is cropped to its centre square): favicon.ico (16, 32, 48), a 32 px PNG, the 180 px
 * touch icon and the 192 and 512 px PNGs. Files already there for the same bytes are kept. A refused
 * upload is a value with the reason, for the person who chose the file; nothing is written then.
 */
export async function writeSiteIcon(uploadsDir: string, bytes: Buffer): Promise<SiteIconResult> {
  if (bytes.length === 0) return refused('The file is empty.');
  if (bytes.length > MAX_UPLOAD_BYTES) return refused(`This file is too big. Files must be less than ${MAX_UPLOAD_BYTES / 1024} KB in size.`);
  let info: { format: string; width: number; height: number };
  try {
    info = await readImageInfo(bytes);
  } catch (error) {
    if (error instanceof ImageError) return refused(error.code === 'too_large' ? error.message : `That file is not an image the site icon can be made from. ${ICON_TYPES}`);
    throw error;
  }
  if (!ICON_FORMATS.has(info.format)) return refused(`Images in ${info.format.toUpperCase()} format cannot be a site icon. ${ICON_TYPES}`);
  if (Math.min(info.width, info.height) < SITE_ICON_MIN_PX) {
    return refused(`This image is ${info.width} × ${info.height} pixels; the site icon needs at least ${SITE_ICON_MIN_PX} × ${SITE_ICON_MIN_PX}.`);
  }
  const name = `site-icon-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`;
  const icon = siteIconFiles(name);
  if (await allExist(uploadsDir, Object.values(icon))) return { ok: true, name, icon };

  let square: Buffer;
  try {
    square = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(SITE_ICON_MIN_PX, SITE_ICON_MIN_PX, { fit: 'cover', position: 'centre' })
      .toColourspace('srgb')
      .png()
      .toBuffer();
  } catch {
    return refused('That image file is damaged or incomplete. Try exporting it again.');
  }
  const png = (size: number, background?: string) => {
    const resized = sharp(square).resize(size, size);
    return (background ? resized.flatten({ background }) : resized).png({ compressionLevel: 9 }).toBuffer();
  };
  const [ico, png32, appleTouch, png192] = await Promise.all([
    Promise.all(ICO_SIZES.map(async (size) => ({ size, png: await png(size) }))).then(icoFromPngs),
    png(32),
    png(180, TOUCH_BACKGROUND),
    png(192),
  ]);
  await mkdir(join(uploadsDir, SITE_ICON_DIR), { recursive: true });
  const contents: Record<keyof SiteIcon, Buffer> = { ico, png32, appleTouch, png192, png512: square };
  await Promise.all((Object.keys(contents) as (keyof SiteIcon)[]).map((role) => writeFileWhole(join(uploadsDir, icon[role]), contents[role])));
  return { ok: true, name, icon };
}

/** Whether the set's files are all in `uploadsDir` (a set named in a form must have been written first). */
export function siteIconExists(uploadsDir: string, icon: SiteIcon): Promise<boolean> {
  return allExist(uploadsDir, Object.values(icon));
}

/**
 * Removes the files of the set the shop showed before, once the theme saved shows another or none (a new
 * icon is a new address, so nothing links the old files any more). The set in use is never removed.
 */
export async function removeReplacedSiteIcon(uploadsDir: string, before: SiteIcon | null, now: SiteIcon | null): Promise<void> {
  if (!before || before.ico === now?.ico) return;
  await Promise.all(Object.values(before).map((path) => rm(join(uploadsDir, path), { force: true })));
}

async function allExist(uploadsDir: string, paths: string[]): Promise<boolean> {
  try {
    await Promise.all(paths.map((path) => access(join(uploadsDir, path))));
    return true;
  } catch {
    return false;
  }
}
