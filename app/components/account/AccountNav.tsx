import { NavLink } from 'react-router';

const ACCOUNT_NAV = [
  { to: '/my-account/', label: 'Dashboard', end: true, className: 'dashboard' },
  { to: '/my-account/orders/', label: 'Orders', end: false, className: 'orders' },
  { to: '/my-account/customer-logout/', label: 'Log out', end: false, className: 'customer-logout' },
] as const;

export function AccountNav({ showAdmin }: { showAdmin: boolean }) {
  return (
    <nav className="woocommerce-MyAccount-navigation" aria-label="Account pages">
      <ul>
        {ACCOUNT_NAV.map((item) => (
          <li key={item.to} className={`woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${item.className}`}>
            <NavLink to={item.to} end={item.end}>
              {item.label}
            </NavLink>
          </li>
        ))}
        {showAdmin ? (
          <li className="woocommerce-MyAccount-navigation-link">
            <NavLink to="/admin/">Shop admin</NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
