import type { SelectQueryBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database, Product, ProductImage } from '../../db/schema.ts';
import { containsPattern, lowerLike } from '../shared/sql.ts';
import { productRelations } from './owner-product-query.ts';
import type { ProductCategoryLink } from './product-detail.ts';
import { isRowId } from '../shared/row-id.ts';

/** The orders a Store API client may ask for (WooCommerce's `orderby`), each mapped onto our columns. */
export const STORE_PRODUCT_ORDERS = ['date', 'modified', 'id', 'include', 'title', 'slug', 'price', 'popularity', 'rating', 'menu_order'] as const;
export type StoreProductOrder = (typeof STORE_PRODUCT_ORDERS)[number];

export interface StoreProductFilters {
  /** Words in the name, SKU or short description. */
  search?: string;
  /** Only products in any of these categories, by id or slug. */
  categories?: readonly (number | string)[];
  onSale?: boolean;
  /** Bounds on the price paid now, in minor units, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  /** Only these products. */
  include?: readonly number[];
}

export interface StoreProductQuery extends StoreProductFilters {
  page: number;
  perPage: number;
  orderBy: StoreProductOrder;
  order: 'asc' | 'desc';
}

/** A published product with everything the Store API shows of it. */
export interface StoreProduct {
  row: Product;
  images: ProductImage[];
  categories: ProductCategoryLink[];
}

type ProductQuery = SelectQueryBuilder<Database, 'products', object>;

/** One page of published products for the Store API, with the total across pages. */
export async function listStoreProducts(db: Db, query: StoreProductQuery): Promise<{ products: StoreProduct[]; total: number }> {
  const base = filtered(db, query);
  const [countRow, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst(),
    ordered(base.selectAll('products'), query)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
  ]);
  return { products: await withImagesAndCategories(db, rows), total: Number(countRow?.count ?? 0) };
}

/** One published product by id, or null. */
export async function getStoreProduct(db: Db, id: number): Promise<StoreProduct | null> {
  if (!isRowId(id)) return null;
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).where('status', '=', 'publish').executeTakeFirst();
  if (!row) return null;
  const [product] = await withImagesAndCategories(db, [row]);
  return product ?? null;
}

function filtered(db: Db, filters: StoreProductFilters): ProductQuery {
  let query: ProductQuery = db.selectFrom('products').where('products.status', '=', 'publish');
  const search = filters.search?.trim().slice(0, 100);
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([lowerLike(sql`products.name`, pattern), lowerLike(sql`coalesce(products.sku, '')`, pattern), lowerLike(sql`products.short_description`, pattern)]),
    );
  }
  if (filters.categories && filters.categories.length > 0) {
    // A number past the id columns names no category (and PostgreSQL would refuse to compare it).
    const ids = filters.categories.filter(isRowId);
    const slugs = filters.categories.filter((value): value is string => typeof value === 'string');
    const inCategories = db
      .selectFrom('product_categories')
      .innerJoin('categories', 'categories.id', 'product_categories.category_id')
      .select('product_categories.product_id')
      .where((eb) => eb.or([...(ids.length ? [eb('categories.id', 'in', ids)] : []), ...(slugs.length ? [eb('categories.slug', 'in', slugs)] : [])]));
    query = query.where('products.id', 'in', inCategories);
  }
  if (filters.onSale) query = query.where('products.sale_price', 'is not', null).whereRef('products.sale_price', '<', 'products.regular_price');
  if (filters.minPrice !== undefined) query = query.where('products.price', '>=', filters.minPrice);
  if (filters.maxPrice !== undefined) query = query.where('products.price', '<=', filters.maxPrice);
  if (filters.include && filters.include.length > 0) {
    const include = filters.include.filter(isRowId);
    query = include.length > 0 ? query.where('products.id', 'in', include) : query.where(sql<boolean>`1 = 0`);
  }
  return query;
}

/** Each order ends with the id, so pages never overlap or skip a product when values tie. */
function ordered<Q extends SelectQueryBuilder<Database, 'products', any>>(query: Q, { orderBy, order, include }: StoreProductQuery): Q {
  const column = {
    date: 'products.created_at',
    modified: 'products.updated_at',
    id: 'products.id',
    include: 'products.id',
    title: 'products.name',
    slug: 'products.slug',
    price: 'products.price',
    popularity: 'products.total_sales',
    rating: 'products.average_rating',
    menu_order: 'products.menu_order',
  } as const satisfies Record<StoreProductOrder, string>;
  if (orderBy === 'include' && include && include.length > 0) {
    // The order the ids were given in: a CASE over the list (the ids are whole numbers, checked by the caller).
    const position = sql`case ${sql.join(include.map((id, index) => sql`when products.id = ${id} then ${index}`), sql` `)} else ${include.length} end`;
    return query.orderBy(position, 'asc').orderBy('products.id', 'asc') as Q;
  }
  return query.orderBy(column[orderBy], order).orderBy('products.id', order) as Q;
}

async function withImagesAndCategories(db: Db, rows: Product[]): Promise<StoreProduct[]> {
  const { images, categories } = await productRelations(db, rows.map((row) => row.id));
  return rows.map((row) => ({ row, images: images.get(row.id) ?? [], categories: categories.get(row.id) ?? [] }));
}
