import type { MetaDescriptor } from 'react-router';
import { majorAmountText } from '../../../core/shared/money.ts';
import { shownShopPrice, type ShopPriceTax } from '../../../core/tax/tax-display.ts';

/** What a page tells search engines: title, description, its one canonical address, optional structured data. */
export interface Seo {
  title: string;
  description: string;
  canonical: string;
  jsonLd?: Record<string, unknown>;
}

/**
 * The absolute address of a path on this shop, on its public origin (`AppServices.siteOrigin`), never
 * the request's Host: these pages are kept in the page cache and shared by every visitor.
 */
export function absoluteUrl(siteOrigin: string, path: string): string {
  return `${siteOrigin}${path}`;
}

/** "Page title – Store name", or just the store name for the home page. */
export function pageTitle(title: string | null, storeName: string): string {
  return title ? `${title} – ${storeName}` : storeName;
}

export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
  ];
  if (seo.jsonLd) tags.push({ 'script:ld+json': seo.jsonLd as never });
  return tags;
}

/** What a product's structured data is made from: the product as its page has it. */
export interface ProductJsonLdInput {
  product: {
    name: string;
    sku: string | null;
    type: string;
    price: number;
    maxPrice: number | null;
    purchasable: boolean;
    saleEndsAt?: string | null | undefined;
    averageRating: number;
    ratingCount: number;
    taxStatus?: string | undefined;
    taxClass?: string | undefined;
    images: readonly { src: string }[];
  };
  description: string;
  canonical: string;
  siteOrigin: string;
  currency: string;
  /** A variable product's variations on offer (0 for any other product). */
  offerCount: number;
  /**
   * The shop's tax as its prices are shown (core/tax/tax-display.ts) and whether they are shown with it
   * (WooCommerce's "Display prices in the shop"); null when the shop charges no tax.
   */
  tax: { shop: ShopPriceTax | null; included: boolean } | null;
  /** Approved reviews shown on the page (core/reviews/): each becomes a schema.org `Review`; none, no `review`. */
  reviews?: readonly { author: string; rating: number | null; content: string; createdAt: string }[];
}

/**
 * A product page's schema.org `Product`: its offer at the price the page shows (with the shop's tax or
 * without, as the Price component shows it), saying which when the shop charges tax; a variable
 * product's offer is its variations' range.
 */
export function productJsonLd({ product, description, canonical, siteOrigin, currency, offerCount, tax, reviews = [] }: ProductJsonLdInput): Record<string, unknown> {
  const shown = (amount: number) => majorAmountText(shownShopPrice(amount, product, tax?.shop ?? null), currency);
  const availability = product.purchasable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  const vat = tax ? { valueAddedTaxIncluded: tax.included } : null;
  const offers =
    product.type === 'variable' && offerCount > 0
      ? {
          '@type': 'AggregateOffer',
          url: canonical,
          priceCurrency: currency,
          lowPrice: shown(product.price),
          highPrice: shown(product.maxPrice ?? product.price),
          offerCount,
          ...(vat ? { priceSpecification: { '@type': 'PriceSpecification', minPrice: shown(product.price), maxPrice: shown(product.maxPrice ?? product.price), priceCurrency: currency, ...vat } } : {}),
          availability,
        }
      : {
          '@type': 'Offer',
          url: canonical,
          priceCurrency: currency,
          price: shown(product.price),
          ...(vat ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: shown(product.price), priceCurrency: currency, ...vat } } : {}),
          // The sale price holds until its sale ends (its last day, as schema.org takes a date).
          ...(product.saleEndsAt ? { priceValidUntil: product.saleEndsAt.slice(0, 10) } : {}),
          availability,
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    ...(product.sku ? { sku: product.sku } : {}),
    image: product.images.map((image) => absoluteUrl(siteOrigin, image.src)),
    offers,
    ...(product.ratingCount > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.averageRating, reviewCount: product.ratingCount } } : {}),
    ...(reviews.length > 0
      ? {
          review: reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.author },
            datePublished: review.createdAt.slice(0, 10),
            reviewBody: review.content,
            ...(review.rating !== null ? { reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 } } : {}),
          })),
        }
      : {}),
  };
}
