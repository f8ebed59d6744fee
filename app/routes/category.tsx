import { data } from 'react-router';
import type { Route } from './+types/category.ts';
import type { PageHandle } from '../document/page-meta.ts';
import { services } from '../context.ts';
import { getCategoryBySlug } from '../../core/catalog/categories.ts';
import { Breadcrumbs } from '../components/catalog/Breadcrumbs.tsx';
import { ProductListing } from '../components/catalog/ProductListing.tsx';
import { MoneyContext } from '../components/catalog/money.tsx';
import { seoMeta } from '../components/catalog/seo.ts';
import { loadListingPage } from './listing-page.ts';
import catalogCss from '../styles/catalog.css?inline';

export const handle: PageHandle = { bodyClass: 'tax-product_cat', styles: [{ id: 'catalog', css: catalogCss }], hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader(args: Route.LoaderArgs) {
  const { db } = services(args.context);
  const category = await getCategoryBySlug(db, args.params.slug);
  if (!category) throw data('Not found', { status: 404 });
  const page = await loadListingPage(args, {
    basePath: `/product-category/${category.slug}/`,
    categoryId: category.id,
    title: category.name,
    description: (_listing, store) => category.description || `Shop ${category.name} at ${store.name}.`,
  });
  return { category: { name: category.name, slug: category.slug, description: category.description }, ...page };
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
