import type { Response } from 'express';
import { compressDocument, negotiateEncoding } from './content-encoding.ts';

/**
 * Ends a response with a body as JSON in one write. Per-visitor answers (never stored, never revalidated)
 * skip what `res.json` does for any body: hashing it for an ETag, parsing the type for its charset and
 * wrapping the socket in a compression stream. `compress`: brotli or gzip on this thread at the fastest
 * settings when the client accepts it and the body is large enough (see compressDocument); the
 * response compression (response-compression.ts) leaves a body that already names its encoding alone.
 */
export function endJson(res: Response, status: number, body: unknown, compress: boolean): void {
  // Like res.json, nothing (undefined) is sent as an empty body.
  const raw = Buffer.from(JSON.stringify(body) ?? '');
  const encoded = compress ? compressDocument(raw, negotiateEncoding(res.req.headers['accept-encoding'])) : { body: raw, encoding: 'identity' };
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (compress) res.vary('Accept-Encoding');
  if (encoded.encoding !== 'identity') res.setHeader('Content-Encoding', encoded.encoding);
  res.setHeader('Content-Length', encoded.body.length);
  res.end(res.req.method === 'HEAD' ? undefined : encoded.body);
}
