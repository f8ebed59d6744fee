import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { AdminNav } from './AdminNav.tsx';
import { NonceField } from './Field.tsx';
import { useOffcanvas } from './use-offcanvas.ts';

const PANEL_ID = 'admin-offcanvas';

/**
 * The admin's own page frame: a header with the shop's name, a link to the shop and the sign-out, and
 * the navigation beside the content. Up to 1024 px wide the navigation is an off-canvas panel opened
 * by the menu button (before the script runs it stays in the page, so it works without it).
 */
export function AdminChrome({ storeName, userName, nonce, multilingual, pendingReviews = 0, children }: { storeName: string; userName: string; nonce: string; multilingual: boolean; pendingReviews?: number; children: ReactNode }) {
  const { open, toggle, close, toggleRef, panelRef } = useOffcanvas();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="admin-header" aria-label="Shop admin">
        <button
          type="button"
          className="offcanvas-toggle admin-header__toggle"
          aria-controls={PANEL_ID}
          aria-expanded={open}
          data-own-script=""
          ref={toggleRef}
          onClick={toggle}
        >
          <span aria-hidden="true" className="offcanvas-toggle__icon" />
          Menu
        </button>
        <p className="admin-header__title">
          <Link to="/admin/">{storeName}</Link> <span className="admin-header__area">Shop admin</span>
        </p>
        <p className="admin-header__user">
          <span className="admin-header__name">
            Signed in as <strong>{userName}</strong>
          </span>{' '}
          <Link to="/" reloadDocument>
            View shop
          </Link>
        </p>
        <Form method="post" action="/my-account/customer-logout/" className="admin-header__signout" reloadDocument>
          <NonceField nonce={nonce} />
          <button type="submit" className="button button--small">
            Sign out
          </button>
        </Form>
      </header>
      <div className="admin-shell">
        <aside id={PANEL_ID} className={`offcanvas admin-sidebar${open ? ' is-open' : ''}`} aria-label="Admin menu" ref={panelRef}>
          <button type="button" className="offcanvas__close" onClick={close}>
            Close menu
          </button>
          <AdminNav onNavigate={close} multilingual={multilingual} pendingReviews={pendingReviews} />
          <p className="admin-sidebar__user">
            <Link to="/my-account/">My account</Link>
          </p>
        </aside>
        {open ? <div className="offcanvas-backdrop" aria-hidden="true" onClick={close} /> : null}
        <main id="main" className="admin-content" tabIndex={-1} aria-label="Shop admin">
          {children}
        </main>
      </div>
    </>
  );
}

/** The frame of the admin's error page: the shop's name and a way back, no navigation (the visitor may not be an administrator). */
export function AdminErrorChrome({ storeName, children }: { storeName: string; children: ReactNode }) {
  return (
    <>
      <header className="admin-header">
        <p className="admin-header__title">
          <Link to="/" reloadDocument>
            {storeName}
          </Link>
        </p>
      </header>
      <main id="main" className="admin-content admin-content--error" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
