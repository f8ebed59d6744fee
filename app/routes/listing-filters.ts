import type { Db } from '../../db/connect.ts';
import { attributeNamesIn } from '../../core/catalog/attribute-translations.ts';
import type { Listing } from '../../core/catalog/listing-page.ts';
import { readFilterVocabulary, type ShopVocabulary } from '../../core/catalog/listing-facets.ts';
import { parseListingFilters, type ListingFilters } from '../../core/catalog/listing-filters.ts';
import { categoryViewsInLocale, type ViewLocale } from '../../core/i18n/catalog-views.ts';

/**
 * The shop's, a category's and a search's layered navigation, read from the address in WooCommerce's query
 * names (core/catalog/listing-filters.ts), and its names shown in the page's language.
 */

/** The filters the address asks for, with the attributes and terms they name as the shop has them. */
export async function readListingFilters(db: Db, request: Request, currency: string): Promise<{ chosen: ListingFilters; vocabulary: ShopVocabulary }> {
  const params = new URL(request.url).searchParams;
  const vocabulary = await readFilterVocabulary(db, params);
  return { chosen: parseListingFilters(params, vocabulary, currency), vocabulary };
}

/** The listing's filter names (attributes, terms, categories) in the page's language, each falling back to its own. */
export async function facetsInLocale(db: Db, listing: Listing, choice: ViewLocale): Promise<Listing> {
  const { facets } = listing;
  if (choice.locale === choice.defaultLocale) return listing;
  const [names, categories] = await Promise.all([
    attributeNamesIn(db, facets.attributes.map((attribute) => attribute.id), choice),
    categoryViewsInLocale(db, facets.categories, choice),
  ]);
  return {
    ...listing,
    facets: {
      ...facets,
      categories,
      attributes: facets.attributes.map((attribute) => ({
        ...attribute,
        name: names.attribute(attribute.id, attribute.name),
        terms: attribute.terms.map((term) => ({ ...term, name: names.term(attribute.id, term.slug, term.name) })),
      })),
    },
  };
}
