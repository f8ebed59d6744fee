import { Link, NavLink } from 'react-router';

/** The admin sidebar, from one list: a new admin page is one line here. */
export const ADMIN_NAV = [
  { to: '/admin/', label: 'Dashboard', end: true },
  { to: '/admin/products/', label: 'Products', end: false },
  { to: '/admin/orders/', label: 'Orders', end: false },
  { to: '/admin/reports/attribution/', label: 'Attribution', end: false },
  { to: '/admin/reports/analytics/', label: 'Analytics', end: false },
  { to: '/admin/reports/consent/', label: 'Consent', end: false },
  { to: '/admin/settings/', label: 'Settings', end: true },
  { to: '/admin/settings/consent/', label: 'Cookie banner', end: false },
] as const;

export function AdminNav({ userName }: { userName: string }) {
  return (
    <aside className="admin-sidebar">
      <p className="admin-sidebar__title">Shop admin</p>
      <nav aria-label="Admin">
        <ul>
          {ADMIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="admin-sidebar__user">
        Signed in as <strong>{userName}</strong>
        <br />
        <Link to="/" reloadDocument>View the shop</Link> · <Link to="/my-account/">My account</Link>
      </p>
    </aside>
  );
}
