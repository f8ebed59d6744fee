import { useTranslate } from '../i18n/translate-context.ts';
import { useLocalizedHref } from '../i18n/locale-context.ts';
import { useLocation } from 'react-router';
import { NavAnchor } from '../NavAnchor.tsx';

const ACCOUNT_NAV = [
  { to: '/my-account/', label: 'account.nav.dashboard', end: true, className: 'dashboard' },
  { to: '/my-account/orders/', label: 'account.nav.orders', end: false, className: 'orders' },
  { to: '/my-account/edit-address/', label: 'account.nav.addresses', end: false, className: 'edit-address' },
  { to: '/my-account/edit-account/', label: 'account.nav.details', end: false, className: 'edit-account' },
  { to: '/my-account/customer-logout/', label: 'account.nav.logout', end: false, className: 'customer-logout' },
] as const;

export function AccountNav({ showAdmin }: { showAdmin: boolean }) {
  const { pathname } = useLocation();
  const t = useTranslate();
  const href = useLocalizedHref();
  return (
    <nav className="woocommerce-MyAccount-navigation" aria-label={t('account.nav.label')}>
      <ul>
        {ACCOUNT_NAV.map((item) => (
          <li key={item.to} className={`woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${item.className}`}>
            <NavAnchor href={href(item.to)} currentPath={pathname} end={item.end}>
              {t(item.label)}
            </NavAnchor>
          </li>
        ))}
        {showAdmin ? (
          <li className="woocommerce-MyAccount-navigation-link">
            <NavAnchor href="/admin/" currentPath={pathname}>
              {t('account.nav.admin')}
            </NavAnchor>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
