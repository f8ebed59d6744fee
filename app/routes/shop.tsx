import { data, redirect } from 'react-router';
import type { Route } from './+types/shop.ts';
import type { PageHandle } from '../document/page-meta.ts';
import { services } from '../context.ts';
import { loadListing } from '../../core/catalog/listing-page.ts';
import { ProductListing } from '../components/catalog/ProductListing.tsx';
import { MoneyContext } from '../components/catalog/money.tsx';
import { absoluteUrl, pageTitle, seoMeta } from '../components/catalog/seo.ts';
import { listingHref } from '../../core/catalog/listing.ts';
import catalogCss from '../styles/catalog.css?inline';

export const handle: PageHandle = { bodyClass: 'woocommerce-shop', styles: [{ id: 'catalog', css: catalogCss }], hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

// Same for every visitor: no session, nothing personal.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, uploadsUrl, siteOrigin } = services(context);
  const outcome = await loadListing(db, {
    basePath: '/shop/',
    pageParam: params.page,
    orderby: new URL(request.url).searchParams.get('orderby'),
    perPage: config.store.productsPerPage,
    uploadsUrl,
  });
  if (outcome.kind === 'not-found') throw data('Not found', { status: 404 });
  if (outcome.kind === 'redirect') throw redirect(outcome.location, 301);
  const { listing } = outcome;
  const suffix = listing.page > 1 ? ` – Page ${listing.page} of ${listing.lastPage}` : '';
  return {
    listing,
    money: { currency: config.store.currency, locale: config.store.locale },
    seo: {
      title: pageTitle(`Shop${suffix}`, config.store.name),
      description: `Browse all ${listing.total} products at ${config.store.name}: ${config.store.tagline}`,
      canonical: absoluteUrl(siteOrigin, listingHref('/shop/', listing.page, 'menu_order')),
    },
  };
}

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  return (
    <MoneyContext value={loaderData.money}>
      <ProductListing title="Shop" listing={loaderData.listing} />
    </MoneyContext>
  );
}
