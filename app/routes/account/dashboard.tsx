import { translateNodes, useTranslate } from '../../components/i18n/translate-context.ts';
import { useLocalizedHref } from '../../components/i18n/locale-context.ts';
import { translator } from '../../../core/i18n/translator.ts';
import { readFormData } from '../request-form.ts';
import { data, Form, redirect } from 'react-router';
import type { Route } from './+types/dashboard.ts';
import { services } from '../../context.ts';
import { authenticate } from '../../../core/accounts/authenticate.ts';
import { safeRedirectTarget } from '../../../core/shared/safe-redirect.ts';
import { registerCustomer } from '../../../core/accounts/register.ts';
import { displayName, isAdministrator } from '../../../core/accounts/user-view.ts';
import { textFields } from '../../../core/shared/validation.ts';
import { LoginForm } from '../../components/account/LoginForm.tsx';
import { RegisterForm } from '../../components/account/RegisterForm.tsx';
import { NonceField } from '../../components/admin/Field.tsx';
import { knownDeviceTokens, rememberKnownDevice } from './known-device-cookie.ts';
import { currentUser } from './session-user.ts';
import { localizedPath } from '../../../core/i18n/locale-path.ts';

/** A refused sign-in says when to try again (`Retry-After`). */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(context);
  if (!user) {
    const target = new URL(request.url).searchParams.get('redirect_to');
    return { user: null, nonce: '', signInTo: target ? (safeRedirectTarget(target) ?? '') : '' };
  }
  return {
    user: { name: displayName(user), isAdmin: isAdministrator(user) },
    nonce: await services(context).session.nonce(),
    signInTo: '',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, session, clientAddress, locale, config, siteOrigin } = services(context);
  const t = translator(locale);
  const form = await readFormData(request, t);
  // A hostile or unusable target signs in all the same and lands on the account page.
  const target = safeRedirectTarget(new URL(request.url).searchParams.get('redirect_to')) ?? '/my-account/';
  if (form.get('intent') === 'register') {
    const input = textFields(form, ['email', 'password', 'first_name', 'last_name']);
    // The new-account e-mail, in this page's language, links to My account in it.
    const welcome = { storeName: config.store.name, language: locale, accountUrl: siteOrigin ? `${siteOrigin.replace(/\/+$/, '')}${localizedPath('/my-account/', locale, config.store.locales)}` : null, siteUrl: siteOrigin };
    const result = await registerCustomer(db, input, t, welcome);
    if (!result.ok) return data({ form: 'register' as const, errors: result.errors, values: result.values, username: '' }, { status: 400 });
    await session.signIn(result.value.id);
    await session.addNotice({ type: 'success', message: t('account.register.done') });
    return redirect(target, 303);
  }
  const { username, password } = textFields(form, ['username', 'password']);
  if (!username.trim() || !password) {
    return data({ form: 'login' as const, errors: { login: t('account.login.missing') }, values: {}, username: username.slice(0, 254) }, { status: 400 });
  }
  const result = await authenticate(db, { login: username, password, clientAddress, deviceTokens: knownDeviceTokens(request) }, new Date(), t);
  if (!result.ok) {
    const { error } = result;
    const failed = { form: 'login' as const, errors: { login: error.message }, values: {}, username: username.slice(0, 254) };
    if (error.code === 'throttled') return data(failed, { status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds) } });
    return data(failed, { status: 400 });
  }
  await session.signIn(result.value.user.id);
  rememberKnownDevice(session, request, result.value.deviceToken, config.store.locales);
  return redirect(target, 303);
}

export default function AccountDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { user, nonce, signInTo } = loaderData;
  const t = useTranslate();
  const href = useLocalizedHref();
  if (!user) {
    return (
      <>
        <title>{t('account.loginOrRegister')}</title>
        {signInTo.startsWith('/admin') ? (
          <p className="woocommerce-info" role="status">
            {t('account.managerLoginNeeded')}
          </p>
        ) : null}
        <div className="u-columns col2-set" id="customer_login">
          <LoginForm error={actionData?.form === 'login' ? actionData.errors.login : undefined} username={actionData?.form === 'login' ? actionData.username : ''} />
          <RegisterForm errors={actionData?.form === 'register' ? actionData.errors : undefined} values={actionData?.form === 'register' ? actionData.values : undefined} />
        </div>
      </>
    );
  }
  return (
    <>
      <title>{t('account.title')}</title>
      <h2 className="visually-hidden">{t('account.nav.dashboard')}</h2>
      <Form method="post" action="/my-account/customer-logout/" className="account-greeting">
        <NonceField nonce={nonce} />
        <p>
          {translateNodes(t, 'account.hello', {
            name: <strong>{user.name}</strong>,
            otherName: user.name,
            logout: (
              <button type="submit" className="link-button">
                {t('account.nav.logout')}
              </button>
            ),
          })}
        </p>
      </Form>
      <p>
        {translateNodes(t, user.isAdmin ? 'account.dashboard.introAdmin' : 'account.dashboard.intro', {
          orders: <a href={href('/my-account/orders/')}>{t('account.dashboard.ordersLink')}</a>,
          shop: <a href={href('/shop/')}>{t('account.dashboard.shopLink')}</a>,
          ...(user.isAdmin ? { admin: <a href="/admin/">{t('account.dashboard.adminLink')}</a> } : {}),
        })}
      </p>
    </>
  );
}
