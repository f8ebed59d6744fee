import { data, redirect, type RouterContextProvider } from 'react-router';
import { services, type AppServices } from '../context.ts';
import { loadListing, type Listing } from '../../core/catalog/listing-page.ts';
import { listingHref } from '../../core/catalog/listing.ts';
import type { Translate } from '../../core/i18n/translator.ts';
import { absoluteUrl, pageTitle } from '../components/catalog/seo.ts';
import { pageLanguage } from './page-language.ts';
import { facetsInLocale, readListingFilters } from './listing-filters.ts';
import { shopPriceTax } from '../../core/tax/tax-display.ts';

export interface ListingPageOptions {
  /** Where page 1 lives: `/shop/` or `/product-category/<slug>/`. */
  basePath: string;
  categoryId?: number;
  /** The page's name in its title: "Shop", or the category's name, in the page's language. */
  title: string;
  /** The meta description, once the listing is known, in the page's language. */
  description: (listing: Listing, store: AppServices['config']['store'], t: Translate) => string;
}

interface ListingLoaderArgs {
  request: Request;
  params: { page?: string };
  context: Readonly<RouterContextProvider>;
}

/**
 * The shop's and a category's loader, written once: the listing for the address's page and sort, a 404
 * past the last page, a 301 from `/page/1/` to the listing's own address, and the page's title and
 * canonical address (always the default sort, without filters), all in the page's language: product names translated,
 * prices in its Intl locale, addresses under its prefix. Same for every visitor: no session, nothing personal.
 */
export async function loadListingPage({ request, params, context }: ListingLoaderArgs, options: ListingPageOptions) {
  const { db, config, uploadsUrl, siteOrigin, catalog, taxes } = services(context);
  const { choice, intl, t, path } = pageLanguage(context);
  const outcome = await loadListing(db, {
    basePath: options.basePath,
    pageParam: params.page,
    orderby: new URL(request.url).searchParams.get('orderby'),
    perPage: config.store.productsPerPage,
    ...(options.categoryId !== undefined ? { categoryId: options.categoryId } : {}),
    locale: { locale: choice.locale, defaultLocale: choice.defaultLocale },
    filters: await readListingFilters(db, request, config.store.currency),
    currency: config.store.currency,
    shopTax: shopPriceTax(taxes),
    uploadsUrl,
    memo: catalog,
  });
  if (outcome.kind === 'not-found') throw data('Not found', { status: 404 });
  // A site path: React Router puts the page's language prefix (its basename) in front of it.
  if (outcome.kind === 'redirect') throw redirect(outcome.location, 301);
  const listing = await facetsInLocale(db, outcome.listing, choice);
  const title = listing.page > 1 ? t('catalog.paged', { title: options.title, page: listing.page, lastPage: listing.lastPage }) : options.title;
  return {
    listing,
    money: { currency: config.store.currency, locale: intl },
    seo: {
      title: pageTitle(title, config.store.name),
      description: options.description(listing, config.store, t),
      canonical: absoluteUrl(siteOrigin, path(listingHref(options.basePath, listing.page, 'menu_order'))),
    },
  };
}
