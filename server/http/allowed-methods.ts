import type { NextFunction, Request, Response } from 'express';
import { isRestPath } from '../../core/contract/rest/discovery.ts';
import { REST_ERRORS, sendRestError } from '../rest/errors.ts';
import { restRouteMethods } from '../rest/router.ts';
import { refused, sendReply } from '../wc-ajax/respond.ts';

/** Every method some address of the shop answers: pages and forms take GET, HEAD and POST; REST routes also PUT, PATCH and DELETE. */
export const SERVED_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

const PAGE_METHODS: readonly string[] = ['GET', 'HEAD', 'POST'];
const FILE_METHODS: readonly string[] = ['GET', 'HEAD'];
/** Built assets and stored images: files only (`/assets/…` is checked as the app serves it, by prefix). */
const FILE_PREFIXES = ['/assets/', '/uploads/'];

/** The methods an address answers, for a 405's `Allow`. */
export function methodsFor(req: Pick<Request, 'path' | 'originalUrl'>): readonly string[] {
  if (isRestPath(req.path)) return restRouteMethods(req.path) ?? SERVED_METHODS;
  if (isWcAjax(req.originalUrl)) return ['POST'];
  if (FILE_PREFIXES.some((prefix) => req.path.startsWith(prefix))) return FILE_METHODS;
  return PAGE_METHODS;
}

/**
 * A method the address does not answer is refused here, first, with 405 and the methods it does answer in
 * `Allow`: TRACE, CONNECT, OPTIONS, WebDAV's, made-up ones. Past this point only GET, HEAD and POST reach
 * the pages (the Fetch API they are rendered through cannot even build a TRACE request) and static
 * files. REST routes refuse a served method they do not take themselves (method override included), and
 * wc-ajax refuses anything but POST in its own words.
 */
export function refuseUnservedMethods(req: Request, res: Response, next: NextFunction): void {
  const rest = isRestPath(req.path);
  const allowed = methodsFor(req);
  const refusedHere = rest || isWcAjax(req.originalUrl) ? !SERVED_METHODS.includes(req.method) : !allowed.includes(req.method);
  if (!refusedHere) {
    next();
    return;
  }
  res.setHeader('Allow', allowed.join(', '));
  if (rest) sendRestError(res, REST_ERRORS.methodNotAllowed());
  else if (isWcAjax(req.originalUrl)) sendReply(res, refused(405, 'This endpoint only accepts POST.'));
  else res.status(405).set('Cache-Control', 'no-store').type('text/plain').send(`This address answers ${allowed.join(', ')} only.`);
}

function isWcAjax(url: string): boolean {
  const query = url.indexOf('?');
  return query !== -1 && new URLSearchParams(url.slice(query + 1)).has('wc-ajax');
}
