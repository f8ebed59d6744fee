import type { Request, Response } from 'express';
import { z } from 'zod';
import { searchSuggestions, type Suggestions } from '../../core/catalog/search-suggestions.ts';
import type { ProductSuggestionsJson } from '../../core/contract/catalog/search-suggestions.ts';
import { intlLocale } from '../../core/i18n/format.ts';
import { shopLocales, type Locale } from '../../core/i18n/locales.ts';
import { requestServices } from '../request/request-services.ts';
import { sendRest, sendRestError } from './errors.ts';
import { parseQuery } from './query.ts';

/** Everyone who types the same words sees the same products: a browser may keep an answer this long. */
const SUGGESTIONS_CACHE_CONTROL = 'public, max-age=60';

/**
 * `GET /wp-json/vitrine/v1/product-suggestions?search=<terms>&lang=<language>`: the products the header's
 * search field suggests as the shopper types (app/widgets/search/), best first, with their page in the
 * shopper's language, price and image, and what a screen reader hears of the list. Reads only, no session.
 */
export async function suggestProducts(req: Request, res: Response): Promise<void> {
  const { db, config, uploadsUrl, catalog } = requestServices(res);
  const languages = shopLocales(config);
  const parsed = parseQuery(req, querySchema(languages, config.store.locales.default));
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const { search, lang } = parsed.query;
  const suggestions = await searchSuggestions(db, {
    search,
    locale: lang,
    locales: config.store.locales,
    uploadsUrl,
    currency: config.store.currency,
    moneyLocale: intlLocale(lang, config.store.locale),
  }, catalog);
  sendRest(res, 200, suggestionsJson(suggestions), SUGGESTIONS_CACHE_CONTROL);
}

const querySchemas = new Map<string, ReturnType<typeof buildQuerySchema>>();

/**
 * The query's schema for the shop's languages, built once for them: zod compiles a schema on its first
 * use, and a schema built per request is compiled per request (a tenth of the suggestions' allocations,
 * kept past a young collection).
 */
function querySchema(languages: readonly Locale[], defaultLanguage: Locale) {
  const key = `${defaultLanguage}:${languages.join(',')}`;
  let schema = querySchemas.get(key);
  if (!schema) {
    schema = buildQuerySchema(languages, defaultLanguage);
    querySchemas.set(key, schema);
  }
  return schema;
}

function buildQuerySchema(languages: readonly Locale[], defaultLanguage: Locale) {
  return z.object({
    search: z.string({ error: 'must be text' }).max(200, 'must be at most 200 characters').default(''),
    lang: z.enum(languages as [Locale, ...Locale[]], { error: `must be one of ${languages.join(', ')}` }).default(defaultLanguage),
  });
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
