import { NavAnchor } from './NavAnchor.tsx';
import { StaticIsland } from './StaticIsland.tsx';
import { HeaderCartLink } from './cart/HeaderCartLink.tsx';
import { MiniCart, type MiniCartProps } from './cart/MiniCart.tsx';
import { SiteMenu } from './header/SiteMenu.tsx';
import { OffcanvasMenu, OFFCANVAS_ID } from './header/OffcanvasMenu.tsx';
import { ProductSearchForm } from './header/ProductSearchForm.tsx';
import type { MenuItem } from '../../core/theme/menu.ts';
import type { ShownLogo } from '../../core/theme/logo-size.ts';
import type { LanguageSuggestion, PageLanguage } from '../../core/i18n/page-languages.ts';
import { LanguageSwitcher } from './i18n/LanguageSwitcher.tsx';
import { useTranslate } from './i18n/translate-context.ts';
import { useLocalizedHref } from './i18n/locale-context.ts';

interface SiteHeaderProps {
  storeName: string;
  /** The owner's logo (Theme settings → Branding), shown in place of the name; null: the name. */
  logo?: ShownLogo | null;
  /** The theme's menu (core/theme/menu.ts), in the owner's order. */
  menu: MenuItem[];
  /** The header's `data-sticky` tokens (app/widgets/sticky/), or null when it does not stick. */
  sticky: string | null;
  /** The visitor's cart for the header link and the mini cart. */
  miniCart: MiniCartProps;
  /** False on the cart and checkout pages, which never show the mini cart. */
  showMiniCart: boolean;
  /** The pathname of the page being shown, to mark its menu item. */
  currentPath: string;
  /** What the page's address searched for, shown in the search fields (WordPress's `get_search_query`). */
  searchTerms?: string;
  /** The page in each of the shop's languages; empty in a shop of one language. */
  languages: readonly PageLanguage[];
  /** What the page may suggest to a visitor who prefers another of its languages (app/widgets/language/). */
  languageSuggestions?: Readonly<Record<string, LanguageSuggestion>>;
}

/**
 * The shop's header and, beside it, the off-canvas panel that holds the same menu on phones and tablets
 * (its toggle shows there only once the page's script runs; without it the menu stays in the header).
 */
export function SiteHeader({ storeName, logo = null, menu, sticky, miniCart, showMiniCart, currentPath, searchTerms = '', languages, languageSuggestions }: SiteHeaderProps) {
  const t = useTranslate();
  const href = useLocalizedHref();
  return (
    <>
      {/* Written here rather than by the widgets, so that a page React hydrates finds what it rendered. */}
      {sticky !== null ? <div className="sticky-placeholder" aria-hidden="true" hidden /> : null}
      <header className="site-header" data-sticky={sticky ?? undefined}>
        <div className="container site-header__inner">
          <button type="button" className="offcanvas-toggle" aria-controls={OFFCANVAS_ID} aria-expanded="false">
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M2 4h12M2 8h12M2 12h12" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            <span className="offcanvas-toggle__label">{t('catalog.menu.toggle')}</span>
          </button>
          <a href={href('/')} className="site-title">
            {/* The box in the style too, since the sheets size every image by its file (`height: auto`); with a known
                width the height follows the picture's proportions, so a phone's narrower cap keeps them. */}
            {logo ? <img className="site-title__logo" src={logo.url} alt={logo.alt || storeName} width={logo.width} height={logo.height} decoding="async" style={logo.width === undefined ? { height: logo.height } : { width: logo.width }} /> : storeName}
          </a>
          <nav className="site-nav" aria-label={t('catalog.menu.main')}>
            <SiteMenu items={menu} currentPath={currentPath} idPrefix="site-nav" />
          </nav>
          <LanguageSwitcher languages={languages} label={t('language.switcher')} className="site-header__languages" suggestions={languageSuggestions} />
          <ProductSearchForm idPrefix="site-header" className="site-header__search" terms={searchTerms} />
          <ul className="site-header__actions">
            <li>
              <NavAnchor href="/my-account/" currentPath={currentPath} className="site-header__account">
                {/* On a phone the word gives way to this figure (header.css), so the header keeps one row. */}
                <svg className="site-header__account-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                  <circle cx="10" cy="6.5" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
                  <path d="M3 18c0-3.9 3.1-6.5 7-6.5s7 2.6 7 6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
                </svg>
                <span className="site-header__account-label">{t('catalog.header.account')}</span>
              </NavAnchor>
            </li>
            <li className={showMiniCart ? 'site-header-cart site-header-cart--with-toggle' : 'site-header-cart'}>
              <StaticIsland className="site-header-cart__link">
                <HeaderCartLink count={miniCart.cart.count} />
              </StaticIsland>
              {showMiniCart ? (
                <>
                  <button type="button" className="site-header-cart__toggle" aria-expanded="false" aria-controls="site-header-mini-cart">
                    <span className="visually-hidden">{t('catalog.header.showCart')}</span>
                    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
                      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
                    </svg>
                  </button>
                  <div className="site-header-cart__panel" id="site-header-mini-cart" role="region" aria-label={t('catalog.header.cartContents')} hidden>
                    <div className="widget woocommerce widget_shopping_cart">
                      <StaticIsland className="hide_cart_widget_if_empty">
                        <MiniCart {...miniCart} />
                      </StaticIsland>
                    </div>
                    <button type="button" className="site-header-cart__close">
                      {t('catalog.header.closeCart')}
                      <span className="visually-hidden">{t('catalog.header.closeCartHidden')}</span>
                    </button>
                  </div>
                </>
              ) : null}
              <StaticIsland className="site-header-cart__status">
                <div className="widget_shopping_cart_live_region visually-hidden" role="status" />
              </StaticIsland>
            </li>
          </ul>
        </div>
      </header>
      <OffcanvasMenu items={menu} currentPath={currentPath} languages={languages} searchTerms={searchTerms} />
      <div className="offcanvas-backdrop" hidden />
    </>
  );
}
