import { useTranslate } from '../i18n/translate-context.ts';
import { SORT_OPTIONS, type SortOption } from '../../../core/catalog/listing.ts';

/**
 * The sort dropdown (docs/contract.md `form.woocommerce-ordering select.orderby`): a GET form back to page 1
 * of the listing, with a button so it works without script; with script a change submits it at once (as
 * shoppers expect from this control on shop pages) and the button is hidden.
 */
export function SortForm({ action, sort }: { action: string; sort: SortOption }) {
  const t = useTranslate();
  return (
    <form className="woocommerce-ordering" method="get" action={action}>
      <label htmlFor="orderby">{t('catalog.sort.label')}</label>
      <select name="orderby" id="orderby" className="orderby" defaultValue={sort}>
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(`catalog.sort.${option}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="button ordering-submit">
        {t('catalog.sort.submit')}
      </button>
    </form>
  );
}
