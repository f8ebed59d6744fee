import { useLocalizedHref } from '../i18n/locale-context.ts';
import { useTranslate } from '../i18n/translate-context.ts';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

/** The trail to the page; each crumb's `href` is a site path, written in the page's language. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useTranslate();
  const href = useLocalizedHref();
  return (
    <nav className="woocommerce-breadcrumb" aria-label={t('catalog.breadcrumb.label')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.href ? <a href={href(crumb.href)}>{crumb.label}</a> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
