import { useTranslate } from '../../components/i18n/translate-context.ts';
import { useLocalizedHref } from '../../components/i18n/locale-context.ts';
import { translator } from '../../../core/i18n/translator.ts';
import { data, redirect } from 'react-router';
import type { Route } from './+types/lost-password.ts';
import { services } from '../../context.ts';
import { readFormData } from '../request-form.ts';
import { accountForResetKey, PASSWORD_RESET, requestPasswordReset, resetPasswordWithKey } from '../../../core/accounts/password-reset.ts';
import { textFields } from '../../../core/shared/validation.ts';
import { readCookie } from '../../../core/contract/shared/cookies.ts';
import { LostPasswordForm } from '../../components/account/LostPasswordForm.tsx';
import { ResetPasswordForm } from '../../components/account/ResetPasswordForm.tsx';
import { rememberKnownDevice } from './known-device-cookie.ts';
import { localizedPath } from '../../../core/i18n/locale-path.ts';
import type { Locale, ShopLocales } from '../../../core/i18n/locales.ts';

/**
 * The reset key moves from the e-mailed link into a cookie for this page only, and the page is shown
 * without it in the address: so it never reaches a Referer header, the history or a screenshot (the
 * link itself only redirects, so it has no page to leak from).
 */
const KEY_COOKIE = 'wp-resetpass';

const SENT = 'reset-link-sent=true';
const SHOW_FORM = 'show-reset-form=true';

type View = { view: 'request'; error?: string; login?: string } | { view: 'sent' } | { view: 'reset'; errors?: Record<string, string> };

/** The key's cookie goes to this page only, in the language the link opened it in. */
function keyCookiePath(locale: Locale, locales: ShopLocales): string {
  return localizedPath(PASSWORD_RESET.path, locale, locales);
}

/** A refused request says when to try again (`Retry-After`). */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function loader({ request, context }: Route.LoaderArgs): Promise<View> {
  const { db, session, locale, config } = services(context);
  const invalidLink = translator(locale)('account.error.resetLinkInvalid');
  const url = new URL(request.url);
  const key = url.searchParams.get('key');
  if (key !== null) {
    if (!(await accountForResetKey(db, key))) return { view: 'request', error: invalidLink };
    session.setCookie(KEY_COOKIE, key, { httpOnly: true, sameSite: 'Lax', path: keyCookiePath(locale, config.store.locales), maxAgeSeconds: PASSWORD_RESET.linkLifetimeMinutes * 60 });
    throw redirect(`${PASSWORD_RESET.path}?${SHOW_FORM}`);
  }
  if (url.searchParams.get('show-reset-form') === 'true') {
    const account = await accountForResetKey(db, readCookie(request.headers.get('cookie'), KEY_COOKIE));
    return account ? { view: 'reset' } : { view: 'request', error: invalidLink };
  }
  return url.searchParams.get('reset-link-sent') === 'true' ? { view: 'sent' } : { view: 'request' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, session, config, clientAddress, siteOrigin, locale } = services(context);
  const t = translator(locale);
  const form = await readFormData(request, t);
  if (form.get('intent') === 'reset') {
    const { password_1: password, password_2: confirm } = textFields(form, ['password_1', 'password_2']);
    const result = await resetPasswordWithKey(db, { key: readCookie(request.headers.get('cookie'), KEY_COOKIE), password, confirm }, new Date(), t);
    if (!result.ok) {
      const view: View = result.invalidKey ? { view: 'request', error: result.errors.form } : { view: 'reset', errors: result.errors };
      return data(view, { status: 400 });
    }
    session.clearCookie(KEY_COOKIE, { path: keyCookiePath(locale, config.store.locales), httpOnly: true });
    rememberKnownDevice(session, request, result.value.deviceToken, config.store.locales);
    await session.addNotice({ type: 'success', message: t('account.reset.done') });
    return redirect('/my-account/', 303);
  }
  const { user_login: login } = textFields(form, ['user_login']);
  const result = await requestPasswordReset(db, {
    login,
    clientAddress,
    // The configured origin, never the request's Host: the link goes out in an e-mail.
    siteUrl: siteOrigin,
    storeName: config.store.name,
    // The e-mail and the page its link opens speak the language of this page.
    language: locale,
    locales: config.store.locales,
  });
  if (!result.ok) {
    const view: View = { view: 'request', error: result.error.message, login: login.slice(0, 254) };
    if (result.error.code === 'throttled') return data(view, { status: 429, headers: { 'Retry-After': String(result.error.retryAfterSeconds) } });
    return data(view, { status: 400 });
  }
  return redirect(`${PASSWORD_RESET.path}?${SENT}`, 303);
}

export default function LostPassword({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  const t = useTranslate();
  const href = useLocalizedHref();
  if (state.view === 'sent') {
    return (
      <>
        <title>{t('account.lost.title')}</title>
        <div className="woocommerce-message" role="status">
          {t('account.lost.sent')}
        </div>
        <p>{t('account.lost.sentDetail')}</p>
        <p>
          <a href={href('/my-account/')}>{t('account.lost.back')}</a>
        </p>
      </>
    );
  }
  if (state.view === 'reset') {
    return (
      <>
        <title>{t('account.reset.title')}</title>
        <ResetPasswordForm errors={state.errors} />
      </>
    );
  }
  return (
    <>
      <title>{t('account.lost.title')}</title>
      <LostPasswordForm error={state.error} login={state.login} />
    </>
  );
}
