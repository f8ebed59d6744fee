/**
 * The WordPress Consent API's categories (wordpress.org/plugins/wp-consent-api) and ours. The names are
 * the same; a category the shop does not list is answered by the nearest one it does. No imports: the
 * browser bundle takes it whole.
 */

export const WP_CONSENT_CATEGORIES = ['functional', 'preferences', 'statistics', 'statistics-anonymous', 'marketing'] as const;
export type WpConsentCategory = (typeof WP_CONSENT_CATEGORIES)[number];

export function isWpConsentCategory(value: unknown): value is WpConsentCategory {
  return typeof value === 'string' && (WP_CONSENT_CATEGORIES as readonly string[]).includes(value);
}

/** Our category for a WordPress one: the same name, or statistics for anonymous statistics when the shop lists only statistics. */
export function ourCategory(category: WpConsentCategory, listed: readonly string[]): string {
  if (category === 'statistics-anonymous' && !listed.includes(category) && listed.includes('statistics')) return 'statistics';
  return category;
}
