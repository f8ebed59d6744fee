/**
 * Reading a country code out of a geo-IP service's answer. Services disagree on the shape, so a JSON
 * object is searched under the usual field names, and a plain body may be the bare code or a
 * Cloudflare-trace style list of `key=value` lines with a `loc=` line.
 */

const COUNTRY_FIELDS = ['country_code', 'countryCode', 'country', 'country_iso', 'countryIso', 'ip_country'] as const;

/** Two ASCII letters, checked before upper-casing so that e.g. 'ß' (upper case 'SS') is not taken for a code. */
function asCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim();
  return /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null;
}

/** The country code in an answer body, upper case, or null when there is none. */
export function countryFromAnswer(body: string): string | null {
  const text = body.trim();
  if (!text.startsWith('{')) return asCode(/^loc=(.*)$/m.exec(text)?.[1] ?? text);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  // Some services put a country name under one field and the code under another, so take the first code.
  for (const field of COUNTRY_FIELDS) {
    const code = asCode((data as Record<string, unknown>)[field]);
    if (code) return code;
  }
  return null;
}
