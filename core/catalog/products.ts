import type { Db } from '../../db/connect.ts';
import type { Product, ProductImage } from '../../db/schema.ts';
import { isRowId } from '../shared/row-id.ts';

/** A product as pages, the cart and checkout see it. */
export interface ProductSummary {
  id: number;
  slug: string;
  name: string;
  sku: string | null;
  price: number;
  regularPrice: number;
  salePrice: number | null;
  onSale: boolean;
  /** Units in stock when stock is managed, else null. */
  stock: number | null;
  stockStatus: Product['stock_status'];
  purchasable: boolean;
}

/** The columns a summary reads: listings select only these, not the descriptions. */
export const SUMMARY_COLUMNS = ['id', 'slug', 'name', 'sku', 'price', 'regular_price', 'sale_price', 'stock', 'stock_status', 'status'] as const;

export function toSummary(product: Pick<Product, (typeof SUMMARY_COLUMNS)[number]>): ProductSummary {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    sku: product.sku,
    price: product.price,
    regularPrice: product.regular_price,
    salePrice: product.sale_price,
    onSale: product.sale_price !== null && product.sale_price < product.regular_price,
    stock: product.stock,
    stockStatus: product.stock_status,
    purchasable: product.status === 'publish' && product.stock_status !== 'outofstock' && (product.stock === null || product.stock > 0),
  };
}

/** The most a shopper may put in the cart of this product (stock when managed, else the cart's cap). */
export function maxPurchasable(product: Pick<ProductSummary, 'stock' | 'purchasable'>, lineCap: number): number {
  if (!product.purchasable) return 0;
  return product.stock === null ? lineCap : Math.min(product.stock, lineCap);
}

export async function getPublishedProduct(db: Db, id: number): Promise<ProductSummary | null> {
  if (!isRowId(id)) return null;
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).where('status', '=', 'publish').executeTakeFirst();
  return row ? toSummary(row) : null;
}

export async function getPublishedProducts(db: Db, ids: number[]): Promise<Map<number, ProductSummary>> {
  const valid = [...new Set(ids.filter((id) => isRowId(id)))];
  if (valid.length === 0) return new Map();
  const rows = await db.selectFrom('products').selectAll().where('id', 'in', valid).where('status', '=', 'publish').execute();
  return new Map(rows.map((row) => [row.id, toSummary(row)]));
}

/** Image URLs for a stored image: the largest size as `src`, every size in `srcset`. */
export interface ImageView {
  src: string;
  srcSet: string;
  alt: string;
  width: number;
  height: number;
}

export function imageView(image: Pick<ProductImage, 'file' | 'alt' | 'width' | 'height' | 'sizes'>, uploadsUrl: string): ImageView {
  const sizes = parseSizes(image.sizes);
  const largest = sizes.at(-1) ?? image.width;
  return {
    src: `${uploadsUrl}/${image.file}-${largest}.webp`,
    srcSet: sizes.map((width) => `${uploadsUrl}/${image.file}-${width}.webp ${width}w`).join(', '),
    alt: image.alt,
    width: image.width,
    height: image.height,
  };
}

function parseSizes(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)).sort((a, b) => a - b) : [];
  } catch {
    return [];
  }
}
