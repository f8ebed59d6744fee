import type { Product, ProductImage, ProductType } from '../../db/schema.ts';
import { rowPricesNow } from './sale-schedule.ts';

/** A product as pages, the cart and checkout see it. */
export interface ProductSummary {
  id: number;
  slug: string;
  name: string;
  sku: string | null;
  price: number;
  regularPrice: number;
  salePrice: number | null;
  /** The sale price is in force now and lower than the regular price (core/catalog/sale-schedule.ts). */
  onSale: boolean;
  /** When the sale in force ends (UTC ISO); null or absent when it has no end. */
  saleEndsAt?: string | null;
  /** Units in stock when stock is managed, else null. */
  stock: number | null;
  stockStatus: Product['stock_status'];
  /** Published and in stock (a variable product: some variation is). Added to the cart as it is only when simple. */
  purchasable: boolean;
  type: ProductType;
  /** A variable product's dearest variation (`price` is its cheapest); null where there is one price. */
  maxPrice: number | null;
  /** An external product's address and its button's words. */
  externalUrl: string | null;
  buttonText: string | null;
  /** How its price is taxed (a variation's `parent` class until resolved): shop prices may be shown with or without tax. */
  taxStatus: Product['tax_status'];
  taxClass: string;
}

/** The columns a summary reads: listings select only these, not the descriptions. */
export const SUMMARY_COLUMNS = ['id', 'slug', 'name', 'sku', 'price', 'regular_price', 'sale_price', 'stock', 'stock_status', 'status', 'type', 'max_price', 'external_url', 'button_text', 'date_on_sale_from', 'date_on_sale_to', 'tax_status', 'tax_class'] as const;

/** A row as pages and the cart see it, its price and sale read at `now` (a scheduled sale may have started or ended). */
export function toSummary(product: Pick<Product, (typeof SUMMARY_COLUMNS)[number]>, now: Date = new Date()): ProductSummary {
  const prices = rowPricesNow(product, now);
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    sku: product.sku,
    price: prices.price,
    regularPrice: product.regular_price,
    salePrice: product.sale_price,
    onSale: prices.onSale,
    saleEndsAt: prices.saleEndsAt,
    stock: product.stock,
    stockStatus: product.stock_status,
    purchasable: product.status === 'publish' && product.stock_status !== 'outofstock' && (product.stock === null || product.stock > 0),
    type: product.type,
    maxPrice: product.max_price !== null && product.max_price > prices.price ? product.max_price : null,
    externalUrl: product.external_url,
    buttonText: product.button_text,
    taxStatus: product.tax_status,
    taxClass: product.tax_class,
  };
}

/** The most a shopper may put in the cart of this product (stock when managed, else the cart's cap). */
export function maxPurchasable(product: Pick<ProductSummary, 'stock' | 'purchasable'>, lineCap: number): number {
  if (!product.purchasable) return 0;
  return product.stock === null ? lineCap : Math.min(product.stock, lineCap);
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
