import type { Route } from './+types/shop.ts';
import type { PageHandle } from '../document/page-meta.ts';
import { loadListingPage } from './listing-page.ts';
import { ProductListing } from '../components/catalog/ProductListing.tsx';
import { MoneyContext } from '../components/catalog/money.tsx';
import { seoMeta } from '../components/catalog/seo.ts';
import { pageLanguage } from './page-language.ts';
import catalogCss from '../styles/catalog.css?inline';

export const handle: PageHandle = { bodyClass: 'woocommerce-shop', styles: [{ id: 'catalog', css: catalogCss }], hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  // A filtered listing is one of endless combinations of the same products: not a page for a search engine's index.
  ...(loaderData?.listing.filtered ? [{ name: 'robots', content: 'noindex, follow' }] : []),
];

export async function loader(args: Route.LoaderArgs) {
  const { t, owner } = pageLanguage(args.context);
  const title = t('catalog.shop.title');
  const page = await loadListingPage(args, {
    basePath: '/shop/',
    title,
    description: (listing, store) => t('catalog.shop.description', { count: listing.total, storeName: store.name, tagline: owner(store.tagline) }),
  });
  return { title, ...page };
}

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  return (
    <MoneyContext value={loaderData.money}>
      <ProductListing title={loaderData.title} listing={loaderData.listing} />
    </MoneyContext>
  );
}
