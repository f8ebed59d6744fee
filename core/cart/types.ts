import type { CartMessages } from './messages.ts';
import type { SessionData } from '../session/store.ts';
import type { LocaleChoice } from '../i18n/catalog-views.ts';
import type { MessageLocale } from '../i18n/translator.ts';
import type { Destination, ShippingZone } from '../shipping/shipping-zone.ts';
import type { MoneyWords } from '../coupons/coupon-messages.ts';
import type { OwnerTextLookup } from '../i18n/owner-text.ts';
import type { TaxRules } from '../tax/tax-store.ts';

/** One cart line as the session stores it: the product and how many, nothing priced. */
export type CartItem = SessionData['cart'][number];

/** Shop rules the cart needs: from config (`cart.maxLineQuantity`, `store.currency`) and the shipping zones. */
export interface CartRules {
  maxLineQuantity: number;
  currency: string;
  /** Every shipping zone, zone 0 among them (core/shipping). */
  shippingZones: readonly ShippingZone[];
  /** The tax options, rates and classes (core/tax); no tax when absent. */
  taxes?: TaxRules | undefined;
  /** Where a cart ships until the shopper says (the visitor's country where the shop ships there, else the shop's first). */
  defaultDestination: Destination;
  /** The words of the notices a cart change leaves (core/cart/messages.ts); English when absent. */
  messages?: CartMessages;
  /**
   * The language lines name global attributes and terms in ("Farbe: Rost"), with the shop's default
   * for names not translated; the default language's names when absent.
   */
  attributeLocale?: LocaleChoice;
  /** The language coupon refusals are worded in; English when absent. */
  language?: MessageLocale;
  /** The owner's translations in that language: shipping methods the owner titled are named by them. */
  ownerText?: OwnerTextLookup;
  /** How amounts in those words are written (the shop's currency in the page's language); US dollars when absent. */
  money?: MoneyWords;
}

export type CartErrorCode =
  | 'invalid_product'
  | 'invalid_quantity'
  | 'out_of_stock'
  | 'not_enough_stock'
  | 'line_limit'
  | 'unknown_item';
