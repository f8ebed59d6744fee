import { NavAnchor } from '../NavAnchor.tsx';
import type { MenuItem } from '../../../core/theme/menu.ts';
import type { PageLanguage } from '../../../core/i18n/page-languages.ts';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher.tsx';
import { ProductSearchForm } from './ProductSearchForm.tsx';
import { useTranslate } from '../i18n/translate-context.ts';
import { useMenuLabel } from './menu-label.ts';

export const OFFCANVAS_ID = 'site-offcanvas';

interface OffcanvasMenuProps {
  items: MenuItem[];
  currentPath: string;
  languages: readonly PageLanguage[];
  /** What the page's address searched for, shown in the search field. */
  searchTerms?: string;
}

/**
 * The menu's panel for phones and tablets (app/widgets/offcanvas/): the same entries as the header, each
 * item's children listed below it. Served hidden; only the toggle in the header opens it.
 */
export function OffcanvasMenu({ items, currentPath, languages, searchTerms = '' }: OffcanvasMenuProps) {
  const t = useTranslate();
  const label = useMenuLabel();
  return (
    <div className="offcanvas" id={OFFCANVAS_ID} role="dialog" aria-modal="true" aria-label={t('catalog.menu.panel')} hidden>
      <button type="button" className="offcanvas__close" data-offcanvas-close="">
        {t('catalog.menu.close')}
        <span className="visually-hidden">{t('catalog.menu.closeHidden')}</span>
      </button>
      {/* Before the menu, so focus held in the panel goes round from the close button to the menu's last
          link; named apart from the header's switcher, which stays on the page behind. The header's own
          search form is not shown while the panel is in use (header.css). */}
      <ProductSearchForm idPrefix="offcanvas" className="offcanvas__search" terms={searchTerms} />
      <LanguageSwitcher languages={languages} label={t('catalog.menu.language')} className="offcanvas__languages" />
      <nav className="offcanvas__nav" aria-label={t('catalog.menu.panel')}>
        <ul className="offcanvas__list">
          {items.map((item) => (
            <li key={item.key}>
              <NavAnchor href={item.href} currentPath={currentPath}>
                {label(item)}
              </NavAnchor>
              {item.children.length > 0 ? (
                <ul className="offcanvas__sublist">
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <NavAnchor href={child.href} currentPath={currentPath}>
                        {label(child)}
                      </NavAnchor>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
