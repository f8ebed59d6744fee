import { useLocalizedHref } from '../i18n/locale-context.ts';
import { useTranslate } from '../i18n/translate-context.ts';
import { listingPageHref, paginationItems, type FilterPairs, type ListingSearch, type SortOption } from '../../../core/catalog/listing.ts';

interface PaginationProps {
  basePath: string;
  /** A search's results page at `/page/N/?s=…` (core/catalog/listing.ts). */
  search?: ListingSearch | null;
  /** The layered navigation's choices, kept on every page. */
  filters?: FilterPairs;
  page: number;
  lastPage: number;
  sort: SortOption;
  /** The navigation's accessible name; the product listing's by default. */
  label?: string;
}

/** Page links that keep the chosen sort; the current page is marked for assistive technology. */
export function Pagination({ basePath, search = null, filters = [], page, lastPage, sort, label }: PaginationProps) {
  const t = useTranslate();
  const localized = useLocalizedHref();
  if (lastPage <= 1) return null;
  const href = (number: number) => localized(listingPageHref({ basePath, search, filters }, number, sort));
  // Words only screen readers hear (" page"); a language whose word for "previous" needs none leaves them empty.
  const previousHidden = t('catalog.pagination.previousHidden');
  const nextHidden = t('catalog.pagination.nextHidden');
  return (
    <nav className="woocommerce-pagination" aria-label={label ?? t('catalog.pagination.label')}>
      <ul className="page-numbers">
        {page > 1 ? (
          <li>
            <a className="prev page-numbers" href={href(page - 1)} rel="prev">
              <span className="inline-arrow" aria-hidden="true">←</span>
              {` ${t('catalog.pagination.previous')}`}
              {previousHidden ? <span className="visually-hidden">{previousHidden}</span> : null}
            </a>
          </li>
        ) : null}
        {paginationItems(page, lastPage).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`}>
              <span className="page-numbers dots" aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span className="page-numbers current" aria-current="page">
                  <span className="visually-hidden">{t('catalog.pagination.page')}</span>
                  {item}
                </span>
              ) : (
                <a className="page-numbers" href={href(item)}>
                  <span className="visually-hidden">{t('catalog.pagination.page')}</span>
                  {item}
                </a>
              )}
            </li>
          ),
        )}
        {page < lastPage ? (
          <li>
            <a className="next page-numbers" href={href(page + 1)} rel="next">
              {t('catalog.pagination.next')}
              {nextHidden ? <span className="visually-hidden">{nextHidden}</span> : null} <span className="inline-arrow" aria-hidden="true">→</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
