import type { Translate } from '../i18n/translator.ts';
import { formatMoney } from '../shared/money.ts';

export interface PriceInput {
  price: number;
  regularPrice: number;
  onSale: boolean;
  /** A variable product's dearest variation, when its variations differ in price. */
  maxPrice?: number | null;
  /** How it is taxed, where shop prices are shown with or without tax (core/tax/shop-prices.ts); taxable standard when absent. */
  taxStatus?: string;
  taxClass?: string;
}

export interface PriceDisplay {
  onSale: boolean;
  /** The price paid now, formatted. */
  current: string;
  /** The crossed-out regular price when on sale, else null. */
  regular: string | null;
  /** What a screen reader should hear in place of the crossed-out pair, else null. */
  spoken: string | null;
  /** The dearest price of a range ("$40.00 – $45.00", `current` its start), else null. */
  upTo: string | null;
}

/** How a price is shown: a sale shows the regular price struck through, announced in words. */
export function priceDisplay(product: PriceInput, currency: string, locale: string): PriceDisplay {
  const current = formatMoney(product.price, currency, locale);
  // A range says from what to what; WooCommerce strikes nothing through in a range either.
  if (product.maxPrice != null && product.maxPrice > product.price) return { onSale: false, current, regular: null, spoken: null, upTo: formatMoney(product.maxPrice, currency, locale) };
  if (!product.onSale || product.regularPrice <= product.price) return { onSale: false, current, regular: null, spoken: null, upTo: null };
  const regular = formatMoney(product.regularPrice, currency, locale);
  return { onSale: true, current, regular, spoken: `Original price was: ${regular}. Current price is: ${current}.`, upTo: null };
}

/** Whole percent saved, for the sale badge ("-20%"). */
export function percentOff(product: PriceInput): number {
  if (!product.onSale || product.regularPrice <= 0 || product.price >= product.regularPrice) return 0;
  return Math.round(((product.regularPrice - product.price) / product.regularPrice) * 100);
}

/** A price as a screen reader should hear it in `t`'s language: a range or a sale in words, else the amount. */
export function priceInWords(display: PriceDisplay, t: Translate): string {
  if (display.upTo !== null) return t('catalog.price.range', { min: display.current, max: display.upTo });
  if (display.onSale) return t('catalog.price.sale', { regular: display.regular ?? '', current: display.current });
  return display.current;
}
