import { DEFAULT_ATTRIBUTION_PREFIX } from '../core/contract/attribution/prefix.ts';
import { ORDER_TRACKING_LIFETIME_MONTHS, ORDER_TRACKING_SESSION_MINUTES } from '../core/contract/attribution/tracking-lifetime.ts';
import type { ConsentOptions } from '../core/contract/consent/options.ts';
import { CONSENT_STATS_PATH } from '../core/contract/consent/stats-payload.ts';
import type { SearchEngineConfig } from '../core/attribution/page-params.ts';
import { DEFAULT_SHOP_LOCALES, type ShopLocales } from '../core/i18n/locales.ts';
import { CONSENT_CATEGORY_DEFAULTS } from '../core/settings/consent-category-defaults.ts';
import { DEFAULT_CURRENCY } from '../core/shared/money.ts';

/**
 * One typed defaults object per configuration area. Names follow the spec's constants so the code can be
 * read against it. The config file (`vitrine.config.json`) and admin settings override these.
 */

export const STORE_DEFAULTS = {
  name: 'Vitrine Demo Store',
  tagline: 'Good things, well made.',
  /** Public origin used in e-mails and absolute links; derived from the request when null. */
  baseUrl: null as string | null,
  email: 'shop@vitrine.test',
  currency: DEFAULT_CURRENCY,
  locale: 'en-US',
  /** The language content is written in, and the others it is translated into (`core/i18n/locales.ts`). */
  locales: DEFAULT_SHOP_LOCALES as ShopLocales,
  productsPerPage: 12,
  /** Flat shipping rate in minor units, free from the threshold up (minor units). */
  flatRateShipping: 500,
  freeShippingThreshold: 7500,
  /** Salt for the session cookie name: `wp_woocommerce_session_<hash>`. */
  cookieHashSalt: 'vitrine',
  countries: ['US', 'GB', 'DE', 'FR', 'NL', 'ES', 'IT', 'CA', 'AU'] as string[],
};

export const CART_DEFAULTS = {
  /** `cart_redirect_after_add`: go to the cart after adding (admin setting overrides). */
  redirectAfterAdd: false,
  /** Cart sessions last 48 hours from the last change, as WooCommerce's do. */
  sessionLifetimeHours: 48,
  /** No single cart line may exceed this quantity, whatever the stock. */
  maxLineQuantity: 999,
};

export const GEO_DEFAULTS = {
  /** Request header set by a CDN or proxy with the visitor's ISO country code. */
  countryHeader: 'CF-IPCountry',
  services: [] as string[],
};

export const PAGE_CACHE_DEFAULTS = {
  enabled: true,
  /** Entries older than this are rendered again even without an admin edit. */
  ttlSeconds: 300,
  maxEntries: 2000,
};

export const ATTRIBUTION_DEFAULTS = {
  /** Track where orders come from; off means no tracker cookies and no attribution stored. */
  enabled: true,
  lifetimeMonths: ORDER_TRACKING_LIFETIME_MONTHS,
  sessionMinutes: ORDER_TRACKING_SESSION_MINUTES,
  /** Base64-encode tracker cookie values (for hosts whose firewalls reject `|||` in cookies). */
  base64: false,
  /** Name prefix of the checkout's hidden attribution inputs. */
  prefix: DEFAULT_ATTRIBUTION_PREFIX,
  /** Search engines beyond the tracker's built-in list. */
  searchEngines: [] as SearchEngineConfig[],
};

export const ANALYTICS_DEFAULTS = {
  /** Count page views and adds to cart (first-party, after statistics consent). */
  enabled: true,
  /** A GA4 measurement id to load Google's tag as well, after the same consent; null for none. */
  ga4Id: null as string | null,
};

export const WEBHOOKS_DEFAULTS = {
  /**
   * Deliver webhooks to private, loopback, link-local and unique-local addresses too (a receiver on the
   * shop's own host or network). Off: only public addresses, checked when a webhook is saved and again
   * at each delivery.
   */
  allowPrivateTargets: false,
};

/** The consent cookie's lifetime in days (spec section 9 "Cookies"). */
export const CONSENT_COOKIE_EXPIRY_DAYS = 365;

export const CONSENT_DEFAULTS: ConsentOptions = {
  enabled: true,
  type: 'info',
  layout: 'basic',
  position: 'bottom',
  theme: 'block',
  revokable: true,
  regionalLaw: true,
  askEverywhere: false,
  cookieName: 'cookieconsent_status',
  expiryDays: CONSENT_COOKIE_EXPIRY_DAYS,
  cookieDomain: null,
  categories: CONSENT_CATEGORY_DEFAULTS,
  autoDismiss: { timeoutMs: null, scrollPx: null, clickOutside: false },
  pages: { whitelist: [], blacklist: [] },
  // Each decision, reduced to counts the shop keeps itself (docs/decisions.md): the consent report has data from the start.
  statsUrl: CONSENT_STATS_PATH,
  texts: {
    header: 'Cookies on this site',
    message: 'We use cookies to run the shop, to see which pages help shoppers and, with your permission, to learn where visitors come from.',
    dismiss: 'Got it',
    allow: 'Accept',
    deny: 'Decline',
    allowall: 'Allow all',
    savesettings: 'Save settings',
    close: 'Close',
    settings: 'Cookie settings',
    revoke: 'Cookie settings',
    policyLink: 'Learn more',
    policyHref: null,
  },
  integrations: { googleConsentMode: false, clarity: false, pixelManager: false },
};
