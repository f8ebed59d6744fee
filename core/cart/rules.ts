import type { MessageLocale } from '../i18n/translator.ts';
import type { ShopLocales } from '../i18n/locales.ts';
import type { CartViewOptions } from './cart-view.ts';
import { cartMessagesFor } from './messages.ts';
import { intlLocale } from '../i18n/format.ts';
import type { CartRules } from './types.ts';

/**
 * The sections of the shop configuration the cart reads. Described here, not imported from config/:
 * config/ loads and validates the file against core's vocabulary, core only reads the values it is given.
 */
export interface CartConfig {
  cart: Pick<CartRules, 'maxLineQuantity'>;
  store: Pick<CartRules, 'flatRateShipping' | 'freeShippingThreshold'> & { locales?: ShopLocales; currency: string; locale: string };
}

/**
 * The cart's rules from the shop configuration, with its notices worded in `locale`: the language of
 * the page the change is made on, which the page that shows them next keeps. Its lines' attributes are
 * named in that language too.
 */
export function cartRulesFrom(config: CartConfig, uploadsUrl: string, locale: MessageLocale): CartViewOptions & Required<Pick<CartRules, 'messages' | 'language' | 'money'>> {
  return {
    ...(config.store.locales ? { attributeLocale: { locale, defaultLocale: config.store.locales.default } } : {}),
    maxLineQuantity: config.cart.maxLineQuantity,
    flatRateShipping: config.store.flatRateShipping,
    freeShippingThreshold: config.store.freeShippingThreshold,
    uploadsUrl,
    messages: cartMessagesFor(locale),
    language: locale,
    money: { currency: config.store.currency, locale: intlLocale(locale, config.store.locale) },
  };
}
