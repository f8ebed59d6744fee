import { DEFAULT_SORT, SORT_LABELS, type SortOption } from '../../../core/catalog/listing.ts';

/** "Showing 1–12 of 60 results" (CONTRACT.md `p.woocommerce-result-count`), a live region the sort script refreshes. */
export function ResultCount({ text, sort }: { text: string; sort: SortOption }) {
  const sorted = sort !== DEFAULT_SORT;
  return (
    <p className="woocommerce-result-count" role="alert" aria-relevant="all" data-is-sorted-by={sorted ? 'true' : undefined}>
      {text}
      {sorted ? <span className="visually-hidden">. {SORT_LABELS[sort].replace(/^Sort by/, 'Sorted by')}</span> : null}
    </p>
  );
}
