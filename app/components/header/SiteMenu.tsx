import { NavAnchor } from '../NavAnchor.tsx';
import type { MenuItem } from '../../../core/theme/menu.ts';
import { useTranslate } from '../i18n/translate-context.ts';
import { useMenuLabel } from './menu-label.ts';

interface SiteMenuProps {
  items: MenuItem[];
  currentPath: string;
  /** Prefix of the dropdowns' element ids, unique per copy of the menu on the page. */
  idPrefix: string;
}

/**
 * The header's menu list. An item with children is a link plus a disclosure button (`data-dropdown`,
 * app/widgets/dropdown/) controlling the list of its children, hidden until opened. Without JavaScript the
 * list opens while the item holds the pointer or focus (header.css), and the item's own page lists the same.
 */
export function SiteMenu({ items, currentPath, idPrefix }: SiteMenuProps) {
  const t = useTranslate();
  const label = useMenuLabel();
  return (
    <ul className="site-nav__list">
      {items.map((item) => {
        if (item.children.length === 0) {
          return (
            <li key={item.key} className="site-nav__item">
              <NavAnchor href={item.href} currentPath={currentPath}>
                {label(item)}
              </NavAnchor>
            </li>
          );
        }
        const listId = `${idPrefix}-${item.key}`;
        return (
          <li key={item.key} className="site-nav__item site-nav__item--dropdown">
            <NavAnchor href={item.href} currentPath={currentPath}>
              {label(item)}
            </NavAnchor>
            <button type="button" className="site-nav__dropdown-toggle" aria-expanded="false" aria-controls={listId} data-dropdown="">
              <span className="visually-hidden">{t('catalog.menu.dropdown', { name: label(item) })}</span>
              <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
                <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </button>
            <ul className="site-nav__dropdown" id={listId} hidden>
              {item.children.map((child) => (
                <li key={child.href} className="site-nav__category">
                  <NavAnchor href={child.href} currentPath={currentPath}>
                    {label(child)}
                  </NavAnchor>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
