import { useLocalizedHref } from '../i18n/locale-context.ts';
import { useTranslate } from '../i18n/translate-context.ts';
import type { Listing } from '../../../core/catalog/listing-page.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { Pagination } from './Pagination.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { ResultCount } from './ResultCount.tsx';
import { SortForm } from './SortForm.tsx';

interface ProductListingProps {
  title: string;
  description?: string;
  listing: Listing;
  breadcrumbs?: React.ReactNode;
  /** What follows the products (a search's pages and posts). */
  children?: React.ReactNode;
}

/** The shop, category and search results pages: heading, result count, sort form, filters, grid and page links. */
export function ProductListing({ title, description, listing, breadcrumbs, children }: ProductListingProps) {
  const t = useTranslate();
  const localized = useLocalizedHref();
  return (
    <div className="container catalog-listing">
      {breadcrumbs}
      <header className="woocommerce-products-header">
        <h1 className="woocommerce-products-header__title page-title">{title}</h1>
        {description ? <p className="term-description">{description}</p> : null}
      </header>
      {/* The products first, the filters after them (beside them on wide screens); a link leads down to the filters. */}
      <div className="catalog-body">
        <div className="catalog-results">
          <p className="catalog-filters-link">
            <a href="#catalog-filters">{t('catalog.filters.jump')}</a>
          </p>
          {listing.total > 0 ? (
            <>
              <div className="catalog-toolbar">
                <ResultCount listing={listing} />
                <SortForm action={localized(listing.basePath)} sort={listing.sort} search={listing.search} filters={listing.filters} />
              </div>
              <ProductGrid products={listing.products} eagerCount={4} />
              <Pagination basePath={listing.basePath} search={listing.search} filters={listing.filters} page={listing.page} lastPage={listing.lastPage} sort={listing.sort} />
            </>
          ) : (
            <p className="woocommerce-info" role="status">
              {t('catalog.listing.empty')}
            </p>
          )}
        </div>
        <FilterPanel listing={listing} />
      </div>
      {children}
    </div>
  );
}
