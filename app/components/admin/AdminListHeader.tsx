import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminSearchForm } from './AdminSearchForm.tsx';

interface AdminListHeaderProps {
  title: string;
  /** The "Add …" button beside the heading, for a list the owner adds to. */
  add?: { to: string; label: string } | undefined;
  /** The search box: its id, label and placeholder, what was searched, and the filters it keeps. */
  search: { id: string; label: string; placeholder: string; value: string; keep?: Record<string, string> };
  /** How many items the list holds (or match the search), announced when it changes. */
  count: ReactNode;
  /** What stands between the heading and the search box, such as a status filter. */
  children?: ReactNode;
}

/** The top of an admin list: its heading (with an "Add …" button where there is one), search box and count. */
export function AdminListHeader({ title, add, search, count, children }: AdminListHeaderProps) {
  return (
    <>
      {add ? (
        <div className="admin-heading">
          <h1>{title}</h1>
          <Link className="button" to={add.to}>
            {add.label}
          </Link>
        </div>
      ) : (
        <h1>{title}</h1>
      )}
      {children}
      <AdminSearchForm id={search.id} label={search.label} placeholder={search.placeholder} search={search.value} keep={search.keep ?? {}} />
      <p className="admin-count" role="status">
        {count}
      </p>
    </>
  );
}

/** "3 products." or, for a search, "1 product matches “mug”." */
export function countLine(total: number, search: string, noun: { one: string; many: string }, capped = false): string {
  // A search past its limit of matches lists its best ones (core/catalog/query/best-matches.ts).
  if (capped) return `More than ${total} ${noun.many} match “${search}”; the best ${total} are listed.`;
  const items = `${total} ${total === 1 ? noun.one : noun.many}`;
  return search ? `${items} ${total === 1 ? 'matches' : 'match'} “${search}”.` : `${items}.`;
}
