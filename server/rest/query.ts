import type { Request } from 'express';
import { z } from 'zod';
import { parseListedType } from '../../core/catalog/query/description.ts';
import { fieldErrorsFrom } from '../../core/shared/validation.ts';
import { REST_ERRORS, type RestError } from './errors.ts';

export type ParsedQuery<T> = { ok: true; query: T } | { ok: false; error: RestError };

/**
 * The request's query checked by a route's zod schema: `rest_invalid_param` with one message per
 * parameter for anything wrong. A list may come as PHP sends it (`name[]=a&name[]=b`). WordPress's own
 * parameters (`_fields`, `_locale`, `_method`, `_wpnonce`, `_envelope`, `_embed`) and credentials in the
 * query are always let through.
 */
export function parseQuery<S extends z.ZodType>(req: Request, schema: S): ParsedQuery<z.infer<S>> {
  const query: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(req.query)) {
    if (name.startsWith('_') || name.startsWith('oauth_') || name === 'consumer_key' || name === 'consumer_secret') continue;
    // PHP's lists, as WordPress clients send them: `include[]=1&include[]=2` is `include` = ['1', '2'].
    if (name.endsWith('[]') && name.length > 2) {
      const list = name.slice(0, -2);
      const previous = query[list];
      query[list] = [...(Array.isArray(previous) ? previous : previous === undefined ? [] : [previous]), ...(Array.isArray(value) ? value : [value])];
      continue;
    }
    // A name sent twice counts once, with its last value, as PHP reads it (WooCommerce's JavaScript client
    // repeats its query in the OAuth parameters over plain HTTP).
    query[name] = lastValue(value);
  }
  const parsed = schema.safeParse(query);
  if (!parsed.success) return { ok: false, error: REST_ERRORS.invalidParams(fieldErrorsFrom(parsed.error, { root: 'query', key: 'path' })) };
  return { ok: true, query: parsed.data };
}

/** `_fields` as sent, when it is one text value. */
export function fieldsParam(req: Request): string | undefined {
  return queryValue(req, '_fields');
}

/** One query parameter as PHP reads it: the last value when sent more than once; undefined when not text. */
export function queryValue(req: Pick<Request, 'query'>, name: string): string | undefined {
  const value = lastValue(req.query[name]);
  return typeof value === 'string' ? value : undefined;
}

function lastValue(value: unknown): unknown {
  return Array.isArray(value) ? value.at(-1) : value;
}

/** A product list's `type`: one of the listed product types; any other value filters nothing, as before the shop knew types. */
export const productTypeQuery = z.unknown().transform(parseListedType).optional();
