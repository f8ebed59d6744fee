import { NONE, decodeValue, encodeValue, parseRecord, serializeRecord, type CookieRecord } from './cookie-format.ts';
import {
  CURRENT_ADD_COOKIE, CURRENT_COOKIE, FIRST_ADD_COOKIE, FIRST_COOKIE, MIGRATIONS_COOKIE, PROMO_COOKIE, SESSION_COOKIE, UDATA_COOKIE,
} from './cookie-names.ts';
import { lifetimeExpiry, sessionExpiry, type CookieJar } from './cookie-jar.ts';
import { ORDER_TRACKING_LIFETIME_MONTHS, ORDER_TRACKING_SESSION_MINUTES } from '../../../core/contract/attribution/tracking-lifetime.ts';
import { numericOr, type OrderAttributionParams } from './params.ts';
import { decideSource } from './traffic.ts';
import { attributionValues, type AttributionValues, type FieldMap } from './values.ts';

/** sourcebuster's marker for its cookie-format migration, kept so its readers see a migrated visitor. */
export const MIGRATION_VERSION = '1418474375998';
export const PROMO_CODE_MIN = 100000;
export const PROMO_CODE_MAX = 999999;

export interface TrackerInput {
  now: Date;
  url: string;
  referrer: string;
  ownHost: string;
  userAgent: string;
  params: Partial<OrderAttributionParams>;
  cookies: CookieJar;
  /** A number in [0, 1), as `Math.random` gives. */
  random: () => number;
  fields?: FieldMap;
}

/** `YYYY-MM-DD hh:mm:ss` at timezone offset 0. */
export function fireDate(now: Date): string {
  return now.toISOString().slice(0, 19).replace('T', ' ');
}

export function promoCode(random: () => number): number {
  const span = PROMO_CODE_MAX - PROMO_CODE_MIN + 1;
  return Math.min(PROMO_CODE_MAX, PROMO_CODE_MIN + Math.floor(Math.max(0, random()) * span));
}

const count = (text: string | undefined): number => {
  const number = Number.parseInt(text ?? '', 10);
  return Number.isFinite(number) && number > 0 ? number : 0;
};

/**
 * Records this page view in the attribution cookies and returns the field values. A campaign, search
 * or referral visit replaces the current source; a type-in only sets it when there is none yet.
 */
export function runTracker(input: TrackerInput): AttributionValues {
  const { now, url, cookies, params } = input;
  const base64 = params.base64 === true;
  const lifetime = lifetimeExpiry(now, numericOr(params.lifetime, ORDER_TRACKING_LIFETIME_MONTHS));
  const read = (name: string) => parseRecord(decodeValue(cookies.get(name), base64));
  // Gives back the record as later pages will read it (values cut and escaped), so every page agrees.
  const write = (name: string, record: CookieRecord, expires: Date): CookieRecord => {
    const text = serializeRecord(record);
    cookies.set(name, encodeValue(text, base64), expires);
    return parseRecord(text) ?? record;
  };

  const session = read(SESSION_COOKIE);
  const hasSession = Boolean(session?.get('pgs'));
  const decided = decideSource({ url, referrer: input.referrer, ownHost: input.ownHost, hasSession, extraEngines: params.searchEngines });
  const previous = read(CURRENT_COOKIE);
  const kept = decided.typ === 'typein' && previous?.get('typ') ? previous : undefined;
  let currentAdd = read(CURRENT_ADD_COOKIE);
  if (!kept || !currentAdd) currentAdd = new Map([['fd', fireDate(now)], ['ep', url], ['rf', input.referrer || NONE]]);
  // Rewritten on every page, so the current source lives as long as the visitor keeps coming back.
  const current = write(CURRENT_COOKIE, kept ?? new Map(Object.entries(decided)), lifetime);
  currentAdd = write(CURRENT_ADD_COOKIE, currentAdd, lifetime);

  let first = read(FIRST_COOKIE);
  let firstAdd = read(FIRST_ADD_COOKIE);
  if (!first || !firstAdd) {
    [first, firstAdd] = [current, currentAdd];
    write(FIRST_COOKIE, first, lifetime);
    write(FIRST_ADD_COOKIE, firstAdd, lifetime);
  }

  const pages = hasSession ? count(session?.get('pgs')) + 1 : 1;
  const sessionExpires = sessionExpiry(now, numericOr(params.session, ORDER_TRACKING_SESSION_MINUTES));
  const nextSession = write(SESSION_COOKIE, new Map([['pgs', String(pages)], ['cpg', url]]), sessionExpires);

  const udataBefore = read(UDATA_COOKIE);
  const visits = count(udataBefore?.get('vst')) + (hasSession && udataBefore ? 0 : 1);
  const udata = write(UDATA_COOKIE, new Map([['vst', String(visits)], ['uip', NONE], ['uag', input.userAgent || NONE]]), lifetime);

  if (!read(MIGRATIONS_COOKIE)) write(MIGRATIONS_COOKIE, new Map([[MIGRATION_VERSION, '1']]), lifetime);
  let promo = read(PROMO_COOKIE);
  if (!promo?.get('code')) {
    promo = write(PROMO_COOKIE, new Map([['code', String(promoCode(input.random))]]), lifetime);
  }

  const records = { current, current_add: currentAdd, first, first_add: firstAdd, session: nextSession, udata, promo };
  return attributionValues(records, input.fields);
}
