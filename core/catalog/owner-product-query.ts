import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Category, Product, ProductImage } from '../../db/schema.ts';
import { readPage, whereSearched } from '../shared/paged-query.ts';
import type { StockStatus } from './stock-status.ts';

/** How the owner's product list may be ordered (WooCommerce's `orderby` values the catalog can honour). */
export const OWNER_PRODUCT_ORDERS = ['date', 'id', 'include', 'title', 'slug', 'price', 'popularity', 'rating', 'menu_order', 'modified'] as const;
export type OwnerProductOrder = (typeof OWNER_PRODUCT_ORDERS)[number];

export interface OwnerProductQuery {
  search?: string;
  categoryId?: number;
  /** Only these statuses; absent means every status. An empty list matches nothing. */
  statuses?: readonly Product['status'][];
  /** Exact SKUs (WooCommerce's `sku` takes a comma-separated list). */
  skus?: readonly string[];
  include?: readonly number[];
  stockStatus?: StockStatus;
  orderBy: OwnerProductOrder;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

const ORDER_COLUMN = {
  date: 'created_at',
  id: 'id',
  title: 'name',
  slug: 'slug',
  price: 'price',
  popularity: 'total_sales',
  rating: 'average_rating',
  menu_order: 'menu_order',
  modified: 'updated_at',
} as const satisfies Record<Exclude<OwnerProductOrder, 'include'>, keyof Product>;

/** Every product, drafts included, filtered and ordered as the shop owner asks; with the total across pages. */
export async function listOwnerProducts(db: Db, options: OwnerProductQuery): Promise<{ products: Product[]; total: number }> {
  let query = db.selectFrom('products');
  if (options.statuses) {
    if (options.statuses.length === 0) return { products: [], total: 0 };
    query = query.where('status', 'in', [...options.statuses]);
  }
  if (options.include) {
    if (options.include.length === 0) return { products: [], total: 0 };
    query = query.where('id', 'in', [...options.include]);
  }
  if (options.skus) {
    if (options.skus.length === 0) return { products: [], total: 0 };
    query = query.where('sku', 'in', [...options.skus]);
  }
  if (options.categoryId !== undefined) {
    query = query.where('id', 'in', db.selectFrom('product_categories').select('product_id').where('category_id', '=', options.categoryId));
  }
  if (options.stockStatus) query = query.where('stock_status', '=', options.stockStatus);
  query = whereSearched(query, options.search, [sql`name`, sql`coalesce(sku, '')`]);
  const { rows, total } = await readPage(
    query,
    (filtered) => {
      let rows = filtered.selectAll();
      if (options.orderBy === 'include' && options.include) {
        // The order the ids were given in: a CASE over the (at most 100) listed ids, written as numbers so
        // PostgreSQL ranks them as numbers (bound parameters there would be compared as text).
        const ranks = options.include.map((id, rank) => sql`when ${sql.lit(id)} then ${sql.lit(rank)}`);
        rows = rows.orderBy(sql`case id ${sql.join(ranks, sql` `)} end`, options.order);
      } else if (options.orderBy !== 'include') {
        rows = rows.orderBy(ORDER_COLUMN[options.orderBy], options.order);
      }
      return rows.orderBy('id', options.order);
    },
    options,
  );
  return { products: rows, total };
}

export interface ProductRelations {
  categories: Map<number, Pick<Category, 'id' | 'name' | 'slug'>[]>;
  images: Map<number, ProductImage[]>;
}

/** The categories and images of these products, in the shop's order, read in two queries. */
export async function productRelations(db: Db, productIds: readonly number[]): Promise<ProductRelations> {
  const categories = new Map<number, Pick<Category, 'id' | 'name' | 'slug'>[]>(productIds.map((id) => [id, []]));
  const images = new Map<number, ProductImage[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return { categories, images };
  const ids = [...productIds];
  const [categoryRows, imageRows] = await Promise.all([
    db
      .selectFrom('product_categories as pc')
      .innerJoin('categories as c', 'c.id', 'pc.category_id')
      .select(['pc.product_id', 'c.id', 'c.name', 'c.slug'])
      .where('pc.product_id', 'in', ids)
      .orderBy('c.menu_order')
      .orderBy('c.name')
      .execute(),
    db.selectFrom('product_images').selectAll().where('product_id', 'in', ids).orderBy('position').orderBy('id').execute(),
  ]);
  for (const row of categoryRows) categories.get(row.product_id)?.push({ id: row.id, name: row.name, slug: row.slug });
  for (const row of imageRows) images.get(row.product_id)?.push(row);
  return { categories, images };
}
