import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PictureSize } from '../contract/theme/brand.ts';
import type { ThemeOptions } from '../contract/theme/options.ts';
import { SITE_ICON_NAME, siteIconFiles } from '../contract/theme/site-icon.ts';
import { ImageError, readImageInfo } from '../media/images.ts';
import { completeMediaSizes, MediaError, originalFileName, storeMediaOriginal } from '../media/library.ts';
import { LIBRARY_FORMATS } from '../media/media-types.ts';
import { librarySizeAt } from '../media/picture-at.ts';
import { siteIconExists, writeSiteIcon } from '../media/site-icon.ts';
import type { BrandFormValues } from './theme-form-brand.ts';

/**
 * The Branding section's files: the logo goes into the media library by the library's own upload (one
 * path for every upload) and the form's logo address becomes the picture's; the site icon's files are
 * written (core/media/site-icon.ts) and the form names their set. Both happen before the rest of the form
 * is checked, so a message about another field loses neither: the form comes back with them in place.
 */
export interface UploadedFile {
  bytes: Buffer;
  /** The name the file had on the owner's computer. */
  name: string;
}

export interface BrandUploads {
  logo: UploadedFile | null;
  icon: UploadedFile | null;
}

export interface UploadsPlace {
  uploadsDir: string;
  /** Where the uploads directory is served (`/uploads`). */
  uploadsUrl: string;
}

export const LOGO_FILE_FIELD = 'brand.logo.file';
export const ICON_FILE_FIELD = 'brand.icon.file';

/** The form's values with the uploads in place, and what was wrong with them by field name. */
export async function storeBrandUploads(
  db: Kysely<Database>,
  place: UploadsPlace,
  uploads: BrandUploads,
  values: BrandFormValues,
  authorId: number | null,
): Promise<{ values: BrandFormValues; errors: Record<string, string> }> {
  const errors: Record<string, string> = {};
  const next = { ...values };
  if (uploads.logo) {
    try {
      const stored = await storeMediaOriginal(db, place.uploadsDir, { bytes: uploads.logo.bytes, fileName: uploads.logo.name, altText: values.logoAlt, authorId });
      // The sizes too, as for every upload: the library's grid and pickers show them.
      const item = await completeMediaSizes(db, place.uploadsDir, stored);
      // The original, as uploaded: a logo keeps its transparency and its sharpness at any height.
      next.logoUrl = `${place.uploadsUrl}/${originalFileName(item)}`;
      next.logoRemove = false;
    } catch (error) {
      if (!(error instanceof MediaError)) throw error;
      errors[LOGO_FILE_FIELD] = error.message;
    }
  }
  if (uploads.icon) {
    const written = await writeSiteIcon(place.uploadsDir, uploads.icon.bytes);
    if (written.ok) {
      next.icon = written.name;
      next.iconRemove = false;
    } else errors[ICON_FILE_FIELD] = written.message;
  } else if (!next.iconRemove && SITE_ICON_NAME.test(next.icon) && !(await siteIconExists(place.uploadsDir, siteIconFiles(next.icon)))) {
    errors[ICON_FILE_FIELD] = 'The site icon’s files were not found: upload the icon again.';
  }
  return { values: next, errors };
}

/**
 * The theme with its logo's own size: the library's picture's at that address, else (an outside
 * address) what was recorded for the same address before, else unknown.
 */
export async function withLogoSize(db: Kysely<Database>, uploadsUrl: string, theme: ThemeOptions, saved: Readonly<ThemeOptions>): Promise<ThemeOptions> {
  const { logo } = theme.brand;
  let intrinsic: PictureSize | null = null;
  if (logo.url !== null) {
    intrinsic = (await librarySizeAt(db, uploadsUrl, logo.url)) ?? (logo.url === saved.brand.logo.url ? saved.brand.logo.intrinsic : null);
  }
  return { ...theme, brand: { ...theme.brand, logo: { ...logo, intrinsic } } };
}

/** The largest logo file the preview shows before it is saved, written into the page itself. */
export const PREVIEW_LOGO_MAX_BYTES = 1024 * 1024;

/**
 * A chosen logo file as the preview shows it before anything is stored: the picture itself as a `data:`
 * address, with its size. Null for a file the library would not take, or one too large to write into a page.
 */
export async function previewLogo(file: UploadedFile | null): Promise<{ url: string; intrinsic: PictureSize } | null> {
  if (!file || file.bytes.length === 0 || file.bytes.length > PREVIEW_LOGO_MAX_BYTES) return null;
  try {
    const { format, width, height } = await readImageInfo(file.bytes);
    const accepted = LIBRARY_FORMATS[format];
    return accepted ? { url: `data:${accepted.mimeType};base64,${file.bytes.toString('base64')}`, intrinsic: { width, height } } : null;
  } catch (error) {
    if (error instanceof ImageError) return null;
    throw error;
  }
}
