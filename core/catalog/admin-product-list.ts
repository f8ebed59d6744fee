import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Product, ProductImage } from '../../db/schema.ts';
import type { ListSort, OwnerListQuery, PageOf } from '../shared/owner-list.ts';
import { pageWindow } from '../shared/paged-query.ts';
import type { OwnerProductOrder } from './owner-product-query.ts';
import { PRODUCT_COLUMNS } from './query/columns.ts';
import { compileCatalogQuery } from './query/compile.ts';
import { describeCatalogQuery, type CatalogQuery } from './query/description.ts';
import { planSearch } from './query/search.ts';
import { wooSort } from './query/sorts.ts';
import { textIndexOf } from './query/text-index.ts';
import { firstImages } from './product-list.ts';
import type { StockStatus } from './stock-status.ts';
import { rowPricesNow } from './sale-schedule.ts';

function pricesOf(product: Product): Pick<AdminProductRow, 'price' | 'salePrice'> {
  const now = rowPricesNow(product, new Date());
  return { price: now.price, salePrice: now.onSale ? product.sale_price : null };
}

export interface AdminProductRow {
  id: number;
  name: string;
  slug: string;
  sku: string | null;
  status: Product['status'];
  type: Product['type'];
  stock: number | null;
  stockStatus: StockStatus;
  price: number;
  regularPrice: number;
  /** The sale price while it is in force (a scheduled sale not started or ended shows none). */
  salePrice: number | null;
  /** A variable product's dearest enabled variation (its price range's top); null otherwise. */
  maxPrice: number | null;
  image: Pick<ProductImage, 'file' | 'alt' | 'width' | 'height' | 'sizes'> | null;
}

/** The admin's product list sorts by name and price (its column headers), and starts newest first. */
export const ADMIN_PRODUCT_SORTS = ['title', 'price', 'date'] as const satisfies readonly OwnerProductOrder[];
export const ADMIN_PRODUCT_DEFAULT_SORT: ListSort<(typeof ADMIN_PRODUCT_SORTS)[number]> = { by: 'date', order: 'desc' };

/** Parent-level products of every status: from the counts the database keeps (db/migrations/024_owner_list_indexes.ts). */
async function countListedProducts(db: Db): Promise<number> {
  const counted = await db
    .selectFrom('product_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('count'), sql<number>`0`).as('total'))
    .where('type', '<>', 'variation')
    .executeTakeFirst();
  return Number(counted?.total ?? 0);
}

/**
 * The admin table's page of products through the catalogue's query (the owner's scope, as `wc/v3` lists
 * them), read from the nearer end of the list: the total comes first (kept counts without a search), and a
 * page past the middle is the first rows of the reversed order, so the last page skips none.
 */
async function readAdminPage(db: Db, options: OwnerListQuery<(typeof ADMIN_PRODUCT_SORTS)[number]>, sort: ListSort<(typeof ADMIN_PRODUCT_SORTS)[number]>): Promise<PageOf<Product>> {
  const index = textIndexOf(db);
  const describe = (order: 'asc' | 'desc') =>
    describeCatalogQuery({ scope: 'owner', sort: wooSort(sort.by, order), page: 1, perPage: options.perPage, search: options.search });
  const query = describe(sort.order);
  const plan = query.search ? await planSearch(db, query.search, index) : undefined;
  const compile = (described: CatalogQuery) => compileCatalogQuery(db, described, PRODUCT_COLUMNS, null, { index, ...(plan ? { plan } : {}) });
  const total = query.search ? Number((await compile(query).count.executeTakeFirst())?.total ?? 0) : await countListedProducts(db);
  const window = pageWindow(total, { page: Math.max(1, Math.floor(options.page) || 1), perPage: query.perPage });
  if (window.limit === 0) return { rows: [], total };
  const compiled = compile(window.reversed ? describe(sort.order === 'asc' ? 'desc' : 'asc') : query);
  // The compiled page's own limit and offset are replaced by the window's (a query's last ones stand).
  const found = (await compiled.rows.limit(window.limit).offset(window.offset).execute()) as unknown as Product[];
  return { rows: window.reversed ? found.reverse() : found, total };
}

/** Products for the admin table (parent-level: variations show under their product), newest first unless sorted otherwise, optionally searched by name or SKU. */
export async function listAdminProducts(db: Db, options: OwnerListQuery<(typeof ADMIN_PRODUCT_SORTS)[number]>): Promise<PageOf<AdminProductRow>> {
  const sort = options.sort ?? ADMIN_PRODUCT_DEFAULT_SORT;
  const { rows: products, total } = await readAdminPage(db, options, sort);
  const images = await firstImages(db, products.map((product) => product.id));
  return {
    total,
    rows: products.map((product) => ({
      ...pricesOf(product),
      id: product.id,
      name: product.name,
      slug: product.slug,
      sku: product.sku,
      status: product.status,
      type: product.type,
      stock: product.stock,
      stockStatus: product.stock_status,
      regularPrice: product.regular_price,
      maxPrice: product.max_price,
      image: images.get(product.id) ?? null,
    })),
  };
}
