/**
 * Query strings from the address bar and the referrer are visitor input: they are read into a Map
 * (never an object keyed by them), with caps, and without throwing on any text.
 */

import { PROTOTYPE_KEYS } from './prototype-keys.ts';

export const MAX_QUERY_KEYS = 100;
export const MAX_KEY_CHARS = 200;
export const MAX_VALUE_CHARS = 2000;

/** One UTF-16 unit takes at most 9 characters escaped (`%E6%9D%B1`), so raw text is cut at 9× the cap. */
const RAW_FACTOR = 9;
/** A cut may end inside an escape such as `%C3%A9`; backing off up to one whole character mends it. */
const MAX_ESCAPE_CHARS = 12;

/** `+` is a space in form encoding; text that is not valid percent-encoding is kept as written. */
function decode(text: string, cut = false): string {
  const spaced = text.replace(/\+/g, ' ');
  for (let drop = 0; drop <= (cut ? MAX_ESCAPE_CHARS : 0); drop++) {
    try {
      return decodeURIComponent(spaced.slice(0, spaced.length - drop));
    } catch {
      // Try a shorter cut, or keep the raw text below.
    }
  }
  return spaced;
}

/** The query of a URL or of a `location.search` string, without `?` and without the fragment. */
export function queryOf(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return '';
  const end = url.indexOf('#', start);
  return url.slice(start + 1, end === -1 ? undefined : end);
}

/**
 * The parameters of a query string (a leading `?` is allowed). The first value of a key wins; empty
 * and prototype keys are dropped; at most 100 keys are read and each value is cut to 2,000 characters.
 */
export function parseQuery(search: string): Map<string, string> {
  const params = new Map<string, string>();
  let at = search.startsWith('?') ? 1 : 0;
  // Walks the string instead of splitting it, so a huge query costs no more than its first keys.
  for (let read = 0; at <= search.length && read < MAX_QUERY_KEYS * 2; read++) {
    let end = search.indexOf('&', at);
    if (end === -1) end = search.length;
    const pair = search.slice(at, end);
    at = end + 1;
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawKey = equals === -1 ? pair : pair.slice(0, equals);
    if (rawKey.length > MAX_KEY_CHARS * RAW_FACTOR) continue;
    const key = decode(rawKey);
    if (key === '' || key.length > MAX_KEY_CHARS || PROTOTYPE_KEYS.has(key) || params.has(key)) continue;
    const raw = equals === -1 ? '' : pair.slice(equals + 1);
    const value = decode(raw.slice(0, MAX_VALUE_CHARS * RAW_FACTOR), raw.length > MAX_VALUE_CHARS * RAW_FACTOR);
    params.set(key, value.slice(0, MAX_VALUE_CHARS));
    if (params.size >= MAX_QUERY_KEYS) break;
  }
  return params;
}

/** The parameters of a URL's query. */
export function urlParams(url: string): Map<string, string> {
  return parseQuery(queryOf(url));
}
