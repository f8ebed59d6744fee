import { countryCode } from '../../../../core/contract/consent/country-code.ts';

/**
 * Reading a country code out of a geo-IP service's answer. Services disagree on the shape, so a JSON
 * object is searched under the usual field names, and a plain body may be the bare code or a
 * Cloudflare-trace style list of `key=value` lines with a `loc=` line.
 */

const COUNTRY_FIELDS = ['country_code', 'countryCode', 'country', 'country_iso', 'countryIso', 'ip_country'] as const;

/**
 * The country code in an answer body, upper case, or null when there is none. A code naming no country
 * (`XX`, `ZZ`…: see `countryCode`) is no answer either, so the next service is asked.
 */
export function countryFromAnswer(body: string): string | null {
  const text = body.trim();
  if (!text.startsWith('{')) return countryCode(/^loc=(.*)$/m.exec(text)?.[1] ?? text);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  // Some services put a country name under one field and the code under another, so take the first code.
  for (const field of COUNTRY_FIELDS) {
    const code = countryCode((data as Record<string, unknown>)[field]);
    if (code) return code;
  }
  return null;
}
