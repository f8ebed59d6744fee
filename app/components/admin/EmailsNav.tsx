import { NavLink } from 'react-router';

/** The e-mail sections: what the shop wrote (the outbox), and how each e-mail is set up. */
export function EmailsNav() {
  return (
    <nav className="admin-subnav" aria-label="E-mail sections">
      <ul>
        <li>
          <NavLink to="/admin/emails/" end>
            Outbox
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/emails/settings/">Settings</NavLink>
        </li>
      </ul>
    </nav>
  );
}
