import { NavAnchor } from './NavAnchor.tsx';
import { StaticIsland } from './StaticIsland.tsx';
import { HeaderCartLink } from './cart/HeaderCartLink.tsx';
import { MiniCart, type MiniCartProps } from './cart/MiniCart.tsx';
import type { NavCategory } from '../../core/catalog/categories.ts';

/** The header names the first few categories; the shop page lists them all. */
const NAV_CATEGORY_COUNT = 3;

interface SiteHeaderProps {
  storeName: string;
  categories: NavCategory[];
  /** The visitor's cart for the header link and the mini cart. */
  miniCart: MiniCartProps;
  /** False on the cart and checkout pages, which never show the mini cart. */
  showMiniCart: boolean;
  /** The pathname of the page being shown, to mark its menu item. */
  currentPath: string;
}

export function SiteHeader({ storeName, categories, miniCart, showMiniCart, currentPath }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a href="/" className="site-title">
          {storeName}
        </a>
        <nav className="site-nav" aria-label="Main">
          <ul className="site-nav__list">
            <li>
              <NavAnchor href="/shop/" currentPath={currentPath}>Shop</NavAnchor>
            </li>
            {categories.slice(0, NAV_CATEGORY_COUNT).map((category) => (
              <li key={category.slug} className="site-nav__category">
                <NavAnchor href={`/product-category/${category.slug}/`} currentPath={currentPath}>{category.name}</NavAnchor>
              </li>
            ))}
            <li>
              <NavAnchor href="/blog/" currentPath={currentPath}>Journal</NavAnchor>
            </li>
          </ul>
        </nav>
        <ul className="site-header__actions">
          <li>
            <NavAnchor href="/my-account/" currentPath={currentPath}>Account</NavAnchor>
          </li>
          <li className="site-header-cart">
            <StaticIsland className="site-header-cart__link">
              <HeaderCartLink count={miniCart.cart.count} />
            </StaticIsland>
            {showMiniCart ? (
              <>
                <button type="button" className="site-header-cart__toggle" aria-expanded="false" aria-controls="site-header-mini-cart">
                  <span className="visually-hidden">Show cart contents</span>
                  <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
                    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
                  </svg>
                </button>
                <div className="site-header-cart__panel" id="site-header-mini-cart" role="region" aria-label="Cart contents" hidden>
                  <div className="widget woocommerce widget_shopping_cart">
                    <StaticIsland className="hide_cart_widget_if_empty">
                      <MiniCart {...miniCart} />
                    </StaticIsland>
                  </div>
                  <button type="button" className="site-header-cart__close">
                    Close<span className="visually-hidden"> cart contents</span>
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
  );
}
