import { readFormData } from '../request-form.ts';
import { createContext, data, type RouterContextProvider } from 'react-router';
import { services } from '../../context.ts';
import { isAdministrator, type AccountUser } from '../../../core/accounts/user-view.ts';
import { currentUser, loginRedirect } from '../account/session-user.ts';
import { FORBIDDEN_MESSAGE } from './forbidden.ts';
import { translator } from '../../../core/i18n/translator.ts';
import type { WordedError } from '../../errors/worded-error.ts';

const adminUserContext = createContext<AccountUser>();

/**
 * Runs before every admin loader and action: signed-out visitors go to the login page (and come
 * back), signed-in customers get a 403.
 */
export async function adminGuard(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  next: () => Promise<Response>,
): Promise<Response> {
  const user = await currentUser(context);
  if (!user) throw loginRedirect(request);
  if (!isAdministrator(user)) {
    const refusal: WordedError = { statusName: translator(services(context).locale)('error.status.403'), message: FORBIDDEN_MESSAGE };
    throw data(refusal, { status: 403, statusText: 'Forbidden' });
  }
  (context as RouterContextProvider).set(adminUserContext, user);
  const response = await next();
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/** The administrator the guard let in (throws when called outside the admin area). */
export function adminUser(context: Readonly<RouterContextProvider>): AccountUser {
  return context.get(adminUserContext);
}

/** An admin form's fields, after checking the session nonce (403 when it does not match). */
export async function readAdminForm(request: Request, context: Readonly<RouterContextProvider>): Promise<FormData> {
  adminUser(context);
  const form = await readFormData(request);
  if (!(await services(context).session.verifyNonce(form.get('_wpnonce')))) {
    throw data('This form has expired. Please go back, reload the page and try again.', { status: 403, statusText: 'Forbidden' });
  }
  return form;
}

/** A route id number from the URL: a positive integer, else 0 (which matches nothing). */
export function idParam(value: string | undefined): number {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
}
