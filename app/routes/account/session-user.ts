import { redirect, type RouterContextProvider } from 'react-router';
import { services } from '../../context.ts';
import { signedInUser } from '../../../core/accounts/signed-in-user.ts';
import type { AccountUser } from '../../../core/accounts/user-view.ts';

/** The signed-in user, or null (also when the account was deleted since sign-in). */
export async function currentUser(context: Readonly<RouterContextProvider>): Promise<AccountUser | null> {
  const { db, session } = services(context);
  return signedInUser(db, () => session.userId());
}

/** The login page, coming back to `request`'s page after signing in. */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  url.searchParams.delete('index');
  const back = `${url.pathname}${url.search}`;
  return redirect(`/my-account/?redirect_to=${encodeURIComponent(back)}`);
}

/** The signed-in user, or a redirect to the login page (thrown). */
export async function requireUser(request: Request, context: Readonly<RouterContextProvider>): Promise<AccountUser> {
  const user = await currentUser(context);
  if (!user) throw loginRedirect(request);
  return user;
}

/** Account and admin pages are per person: never stored by a browser, proxy or the page cache. */
export async function noStore(_args: unknown, next: () => Promise<Response>): Promise<Response> {
  const response = await next();
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}
