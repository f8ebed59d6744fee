import type { StoreProduct } from '../../../core/catalog/store-products.ts';
import { imageView, maxPurchasable, toSummary, type ImageView, type ProductSummary } from '../../../core/catalog/products.ts';
import type { NumberedImage } from '../../../core/media/library-pictures.ts';
import { shownShopPrice, type ShopPriceTax } from '../../../core/tax/tax-display.ts';
import { minorUnits, storeCurrency, type StoreCurrency } from './currency-json.ts';

/** What every product answer is built with: where links point and how money is written. */
export interface StoreJsonContext {
  /** The shop's public origin, for absolute links (no trailing slash). */
  siteOrigin: string;
  uploadsUrl: string;
  currency: string;
  locale: string;
  /** The most of one product a cart line may hold. */
  maxLineQuantity: number;
  /**
   * How the shop shows its prices (WooCommerce's `woocommerce_tax_display_shop`): products' prices are
   * answered with the shop's tax or without, as its pages show them; absent or null, as entered.
   */
  shopTax?: ShopPriceTax | null;
}

/**
 * An image as the Store API describes it: `id` the media library's (WordPress's attachment id, 0 once its
 * library item is deleted), absolute URLs, the smallest size as the thumbnail.
 */
export function storeImageJson(image: Pick<NumberedImage, 'library_id' | 'file' | 'alt' | 'width' | 'height' | 'sizes'>, context: Pick<StoreJsonContext, 'siteOrigin' | 'uploadsUrl'>) {
  return storeImageViewJson(image.library_id ?? 0, imageView(image, context.uploadsUrl), context.siteOrigin);
}

/** The same from an image already made ready to show (a cart line's); `id` 0 when the line does not know it. */
export function storeImageViewJson(id: number, view: ImageView, siteOrigin: string) {
  const absolute = (path: string) => `${siteOrigin}${path}`;
  const sources = view.srcSet ? view.srcSet.split(', ').map((entry) => absolute(entry)) : [];
  const src = absolute(view.src);
  return {
    id,
    src,
    thumbnail: sources[0]?.split(' ')[0] ?? src,
    srcset: sources.join(', '),
    sizes: `(max-width: ${view.width}px) 100vw, ${view.width}px`,
    name: view.src.split('/').at(-1) ?? '',
    alt: view.alt,
  };
}

export function productPermalink(siteOrigin: string, slug: string): string {
  return `${siteOrigin}/product/${encodeURIComponent(slug)}/`;
}

/**
 * Prices in minor units, as strings, with the currency; WooCommerce gives the price as the sale price when
 * not on sale. `range`: a variable or grouped product's cheapest and dearest, when they differ.
 */
export function storePricesJson(
  prices: { price: number; regularPrice: number; salePrice: number | null; onSale: boolean },
  currency: StoreCurrency,
  range: { min: number; max: number } | null = null,
) {
  return {
    price: minorUnits(prices.price),
    regular_price: minorUnits(prices.regularPrice),
    sale_price: minorUnits(prices.onSale && prices.salePrice !== null ? prices.salePrice : prices.price),
    price_range: range ? { min_amount: minorUnits(range.min), max_amount: minorUnits(range.max) } : null,
    ...currency,
  };
}

/** A product's Store API prices as the shop shows them: each amount with the shop's tax or without (core/tax/tax-display.ts), as the Price component does. */
export function storeShownPricesJson(summary: ProductSummary, currency: StoreCurrency, tax: ShopPriceTax | null) {
  const shown = (amount: number) => shownShopPrice(amount, summary, tax);
  return storePricesJson(
    { price: shown(summary.price), regularPrice: shown(summary.regularPrice), salePrice: summary.salePrice === null ? null : shown(summary.salePrice), onSale: summary.onSale },
    currency,
    summary.maxPrice !== null && (summary.type === 'variable' || summary.type === 'grouped') ? { min: shown(summary.price), max: shown(summary.maxPrice) } : null,
  );
}

/** A published product in the Store API's product shape (`wc/store/v1/products`). */
export function storeProductJson({ row, images, categories, attributes, variations, groupedIds }: StoreProduct, context: StoreJsonContext) {
  const summary = toSummary(row);
  const permalink = productPermalink(context.siteOrigin, row.slug);
  const inStock = row.stock_status !== 'outofstock' && (row.stock === null || row.stock > 0);
  const lowStock = row.stock !== null && row.stock > 0 && row.stock <= 2 ? row.stock : null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    parent: row.parent_id ?? 0,
    type: row.type,
    variation: '',
    permalink,
    sku: row.sku ?? '',
    short_description: row.short_description,
    description: row.description,
    on_sale: summary.onSale,
    prices: storeShownPricesJson(summary, storeCurrency(context.currency, context.locale), context.shopTax ?? null),
    average_rating: String(row.average_rating),
    review_count: Number(row.rating_count),
    images: images.map((image) => storeImageJson(image, context)),
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      slug: category.slug,
      link: `${context.siteOrigin}/product-category/${encodeURIComponent(category.slug)}/`,
    })),
    tags: [],
    brands: [],
    attributes: attributes.map((attribute) => ({
      id: attribute.id,
      name: attribute.name,
      taxonomy: attribute.id ? attribute.key : null,
      has_variations: attribute.variation,
      terms: attribute.options.map((option) => ({ id: 0, name: option.label, slug: option.value, default: false })),
    })),
    variations: variations.map((variation) => ({
      id: variation.id,
      attributes: attributes.filter((attribute) => attribute.variation).map((attribute) => ({ name: attribute.name, value: variation.values[attribute.key] || null })),
    })),
    grouped_products: groupedIds,
    has_options: row.type === 'variable',
    is_purchasable: summary.purchasable,
    is_in_stock: inStock,
    is_on_backorder: row.stock_status === 'onbackorder',
    low_stock_remaining: lowStock,
    stock_availability: inStock ? { text: row.stock !== null ? `${row.stock} in stock` : '', class: 'in-stock' } : { text: 'Out of stock', class: 'out-of-stock' },
    sold_individually: false,
    // The same words and link as the shop's own buttons (AddToCartButton, ProductCard).
    add_to_cart: row.type === 'variable'
      ? { text: 'Select options', description: `Select options for “${row.name}”`, url: permalink, single_text: 'Add to cart', minimum: 1, maximum: context.maxLineQuantity, multiple_of: 1 }
      : row.type === 'grouped'
      ? { text: 'View products', description: `View products in the “${row.name}” group`, url: permalink, single_text: 'Add to cart', minimum: 1, maximum: context.maxLineQuantity, multiple_of: 1 }
      : row.type === 'external' && row.external_url
      ? { text: row.button_text || 'Buy product', description: row.button_text || 'Buy product', url: row.external_url, single_text: row.button_text || 'Buy product', minimum: 1, maximum: 1, multiple_of: 1 }
      : summary.purchasable
      ? {
          text: 'Add to cart',
          description: `Add “${row.name}” to your cart`,
          url: `${permalink}?add-to-cart=${row.id}`,
          single_text: 'Add to cart',
          minimum: 1,
          maximum: maxPurchasable(summary, context.maxLineQuantity),
          multiple_of: 1,
        }
      : { text: 'Read more', description: `Read more about “${row.name}”`, url: permalink, single_text: 'Read more', minimum: 1, maximum: 1, multiple_of: 1 },
    extensions: {},
  };
}

export type StoreProductJson = ReturnType<typeof storeProductJson>;
