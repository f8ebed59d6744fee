import type { NextFunction, Request, Response } from 'express';
import compressible from 'compressible';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import { compressDocument, MIN_COMPRESSED_BYTES, negotiateEncoding, type Encoding } from './content-encoding.ts';

/** Past this, a body given whole is compressed off the thread, as a stream, rather than in one call here. */
const WHOLE_BODY_MAX_BYTES = 256 * 1024;

type Chunk = string | Buffer | Uint8Array;
type Callback = (error?: Error | null) => void;
type Compressor = BrotliCompress | Gzip;
type AnyWrite = (...args: unknown[]) => boolean;
type AnyEnd = (...args: unknown[]) => Response;

/**
 * Compresses what a response sends when the client accepts it (brotli, else gzip), the type is worth it
 * and nothing said otherwise (`Content-Encoding` already set, `Cache-Control: no-transform`, under 1 KB,
 * HEAD, no body). Most responses here end with their whole body in one call (JSON, redirects, small
 * files): those are compressed in one call on this thread (content-encoding.ts), with their length. Only a
 * body written in pieces (a file streamed from disk, a streamed web response) goes through a compression
 * stream. Each response costs two wrapped methods until its first write, where a general-purpose
 * middleware sets up header hooks and stream listeners for every response, and its objects outlived the
 * young collections of busy processes.
 */
export function compressResponses() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const write = res.write as AnyWrite;
    const end = res.end as AnyEnd;
    /** undefined until the first write or end decides; null when the body goes as it is. */
    let compressor: Compressor | null | undefined;

    res.write = function (this: Response, ...args: unknown[]): boolean {
      if (compressor === undefined) compressor = startStream(req, res, write, end);
      if (compressor === null) return Reflect.apply(write, this, args) as boolean;
      const [chunk, encoding, callback] = args;
      return compressor.write(toBuffer(chunk as Chunk, encoding), (typeof encoding === 'function' ? encoding : callback) as Callback | undefined);
    } as Response['write'];

    res.end = function (this: Response, ...args: unknown[]): Response {
      const done = args.find((argument) => typeof argument === 'function') as Callback | undefined;
      const body = typeof args[0] === 'function' || args[0] === undefined || args[0] === null ? undefined : (args[0] as Chunk);
      if (compressor === undefined) {
        const whole = body === undefined ? Buffer.alloc(0) : toBuffer(body, args[1]);
        const encoding = chosenEncoding(req, res, whole.length);
        if (encoding === 'identity') {
          compressor = null;
        } else if (whole.length > WHOLE_BODY_MAX_BYTES) {
          compressor = startStream(req, res, write, end, encoding);
        } else {
          compressor = null;
          const compressed = compressDocument(whole, encoding);
          this.setHeader('Content-Encoding', compressed.encoding);
          this.setHeader('Content-Length', compressed.body.length);
          return Reflect.apply(end, this, done ? [compressed.body, done] : [compressed.body]) as Response;
        }
      }
      if (compressor === null) return Reflect.apply(end, this, args) as Response;
      // Ended already (a second end, as an error path may call): nothing more goes into the stream.
      if (compressor.writableEnded) return this;
      if (done) compressor.once('end', () => done());
      if (body === undefined) compressor.end();
      else compressor.end(toBuffer(body, args[1]));
      return this;
    } as Response['end'];

    next();
  };
}

/**
 * The encoding a response is sent in, once its headers are final (`size`: the body's length when known).
 * A response that could be compressed names `Accept-Encoding` in `Vary` whatever this client accepts, so
 * a shared cache keeps the versions apart.
 */
function chosenEncoding(req: Request, res: Response, size: number | null): Encoding {
  if (res.headersSent || res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 206 || res.statusCode === 304) return 'identity';
  if (res.getHeader('Content-Encoding') !== undefined) return 'identity';
  const type = res.getHeader('Content-Type');
  if (typeof type !== 'string' || !compressible(type)) return 'identity';
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader('Cache-Control') ?? ''))) return 'identity';
  res.vary('Accept-Encoding');
  const length = size ?? Number(res.getHeader('Content-Length') ?? Number.NaN);
  if (length < MIN_COMPRESSED_BYTES || req.method === 'HEAD') return 'identity';
  return negotiateEncoding(req.headers['accept-encoding']);
}

/**
 * Sends the rest of the body through a compression stream, or returns null when it goes as it is. Waiting
 * for the socket (`drain`) is waiting for the stream: a writer that was told to wait listens on the stream.
 */
function startStream(req: Request, res: Response, write: AnyWrite, end: AnyEnd, chosen?: Encoding): Compressor | null {
  const encoding = chosen ?? chosenEncoding(req, res, null);
  if (encoding === 'identity') return null;
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_LGWIN]: 18 } })
      : createGzip({ level: 1 });
  res.setHeader('Content-Encoding', encoding);
  res.removeHeader('Content-Length');
  compressor.on('data', (data: Buffer) => {
    if (!write.call(res, data)) compressor.pause();
  });
  res.on('drain', () => compressor.resume());
  compressor.once('end', () => end.call(res));
  // A compressor that fails ends the response where it stands: the client sees it cut short.
  compressor.once('error', (error) => res.destroy(error));
  // A visitor who goes away mid-response: nothing more to compress.
  res.once('close', () => {
    if (!compressor.writableFinished) compressor.destroy();
  });
  const on = res.on;
  const once = res.once;
  res.on = function (this: Response, event: string | symbol, listener: (...args: unknown[]) => void) {
    if (event === 'drain') compressor.on('drain', listener);
    else on.call(this, event, listener);
    return this;
  } as Response['on'];
  res.once = function (this: Response, event: string | symbol, listener: (...args: unknown[]) => void) {
    if (event === 'drain') compressor.once('drain', listener);
    else once.call(this, event, listener);
    return this;
  } as Response['once'];
  return compressor;
}

function toBuffer(chunk: Chunk, encoding: unknown): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}
