import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/layout.ts';
import { services } from '../../context.ts';
import type { PageHandle } from '../../document/page-meta.ts';
import type { RootData } from '../../root.tsx';
import { displayName } from '../../../core/accounts/user-view.ts';
import { countPendingReviews } from '../../../core/reviews/review-reads.ts';
import { AdminChrome, AdminErrorChrome } from '../../components/admin/AdminChrome.tsx';
import { ComingSoonBanner } from '../../components/ComingSoonBanner.tsx';
import { Notices } from '../../components/Notices.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { FORBIDDEN_MESSAGE } from './forbidden.ts';
import { isWordedError } from '../../errors/worded-error.ts';
import { adminGuard, adminUser } from './guard.ts';
import accountCss from '../../styles/account.css?inline';
import adminCss from '../../styles/admin.css?inline';

/** The admin writes its own frame (`chrome`): its header and navigation, not the shop's. */
export const handle: PageHandle = { bodyClass: 'vitrine-admin', chrome: 'admin', styles: [{ id: 'account', css: accountCss }, { id: 'admin', css: adminCss }] };

export const middleware: Route.MiddlewareFunction[] = [adminGuard];

export async function loader({ context }: Route.LoaderArgs) {
  const user = adminUser(context);
  const { session, config, db } = services(context);
  // Beside Reviews in the navigation: what waits for the owner.
  const [nonce, pendingReviews] = await Promise.all([session.nonce(), countPendingReviews(db)]);
  return { userName: displayName(user), nonce, multilingual: config.store.locales.others.length > 0, pendingReviews };
}

function useRoot(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const root = useRoot();
  return (
    <AdminChrome storeName={root?.storeName ?? 'Vitrine'} userName={loaderData.userName} nonce={loaderData.nonce} multilingual={loaderData.multilingual} pendingReviews={loaderData.pendingReviews}>
      {root?.notices.length ? <Notices notices={root.notices} /> : null}
      <Outlet />
      {root?.comingSoonBanner ? <ComingSoonBanner restUrl={root.comingSoonBanner.restUrl} nonce={root.comingSoonBanner.nonce} /> : null}
    </AdminChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRoot();
  const storeName = root?.storeName ?? 'Vitrine';
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <AdminErrorChrome storeName={storeName}>
        <NotFound />
      </AdminErrorChrome>
    );
  }
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const title = forbidden ? 'Access denied' : 'Something went wrong';
  const data: unknown = isRouteErrorResponse(error) ? error.data : null;
  const message = isWordedError(data) ? data.message : typeof data === 'string' ? data : 'Please try again in a moment.';
  return (
    <AdminErrorChrome storeName={storeName}>
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
    </AdminErrorChrome>
  );
}
