/**
 * The eight attribution cookies of docs/contract.md. Kept apart from their value format, so a page where
 * tracking is not allowed can expire them without loading the tracker.
 */

export const CURRENT_COOKIE = 'sbjs_current';
export const CURRENT_ADD_COOKIE = 'sbjs_current_add';
export const FIRST_COOKIE = 'sbjs_first';
export const FIRST_ADD_COOKIE = 'sbjs_first_add';
export const SESSION_COOKIE = 'sbjs_session';
export const UDATA_COOKIE = 'sbjs_udata';
export const MIGRATIONS_COOKIE = 'sbjs_migrations';
export const PROMO_COOKIE = 'sbjs_promo';

export const TRACKING_COOKIES = [
  CURRENT_COOKIE,
  CURRENT_ADD_COOKIE,
  FIRST_COOKIE,
  FIRST_ADD_COOKIE,
  SESSION_COOKIE,
  UDATA_COOKIE,
  MIGRATIONS_COOKIE,
  PROMO_COOKIE,
] as const;
