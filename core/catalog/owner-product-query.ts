import type { Db } from '../../db/connect.ts';
import type { Category, Product } from '../../db/schema.ts';
import { withLibraryIds, type NumberedImage } from '../media/library-pictures.ts';
import { PRODUCT_COLUMNS } from './query/columns.ts';
import { describeCatalogQuery, type ListedType } from './query/description.ts';
import { runCatalogQuery, type CatalogResult } from './query/run.ts';
import { wooSort } from './query/sorts.ts';
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
  /** Only these product types. */
  types?: readonly ListedType[];
  /** `relevance`: a search's best matches first (the admin's list); the REST API takes WooCommerce's orders only. */
  orderBy: OwnerProductOrder | 'relevance';
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
  /** A keyset cursor from a previous page: this page starts after it. */
  after?: string | undefined;
}

/** Every parent-level product, drafts included, filtered and ordered as the shop owner asks; with the total across pages. */
export async function listOwnerProducts(db: Db, options: OwnerProductQuery): Promise<CatalogResult<Product>> {
  const description = describeCatalogQuery({
    scope: 'owner',
    sort: options.orderBy === 'relevance' ? { kind: 'relevance' } : wooSort(options.orderBy, options.order),
    page: options.page,
    perPage: options.perPage,
    search: options.search,
    ...(options.categoryId !== undefined ? { categories: [options.categoryId] } : {}),
    ...(options.statuses ? { statuses: options.statuses } : {}),
    ...(options.skus ? { skus: options.skus } : {}),
    ...(options.include ? { include: options.include } : {}),
    ...(options.stockStatus ? { stockStatuses: [options.stockStatus] } : {}),
    ...(options.types ? { types: options.types } : {}),
    after: options.after,
  });
  return runCatalogQuery(db, description, PRODUCT_COLUMNS);
}

export interface ProductRelations {
  categories: Map<number, Pick<Category, 'id' | 'name' | 'slug'>[]>;
  images: Map<number, NumberedImage[]>;
}

/** The categories and images of these products, in the shop's order, each image with its library id; three queries. */
export async function productRelations(db: Db, productIds: readonly number[]): Promise<ProductRelations> {
  const categories = new Map<number, Pick<Category, 'id' | 'name' | 'slug'>[]>(productIds.map((id) => [id, []]));
  const images = new Map<number, NumberedImage[]>(productIds.map((id) => [id, []]));
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
  for (const row of await withLibraryIds(db, imageRows)) images.get(row.product_id)?.push(row);
  return { categories, images };
}
