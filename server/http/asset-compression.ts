import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import { negotiateEncoding } from './content-encoding.ts';

/**
 * Hashed build assets never change, so each is compressed once, at the strongest settings (brotli 11
 * is about 14% smaller than the per-request level for the app bundle), and served from memory. The
 * build writes `<asset>.br` and `<asset>.gz` (scripts/vite/precompressed-assets.ts), which are read as
 * they are; an asset without them (a build made without that step) is compressed on its first request.
 * Requests that accept neither encoding fall through to the static files.
 */

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};
const SAFE_NAME = /^[\w.-]+$/;
const MAX_FILE_BYTES = 4 * 1024 * 1024;
/** A build has a few dozen assets; the bound only guards against a directory that is not a build. */
const MAX_FILES = 500;

interface Encoded {
  br: Buffer;
  gzip: Buffer;
}

interface Compressed extends Encoded {
  type: string;
}

/** Whether a file name is one of the kinds of asset served compressed (`x.js.br` is not). */
export function isCompressibleAsset(name: string): boolean {
  return TYPES[extname(name)] !== undefined;
}

/** Brotli 11 (sized to the file) and gzip 9: the same bytes whether the build or the fallback here makes them. */
export async function compressAsset(source: Buffer): Promise<Encoded> {
  const [br, gz] = await Promise.all([
    brotliAsync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
    gzipAsync(source, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

export function compressedAssets(directory: string) {
  const files = new Map<string, Promise<Compressed | null>>();

  const load = async (name: string): Promise<Compressed | null> => {
    let entry = files.get(name);
    if (!entry) {
      if (files.size >= MAX_FILES) return null;
      entry = loadAsset(join(directory, name), TYPES[extname(name)] as string);
      files.set(name, entry);
    }
    const asset = await entry;
    // Names that are not files are not remembered, so made-up names cannot fill the map.
    if (!asset) files.delete(name);
    return asset;
  };

  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !SAFE_NAME.test(name) || !isCompressibleAsset(name)) return next();
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    if (encoding === 'identity') return next();
    try {
      const asset = await load(name);
      if (!asset) return next();
      const body = asset[encoding];
      res.writeHead(200, [
        'Content-Type', asset.type,
        'Content-Encoding', encoding,
        'Content-Length', String(body.length),
        'Cache-Control', 'public, max-age=31536000, immutable',
        'Vary', 'Accept-Encoding',
      ]);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      next(error);
    }
  };
}

async function loadAsset(path: string, type: string): Promise<Compressed | null> {
  let source: Buffer;
  try {
    const original = await stat(path);
    if (!original.isFile() || original.size > MAX_FILE_BYTES) return null;
    const prebuilt = await readPrebuilt(path);
    if (prebuilt) return { ...prebuilt, type };
    source = await readFile(path);
  } catch {
    return null; // missing (or gone since): the static handler answers 404
  }
  return { ...(await compressAsset(source)), type };
}

/** Both prebuilt files, or null when either is missing (or too large to be one of ours). */
async function readPrebuilt(path: string): Promise<Encoded | null> {
  try {
    const sizes = await Promise.all([stat(`${path}.br`), stat(`${path}.gz`)]);
    if (sizes.some((info) => !info.isFile() || info.size > MAX_FILE_BYTES)) return null;
    const [br, gz] = await Promise.all([readFile(`${path}.br`), readFile(`${path}.gz`)]);
    return { br, gzip: gz };
  } catch {
    return null;
  }
}
