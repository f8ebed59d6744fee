/**
 * The attribution cookies of docs/contract.md and their value format, `key=value|||key=value`, as sourcebuster
 * documents it, so scripts written for those cookies keep reading them.
 */

export const DELIMITER = '|||';
/** The placeholder for a value that is not known. */
export const NONE = '(none)';
/** A cookie over about 4 KB is dropped by browsers, so long URLs are cut first. */
export const MAX_VALUE_CHARS = 1000;
const MAX_PARTS = 32;

/** A cookie's keys and values; a Map, so a key such as `__proto__` stays plain data. */
export type CookieRecord = Map<string, string>;

/** `key=value|||…`; a `|` inside a value is escaped so it cannot split the record. */
export function serializeRecord(record: Iterable<readonly [string, string]>): string {
  const parts: string[] = [];
  for (const [key, value] of record) parts.push(`${key}=${value.slice(0, MAX_VALUE_CHARS).replace(/\|/g, '%7C')}`);
  return parts.join(DELIMITER);
}

/** The record in a cookie value; undefined when the value holds no `key=value` part at all. */
export function parseRecord(text: string | undefined): CookieRecord | undefined {
  if (!text) return undefined;
  const record: CookieRecord = new Map();
  for (const part of text.split(DELIMITER, MAX_PARTS)) {
    const at = part.indexOf('=');
    if (at > 0 && !record.has(part.slice(0, at))) record.set(part.slice(0, at), part.slice(at + 1));
  }
  return record.size > 0 ? record : undefined;
}

/** Base64 of the UTF-8 bytes, so any character survives (`btoa` alone only takes Latin-1). */
export function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The text behind `toBase64`, or undefined when the input is not base64 of valid UTF-8. */
export function fromBase64(text: string): string | undefined {
  try {
    const bytes = Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

export function encodeValue(text: string, base64: boolean): string {
  return base64 ? toBase64(text) : text;
}

/** A plain value is still read when base64 is on, so switching the flag does not lose the visit. */
export function decodeValue(text: string | undefined, base64: boolean): string | undefined {
  if (text === undefined || !base64) return text;
  return fromBase64(text) ?? text;
}
