import type { Db } from '../../db/connect.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { Product, ProductImage } from '../../db/schema.ts';
import { NO_MEMO, readEach, type CatalogReads } from './catalog-memo.ts';
import { DEFAULT_SORT, LISTING_COUNT_LIMIT, type SortOption } from './listing.ts';
import { describeCatalogQuery, type CatalogQuery, type CatalogQueryInput } from './query/description.ts';
import { runCatalogPage } from './query/run.ts';
import { storefrontSort } from './query/sorts.ts';
import { imageView, SUMMARY_COLUMNS, toSummary, type ImageView, type ProductSummary } from './products.ts';

/** A product as a listing card shows it. */
export interface ProductCard extends ProductSummary {
  image: ImageView | null;
  averageRating: number;
  ratingCount: number;
}

export interface ListProductsOptions {
  page: number;
  perPage: number;
  sort?: SortOption;
  /** Only products in this category. */
  categoryId?: number;
  /** Only products with a sale price below the regular price. */
  onSale?: boolean;
  /** Only products matching this search (core/catalog/query/search.ts). */
  search?: string;
  /** The layered navigation's filters (core/catalog/listing-facets.ts `catalogFilters`). */
  filters?: Pick<CatalogQueryInput, 'attributes' | 'categories' | 'stockStatuses' | 'ratings' | 'minPrice' | 'maxPrice'>;
  /** The page's language and the shop's default one: names are read in the page's. */
  locale?: { locale: string; defaultLocale: string } | undefined;
  uploadsUrl: string;
  /** Where the cards' images are kept until the catalogue's next edit (core/catalog/catalog-memo.ts). */
  memo?: CatalogReads | undefined;
}

export interface ProductPage {
  products: ProductCard[];
  /** Every matching product, across all pages. */
  total: number;
  /** More products match than `total`: a search lists its best, a filtered listing counts no further. */
  capped: boolean;
}

/** What a card shows of a product row: listings read these columns only (no descriptions). */
export const CARD_COLUMNS = [...SUMMARY_COLUMNS, 'average_rating', 'rating_count'] as const;
export type CardRow = Pick<Product, (typeof CARD_COLUMNS)[number]>;

/** The catalogue query of a shop listing: published products, its page, sort, category, search and filters. */
export function productListQuery(options: Omit<ListProductsOptions, 'uploadsUrl' | 'memo'>): CatalogQuery {
  return describeCatalogQuery({
    scope: 'storefront',
    sort: storefrontSort(options.sort ?? DEFAULT_SORT),
    page: options.page,
    perPage: options.perPage,
    ...options.filters,
    // A category's own listing is that category's, whatever the filters say.
    ...(options.categoryId !== undefined ? { categories: [options.categoryId] } : {}),
    onSale: options.onSale ?? false,
    search: options.search,
    locale: options.locale,
  });
}

/** One page of published products in the chosen order, with the total for the result count; names in the page's language. */
export async function listProducts(db: Db, options: ListProductsOptions): Promise<ProductPage> {
  const { rows, total, capped } = await runCatalogPage(db, productListQuery(options), CARD_COLUMNS, { countLimit: LISTING_COUNT_LIMIT });
  return { products: await toCards(db, rows, options.uploadsUrl, options.memo), total, capped };
}

/**
 * The first products of a listing without search, without its total: for blocks that show a few cards and
 * no result count (the home page's). One query fewer than listProducts, a round trip on PostgreSQL.
 */
export async function firstProductCards(db: Db, options: Omit<ListProductsOptions, 'page' | 'search'>): Promise<ProductCard[]> {
  const { rows } = await runCatalogPage(db, productListQuery({ ...options, page: 1 }), CARD_COLUMNS, { total: false });
  return toCards(db, rows, options.uploadsUrl, options.memo);
}

/** Cards for product rows, in the same order, each with its first image (kept in `memo` when given). */
export async function toCards(db: Db, rows: CardRow[], uploadsUrl: string, memo: CatalogReads = NO_MEMO): Promise<ProductCard[]> {
  const images = await firstImageViews(db, rows.map((row) => row.id), uploadsUrl, memo);
  return rows.map((row) => cardOf(row, images.get(row.id) ?? null));
}

/** The card of one product row with its image already made. */
export function cardOf(row: CardRow, image: ImageView | null): ProductCard {
  return { ...toSummary(row), image, averageRating: Number(row.average_rating), ratingCount: Number(row.rating_count) };
}

/**
 * The first image of each product, ready to show. With a memo each product's is kept until the catalogue's
 * next edit (an image's change is an edit), so a listing, the home page or a cart shown again reads none:
 * on PostgreSQL a query fewer is a round trip fewer. Those the memo lacks are read together, in one query.
 */
export async function firstImageViews(db: Db, productIds: readonly number[], uploadsUrl: string, memo: CatalogReads = NO_MEMO): Promise<Map<number, ImageView>> {
  const views = new Map<number, ImageView>();
  const kept = await readEach<ImageView | null>(memo, `first-image:${uploadsUrl}:`, productIds, async (ids) => viewsOf(await firstImages(db, [...ids]), uploadsUrl), null);
  for (const [id, view] of kept) if (view) views.set(id, view);
  return views;
}

function viewsOf(images: ReadonlyMap<number, ProductImage>, uploadsUrl: string): Map<number, ImageView> {
  const views = new Map<number, ImageView>();
  for (const [id, image] of images) views.set(id, imageView(image, uploadsUrl));
  return views;
}

/** Every listing, cart and category cover reads its products' images: kept compiled (and prepared on PostgreSQL). */
const imageRows = reusableQuery((db, p: { ids: number[] }) =>
  db.selectFrom('product_images').selectAll().where('product_id', 'in', p.ids).orderBy('product_id').orderBy('position').orderBy('id'),
);

/** The first image (lowest position) of each product. */
export async function firstImages(db: Db, productIds: number[]): Promise<Map<number, ProductImage>> {
  const result = new Map<number, ProductImage>();
  if (productIds.length === 0) return result;
  const rows = await imageRows(db, { ids: productIds });
  for (const row of rows) if (!result.has(row.product_id)) result.set(row.product_id, row);
  return result;
}
