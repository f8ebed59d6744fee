import type { Db } from '../../db/connect.ts';
import { inLocale, translationsIn } from './content-translations.ts';
import type { LocaleChoice } from './content-reads.ts';

/**
 * The catalogue's and journal's views (cards, product pages, category links, post summaries) in a
 * locale: each translated field laid over the view, falling back field by field to the default
 * locale's text, as core/i18n/content-reads.ts does for whole rows. In the default locale the views
 * come back as they are, without a query.
 */

/** Product cards and links: their `name`. */
export function productViewsInLocale<T extends { id: number; name: string }>(db: Db, products: readonly T[], { locale, defaultLocale }: LocaleChoice): Promise<T[]> {
  return inLocale(db, 'product', products, locale, defaultLocale);
}

/** A product page's view: its name, short description and description. */
export async function productDetailInLocale<T extends { id: number; name: string; shortDescription: string; description: string }>(
  db: Db,
  product: T,
  { locale, defaultLocale }: LocaleChoice,
): Promise<T> {
  if (locale === defaultLocale) return product;
  const translation = (await translationsIn(db, 'product', [product.id], locale)).get(product.id);
  if (!translation) return product;
  return {
    ...product,
    name: translation.name || product.name,
    shortDescription: translation.short_description || product.shortDescription,
    description: translation.description || product.description,
  };
}

/** Categories (links, listings, the home page's grid): their `name` and, where the view has one, `description`. */
export function categoryViewsInLocale<T extends { id: number; name: string; description?: string }>(db: Db, categories: readonly T[], { locale, defaultLocale }: LocaleChoice): Promise<T[]> {
  return inLocale(db, 'category', categories, locale, defaultLocale);
}

/** Post and page summaries: their `title` and `excerpt` (and `content` where the view carries it). */
export function postViewsInLocale<T extends { id: number; title: string; excerpt?: string; content?: string }>(db: Db, posts: readonly T[], { locale, defaultLocale }: LocaleChoice): Promise<T[]> {
  return inLocale(db, 'post', posts, locale, defaultLocale);
}
