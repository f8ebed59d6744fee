import type { Request, Response } from 'express';
import { z } from 'zod';
import { searchSuggestions, type Suggestions } from '../../core/catalog/search-suggestions.ts';
import type { ProductSuggestionsJson } from '../../core/contract/catalog/search-suggestions.ts';
import { intlLocale } from '../../core/i18n/format.ts';
import { shopLocales } from '../../core/i18n/locales.ts';
import { requestServices } from '../request/request-services.ts';
import { REST_ERRORS, sendRest, sendRestError } from './errors.ts';
import { parseQuery } from './query.ts';

/** Everyone who types the same words sees the same products: a browser may keep an answer this long. */
const SUGGESTIONS_CACHE_CONTROL = 'public, max-age=60';

/**
 * The query, one schema for the life of the process (zod compiles a schema on its first use: one built per
 * request would be compiled per request); the language is checked against the shop's own after it.
 */
const QUERY = z.object({
  search: z.string({ error: 'must be text' }).max(200, 'must be at most 200 characters').default(''),
  lang: z.string({ error: 'must be text' }).optional(),
});

/**
 * `GET /wp-json/vitrine/v1/product-suggestions?search=<terms>&lang=<language>`: the products the header's
 * search field suggests as the shopper types (app/widgets/search/), best first, with their page in the
 * shopper's language, price and image, and what a screen reader hears of the list. Reads only, no session.
 */
export async function suggestProducts(req: Request, res: Response): Promise<void> {
  const { db, config, uploadsUrl, catalog } = requestServices(res);
  const languages = shopLocales(config);
  const parsed = parseQuery(req, QUERY);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const { search } = parsed.query;
  const asked = parsed.query.lang ?? config.store.locales.default;
  const locale = languages.find((language) => language === asked);
  if (!locale) return sendRestError(res, REST_ERRORS.invalidParams({ lang: `must be one of ${languages.join(', ')}` }));
  const suggestions = await searchSuggestions(db, {
    search,
    locale,
    locales: config.store.locales,
    uploadsUrl,
    currency: config.store.currency,
    moneyLocale: intlLocale(locale, config.store.locale),
  }, catalog);
  sendRest(res, 200, suggestionsJson(suggestions), SUGGESTIONS_CACHE_CONTROL);
}

/** The answer's JSON, named as WordPress names fields. */
export function suggestionsJson(suggestions: Suggestions): ProductSuggestionsJson {
  return {
    search: suggestions.search,
    total: suggestions.total,
    more: suggestions.more,
    summary: suggestions.summary,
    results_url: suggestions.resultsUrl,
    results_label: suggestions.resultsLabel,
    products: suggestions.products.map((product) => ({
      id: product.id,
      name: product.name,
      url: product.url,
      price: product.price,
      price_label: product.priceLabel,
      image: product.image ? { src: product.image.src, srcset: product.image.srcSet, alt: product.image.alt, width: product.image.width, height: product.image.height } : null,
    })),
  };
}
