import { formatPrice } from '../i18n/format.ts';
import { translator, type MessageLocale } from '../i18n/translator.ts';
import type { CouponRefusal } from '../pricing/coupon-validity.ts';

/** How amounts in a refusal are written: the shop's currency in the page's language. */
export interface MoneyWords {
  currency: string;
  locale: string;
}

/** Why a coupon was refused, as WooCommerce words it, in the shopper's language. */
export function refusalMessage(refusal: CouponRefusal, code: string, language: MessageLocale, money: MoneyWords): string {
  const t = translator(language);
  switch (refusal.code) {
    case 'usage_limit':
      return t('coupon.usageLimit');
    case 'expired':
      return t('coupon.expired');
    case 'minimum_spend':
      return t('coupon.minimumSpend', { amount: formatPrice(refusal.amount, money.currency, money.locale) });
    case 'maximum_spend':
      return t('coupon.maximumSpend', { amount: formatPrice(refusal.amount, money.currency, money.locale) });
    case 'not_applicable':
      return t('coupon.notApplicable');
    case 'sale_items':
      return t('coupon.saleItems');
    case 'excluded_products':
      return t('coupon.excludedProducts', { names: refusal.names.join(', ') });
    case 'excluded_categories':
      return t('coupon.excludedCategories', { names: refusal.names.join(', ') });
    case 'not_yours':
      return t('coupon.notYours', { code });
  }
}

/** The words of applying and removing coupons, in the shopper's language. */
export function couponWords(language: MessageLocale) {
  const t = translator(language);
  return {
    applied: t('coupon.applied'),
    /** Applied to an empty cart: it applies once the cart has something it covers. */
    waiting: t('coupon.waiting'),
    removed: t('coupon.removed'),
    enterCode: t('coupon.enterCode'),
    notExist: (code: string) => t('coupon.notExist', { code }),
    alreadyApplied: t('coupon.alreadyApplied'),
    individualUse: (code: string) => t('coupon.individualUse', { code }),
    /** A coupon applied earlier that no longer applies: why, and that it was taken off. */
    dropped: (code: string, reason: string) => t('coupon.dropped', { code, reason }),
    notApplied: t('coupon.notApplied'),
  };
}
