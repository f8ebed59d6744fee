import type { MessageLocale } from '../i18n/messages/index.ts';
import { translator } from '../i18n/translator.ts';
import { METHOD_TITLES } from './method-settings.ts';
import type { ShippingRate } from './shipping-zone.ts';

/**
 * A rate as the shopper reads it: a method still titled with its default ("Free shipping", "Flat rate") is
 * named in the shopper's language, as WooCommerce's own titles are; a title the owner wrote stays as written.
 */
export function rateInLanguage(rate: ShippingRate, language: MessageLocale): ShippingRate {
  if (rate.label !== METHOD_TITLES[rate.methodId]) return rate;
  return { ...rate, label: translator(language)(`shipping.method.${rate.methodId}`) };
}
