import type { Db } from '../../db/connect.ts';
import { NO_MEMO, type CatalogReads } from '../catalog/catalog-memo.ts';
import type { ContentKind, TranslatableField, TranslatedFields } from './content-fields.ts';
import { translationsIn, withTranslation } from './content-translations.ts';

/**
 * The catalogue's and journal's views (cards, product pages, category links, post summaries) in a
 * locale: each translated field laid over the view, falling back field by field to the default
 * locale's text, as core/i18n/content-reads.ts does for whole rows. In the default locale the views
 * come back as they are, without a query.
 */

/** Which translations to read; a field without one falls back to the default locale's text. */
export interface LocaleChoice {
  locale: string;
  defaultLocale: string;
}

/** Which translations a page reads, and where it may keep them until the next edit. */
export interface ViewLocale extends LocaleChoice {
  /**
   * The current content version's memo (core/catalog/catalog-memo.ts): saving a translation bumps the
   * version, so a page in another language costs no query once its items' translations were read.
   */
  reads?: CatalogReads;
}

/** The translations of `ids` in the locale, read once per content version when a memo is given. */
function translationsOf<K extends ContentKind>(db: Db, kind: K, ids: readonly number[], { locale, reads = NO_MEMO }: ViewLocale): Promise<Map<number, TranslatedFields<K>>> {
  const unique = [...new Set(ids)];
  return reads.read(`translations:${kind}:${locale}:${unique.join(',')}`, () => translationsIn(db, kind, unique, locale));
}

/** Items (views or whole rows) with their translations laid over them; in the default locale as they are, without a query. */
export async function viewsInLocale<K extends ContentKind, T extends { id: number } & Partial<Record<TranslatableField<K>, string>>>(db: Db, kind: K, items: readonly T[], choice: ViewLocale): Promise<T[]> {
  if (choice.locale === choice.defaultLocale || items.length === 0) return [...items];
  const translations = await translationsOf(db, kind, items.map((item) => item.id), choice);
  return items.map((item) => withTranslation(kind, item, translations.get(item.id)));
}

/**
 * Products' names in the locale, by product id, for those translated: what a cart line, a notice or an
 * order line calls a product on a page in another language. Nothing in the default locale (no query).
 */
export async function productNamesIn(db: Db, productIds: readonly number[], choice: ViewLocale | undefined): Promise<Map<number, string>> {
  if (!choice || choice.locale === choice.defaultLocale || productIds.length === 0) return new Map();
  const translations = await translationsOf(db, 'product', productIds, choice);
  return new Map([...translations].flatMap(([id, fields]) => (fields.name ? [[id, fields.name] as [number, string]] : [])));
}

/** Product cards and links: their `name`. */
export function productViewsInLocale<T extends { id: number; name: string }>(db: Db, products: readonly T[], choice: ViewLocale): Promise<T[]> {
  return viewsInLocale(db, 'product', products, choice);
}

/** A product page's view: its name, short description and description. */
export async function productDetailInLocale<T extends { id: number; name: string; shortDescription: string; description: string }>(db: Db, product: T, choice: ViewLocale): Promise<T> {
  if (choice.locale === choice.defaultLocale) return product;
  const translation = (await translationsOf(db, 'product', [product.id], choice)).get(product.id);
  if (!translation) return product;
  return {
    ...product,
    name: translation.name || product.name,
    shortDescription: translation.short_description || product.shortDescription,
    description: translation.description || product.description,
  };
}

/** Categories (links, listings, the home page's grid): their `name` and, where the view has one, `description`. */
export function categoryViewsInLocale<T extends { id: number; name: string; description?: string }>(db: Db, categories: readonly T[], choice: ViewLocale): Promise<T[]> {
  return viewsInLocale(db, 'category', categories, choice);
}

/** Post and page summaries: their `title` and `excerpt` (and `content` where the view carries it). */
export function postViewsInLocale<T extends { id: number; title: string; excerpt?: string; content?: string }>(db: Db, posts: readonly T[], choice: ViewLocale): Promise<T[]> {
  return viewsInLocale(db, 'post', posts, choice);
}
