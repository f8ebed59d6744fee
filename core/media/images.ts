import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';

/** Widths generated for every stored image, capped at the source width. */
export const IMAGE_WIDTHS = [300, 600, 900, 1200] as const;

/** Formats we accept as uploads; everything is re-encoded to WebP. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff', 'svg']);

/** 40 megapixels is plenty for a product photo and keeps a hostile file from exhausting memory. */
const MAX_INPUT_PIXELS = 40_000_000;

export type ImageErrorCode = 'not_an_image' | 'unsupported_format' | 'too_large' | 'empty';

/** A file that cannot become a product image; `message` is written for the person who uploaded it. */
export class ImageError extends Error {
  readonly code: ImageErrorCode;
  constructor(code: ImageErrorCode, message: string) {
    super(message);
    this.name = 'ImageError';
    this.code = code;
  }
}

export interface StoredImage {
  /** URL-safe stem; the files are `<file>-<width>.webp`. */
  file: string;
  /** Dimensions of the largest generated size. */
  width: number;
  height: number;
  /** Generated widths, ascending. */
  sizes: number[];
}

export interface StoreImageOptions {
  uploadsDir: string;
  /** A readable hint for the file name (product name, original file name); made URL-safe here. */
  stem: string;
}

/**
 * Re-encodes an uploaded image as WebP in responsive widths, without metadata (EXIF, GPS), oriented
 * upright. The file stem ends with a hash of the input, so it is unique per content and storing the
 * same bytes twice reuses the files already written. Throws `ImageError` for anything that is not an image.
 */
export async function storeImage(input: Buffer, options: StoreImageOptions): Promise<StoredImage> {
  const planned = await planImage(input, options.stem);
  return writeImageSizes(input, { uploadsDir: options.uploadsDir, file: planned.file });
}

/**
 * What `storeImage` writes for these bytes (file stem, sizes, dimensions), worked out from the header
 * alone: nothing is decoded or written, so rows can name an image before its files are drawn.
 */
export async function planImage(input: Buffer, stem: string): Promise<StoredImage> {
  if (input.length === 0) throw new ImageError('empty', 'The file is empty.');
  const { width: sourceWidth, height: sourceHeight } = await readDimensions(input);
  const sizes = responsiveWidths(sourceWidth);
  const largest = sizes.at(-1) ?? sourceWidth;
  const file = `${safeStem(stem)}-${createHash('sha256').update(input).digest('hex').slice(0, 12)}`;
  return { file, width: largest, height: scaledHeight(sourceWidth, sourceHeight, largest), sizes };
}

/** Whether every size of a stored image is on disk in `uploadsDir`. */
export function imageFilesExist(uploadsDir: string, image: Pick<StoredImage, 'file' | 'sizes'>): Promise<boolean> {
  return allExist(imageFileNames(image).map((name) => join(uploadsDir, name)));
}

/**
 * Writes the responsive WebP sizes of an image under a given stem (`<file>-<width>.webp`); sizes already
 * on disk are kept, so calling it again after a failure finishes the job. Throws `ImageError` when the
 * image cannot be read or decoded.
 */
export async function writeImageSizes(input: Buffer, options: { uploadsDir: string; file: string }): Promise<StoredImage> {
  const { width: sourceWidth, height: sourceHeight } = await readDimensions(input);
  const sizes = responsiveWidths(sourceWidth);
  const largest = sizes.at(-1) ?? sourceWidth;
  const { file } = options;
  await mkdir(options.uploadsDir, { recursive: true });

  const heightFor = (width: number) => scaledHeight(sourceWidth, sourceHeight, width);
  const paths = sizes.map((width) => join(options.uploadsDir, `${file}-${width}.webp`));
  if (!(await allExist(paths))) {
    const source = await decode(input);
    await Promise.all(sizes.map((width, index) => writeSize(source, width, heightFor(width), paths[index] as string)));
  }
  return { file, width: largest, height: heightFor(largest), sizes };
}

/** The format (sharp's name) and upright dimensions of an image; `ImageError` for anything else. */
export async function readImageInfo(input: Buffer): Promise<{ format: string; width: number; height: number }> {
  if (input.length === 0) throw new ImageError('empty', 'The file is empty.');
  return readDimensions(input);
}

/** The height of a size `width` wide, keeping the source's proportions. */
export function scaledHeight(sourceWidth: number, sourceHeight: number, width: number): number {
  return Math.max(1, Math.round((sourceHeight * width) / sourceWidth));
}

/** The widths to generate for a source this wide: the standard ones up to it, and at least one. */
export function responsiveWidths(sourceWidth: number): number[] {
  const capped = IMAGE_WIDTHS.map((width) => Math.min(width, sourceWidth));
  return [...new Set(capped)].filter((width) => width >= 1).sort((a, b) => a - b);
}

/** A lowercase, URL-safe file stem: letters, digits and single dashes, at most 48 characters. */
export function safeStem(text: string): string {
  const stem = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\.[a-z0-9]{2,5}$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return stem || 'image';
}

/** The files a stored image occupies (relative to the uploads directory), for clean-up. */
export function imageFileNames(image: Pick<StoredImage, 'file' | 'sizes'>): string[] {
  return image.sizes.map((width) => `${image.file}-${width}.webp`);
}

interface DecodedImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** Decodes once (upright, sRGB) so each size is a cheap resize of the same pixels. */
async function decode(input: Buffer): Promise<DecodedImage> {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels === 4 && isOpaque(data)) {
      return { data: dropAlpha(data), info: { width: info.width, height: info.height, channels: 3 } };
    }
    return { data, info: { width: info.width, height: info.height, channels: info.channels } };
  } catch {
    throw new ImageError('not_an_image', 'That image file is damaged or incomplete. Try exporting it again.');
  }
}

/** Whether every pixel of RGBA data is fully opaque (SVGs and many PNGs carry an alpha channel they do not use). */
function isOpaque(rgba: Buffer): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

/** RGBA → RGB: an opaque image encodes faster and smaller without its alpha channel. */
function dropAlpha(rgba: Buffer): Buffer {
  const rgb = Buffer.allocUnsafe((rgba.length / 4) * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    rgb[j] = rgba[i] as number;
    rgb[j + 1] = rgba[i + 1] as number;
    rgb[j + 2] = rgba[i + 2] as number;
  }
  return rgb;
}

/** Writes one size through a temporary name, so a half-written file is never mistaken for a finished one. */
async function writeSize(source: DecodedImage, width: number, height: number, path: string): Promise<void> {
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await sharp(source.data, { raw: source.info })
      .resize({ width, height, fit: 'fill' })
      .webp({ quality: 80, effort: 1 })
      .toFile(temporary);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function readDimensions(input: Buffer): Promise<{ format: string; width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new ImageError('not_an_image', 'That file is not an image we can read. Use a JPEG, PNG, WebP, GIF or AVIF file.');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new ImageError('unsupported_format', `Images in ${metadata.format ?? 'this'} format are not accepted. Use a JPEG, PNG, WebP, GIF or AVIF file.`);
  }
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) throw new ImageError('not_an_image', 'That file is not an image we can read. Use a JPEG, PNG, WebP, GIF or AVIF file.');
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ImageError('too_large', 'That image is too large. Use one of at most 40 megapixels.');
  }
  return { format: metadata.format, width, height };
}

async function allExist(paths: string[]): Promise<boolean> {
  try {
    await Promise.all(paths.map((path) => access(path)));
    return true;
  } catch {
    return false;
  }
}
