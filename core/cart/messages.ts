import { translator, type MessageLocale, type Translate } from '../i18n/translator.ts';

/** Shopper-facing cart messages, worded as WooCommerce words them so themes and habits carry over. */
export function cartMessagesIn(t: Translate) {
  return {
    cannotPurchase: t('notice.cannotPurchase'),
    /** A variable product added without its options: the shopper is sent to its page to choose them. */
    chooseOptions: (name: string) => t('notice.chooseOptions', { name }),
    attributeRequired: (attribute: string) => t('notice.attributeRequired', { attribute }),
    invalidAttributeValue: (attribute: string) => t('notice.invalidAttributeValue', { attribute }),
    variationUnavailable: t('notice.variationUnavailable'),
    /** A grouped product's form sent without a quantity for any of its products. */
    chooseQuantity: t('notice.chooseQuantity'),
    added: (name: string) => t('notice.added', { name }),
    removed: (name: string) => t('notice.removed', { name }),
    updated: t('notice.updated'),
    outOfStock: (name: string) => t('notice.outOfStock', { name }),
    notEnoughStock: (name: string, stock: number) => t('notice.notEnoughStock', { name, stock: String(stock) }),
    alreadyInCart: (stock: number, inCart: number) => t('notice.alreadyInCart', { stock: String(stock), inCart: String(inCart) }),
    lineLimit: (name: string, max: number) => t('notice.lineLimit', { name, max: String(max) }),
    updateNotEnoughStock: (name: string, stock: number) => t('notice.updateNotEnoughStock', { name, stock: String(stock) }),
    droppedUnavailable: t('notice.droppedUnavailable'),
    droppedOutOfStock: (name: string) => t('notice.droppedOutOfStock', { name }),
    capped: (name: string, max: number) => t('notice.capped', { name, max: String(max) }),
    unknownItem: t('notice.unknownItem'),
    checkoutEmpty: t('notice.checkoutEmpty'),
    expiredLink: t('notice.expiredLink'),
    invalidQuantity: t('notice.invalidQuantity'),
    /** A cart line's quantity that is no number, named by its product. */
    invalidQuantityOf: (name: string) => t('notice.invalidQuantityOf', { name }),
    quantityLimit: (max: number) => t('notice.quantityLimit', { max: String(max) }),
    /** The name of a line whose product is gone. */
    unnamedItem: t('notice.unnamedItem'),
  };
}

export type CartMessages = ReturnType<typeof cartMessagesIn>;

const byLanguage = new Map<MessageLocale, CartMessages>();

/**
 * The cart messages in a language. Notices are worded in the language of the request that leaves them:
 * the page that shows them next is reached from it (a redirect or a link keeps the language prefix).
 */
export function cartMessagesFor(locale: MessageLocale): CartMessages {
  let messages = byLanguage.get(locale);
  if (!messages) {
    messages = cartMessagesIn(translator(locale));
    byLanguage.set(locale, messages);
  }
  return messages;
}

/** English, the JSON APIs' language (WooCommerce's Store API answers in the site's language). */
export const cartMessages = cartMessagesFor('en');
