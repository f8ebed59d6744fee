import type { ReactNode } from 'react';
import { useTranslate } from '../i18n/translate-context.ts';

/** WooCommerce's product tabs, by their keys (`#tab-<key>`, `li.<key>_tab`). */
export type ProductTabKey = 'description' | 'additional_information' | 'reviews';

export interface ProductTabsProps {
  /** Each panel's content; a tab with nothing (null) is left out. */
  description: ReactNode | null;
  additionalInformation: ReactNode | null;
  /** The reviews panel and the approved reviews it counts; null when the shop takes no reviews. */
  reviews: { count: number; content: ReactNode } | null;
  /** The tab served open: the first, unless the visitor's last step was in another (a review sent back). */
  open?: ProductTabKey | undefined;
  /** The id of an element the page opens scrolled to when its address names none (the review form sent back). */
  scrollTo?: string | undefined;
}

/**
 * The product page's tabs as WooCommerce writes them (`div.woocommerce-tabs.wc-tabs-wrapper`,
 * `ul.tabs.wc-tabs[role=tablist]`, a `div.woocommerce-Tabs-panel.wc-tab[role=tabpanel]` each). Every
 * panel is served: the ones not open carry `hidden`, which the stylesheet overrides while the page runs no
 * script, so each is readable and the tabs work as links to them. The tabs widget
 * (app/widgets/tabs/tabs.ts) makes them tabs, and opens the one an address or a link names (`#reviews`).
 */
export function ProductTabs({ description, additionalInformation, reviews, open, scrollTo }: ProductTabsProps) {
  const t = useTranslate();
  const tabs: { key: ProductTabKey; title: string; content: ReactNode }[] = [];
  if (description !== null) tabs.push({ key: 'description', title: t('catalog.product.description'), content: description });
  if (additionalInformation !== null) tabs.push({ key: 'additional_information', title: t('catalog.product.additionalInformation'), content: additionalInformation });
  if (reviews !== null) tabs.push({ key: 'reviews', title: t('reviews.tab', { count: reviews.count }), content: reviews.content });
  if (tabs.length === 0) return null;
  const openKey = tabs.some((tab) => tab.key === open) ? open : tabs[0]!.key;
  return (
    <div className="woocommerce-tabs wc-tabs-wrapper">
      <ul className="tabs wc-tabs" role="tablist" data-tabs-scroll-to={scrollTo}>
        {tabs.map(({ key, title }) => (
          <li key={key} role="presentation" className={key === openKey ? `${key}_tab active` : `${key}_tab`} id={`tab-title-${key}`}>
            <a href={`#tab-${key}`} role="tab" aria-controls={`tab-${key}`} aria-selected={key === openKey}>
              {title}
            </a>
          </li>
        ))}
      </ul>
      {tabs.map(({ key, content }) => (
        <div
          key={key}
          className={`woocommerce-Tabs-panel woocommerce-Tabs-panel--${key} panel entry-content wc-tab`}
          id={`tab-${key}`}
          role="tabpanel"
          aria-labelledby={`tab-title-${key}`}
          hidden={key !== openKey}
        >
          {content}
        </div>
      ))}
    </div>
  );
}
