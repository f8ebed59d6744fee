import { z } from 'zod';
import { ATTRIBUTION_DEFAULTS, CART_DEFAULTS, GEO_DEFAULTS, PAGE_CACHE_DEFAULTS, STORE_DEFAULTS } from './defaults.ts';

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
        prefix: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, _ or -'),
        searchEngines: z.array(
          z.strictObject({
            name: z.string().min(1).max(60),
            hosts: z.array(z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a host name such as search.example')).min(1),
            queryParam: z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/, 'must be a query parameter name'),
          }),
        ),
      })
      .partial(),
    // Areas whose options arrive with their features; validated there, kept as objects here.
    consent: z.record(z.string(), z.unknown()),
    analytics: z.record(z.string(), z.unknown()),
    theme: z.record(z.string(), z.unknown()),
  })
  .partial();

export type ConfigFile = z.infer<typeof configFileSchema>;

export interface AppConfig {
  readonly store: Readonly<typeof STORE_DEFAULTS>;
  readonly cart: Readonly<typeof CART_DEFAULTS>;
  readonly pageCache: Readonly<typeof PAGE_CACHE_DEFAULTS>;
  readonly geo: Readonly<typeof GEO_DEFAULTS>;
  readonly consent: Readonly<Record<string, unknown>>;
  readonly attribution: Readonly<typeof ATTRIBUTION_DEFAULTS>;
  readonly analytics: Readonly<Record<string, unknown>>;
  readonly theme: Readonly<Record<string, unknown>>;
}
