import { NavLink, useLocation } from 'react-router';

/** The admin's navigation, from one list: a new admin page is one line here. */
export const ADMIN_NAV = [
  { to: '/admin/', label: 'Dashboard', end: true },
  { to: '/admin/products/', label: 'Products', end: false },
  // Under Products: on its pages it alone is current (`sub`).
  { to: '/admin/products/attributes/', label: 'Attributes', end: false, sub: true },
  { to: '/admin/categories/', label: 'Categories', end: false },
  { to: '/admin/media/', label: 'Media', end: false },
  { to: '/admin/pages/', label: 'Pages', end: false },
  { to: '/admin/posts/', label: 'Posts', end: false },
  { to: '/admin/home/', label: 'Home page', end: false },
  { to: '/admin/orders/', label: 'Orders', end: false },
  { to: '/admin/coupons/', label: 'Coupons', end: false },
  { to: '/admin/reviews/', label: 'Reviews', end: false, pending: true },
  { to: '/admin/reports/attribution/', label: 'Attribution', end: false },
  { to: '/admin/reports/analytics/', label: 'Analytics', end: false },
  { to: '/admin/reports/consent/', label: 'Consent', end: false },
  { to: '/admin/emails/', label: 'E-mails', end: false },
  { to: '/admin/settings/', label: 'Settings', end: true },
  { to: '/admin/settings/shipping/', label: 'Shipping', end: false },
  { to: '/admin/settings/tax/', label: 'Tax', end: false },
  { to: '/admin/settings/consent/', label: 'Cookie banner', end: false },
  { to: '/admin/settings/theme/', label: 'Theme', end: false },
  { to: '/admin/settings/fonts/', label: 'Fonts', end: false },
  { to: '/admin/settings/integrations/', label: 'Integrations', end: false },
  // Only a shop of several languages has anything to translate.
  { to: '/admin/settings/translations/', label: 'Translations', end: false, multilingual: true },
  { to: '/admin/settings/rest-api/', label: 'REST API', end: false },
  { to: '/admin/settings/webhooks/', label: 'Webhooks', end: false },
] as const;

/** The admin's navigation list; `onNavigate` closes the off-canvas panel on small screens. */
export function AdminNav({ onNavigate, multilingual, pendingReviews = 0 }: { onNavigate?: () => void; multilingual: boolean; pendingReviews?: number }) {
  const { pathname } = useLocation();
  // A page under a sub-item is that item's, not also its parent's.
  const underSub = ADMIN_NAV.some((item) => 'sub' in item && pathname.startsWith(item.to));
  return (
    <nav aria-label="Admin" className="admin-nav">
      <ul>
        {ADMIN_NAV.filter((item) => multilingual || !('multilingual' in item)).map((item) => {
          const sub = 'sub' in item;
          const outshone = underSub && !sub;
          return (
            <li key={item.to} className={sub ? 'admin-nav__sub' : undefined}>
              <NavLink to={item.to} end={item.end} onClick={onNavigate} className={({ isActive }) => (isActive && !outshone ? 'active' : '')} aria-current={outshone ? false : 'page'}>
                {item.label}
                {'pending' in item && pendingReviews > 0 ? (
                  <>
                    {' '}
                    <span className="awaiting-mod count">
                      {pendingReviews}
                      <span className="visually-hidden"> pending</span>
                    </span>
                  </>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
