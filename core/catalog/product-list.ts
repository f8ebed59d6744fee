import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database, Product, ProductImage } from '../../db/schema.ts';
import { DEFAULT_SORT, type SortOption } from './listing.ts';
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
  uploadsUrl: string;
}

export interface ProductPage {
  products: ProductCard[];
  /** Every matching product, across all pages. */
  total: number;
}

type ProductQuery = SelectQueryBuilder<Database, 'products', object>;

/** What a card shows of a product row: listings read these columns only (no descriptions). */
export const CARD_COLUMNS = [...SUMMARY_COLUMNS, 'average_rating', 'rating_count'] as const;
export type CardRow = Pick<Product, (typeof CARD_COLUMNS)[number]>;

/** One page of published products in the chosen order, with the total for the result count. */
export async function listProducts(db: Db, options: ListProductsOptions): Promise<ProductPage> {
  const perPage = Math.max(1, Math.floor(options.perPage));
  const page = Math.max(1, Math.floor(options.page));
  const base = filtered(db, options);
  const [countRow, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst(),
    sorted(base.select(CARD_COLUMNS.map((column) => `products.${column}` as const)), options.sort ?? DEFAULT_SORT)
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  return { products: await toCards(db, rows, options.uploadsUrl), total: Number(countRow?.count ?? 0) };
}

function filtered(db: Db, options: Pick<ListProductsOptions, 'categoryId' | 'onSale'>): ProductQuery {
  let query: ProductQuery = db.selectFrom('products').where('products.status', '=', 'publish');
  if (options.categoryId !== undefined) {
    const categoryId = options.categoryId;
    query = query.where('products.id', 'in', db.selectFrom('product_categories').select('product_id').where('category_id', '=', categoryId));
  }
  if (options.onSale) {
    query = query.where('products.sale_price', 'is not', null).whereRef('products.sale_price', '<', 'products.regular_price');
  }
  return query;
}

/** Each order ends with the id, so pages never overlap or skip a product when values tie. */
function sorted<Q extends SelectQueryBuilder<Database, 'products', any>>(query: Q, sort: SortOption): Q {
  switch (sort) {
    case 'popularity':
      return query.orderBy('products.total_sales', 'desc').orderBy('products.id', 'desc') as Q;
    case 'rating':
      return query.orderBy('products.average_rating', 'desc').orderBy('products.rating_count', 'desc').orderBy('products.id', 'desc') as Q;
    case 'date':
      return query.orderBy('products.created_at', 'desc').orderBy('products.id', 'desc') as Q;
    case 'price':
      return query.orderBy('products.price', 'asc').orderBy('products.id', 'asc') as Q;
    case 'price-desc':
      return query.orderBy('products.price', 'desc').orderBy('products.id', 'desc') as Q;
    case 'menu_order':
      return query.orderBy('products.menu_order', 'asc').orderBy('products.name', 'asc').orderBy('products.id', 'asc') as Q;
  }
}

/** Cards for product rows, in the same order, each with its first image. */
export async function toCards(db: Db, rows: CardRow[], uploadsUrl: string): Promise<ProductCard[]> {
  const images = await firstImageViews(db, rows.map((row) => row.id), uploadsUrl);
  return rows.map((row) => cardOf(row, images.get(row.id) ?? null));
}

/** The card of one product row with its image already made. */
export function cardOf(row: CardRow, image: ImageView | null): ProductCard {
  return { ...toSummary(row), image, averageRating: Number(row.average_rating), ratingCount: Number(row.rating_count) };
}

/** The first image of each product, ready to show. */
export async function firstImageViews(db: Db, productIds: number[], uploadsUrl: string): Promise<Map<number, ImageView>> {
  const views = new Map<number, ImageView>();
  for (const [id, image] of await firstImages(db, productIds)) views.set(id, imageView(image, uploadsUrl));
  return views;
}

/** The first image (lowest position) of each product. */
export async function firstImages(db: Db, productIds: number[]): Promise<Map<number, ProductImage>> {
  const result = new Map<number, ProductImage>();
  if (productIds.length === 0) return result;
  const rows = await db
    .selectFrom('product_images')
    .selectAll()
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) if (!result.has(row.product_id)) result.set(row.product_id, row);
  return result;
}
