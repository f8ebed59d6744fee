import { useTranslate } from '../i18n/translate-context.ts';
import { SEARCH_SORT_OPTIONS, SORT_OPTIONS, type FilterPairs, type ListingSearch, type SortOption } from '../../../core/catalog/listing.ts';

interface SortFormProps {
  action: string;
  sort: SortOption;
  /** On a search's results: the search is kept (hidden fields, as WooCommerce writes them) and relevance offered. */
  search?: ListingSearch | null;
  /** The layered navigation's choices, kept as hidden fields. */
  filters?: FilterPairs;
}

/**
 * The sort dropdown (docs/contract.md `form.woocommerce-ordering select.orderby`): a GET form back to page 1
 * of the listing, with a button so it works without script; with script a change submits it at once (as
 * shoppers expect from this control on shop pages) and the button is hidden.
 */
export function SortForm({ action, sort, search, filters = [] }: SortFormProps) {
  const t = useTranslate();
  return (
    <form className="woocommerce-ordering" method="get" action={action}>
      <label htmlFor="orderby">{t('catalog.sort.label')}</label>
      <select name="orderby" id="orderby" className="orderby" defaultValue={sort}>
        {(search ? SEARCH_SORT_OPTIONS : SORT_OPTIONS).map((option) => (
          <option key={option} value={option}>
            {t(`catalog.sort.${option}`)}
          </option>
        ))}
      </select>
      {search ? <input type="hidden" name="s" value={search.terms} /> : null}
      {search?.productsOnly ? <input type="hidden" name="post_type" value="product" /> : null}
      {filters.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button ordering-submit">
        {t('catalog.sort.submit')}
      </button>
    </form>
  );
}
