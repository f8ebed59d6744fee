import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Product, ProductImage } from '../../db/schema.ts';
import { containsPattern, lowerLike } from '../shared/sql.ts';
import { firstImages } from './product-list.ts';
import type { StockStatus } from './stock-status.ts';

export interface AdminProductRow {
  id: number;
  name: string;
  slug: string;
  sku: string | null;
  status: Product['status'];
  stock: number | null;
  stockStatus: StockStatus;
  price: number;
  regularPrice: number;
  salePrice: number | null;
  image: Pick<ProductImage, 'file' | 'alt' | 'width' | 'height' | 'sizes'> | null;
}

/** Products for the admin table, newest first, optionally searched by name or SKU. */
export async function listAdminProducts(
  db: Db,
  options: { search?: string; page: number; perPage: number },
): Promise<{ rows: AdminProductRow[]; total: number }> {
  const search = options.search?.trim().slice(0, 100) ?? '';
  let query = db.selectFrom('products');
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([lowerLike(sql`name`, pattern), lowerLike(sql`coalesce(sku, '')`, pattern)]));
  }
  const [{ count } = { count: 0 }] = await query.select((eb) => eb.fn.countAll<number>().as('count')).execute();
  const products = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage)
    .execute();
  const images = await firstImages(db, products.map((product) => product.id));
  return {
    total: Number(count),
    rows: products.map((product) => ({
      id: product.id,
      name: product.name,
      slug: product.slug,
      sku: product.sku,
      status: product.status,
      stock: product.stock,
      stockStatus: product.stock_status,
      price: product.price,
      regularPrice: product.regular_price,
      salePrice: product.sale_price,
      image: images.get(product.id) ?? null,
    })),
  };
}
