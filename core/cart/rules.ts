import type { MessageLocale } from '../i18n/translator.ts';
import type { ShopLocales } from '../i18n/locales.ts';
import type { CartViewOptions } from './cart-view.ts';
import { cartMessagesFor } from './messages.ts';
import { intlLocale } from '../i18n/format.ts';
import type { Destination, ShippingZone } from '../shipping/shipping-zone.ts';
import type { CartRules } from './types.ts';
import type { OwnerTextLookup } from '../i18n/owner-text.ts';
import type { TaxRules } from '../tax/tax-store.ts';

/**
 * The sections of the shop configuration the cart reads. Described here, not imported from config/:
 * config/ loads and validates the file against core's vocabulary, core only reads the values it is given.
 */
export interface CartConfig {
  cart: Pick<CartRules, 'maxLineQuantity'>;
  store: { locales?: ShopLocales; currency: string; locale: string; countries: readonly string[] };
}

/** What shipping a request's cart needs: the zones, and the visitor's country (null when not known). */
export interface CartShipping {
  zones: readonly ShippingZone[];
  /** The tax options, rates and classes (core/tax); no tax when absent. */
  taxes?: TaxRules | undefined;
  country?: string | null;
  /** The owner's translations in the page's language (shipping methods the owner titled). */
  ownerText?: OwnerTextLookup;
}

/** Where a cart ships before the shopper says: the visitor's country where the shop ships there, else the shop's first country. */
export function defaultDestination(countries: readonly string[], visitorCountry: string | null | undefined): Destination {
  const country = visitorCountry && countries.includes(visitorCountry) ? visitorCountry : (countries[0] ?? '');
  return { country, state: '', postcode: '', city: '' };
}

/**
 * The cart's rules from the shop configuration and its shipping zones, with its notices worded in
 * `locale`: the language of the page the change is made on, which the page that shows them next keeps.
 * Its lines' attributes are named in that language too.
 */
export function cartRulesFrom(
  config: CartConfig,
  uploadsUrl: string,
  locale: MessageLocale,
  shipping: CartShipping,
): CartViewOptions & Required<Pick<CartRules, 'messages' | 'language' | 'money'>> {
  return {
    ...(config.store.locales ? { attributeLocale: { locale, defaultLocale: config.store.locales.default } } : {}),
    maxLineQuantity: config.cart.maxLineQuantity,
    currency: config.store.currency,
    shippingZones: shipping.zones,
    taxes: shipping.taxes,
    defaultDestination: defaultDestination(config.store.countries, shipping.country),
    uploadsUrl,
    messages: cartMessagesFor(locale),
    language: locale,
    ...(shipping.ownerText ? { ownerText: shipping.ownerText } : {}),
    money: { currency: config.store.currency, locale: intlLocale(locale, config.store.locale) },
  };
}
