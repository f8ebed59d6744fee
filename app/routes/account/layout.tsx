import { useTranslate } from '../../components/i18n/translate-context.ts';
import { Outlet } from 'react-router';
import type { Route } from './+types/layout.ts';
import type { PageHandle } from '../../document/page-meta.ts';
import { isAdministrator } from '../../../core/accounts/user-view.ts';
import { AccountNav } from '../../components/account/AccountNav.tsx';
import { currentUser, noStore } from './session-user.ts';
import accountCss from '../../styles/account.css?inline';

export const handle: PageHandle = { bodyClass: 'woocommerce-account', styles: [{ id: 'account', css: accountCss }] };

export const middleware: Route.MiddlewareFunction[] = [noStore];

export async function loader({ context }: Route.LoaderArgs) {
  const user = await currentUser(context);
  return { signedIn: user !== null, isAdmin: isAdministrator(user) };
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <div className="container woocommerce account-page">
      <h1>{t('account.title')}</h1>
      {loaderData.signedIn ? (
        <div className="account-layout">
          <AccountNav showAdmin={loaderData.isAdmin} />
          <div className="woocommerce-MyAccount-content">
            <Outlet />
          </div>
        </div>
      ) : (
        <Outlet />
      )}
    </div>
  );
}
