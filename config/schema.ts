import { z } from 'zod';
import { GA4_ID } from '../core/contract/analytics/ids.ts';
import type { ConsentOptions } from '../core/contract/consent/options.ts';
import { ATTRIBUTION_PREFIX } from '../core/contract/attribution/prefix.ts';
import { bannerChoiceShape } from '../core/consent/options-schema.ts';
import { CONSENT_CATEGORIES } from '../core/contract/consent/vocabulary.ts';
import type { ThemeOptions } from '../core/contract/theme/options.ts';
import { themeFileSchema as themeSchema } from '../core/theme/options-schema.ts';
import { DEFAULT_SHOP_LOCALES, shopLocalesProblem, type ShopLocales } from '../core/i18n/locales.ts';
import { ANALYTICS_DEFAULTS, ATTRIBUTION_DEFAULTS, CART_DEFAULTS, GEO_DEFAULTS, PAGE_CACHE_DEFAULTS, STORE_DEFAULTS, WEBHOOKS_DEFAULTS } from './defaults.ts';

const nameRule = z.string().regex(/^[A-Za-z0-9_.-]{1,80}\*?$/, 'must be a cookie or storage name, optionally ending in *');

const consentCategorySchema = z.strictObject({
  name: z.enum(CONSENT_CATEGORIES),
  cookie_suffix: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1 to 40 letters, digits, _ or -'),
  label: z.string().min(1).max(60),
  checked: z.boolean(),
  disabled: z.boolean(),
  cookies: z.array(nameRule).default([]),
  storage: z.array(nameRule).default([]),
});

/** `store.locales`: the default locale and the others the shop is translated into. */
const localesSchema = z
  .strictObject({
    default: z.string().default(DEFAULT_SHOP_LOCALES.default),
    others: z.array(z.string()).max(20).default([]),
  })
  .superRefine((value, ctx) => {
    const problem = shopLocalesProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  })
  .transform((value) => value as ShopLocales);

const pathRule = z.string().regex(/^\/[^\s]*$/, 'must be a path starting with /');

const consentSchema = z
  .strictObject({
    ...bannerChoiceShape,
    cookieName: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/, 'must be 1 to 60 letters, digits, _ or -'),
    expiryDays: z.number().positive().max(3650),
    cookieDomain: z.string().regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/i, 'must be a domain such as .shop.example').nullable(),
    categories: z
      .array(consentCategorySchema)
      .min(1)
      .refine((list) => new Set(list.map((c) => c.name)).size === list.length, 'each category may appear once')
      .refine((list) => new Set(list.map((c) => c.cookie_suffix)).size === list.length, 'each cookie_suffix may appear once'),
    autoDismiss: z
      .strictObject({
        timeoutMs: z.int().min(1000).max(3_600_000).nullable(),
        scrollPx: z.int().min(1).max(100_000).nullable(),
        clickOutside: z.boolean(),
      })
      .partial(),
    pages: z.strictObject({ whitelist: z.array(pathRule), blacklist: z.array(pathRule) }).partial(),
    statsUrl: z.string().regex(/^(\/|https?:\/\/)\S*$/, 'must be a path or an http(s) URL').nullable(),
    texts: z
      .strictObject({
        header: z.string().max(200),
        message: z.string().min(1).max(1000),
        dismiss: z.string().min(1).max(60),
        allow: z.string().min(1).max(60),
        deny: z.string().min(1).max(60),
        allowall: z.string().min(1).max(60),
        savesettings: z.string().min(1).max(60),
        close: z.string().min(1).max(60),
        settings: z.string().min(1).max(60),
        revoke: z.string().min(1).max(60),
        policyLink: z.string().min(1).max(60),
        policyHref: z.string().regex(/^(\/|https?:\/\/)\S*$/, 'must be a path or an http(s) URL').nullable(),
      })
      .partial(),
    integrations: z.strictObject({ googleConsentMode: z.boolean(), clarity: z.boolean(), pixelManager: z.boolean() }).partial(),
  })
  .partial();

/** The config file's shape. Every section is optional; unknown keys are refused so typos surface at start. */
export const configFileSchema = z
  .strictObject({
    store: z
      .strictObject({
        name: z.string().min(1).max(120),
        tagline: z.string().max(200),
        baseUrl: z.url().nullable(),
        email: z.email(),
        currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD'),
        locale: z.string().min(2).max(35),
        locales: localesSchema,
        productsPerPage: z.int().min(1).max(100),
        flatRateShipping: z.int().min(0),
        freeShippingThreshold: z.int().min(0),
        cookieHashSalt: z.string().min(1),
        countries: z.array(z.string().regex(/^[A-Z]{2}$/)).min(1),
      })
      .partial(),
    cart: z
      .strictObject({
        redirectAfterAdd: z.boolean(),
        sessionLifetimeHours: z.number().positive().max(24 * 365),
        maxLineQuantity: z.int().min(1).max(1_000_000),
      })
      .partial(),
    pageCache: z
      .strictObject({
        enabled: z.boolean(),
        ttlSeconds: z.int().min(1),
        maxEntries: z.int().min(1),
      })
      .partial(),
    geo: z
      .strictObject({
        countryHeader: z.string().min(1),
        services: z.array(z.string()),
      })
      .partial(),
    attribution: z
      .strictObject({
        enabled: z.boolean(),
        lifetimeMonths: z.number().positive().max(120),
        sessionMinutes: z.number().positive().max(24 * 60),
        base64: z.boolean(),
        prefix: z.string().regex(ATTRIBUTION_PREFIX, 'must be 1 to 64 letters, digits, _ or -'),
        searchEngines: z.array(
          z.strictObject({
            name: z.string().min(1).max(60),
            hosts: z.array(z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a host name such as search.example')).min(1),
            queryParam: z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/, 'must be a query parameter name'),
          }),
        ),
      })
      .partial(),
    consent: consentSchema,
    analytics: z
      .strictObject({
        enabled: z.boolean(),
        ga4Id: z.string().regex(GA4_ID, 'must be a GA4 measurement id such as G-AB12CD34').nullable(),
      })
      .partial(),
    theme: themeSchema,
    webhooks: z.strictObject({ allowPrivateTargets: z.boolean() }).partial(),
  })
  .partial();

export type ConfigFile = z.infer<typeof configFileSchema>;

export interface AppConfig {
  readonly store: Readonly<typeof STORE_DEFAULTS>;
  readonly cart: Readonly<typeof CART_DEFAULTS>;
  readonly pageCache: Readonly<typeof PAGE_CACHE_DEFAULTS>;
  readonly geo: Readonly<typeof GEO_DEFAULTS>;
  readonly consent: Readonly<ConsentOptions>;
  readonly attribution: Readonly<typeof ATTRIBUTION_DEFAULTS>;
  readonly analytics: Readonly<typeof ANALYTICS_DEFAULTS>;
  readonly theme: Readonly<ThemeOptions>;
  readonly webhooks: Readonly<typeof WEBHOOKS_DEFAULTS>;
}
