import type { Response } from 'express';

/** What an endpoint answers: a status and a JSON body. */
export interface Reply {
  status: number;
  body: unknown;
  headers?: Readonly<Record<string, string>>;
}

/** A request the protocol refuses (wrong method, content type, endpoint or field): `{"error": true, "message"}`. */
export function refused(status: number, message: string, headers?: Readonly<Record<string, string>>): Reply {
  return { status, body: { error: true, message }, ...(headers ? { headers } : {}) };
}

/**
 * Writes a reply as JSON with the session's cookies. Per-visitor, so never stored by a cache; and sent
 * uncompressed (`no-transform` tells the compression middleware): a reply is a few KB, and setting up
 * a compressor per reply cost about a fifth of the endpoint's CPU time.
 */
export function sendReply(res: Response, reply: Reply, cookies: readonly string[] = []): void {
  if (cookies.length) res.setHeader('Set-Cookie', [...cookies]);
  res.setHeader('Cache-Control', 'no-store, no-transform');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  res.status(reply.status).json(reply.body);
}
