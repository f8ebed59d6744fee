import { isRouteErrorResponse, Link, Outlet } from 'react-router';
import type { Route } from './+types/layout.ts';
import { services } from '../../context.ts';
import type { PageHandle } from '../../document/page-meta.ts';
import { displayName } from '../../../core/accounts/user-view.ts';
import { AdminNav } from '../../components/admin/AdminNav.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { FORBIDDEN_MESSAGE } from './forbidden.ts';
import { adminGuard, adminUser } from './guard.ts';
import accountCss from '../../styles/account.css?inline';
import adminCss from '../../styles/admin.css?inline';

export const handle: PageHandle = { bodyClass: 'vitrine-admin', styles: [{ id: 'account', css: accountCss }, { id: 'admin', css: adminCss }] };

export const middleware: Route.MiddlewareFunction[] = [adminGuard];

export async function loader({ context }: Route.LoaderArgs) {
  const user = adminUser(context);
  return { userName: displayName(user), nonce: await services(context).session.nonce() };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-shell">
      <AdminNav userName={loaderData.userName} />
      <div className="admin-content">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const title = forbidden ? 'Access denied' : 'Something went wrong';
  const message = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : 'Please try again in a moment.';
  return (
    <div className="container narrow admin-error">
      <title>{title}</title>
      <h1>{title}</h1>
      <p>{forbidden && message === FORBIDDEN_MESSAGE ? 'Sorry, you are not allowed to access this page. It is for shop managers only.' : message}</p>
      <p>
        <Link className="button" to="/">
          Go to the shop
        </Link>{' '}
        <Link to="/my-account/">My account</Link>
      </p>
    </div>
  );
}
