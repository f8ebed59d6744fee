import { slugify } from './slug.ts';

/** The key of a global attribute's taxonomy: `colour` → `pa_colour`. */
export function globalAttributeKey(slug: string): string {
  return `pa_${slug}`;
}

/**
 * The key of a product's own attribute, as WooCommerce sanitizes its name: lower case, dashes
 * ("Gift Wrap" → `gift-wrap`); a name with no letters or digits in Latin keeps its lower-cased words.
 */
export function customAttributeKey(name: string): string {
  return slugify(name) || name.trim().toLowerCase().replace(/\s+/g, '-');
}
