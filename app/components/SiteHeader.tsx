import { Link, NavLink } from 'react-router';
import type { NavCategory } from '../../core/catalog/categories.ts';

/** The header names the first few categories; the shop page lists them all. */
const NAV_CATEGORY_COUNT = 3;

interface SiteHeaderProps {
  storeName: string;
  categories: NavCategory[];
  cartCount: number;
}

export function SiteHeader({ storeName, categories, cartCount }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-title">
          {storeName}
        </Link>
        <nav className="site-nav" aria-label="Main">
          <ul className="site-nav__list">
            <li>
              <NavLink to="/shop/">Shop</NavLink>
            </li>
            {categories.slice(0, NAV_CATEGORY_COUNT).map((category) => (
              <li key={category.slug} className="site-nav__category">
                <NavLink to={`/product-category/${category.slug}/`}>{category.name}</NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/blog/">Journal</NavLink>
            </li>
          </ul>
        </nav>
        <ul className="site-header__actions">
          <li>
            <NavLink to="/my-account/">Account</NavLink>
          </li>
          <li className="site-header-cart">
            <Link to="/cart/" className="cart-contents">
              Cart <span className="cart-count" aria-label={`${cartCount} ${cartCount === 1 ? 'item' : 'items'} in cart`}>{cartCount}</span>
            </Link>
          </li>
        </ul>
      </div>
    </header>
  );
}
