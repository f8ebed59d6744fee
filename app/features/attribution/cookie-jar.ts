import { EXPIRED, cookieString, readCookie } from '../../../core/contract/shared/cookies.ts';
import { TRACKING_COOKIES } from './cookie-names.ts';

/** Cookie access the tracker is given, so it runs against `document.cookie` or a test double alike. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, expires: Date): void;
  expire(name: string): void;
}

/** sourcebuster's lifetime unit: a month of 30 days. */
export const DAYS_PER_MONTH = 30;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Browsers cap a cookie's lifetime at 400 days; a longer one would only risk an invalid date. */
export const MAX_COOKIE_DAYS = 400;

function capped(now: Date, ms: number): Date {
  return new Date(now.getTime() + Math.min(ms, MAX_COOKIE_DAYS * DAY_MS));
}

/** When a cookie kept for `months` (of 30 days) expires. */
export function lifetimeExpiry(now: Date, months: number): Date {
  return capped(now, months * DAYS_PER_MONTH * DAY_MS);
}

/** When the session cookie expires if no page is seen for `minutes`. */
export function sessionExpiry(now: Date, minutes: number): Date {
  return capped(now, minutes * MINUTE_MS);
}

/** A jar over `document.cookie`: whole-site cookies (path `/`), SameSite=Lax, Secure on https, values percent-encoded. */
export function documentCookies(doc: Document, secure: boolean): CookieJar {
  return {
    get: (name) => readCookie(doc.cookie, name),
    set: (name, value, expires) => {
      doc.cookie = cookieString(name, value, { expires, secure });
    },
    expire: (name) => {
      doc.cookie = cookieString(name, '', { expires: new Date(EXPIRED), secure });
    },
  };
}

/** Removes every attribution cookie in one go (tracking not allowed). */
export function expireTrackingCookies(jar: CookieJar): void {
  for (const name of TRACKING_COOKIES) jar.expire(name);
}
