import { useLocalizedHref } from '../i18n/locale-context.ts';
import { useTranslate } from '../i18n/translate-context.ts';
import { SEARCH_MAX_LENGTH } from '../../../core/catalog/query/description.ts';

interface ProductSearchFormProps {
  /** Makes the field's id unique: the header and the off-canvas menu each carry a form. */
  idPrefix: string;
  className?: string;
  /** The terms of the search being shown, so a shopper can refine them. */
  terms?: string;
}

/**
 * WooCommerce's product search form (docs/contract.md): a GET to the home of the page's language with
 * `s` and `post_type=product`, so it works without script. The field sits inside `[role=search]`, where
 * the suggestions list can later attach to it.
 */
export function ProductSearchForm({ idPrefix, className, terms = '' }: ProductSearchFormProps) {
  const t = useTranslate();
  const href = useLocalizedHref();
  const fieldId = `${idPrefix}-search-field`;
  return (
    <form role="search" method="get" className={`woocommerce-product-search${className ? ` ${className}` : ''}`} action={href('/')} aria-label={t('catalog.search.form')}>
      <label className="visually-hidden" htmlFor={fieldId}>
        {t('catalog.search.label')}
      </label>
      <input type="search" id={fieldId} className="search-field" placeholder={t('catalog.search.placeholder')} name="s" defaultValue={terms} autoComplete="off" maxLength={SEARCH_MAX_LENGTH} />
      <button type="submit" className="search-submit">
        {t('catalog.search.submit')}
      </button>
      <input type="hidden" name="post_type" value="product" />
    </form>
  );
}
