import { useLocation } from 'react-router';
import { NavAnchor } from '../NavAnchor.tsx';

const ACCOUNT_NAV = [
  { to: '/my-account/', label: 'Dashboard', end: true, className: 'dashboard' },
  { to: '/my-account/orders/', label: 'Orders', end: false, className: 'orders' },
  { to: '/my-account/customer-logout/', label: 'Log out', end: false, className: 'customer-logout' },
] as const;

export function AccountNav({ showAdmin }: { showAdmin: boolean }) {
  const { pathname } = useLocation();
  return (
    <nav className="woocommerce-MyAccount-navigation" aria-label="Account pages">
      <ul>
        {ACCOUNT_NAV.map((item) => (
          <li key={item.to} className={`woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${item.className}`}>
            <NavAnchor href={item.to} currentPath={pathname} end={item.end}>
              {item.label}
            </NavAnchor>
          </li>
        ))}
        {showAdmin ? (
          <li className="woocommerce-MyAccount-navigation-link">
            <NavAnchor href="/admin/" currentPath={pathname}>Shop admin</NavAnchor>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
