import type { CartMessages } from './messages.ts';
import type { SessionData } from '../session/store.ts';
import type { LocaleChoice } from '../i18n/catalog-views.ts';
import type { MessageLocale } from '../i18n/translator.ts';
import type { MoneyWords } from '../coupons/coupon-messages.ts';

/** One cart line as the session stores it: the product and how many, nothing priced. */
export type CartItem = SessionData['cart'][number];

/** Shop rules the cart needs, taken from config (`cart.maxLineQuantity`, `store.*Shipping*`). */
export interface CartRules {
  maxLineQuantity: number;
  flatRateShipping: number;
  freeShippingThreshold: number;
  /** The words of the notices a cart change leaves (core/cart/messages.ts); English when absent. */
  messages?: CartMessages;
  /**
   * The language lines name global attributes and terms in ("Farbe: Rost"), with the shop's default
   * for names not translated; the default language's names when absent.
   */
  attributeLocale?: LocaleChoice;
  /** The language coupon refusals are worded in; English when absent. */
  language?: MessageLocale;
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
