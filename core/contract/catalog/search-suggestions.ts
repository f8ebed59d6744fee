/**
 * The search suggestions' names, shared by the server (server/rest/product-suggestions.ts) and the
 * header's combobox (app/widgets/search/): docs/contract.md, "Search suggestions".
 */

/** Where the field asks for suggestions. */
export const PRODUCT_SUGGESTIONS_PATH = '/wp-json/vitrine/v1/product-suggestions';

/** The product search forms' text field: the header's and the off-canvas menu's. */
export const PRODUCT_SEARCH_FIELD_SELECTOR = 'form.woocommerce-product-search input.search-field[name="s"]';

/** One product in the answer. */
export interface ProductSuggestionJson {
  id: number;
  name: string;
  url: string;
  price: string;
  price_label: string;
  image: { src: string; srcset: string; alt: string; width: number; height: number } | null;
}

/** The answer of `GET PRODUCT_SUGGESTIONS_PATH?search=…&lang=…`. */
export interface ProductSuggestionsJson {
  search: string;
  /** Products found, counted up to 100. */
  total: number;
  /** Whether more products than `total` are found. */
  more: boolean;
  summary: string;
  results_url: string;
  results_label: string;
  products: ProductSuggestionJson[];
}
