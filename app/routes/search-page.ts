import { data, redirect, type RouterContextProvider } from 'react-router';
import { services } from '../context.ts';
import { loadListing } from '../../core/catalog/listing-page.ts';
import { listingPageHref, type ListingSearch } from '../../core/catalog/listing.ts';
import { searchPublishedContent } from '../../core/content/post-search.ts';
import { absoluteUrl, pageTitle } from '../components/catalog/seo.ts';
import { pageLanguage } from './page-language.ts';
import { facetsInLocale, readListingFilters } from './listing-filters.ts';
import { shopPriceTax } from '../../core/tax/tax-display.ts';

/**
 * WordPress's search at the home address: `/?s=<terms>&post_type=product` lists the products found (the
 * shop's listing, ordered by relevance unless `orderby` says otherwise), `/?s=<terms>` also the pages and
 * posts found; `/page/N/?s=…` are the further pages. Same for every visitor: nothing personal is read.
 */

interface SearchLoaderArgs {
  request: Request;
  params: { page?: string };
  context: Readonly<RouterContextProvider>;
}

export async function loadSearchPage({ request, params, context }: SearchLoaderArgs, search: ListingSearch) {
  const { db, config, uploadsUrl, siteOrigin, catalog, taxes } = services(context);
  const { choice, intl, t, path } = pageLanguage(context);
  const locale = { locale: choice.locale, defaultLocale: choice.defaultLocale };
  const outcome = await loadListing(db, {
    basePath: '/',
    search,
    pageParam: params.page,
    orderby: new URL(request.url).searchParams.get('orderby'),
    perPage: config.store.productsPerPage,
    locale,
    filters: await readListingFilters(db, request, config.store.currency),
    currency: config.store.currency,
    shopTax: shopPriceTax(taxes),
    uploadsUrl,
    memo: catalog,
  });
  if (outcome.kind === 'not-found') throw data('Not found', { status: 404 });
  if (outcome.kind === 'redirect') throw redirect(outcome.location, 301);
  const listing = await facetsInLocale(db, outcome.listing, choice);
  // Pages and posts are listed once, under the first page of products.
  const posts = !search.productsOnly && listing.page === 1 ? await searchPublishedContent(db, search.terms, locale) : [];
  const heading = search.terms === '' ? t('catalog.shop.title') : t('catalog.search.title', { terms: search.terms });
  const title = listing.page > 1 ? t('catalog.paged', { title: heading, page: listing.page, lastPage: listing.lastPage }) : heading;
  return {
    kind: 'search' as const,
    heading,
    listing,
    posts,
    money: { currency: config.store.currency, locale: intl },
    seo: {
      title: pageTitle(title, config.store.name),
      description: t('catalog.search.description', { terms: search.terms, storeName: config.store.name }),
      canonical: absoluteUrl(siteOrigin, path(listingPageHref({ basePath: '/', search }, listing.page, 'relevance'))),
    },
  };
}
