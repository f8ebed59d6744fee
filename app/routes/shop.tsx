import type { Route } from './+types/shop.ts';
import type { PageHandle } from '../document/page-meta.ts';
import { loadListingPage } from './listing-page.ts';
import { ProductListing } from '../components/catalog/ProductListing.tsx';
import { MoneyContext } from '../components/catalog/money.tsx';
import { seoMeta } from '../components/catalog/seo.ts';
import catalogCss from '../styles/catalog.css?inline';

export const handle: PageHandle = { bodyClass: 'woocommerce-shop', styles: [{ id: 'catalog', css: catalogCss }], hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader(args: Route.LoaderArgs) {
  return loadListingPage(args, {
    basePath: '/shop/',
    title: 'Shop',
    description: (listing, store) => `Browse all ${listing.total} products at ${store.name}: ${store.tagline}`,
  });
}

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  return (
    <MoneyContext value={loaderData.money}>
      <ProductListing title="Shop" listing={loaderData.listing} />
    </MoneyContext>
  );
}
