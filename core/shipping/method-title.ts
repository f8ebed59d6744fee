import type { MessageLocale } from '../i18n/messages/index.ts';
import { translator } from '../i18n/translator.ts';
import { METHOD_TITLES } from './method-settings.ts';
import type { OwnerTextLookup } from '../i18n/owner-text.ts';
import type { ShippingRate } from './shipping-zone.ts';

/**
 * A rate as the shopper reads it: a method still titled with its default ("Free shipping", "Flat rate") is
 * named in the shopper's language, as WooCommerce's own titles are; a title the owner wrote is the owner's
 * translation of it in that language (Settings → Translations), else as written.
 */
export function rateInLanguage(rate: ShippingRate, language: MessageLocale, ownerText?: OwnerTextLookup): ShippingRate {
  if (rate.label !== METHOD_TITLES[rate.methodId]) {
    const translated = ownerText?.(rate.label);
    return translated ? { ...rate, label: translated } : rate;
  }
  return { ...rate, label: translator(language)(`shipping.method.${rate.methodId}`) };
}
