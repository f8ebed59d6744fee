import type { AppServices } from '../../context.ts';
import { readCookie } from '../../../core/contract/shared/cookies.ts';
import { cookieWithToken, KNOWN_DEVICE, tokensFromCookie } from '../../../core/accounts/known-devices.ts';
import { localizedPath } from '../../../core/i18n/locale-path.ts';
import { shopLocales, type ShopLocales } from '../../../core/i18n/locales.ts';

/** The known-device tokens the browser sent (see core/accounts/known-devices.ts). */
export function knownDeviceTokens(request: Request): string[] {
  return tokensFromCookie(readCookie(request.headers.get('cookie'), KNOWN_DEVICE.cookieName));
}

/**
 * Keeps `token` in the browser's known-device cookie, beside its tokens for other accounts. The cookie
 * goes only to the account pages, and those have an address in each language (`/fr/my-account/`): it is
 * written under each, so a device known from a sign-in in one language is known in the others.
 */
export function rememberKnownDevice(session: AppServices['session'], request: Request, token: string, locales: ShopLocales): void {
  const value = cookieWithToken(token, knownDeviceTokens(request));
  for (const locale of shopLocales({ store: { locales } })) {
    session.setCookie(KNOWN_DEVICE.cookieName, value, {
      httpOnly: true,
      sameSite: 'Lax',
      path: localizedPath(KNOWN_DEVICE.cookiePath, locale, locales),
      maxAgeSeconds: KNOWN_DEVICE.lifetimeDays * 86_400,
    });
  }
}
