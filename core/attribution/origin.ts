import type { AttributionValues } from './fields.ts';

/** The origin of an order without attribution, or of a kind the label does not know. */
export const UNKNOWN_ORIGIN = 'Unknown';

/** Well-known sources whose usual spelling is not just a capital first letter. */
const SOURCE_NAMES: Readonly<Record<string, string>> = {
  duckduckgo: 'DuckDuckGo',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  chatgpt: 'ChatGPT',
  whatsapp: 'WhatsApp',
};

/**
 * A source as people write it: `google` → Google, `duckduckgo` → DuckDuckGo; a host name
 * (`example.com`) or anything with a capital already is left as it came.
 */
export function sourceName(source: string | undefined): string {
  const value = source?.trim() ?? '';
  if (value === '' || value === '(none)' || value === '(not set)') return 'Unknown';
  const known = SOURCE_NAMES[value.toLowerCase()];
  if (known) return known;
  if (/[.:/]/.test(value) || value !== value.toLowerCase()) return value;
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** The per-order origin shown in the admin and grouped by in the report. */
export function originLabel(values: AttributionValues | null | undefined): string {
  switch (values?.source_type) {
    case 'utm':
      return `Source: ${sourceName(values.utm_source)}`;
    case 'organic':
      return `Organic: ${sourceName(values.utm_source)}`;
    case 'referral':
      return `Referral: ${sourceName(values.utm_source)}`;
    case 'typein':
      return 'Direct';
    case 'admin':
      return 'Web admin';
    case 'mobile_app':
      return 'Mobile app';
    default:
      return UNKNOWN_ORIGIN;
  }
}
