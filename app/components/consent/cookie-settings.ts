/**
 * Where "Cookie settings" links point: the banner's own id. The consent controller opens the banner
 * for any `a.cc-settings`; the address names the same place for whatever reads the link without it.
 */
export const COOKIE_SETTINGS_ID = 'cookie-settings';
