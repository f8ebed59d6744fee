import type { ListingSearch } from '../../core/catalog/listing.ts';
import { SEARCH_MAX_LENGTH } from '../../core/catalog/query/description.ts';
import { searchText } from '../../core/shared/owner-list.ts';

/* What a search's address asks for and the classes its page wears; plain, as the route's `handle` reads it in the browser too. */

/**
 * The search an address asks for, or null for none (the home page): `s` cut to the search's length;
 * an empty `s` lists every product with `post_type=product` (as WooCommerce does), else is no search.
 */
export function searchOfUrl(url: URL): ListingSearch | null {
  const s = url.searchParams.get('s');
  if (s === null) return null;
  const terms = searchText(s, SEARCH_MAX_LENGTH);
  const productsOnly = url.searchParams.get('post_type') === 'product';
  return terms === '' && !productsOnly ? null : { terms, productsOnly };
}

/** The body classes of a search's results: WooCommerce's product archive ones when it lists products only. */
export function searchBodyClass(search: ListingSearch): string {
  return search.productsOnly ? 'search search-results post-type-archive post-type-archive-product woocommerce-shop' : 'search search-results';
}

/** The terms a page's address searched for (`?s=`), cut as the search cuts them; empty for none. The header's field shows them. */
export function searchTermsOf(query: string): string {
  return searchText(new URLSearchParams(query).get('s'), SEARCH_MAX_LENGTH);
}
