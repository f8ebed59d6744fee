import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { putSetting, readSetting, safeJson, touchContentVersion } from '../settings/settings.ts';
import type { TaxLocation } from './tax-rate.ts';

/**
 * WooCommerce's tax options (WooCommerce → Settings → Tax), kept as one settings row. Off by default, as
 * in WooCommerce: a shop charges tax once its owner has said where and how much.
 */
export const TAX_BASES = ['shipping', 'billing', 'base'] as const;
export const TAX_DISPLAYS = ['incl', 'excl'] as const;
export type TaxDisplay = (typeof TAX_DISPLAYS)[number];

const locationSchema = z.object({
  country: z.string().regex(/^([A-Z]{2})?$/),
  state: z.string().max(40),
  postcode: z.string().max(20),
  city: z.string().max(100),
});

export const taxSettingsSchema = z.object({
  /** Charge tax at all (`woocommerce_calc_taxes`). */
  enabled: z.boolean(),
  /** Prices are entered with tax (`woocommerce_prices_include_tax`). */
  pricesIncludeTax: z.boolean(),
  /** Whose address the rates are matched to (`woocommerce_tax_based_on`). */
  basedOn: z.enum(TAX_BASES),
  /** `inherit` (the cart's items' class) or a class's slug, `''` standard (`woocommerce_shipping_tax_class`). */
  shippingTaxClass: z.string().max(200),
  /** Round once at the subtotal instead of per line (`woocommerce_tax_round_at_subtotal`). */
  roundAtSubtotal: z.boolean(),
  /** Prices in the shop, and in the cart and checkout, with or without tax. */
  displayShop: z.enum(TAX_DISPLAYS),
  displayCart: z.enum(TAX_DISPLAYS),
  /** Words after every shop price ("incl. VAT"). */
  priceSuffix: z.string().max(100),
  /** Tax as one line or one line per rate. */
  totalDisplay: z.enum(['single', 'itemized']),
  /**
   * With prices entered with tax: every customer pays the price as entered, whatever their country's
   * rate (WooCommerce's `woocommerce_adjust_non_base_location_prices` turned off). Otherwise the shop's
   * own tax is taken out and the customer's added.
   */
  samePriceEverywhere: z.boolean(),
  /** The shop's own address, for `base` and for prices that include tax. */
  base: locationSchema,
});

export type TaxSettings = z.infer<typeof taxSettingsSchema>;

/** The defaults: off, prices without tax, by the shipping address, the shop in its first country. */
export function defaultTaxSettings(baseCountry: string): TaxSettings {
  return {
    enabled: false,
    pricesIncludeTax: false,
    basedOn: 'shipping',
    shippingTaxClass: 'inherit',
    roundAtSubtotal: false,
    displayShop: 'excl',
    displayCart: 'excl',
    priceSuffix: '',
    totalDisplay: 'itemized',
    samePriceEverywhere: false,
    base: { country: /^[A-Z]{2}$/.test(baseCountry) ? baseCountry : '', state: '', postcode: '', city: '' },
  };
}

const TAX_SETTINGS_KEY = 'tax';

/** The saved options over the defaults; a row that no longer reads as options gives the defaults. */
export async function readTaxSettings(db: Db, baseCountry: string): Promise<TaxSettings> {
  const defaults = defaultTaxSettings(baseCountry);
  const text = await readSetting(db, TAX_SETTINGS_KEY);
  if (text === undefined) return defaults;
  const parsed = taxSettingsSchema.safeParse({ ...defaults, ...safeJson(text) });
  return parsed.success ? parsed.data : defaults;
}

export async function saveTaxSettings(db: Db, settings: TaxSettings): Promise<void> {
  await putSetting(db, TAX_SETTINGS_KEY, JSON.stringify(taxSettingsSchema.parse(settings)));
  await touchContentVersion(db);
}

/** A deleted class no longer taxes shipping: the option goes back to the cart items' classes. */
export async function forgetShippingTaxClass(db: Db, slug: string): Promise<void> {
  const text = await readSetting(db, TAX_SETTINGS_KEY);
  if (text === undefined) return;
  const saved = safeJson(text);
  if (saved.shippingTaxClass !== slug) return;
  await putSetting(db, TAX_SETTINGS_KEY, JSON.stringify({ ...saved, shippingTaxClass: 'inherit' }));
}

/** The shop's own address as a tax location. */
export const baseLocation = (settings: TaxSettings): TaxLocation => settings.base;
