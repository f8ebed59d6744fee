import { listingHref, paginationItems, type SortOption } from '../../../core/catalog/listing.ts';

interface PaginationProps {
  basePath: string;
  page: number;
  lastPage: number;
  sort: SortOption;
  label?: string;
}

/** Page links that keep the chosen sort; the current page is marked for assistive technology. */
export function Pagination({ basePath, page, lastPage, sort, label = 'Product pagination' }: PaginationProps) {
  if (lastPage <= 1) return null;
  return (
    <nav className="woocommerce-pagination" aria-label={label}>
      <ul className="page-numbers">
        {page > 1 ? (
          <li>
            <a className="prev page-numbers" href={listingHref(basePath, page - 1, sort)} rel="prev">
              <span aria-hidden="true">←</span> Previous<span className="visually-hidden"> page</span>
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
                  <span className="visually-hidden">Page </span>
                  {item}
                </span>
              ) : (
                <a className="page-numbers" href={listingHref(basePath, item, sort)}>
                  <span className="visually-hidden">Page </span>
                  {item}
                </a>
              )}
            </li>
          ),
        )}
        {page < lastPage ? (
          <li>
            <a className="next page-numbers" href={listingHref(basePath, page + 1, sort)} rel="next">
              Next<span className="visually-hidden"> page</span> <span aria-hidden="true">→</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
