import type { SortOption } from '../listing.ts';
import type { CatalogSort, SortDirection, SortField } from './description.ts';

/** The orders WooCommerce's REST `orderby` takes (Store API and `wc/v3` alike), each mapped onto our columns. */
export const WOO_PRODUCT_ORDERS = ['date', 'modified', 'id', 'include', 'title', 'slug', 'price', 'popularity', 'rating', 'menu_order'] as const;
export type WooProductOrder = (typeof WOO_PRODUCT_ORDERS)[number];

const WOO_ORDER_FIELDS: Record<Exclude<WooProductOrder, 'include'>, readonly SortField[]> = {
  date: ['created_at'],
  modified: ['updated_at'],
  id: [],
  title: ['name'],
  slug: ['slug'],
  price: ['price'],
  popularity: ['total_sales'],
  rating: ['average_rating'],
  menu_order: ['menu_order'],
};

/** A REST `orderby` and `order` as a catalogue sort. */
export function wooSort(orderBy: WooProductOrder, order: SortDirection): CatalogSort {
  return orderBy === 'include' ? { kind: 'include', direction: order } : { kind: 'fields', fields: WOO_ORDER_FIELDS[orderBy], direction: order };
}

/** The shop pages' sort dropdown (WooCommerce's `orderby` on `/shop/`). */
const STOREFRONT_SORTS: Record<SortOption, CatalogSort> = {
  relevance: { kind: 'relevance' },
  menu_order: { kind: 'fields', fields: ['menu_order', 'name'], direction: 'asc' },
  popularity: { kind: 'fields', fields: ['total_sales'], direction: 'desc' },
  rating: { kind: 'fields', fields: ['average_rating', 'rating_count'], direction: 'desc' },
  date: { kind: 'fields', fields: ['created_at'], direction: 'desc' },
  price: { kind: 'fields', fields: ['price'], direction: 'asc' },
  'price-desc': { kind: 'fields', fields: ['price'], direction: 'desc' },
};

export function storefrontSort(option: SortOption): CatalogSort {
  return STOREFRONT_SORTS[option];
}
