import type { Db } from '../../db/connect.ts';
import { NO_MEMO, type CatalogReads } from './catalog-memo.ts';
import type { Locale, ShopLocales } from '../i18n/locales.ts';
import { localizedPath } from '../i18n/locale-path.ts';
import { translator } from '../i18n/translator.ts';
import { priceDisplay, priceInWords } from './price.ts';
import { describeCatalogQuery } from './query/description.ts';
import { runCatalogPage } from './query/run.ts';
import { CARD_COLUMNS, toCards } from './product-list.ts';
import { searchWords } from './query/search.ts';
import type { ImageView } from './products.ts';

/** Suggestions shown under the search field as the shopper types. */
export const MAX_SUGGESTIONS = 6;
/** Fewer letters than this suggest nothing: one letter matches half the catalogue and helps no one. */
export const MIN_SUGGESTION_LENGTH = 2;

/** One product as the suggestions list shows it. */
export interface ProductSuggestion {
  id: number;
  name: string;
  /** The product page in the shopper's language. */
  url: string;
  /** The price as the card shows it ("$18.00", "$20.00 – $35.00"), the sale price when on sale. */
  price: string;
  /** The same price in words for assistive technology ("Original price was: … Current price is: …"). */
  priceLabel: string;
  image: Pick<ImageView, 'src' | 'srcSet' | 'alt' | 'width' | 'height'> | null;
}

export interface Suggestions {
  /** The search as matched (trimmed and cut as the results page takes it). */
  search: string;
  /** Every product the search finds, across the results page, counted up to `SUGGESTIONS_COUNT_LIMIT`. */
  total: number;
  /** Whether the search finds more products than `total`. */
  more: boolean;
  products: ProductSuggestion[];
  /** What a screen reader hears once the list changes ("3 products found"). */
  summary: string;
  /** The full results page for the search, in the shopper's language. */
  resultsUrl: string;
  resultsLabel: string;
}

export interface SuggestionOptions {
  search: string;
  locale: Locale;
  locales: ShopLocales;
  uploadsUrl: string;
  currency: string;
  /** The Intl locale prices are written in (core/i18n/format.ts intlLocale). */
  moneyLocale: string;
}

/** Past this many products found, the list says "more than" rather than counting on. */
export const SUGGESTIONS_COUNT_LIMIT = 100;

/**
 * The products a search finds, best first (core/catalog/query/best-matches.ts: an exact SKU, then names,
 * then other texts, in the shopper's language), as few as fit under a search field, with what the list
 * says of them. Reads only, in a time that does not grow with the catalogue; a search with a word the
 * text index cannot look up ("ZK-1") is the results page's query, one page of `MAX_SUGGESTIONS`. `memo`
 * keeps the products' images until the next edit, as the listings do: each letter typed asks again.
 */
export async function searchSuggestions(db: Db, options: SuggestionOptions, memo: CatalogReads = NO_MEMO): Promise<Suggestions> {
  const t = translator(options.locale);
  const query = describeCatalogQuery({
    scope: 'storefront',
    sort: { kind: 'relevance' },
    page: 1,
    perPage: MAX_SUGGESTIONS,
    search: options.search,
    locale: { locale: options.locale, defaultLocale: options.locales.default },
  });
  const resultsUrl = `${localizedPath('/', options.locale, options.locales)}?${new URLSearchParams({ s: query.search, post_type: 'product' }).toString()}`;
  const answer = (total: number, more: boolean, products: ProductSuggestion[]): Suggestions => ({
    search: query.search,
    total,
    more,
    products,
    summary: more ? t('catalog.search.suggestionsMany', { count: total }) : t('catalog.search.suggestions', { count: total }),
    resultsUrl,
    resultsLabel: more ? t('catalog.search.allResultsMany') : t('catalog.search.allResults', { count: total }),
  });
  if (!suggests(query.search)) return answer(0, false, []);
  const page = await runCatalogPage(db, query, CARD_COLUMNS, { matchLimit: SUGGESTIONS_COUNT_LIMIT });
  const cards = await toCards(db, page.rows, options.uploadsUrl, memo);
  return answer(
    page.total,
    page.capped,
    cards.map((card) => {
      const display = priceDisplay(card, options.currency, options.moneyLocale);
      const price = display.upTo !== null ? `${display.current} – ${display.upTo}` : display.current;
      return {
        id: card.id,
        name: card.name,
        url: localizedPath(`/product/${card.slug}/`, options.locale, options.locales),
        price,
        priceLabel: priceInWords(display, t),
        image: card.image ? { src: card.image.src, srcSet: card.image.srcSet, alt: card.image.alt, width: card.image.width, height: card.image.height } : null,
      };
    }),
  );
}

/** Whether a search is long enough to suggest from: some word of two letters or more. */
export function suggests(search: string): boolean {
  return searchWords(search).some((word) => [...word].length >= MIN_SUGGESTION_LENGTH);
}
