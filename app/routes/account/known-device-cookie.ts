import type { AppServices } from '../../context.ts';
import { readCookie } from '../../../core/contract/shared/cookies.ts';
import { cookieWithToken, KNOWN_DEVICE, tokensFromCookie } from '../../../core/accounts/known-devices.ts';

/** The known-device tokens the browser sent (see core/accounts/known-devices.ts). */
export function knownDeviceTokens(request: Request): string[] {
  return tokensFromCookie(readCookie(request.headers.get('cookie'), KNOWN_DEVICE.cookieName));
}

/** Keeps `token` in the browser's known-device cookie, beside its tokens for other accounts. */
export function rememberKnownDevice(session: AppServices['session'], request: Request, token: string): void {
  session.setCookie(KNOWN_DEVICE.cookieName, cookieWithToken(token, knownDeviceTokens(request)), {
    httpOnly: true,
    sameSite: 'Lax',
    path: KNOWN_DEVICE.cookiePath,
    maxAgeSeconds: KNOWN_DEVICE.lifetimeDays * 86_400,
  });
}
