import { data } from 'react-router';
import type { Route } from './+types/category.ts';
import type { PageHandle } from '../document/page-meta.ts';
import { services } from '../context.ts';
import { getCategoryBySlug } from '../../core/catalog/categories.ts';
import { categoryViewsInLocale } from '../../core/i18n/catalog-views.ts';
import { Breadcrumbs } from '../components/catalog/Breadcrumbs.tsx';
import { ProductListing } from '../components/catalog/ProductListing.tsx';
import { MoneyContext } from '../components/catalog/money.tsx';
import { seoMeta } from '../components/catalog/seo.ts';
import { useTranslate } from '../components/i18n/translate-context.ts';
import { loadListingPage } from './listing-page.ts';
import { pageLanguage } from './page-language.ts';
import catalogCss from '../styles/catalog.css?inline';

export const handle: PageHandle = { bodyClass: 'tax-product_cat', styles: [{ id: 'catalog', css: catalogCss }], hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  // A filtered listing is one of endless combinations of the same products: not a page for a search engine's index.
  ...(loaderData?.listing.filtered ? [{ name: 'robots', content: 'noindex, follow' }] : []),
];

export async function loader(args: Route.LoaderArgs) {
  const { db } = services(args.context);
  const { choice, t } = pageLanguage(args.context);
  const found = await getCategoryBySlug(db, args.params.slug);
  if (!found) throw data('Not found', { status: 404 });
  // The name and description in the page's language, each falling back to the default language's.
  const [category = found] = await categoryViewsInLocale(db, [found], choice);
  const page = await loadListingPage(args, {
    basePath: `/product-category/${category.slug}/`,
    categoryId: category.id,
    title: category.name,
    description: (_listing, store) => category.description || t('catalog.category.description', { name: category.name, storeName: store.name }),
  });
  return {
    category: { name: category.name, slug: category.slug, description: category.description },
    ...page,
  };
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { category, listing } = loaderData;
  return (
    <MoneyContext value={loaderData.money}>
      <ProductListing
        title={category.name}
        description={category.description}
        listing={listing}
        breadcrumbs={<Breadcrumbs crumbs={[{ label: t('catalog.breadcrumb.home'), href: '/' }, { label: t('catalog.shop.title'), href: '/shop/' }, { label: category.name }]} />}
      />
    </MoneyContext>
  );
}
