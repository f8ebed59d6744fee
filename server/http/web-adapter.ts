import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { restBodyLimit } from '../rest/router.ts';
import { MAX_UPLOAD_BYTES } from '../../core/media/library.ts';
import { attachedDocument, responseBytes } from '../../app/document/document-response.ts';

export class BodyTooLargeError extends Error {
  /** The limit the body went over, in bytes. */
  readonly limit: number;

  constructor(limit: number) {
    super(`Request body is larger than ${limit} bytes`);
    this.limit = limit;
  }
}

/** Largest request body accepted anywhere (forms, wc-ajax): generous for forms, closed to floods. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** Admin forms upload product images (multipart), so they may send up to 10 MB. */
export const MAX_ADMIN_BODY_BYTES = 10 * 1024 * 1024;

/** The theme form (and its preview) may carry a logo and a site icon, each as large as the media library takes. */
export const THEME_FORM_MAX_BODY_BYTES = 2 * MAX_UPLOAD_BYTES + 1024 * 1024;

/** The most bytes of body read for a path: REST routes may set their own, far smaller, limit. */
export function bodyLimitFor(path: string): number {
  if (path.startsWith('/admin/settings/theme/')) return THEME_FORM_MAX_BODY_BYTES;
  if (path === '/admin' || path.startsWith('/admin/')) return MAX_ADMIN_BODY_BYTES;
  return restBodyLimit(path) ?? MAX_BODY_BYTES;
}

/** Reads the whole request body, refusing more than `limit` bytes. */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new BodyTooLargeError(limit);
  const chunks: Buffer[] = [];
  let seen = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    seen += chunk.length;
    if (seen > limit) throw new BodyTooLargeError(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Builds a Fetch API Request from Node's request and its already-read body. */
export function toWebRequest(req: IncomingMessage, res: ServerResponse, origin: string, body?: Buffer): Request {
  const controller = new AbortController();
  // Only a visitor who went away aborts: a response that was sent also closes, and aborting then would
  // build an AbortError and run every listener for nothing, on every page.
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const init: RequestInit = { method, headers, signal: controller.signal };
  if (method !== 'GET' && method !== 'HEAD' && body) init.body = new Uint8Array(body);
  return new Request(new URL(req.url ?? '/', origin), init);
}

/** Writes a Fetch API Response to Node's response, adding any extra Set-Cookie headers. */
export async function sendWebResponse(res: ServerResponse, response: Response, extraCookies: string[] = []): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  const cookies = [...response.headers.getSetCookie(), ...extraCookies];
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    res.appendHeader(name, value);
  }
  if (cookies.length) res.setHeader('Set-Cookie', cookies);
  const document = attachedDocument(response);
  if (!document && !response.body) {
    res.end();
    return;
  }
  // Documents are rendered whole (app/entry.server.tsx): written once, with their length, they are
  // compressed in one call on their way out (response-compression.ts), far cheaper than a stream.
  if (document || (response.headers.get('content-type') ?? '').startsWith('text/html')) {
    const body = await responseBytes(response);
    res.setHeader('Content-Length', body.length);
    res.end(body);
    return;
  }
  try {
    await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), res);
  } catch (error) {
    // A visitor who goes away mid-response is not a server error.
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' || res.destroyed) return;
    throw error;
  }
}
