import { data, redirect } from 'react-router';
import type { Route } from './+types/category.ts';
import type { PageHandle } from '../document/page-meta.ts';
import { services } from '../context.ts';
import { getCategoryBySlug } from '../../core/catalog/categories.ts';
import { loadListing } from '../../core/catalog/listing-page.ts';
import { listingHref } from '../../core/catalog/listing.ts';
import { Breadcrumbs } from '../components/catalog/Breadcrumbs.tsx';
import { ProductListing } from '../components/catalog/ProductListing.tsx';
import { MoneyContext } from '../components/catalog/money.tsx';
import { absoluteUrl, pageTitle, seoMeta } from '../components/catalog/seo.ts';
import catalogCss from '../styles/catalog.css?inline';

export const handle: PageHandle = { bodyClass: 'tax-product_cat', styles: [{ id: 'catalog', css: catalogCss }], hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, uploadsUrl, siteOrigin } = services(context);
  const category = await getCategoryBySlug(db, params.slug);
  if (!category) throw data('Not found', { status: 404 });
  const basePath = `/product-category/${category.slug}/`;
  const outcome = await loadListing(db, {
    basePath,
    pageParam: params.page,
    orderby: new URL(request.url).searchParams.get('orderby'),
    perPage: config.store.productsPerPage,
    categoryId: category.id,
    uploadsUrl,
  });
  if (outcome.kind === 'not-found') throw data('Not found', { status: 404 });
  if (outcome.kind === 'redirect') throw redirect(outcome.location, 301);
  const { listing } = outcome;
  const suffix = listing.page > 1 ? ` – Page ${listing.page} of ${listing.lastPage}` : '';
  return {
    category: { name: category.name, slug: category.slug, description: category.description },
    listing,
    money: { currency: config.store.currency, locale: config.store.locale },
    seo: {
      title: pageTitle(`${category.name}${suffix}`, config.store.name),
      description: category.description || `Shop ${category.name} at ${config.store.name}.`,
      canonical: absoluteUrl(siteOrigin, listingHref(basePath, listing.page, 'menu_order')),
    },
  };
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, listing } = loaderData;
  return (
    <MoneyContext value={loaderData.money}>
      <ProductListing
        title={category.name}
        description={category.description}
        listing={listing}
        breadcrumbs={<Breadcrumbs crumbs={[{ label: 'Home', href: '/' }, { label: 'Shop', href: '/shop/' }, { label: category.name }]} />}
      />
    </MoneyContext>
  );
}
