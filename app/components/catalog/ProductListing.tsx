import { useLocalizedHref } from '../i18n/locale-context.ts';
import { useTranslate } from '../i18n/translate-context.ts';
import type { Listing } from '../../../core/catalog/listing-page.ts';
import { Pagination } from './Pagination.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { ResultCount } from './ResultCount.tsx';
import { SortForm } from './SortForm.tsx';

interface ProductListingProps {
  title: string;
  description?: string;
  listing: Listing;
  breadcrumbs?: React.ReactNode;
}

/** The shop and category pages: heading, result count, sort form, grid and page links. */
export function ProductListing({ title, description, listing, breadcrumbs }: ProductListingProps) {
  const t = useTranslate();
  const localized = useLocalizedHref();
  return (
    <div className="container catalog-listing">
      {breadcrumbs}
      <header className="woocommerce-products-header">
        <h1 className="woocommerce-products-header__title page-title">{title}</h1>
        {description ? <p className="term-description">{description}</p> : null}
      </header>
      {listing.total > 0 ? (
        <>
          <div className="catalog-toolbar">
            <ResultCount listing={listing} />
            <SortForm action={localized(listing.basePath)} sort={listing.sort} />
          </div>
          <ProductGrid products={listing.products} eagerCount={4} />
          <Pagination basePath={listing.basePath} page={listing.page} lastPage={listing.lastPage} sort={listing.sort} />
        </>
      ) : (
        <p className="woocommerce-info">{t('catalog.listing.empty')}</p>
      )}
    </div>
  );
}
