import type { Request, Response } from 'express';
import { DATABASE_BUSY_RETRY_AFTER_SECONDS } from '../../db/busy.ts';
import { REST_ERRORS, sendRestError } from '../rest/errors.ts';
import { isRestPath } from '../../core/contract/rest/discovery.ts';
import { refused, sendReply } from '../wc-ajax/respond.ts';
import { translator } from '../../core/i18n/translator.ts';
import { localeOfRequest } from './locale-routing.ts';

/** In English, the REST API's language. */
export const DATABASE_BUSY_MESSAGE = translator('en')('error.busy');

/**
 * The answer when a write waited its whole budget for the database (db/busy.ts): 503 with Retry-After,
 * in the shape each client reads (REST JSON error, wc-ajax error, a short page, the last two in the
 * page's language), and nothing logged: it is load, not a fault.
 */
export function sendDatabaseBusy(req: Request, res: Response): void {
  const retryAfter = String(DATABASE_BUSY_RETRY_AFTER_SECONDS);
  const message = translator(localeOfRequest(res) ?? 'en')('error.busy');
  if (isRestPath(req.path)) {
    res.setHeader('Retry-After', retryAfter);
    sendRestError(res, REST_ERRORS.busy(DATABASE_BUSY_MESSAGE));
  } else if (new URL(req.originalUrl, 'http://shop.invalid').searchParams.has('wc-ajax')) {
    // `{"error": true}` is what the cart script treats as a failed request.
    sendReply(res, refused(503, message, { 'Retry-After': retryAfter }));
  } else {
    res.status(503).set({ 'Retry-After': retryAfter, 'Cache-Control': 'no-store' }).type('text/plain').send(message);
  }
}
