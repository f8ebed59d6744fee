import { defaultSortOf, type ListingSearch, type SortOption } from '../../../core/catalog/listing.ts';
import type { Translate } from '../../../core/i18n/create-translator.ts';
import { useTranslate } from '../i18n/translate-context.ts';

interface ResultCountProps {
  listing: { page: number; perPage: number; total: number; capped?: boolean; sort: SortOption; basePath: string; search: ListingSearch | null; filtered?: boolean };
}

/** "Showing 1–12 of 60 results" (docs/contract.md `p.woocommerce-result-count`), a live region the sort script refreshes after a sort or a filter. */
export function ResultCount({ listing }: ResultCountProps) {
  const t = useTranslate();
  const sorted = listing.sort !== defaultSortOf(listing);
  return (
    <p className="woocommerce-result-count" role="alert" aria-relevant="all" data-is-sorted-by={sorted ? 'true' : undefined} data-is-filtered={listing.filtered ? 'true' : undefined}>
      {resultCount(t, listing)}
      {sorted ? <span className="visually-hidden">. {t(`catalog.sorted.${listing.sort}`)}</span> : null}
    </p>
  );
}

/** WooCommerce's wording: the single result, all of a few, or the range shown of many. */
export function resultCount(t: Translate, { page, perPage, total, capped = false }: Pick<ResultCountProps['listing'], 'page' | 'perPage' | 'total' | 'capped'>): string {
  if (total <= 0) return t('catalog.listing.empty');
  if (total === 1) return t('catalog.resultCount.single');
  const first = (page - 1) * perPage + 1;
  if (total <= perPage || first > total) return t('catalog.resultCount.all', { total });
  return t(capped ? 'catalog.resultCount.rangeOfMore' : 'catalog.resultCount.range', { first, last: Math.min(total, page * perPage), total });
}
