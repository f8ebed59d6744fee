import { Link } from 'react-router';

/** `?page=` from a URL: a positive integer, else 1 (garbage and huge numbers included). */
export function pageFrom(url: URL): number {
  const text = url.searchParams.get('page') ?? '';
  return /^\d{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : 1;
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
  const href = (target: number) => {
    const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ''));
    if (target > 1) params.set('page', String(target));
    const search = params.toString();
    return search ? `${basePath}?${search}` : basePath;
  };
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
