import type { Response } from 'express';

/**
 * Ends a response with a body as JSON in one write, with its length. Per-visitor answers (never stored,
 * never revalidated) skip what `res.json` does for any body: hashing it for an ETag and parsing the type
 * for its charset. Compressed on its way out, in one call, like every body ended whole
 * (response-compression.ts), unless the response says `no-transform`.
 */
export function endJson(res: Response, status: number, body: unknown): void {
  // Like res.json, nothing (undefined) is sent as an empty body.
  const raw = Buffer.from(JSON.stringify(body) ?? '');
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', raw.length);
  res.end(res.req.method === 'HEAD' ? undefined : raw);
}
