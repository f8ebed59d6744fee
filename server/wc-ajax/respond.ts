import type { Response } from 'express';
import { escapeHtml } from '../../core/shared/escape-html.ts';
import { endJson } from '../http/json-reply.ts';

/** What an endpoint answers: a status and a JSON body, or markup (`html`) where WooCommerce's scripts read HTML. */
export interface Reply {
  status: number;
  body: unknown;
  headers?: Readonly<Record<string, string>>;
  html?: boolean;
}

/**
 * Notices as WooCommerce prints them into its answers (`wc_print_notices`): the coupon endpoints answer
 * this markup, and `cart.js` and `checkout.js` put it at the top of the form.
 */
export function noticesReply(status: number, notices: readonly { type: 'success' | 'error'; message: string }[]): Reply {
  const html = notices
    .map(({ type, message }) =>
      type === 'error'
        ? `<ul class="woocommerce-error" role="alert"><li>${escapeHtml(message)}</li></ul>`
        : `<div class="woocommerce-message" role="status">${escapeHtml(message)}</div>`,
    )
    .join('');
  return { status, body: `<div class="woocommerce-notices-wrapper">${html}</div>`, html: true };
}

/** A request the protocol refuses (wrong method, content type, endpoint or field): `{"error": true, "message"}`. */
export function refused(status: number, message: string, headers?: Readonly<Record<string, string>>): Reply {
  return { status, body: { error: true, message }, ...(headers ? { headers } : {}) };
}

/**
 * Writes a reply as JSON with the session's cookies. Per-visitor, so never stored by a cache; and sent
 * uncompressed (`no-transform` tells the response compression): a reply is a few KB, and setting up
 * a compressor per reply cost about a fifth of the endpoint's CPU time.
 */
export function sendReply(res: Response, reply: Reply, cookies: readonly string[] = []): void {
  if (cookies.length) res.setHeader('Set-Cookie', [...cookies]);
  res.setHeader('Cache-Control', 'no-store, no-transform');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  if (reply.html) res.status(reply.status).type('html').send(String(reply.body));
  else endJson(res, reply.status, reply.body);
}
