import { readFile, realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** A local image path that may not be read; `message` is written for the person whose file named it. */
export class LocalImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocalImageError';
  }
}

/** Whether `path` is `dir` itself or lies below it (both already absolute and normalised). */
function isInside(dir: string, path: string): boolean {
  const rest = relative(dir, path);
  return rest === '' || (rest !== '..' && !rest.startsWith(`..${sep}`) && !isAbsolute(rest));
}

/**
 * The real path of `ref` (relative to `dir`, or absolute) when it is a file inside `dir`. `..` is
 * judged before the file system is touched, so paths outside are refused without revealing whether
 * they exist; symbolic links are then followed (realpath) and must still end inside.
 */
export async function resolveInsideDir(dir: string, ref: string): Promise<string> {
  const root = await realpath(dir);
  const wanted = resolve(root, ref);
  if (!isInside(root, wanted)) throw new LocalImageError('outside the images directory');
  let real: string;
  try {
    real = await realpath(wanted);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') throw new LocalImageError('file not found');
    throw error;
  }
  if (!isInside(root, real)) throw new LocalImageError('outside the images directory (through a link)');
  return real;
}

/** Reads an image file from inside `dir`, refusing anything that is not a regular file or is larger than `maxBytes`. */
export async function readImageInside(dir: string, ref: string, maxBytes: number): Promise<Buffer> {
  const path = await resolveInsideDir(dir, ref);
  const info = await stat(path);
  if (!info.isFile()) throw new LocalImageError('not a file');
  if (info.size > maxBytes) throw new LocalImageError(`larger than ${Math.round(maxBytes / (1024 * 1024))} MB`);
  return readFile(path);
}
