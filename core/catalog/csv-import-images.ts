import type { Db } from '../../db/connect.ts';
import { libraryPictureAt } from '../media/library-pictures.ts';
import { readImageInside, resolveInsideDir } from '../media/local-images.ts';
import { fetchPublic, urlProblem } from '../net/public-fetch.ts';
import type { NewImage } from './product-editor.ts';
import { shown, type CsvProduct } from './csv-import-row.ts';

/** Remote images must arrive within this time; a slow host is a row warning, not a stuck import. */
export const IMAGE_FETCH_TIMEOUT_MS = 10_000;
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** Enough for a CDN's http → https → canonical host; more is a loop or a trick. */
const MAX_IMAGE_REDIRECTS = 3;

export type StoreImageFn = (input: Buffer, options: { uploadsDir: string; stem: string }) => Promise<Omit<NewImage, 'alt'>>;

/** Where a row's images may come from and where they go. */
export interface ImageOptions {
  /**
   * The only directory local image paths may point into (relative paths are relative to it). Without
   * it local paths are refused: a file from elsewhere must not be able to read the server's files.
   */
  imagesDir?: string | null;
  uploadsDir: string;
  storeImage: StoreImageFn;
  /** Downloads an image URL that passed the scheme check (default: `fetchImage`, public addresses only). */
  fetchImage?: (url: string) => Promise<Buffer>;
  /** Images read before a batch's transaction began (so no write lock waits on the network), by reference. */
  prefetched?: ReadonlyMap<string, Buffer | Error>;
  /** The shop's own picture at a reference, if it names one (`ownPictureFinder`): used as it is, not read again. */
  ownPicture?: (ref: string) => Promise<StoredPicture | null>;
}

type StoredPicture = Omit<NewImage, 'alt' | 'position'>;

/**
 * The shop's own media library pictures at their addresses under `uploadsUrls` (the shop's export writes
 * them so, absolute under `store.baseUrl`, else as `/uploads/…` paths): a file the shop exported and
 * imports again keeps its pictures instead of downloading and storing each a second time. An address
 * elsewhere, even of a file with the same name, is another picture.
 */
export function ownPictureFinder(db: Db, uploadsUrls: readonly string[]): (ref: string) => Promise<StoredPicture | null> {
  const bases = [...new Set(uploadsUrls)].map((url) => `${url.replace(/\/+$/, '')}/`);
  const found = new Map<string, Promise<StoredPicture | null>>();
  return (ref) => {
    if (!bases.some((base) => ref.startsWith(base) && !ref.slice(base.length).includes('/'))) return Promise.resolve(null);
    let lookup = found.get(ref);
    if (!lookup) {
      lookup = libraryPictureAt(db, ref).then((result) => (result.ok ? { file: result.picture.file, width: result.picture.width, height: result.picture.height, sizes: result.picture.sizes } : null));
      found.set(ref, lookup);
    }
    return lookup;
  };
}

/** A refused image reference; the message says why, for the person whose file named it. */
class ImageRefusedError extends Error {}

type ImageSource = { kind: 'remote'; url: string } | { kind: 'local'; path: string; imagesDir: string };

/** Where an image reference points, when it may be read at all: an http(s) URL, or a path inside the images directory. */
function imageSource(ref: string, options: ImageOptions): ImageSource {
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) {
    let url: URL;
    try {
      url = new URL(ref);
    } catch {
      throw new ImageRefusedError('not a valid address');
    }
    const problem = urlProblem(url);
    if (problem) throw new ImageRefusedError(problem);
    return { kind: 'remote', url: url.href };
  }
  if (!options.imagesDir) throw new ImageRefusedError('local paths are read only from the images directory, and none was given (--images-dir)');
  return { kind: 'local', path: ref, imagesDir: options.imagesDir };
}

/** What a dry run can check without downloading: the reference, and that a local file is there. */
export async function checkImage(ref: string, options: ImageOptions): Promise<void> {
  if (await options.ownPicture?.(ref)) return;
  const source = imageSource(ref, options);
  if (source.kind === 'local') await resolveInsideDir(source.imagesDir, source.path);
}

async function readImage(ref: string, options: ImageOptions): Promise<Buffer> {
  const prefetched = options.prefetched?.get(ref);
  if (prefetched instanceof Error) throw prefetched;
  if (prefetched) return prefetched;
  const source = imageSource(ref, options);
  if (source.kind === 'local') return readImageInside(source.imagesDir, source.path, MAX_IMAGE_BYTES);
  return (options.fetchImage ?? fetchImage)(source.url);
}

/** Reads (downloads or opens) the images a batch of rows names, each once; a failure is kept to be reported by its row. */
export async function prefetchImages(refs: Iterable<string>, options: ImageOptions): Promise<Map<string, Buffer | Error>> {
  const read = new Map<string, Buffer | Error>();
  for (const ref of refs) {
    if (read.has(ref) || (await options.ownPicture?.(ref))) continue;
    read.set(ref, await readImage(ref, options).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))));
  }
  return read;
}

export async function loadImages(product: CsvProduct, options: ImageOptions, warnings: string[]): Promise<NewImage[]> {
  const images: NewImage[] = [];
  for (const ref of product.images) {
    try {
      const own = await options.ownPicture?.(ref);
      if (own) {
        images.push({ ...own, alt: product.name });
        continue;
      }
      const input = await readImage(ref, options);
      const stored = await options.storeImage(input, { uploadsDir: options.uploadsDir, stem: product.slug || 'product' });
      images.push({ ...stored, alt: product.name });
    } catch (error) {
      warnings.push(`${product.label}: image '${shown(ref)}' was not imported (${(error as Error).message})`);
    }
  }
  return images;
}

/** Downloads an image from a public address, with a time limit, a size cap and checked redirects. */
export function fetchImage(url: string): Promise<Buffer> {
  return fetchPublic(url, { timeoutMs: IMAGE_FETCH_TIMEOUT_MS, maxBytes: MAX_IMAGE_BYTES, maxRedirects: MAX_IMAGE_REDIRECTS, accept: 'image/*' });
}
