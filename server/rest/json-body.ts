import type { Request, Response } from 'express';
import { REST_ERRORS, type RestError } from './errors.ts';

export type JsonBody = { ok: true; json: unknown } | { ok: false; error: RestError };

export interface JsonBodyOptions {
  /** Media types taken, as `req.is` reads them (parameters such as charset allowed). */
  types?: readonly string[];
}

/**
 * The request's JSON body, read once by the app (its size already capped per route, see
 * `bodyLimitFor`): 415 for another content type, 400 for bytes that are not UTF-8 JSON.
 */
export function readJsonBody(req: Request, res: Response, { types = ['application/json'] }: JsonBodyOptions = {}): JsonBody {
  // `req.is` is null for a request without a body: that one is refused below as empty JSON.
  if (req.is([...types]) === false) return { ok: false, error: REST_ERRORS.unsupportedMediaType(types) };
  const body = (res.locals.body as Buffer | undefined) ?? new Uint8Array();
  try {
    return { ok: true, json: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body)) };
  } catch {
    return { ok: false, error: REST_ERRORS.invalidJson() };
  }
}
