import type { Db } from '../../db/connect.ts';
import type { Product, ProductImage } from '../../db/schema.ts';
import type { ListSort, OwnerListQuery, PageOf } from '../shared/owner-list.ts';
import { listOwnerProducts, type OwnerProductOrder } from './owner-product-query.ts';
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

/**
 * Products for the admin table (parent-level: variations show under their product), optionally searched
 * by name or SKU: newest first, or a search's best matches first (as WordPress ranks an admin search),
 * unless sorted otherwise.
 */
export async function listAdminProducts(db: Db, options: OwnerListQuery<(typeof ADMIN_PRODUCT_SORTS)[number]>): Promise<PageOf<AdminProductRow>> {
  const searched = (options.search ?? '').trim() !== '';
  const sort = options.sort ?? (searched ? null : ADMIN_PRODUCT_DEFAULT_SORT);
  const order = sort ? { orderBy: sort.by, order: sort.order } : ({ orderBy: 'relevance', order: 'asc' } as const);
  const result = await listOwnerProducts(db, { search: options.search, ...order, page: options.page, perPage: options.perPage });
  // The admin's list pages by number and never sends a cursor, so there is none to refuse.
  const { rows: products, total, capped } = result.ok ? result.page : { rows: [], total: 0, capped: false };
  const images = await firstImages(db, products.map((product) => product.id));
  return {
    total,
    capped,
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
