import { Link } from 'react-router';

/** `basePath` with the query's non-empty parameters, in their order. */
export function hrefWith(basePath: string, query: Record<string, string>): string {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== '')).toString();
  return search ? `${basePath}?${search}` : basePath;
}

interface PaginationProps {
  page: number;
  pages: number;
  basePath: string;
  /** Other query parameters to keep (search, filters). */
  query?: Record<string, string>;
  label: string;
}

export function Pagination({ page, pages, basePath, query = {}, label }: PaginationProps) {
  if (pages <= 1) return null;
  const href = (target: number) => hrefWith(basePath, target > 1 ? { ...query, page: String(target) } : query);
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link className="pagination__prev" to={href(page - 1)} rel="prev">
          ← Previous
        </Link>
      ) : null}
      <span className="pagination__status">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link className="pagination__next" to={href(page + 1)} rel="next">
          Next →
        </Link>
      ) : null}
    </nav>
  );
}
