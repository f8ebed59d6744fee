import { minorUnitDigits } from '../../../core/shared/money.ts';

/** The shop currency's fields every Store API price object carries (WooCommerce's `get_store_currency_response`). */
export interface StoreCurrency {
  currency_code: string;
  currency_symbol: string;
  currency_minor_unit: number;
  currency_decimal_separator: string;
  currency_thousand_separator: string;
  currency_prefix: string;
  currency_suffix: string;
}

const known = new Map<string, StoreCurrency>();

/**
 * The currency as the shop's locale writes it, read from `Intl` (the same formatter the pages use), so
 * a client formats the minor-unit amounts the way the pages show them.
 */
export function storeCurrency(currency: string, locale: string): StoreCurrency {
  const key = `${locale}|${currency}`;
  const cached = known.get(key);
  if (cached) return cached;
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const parts = format.formatToParts(1234.5);
  const symbol = parts.find((part) => part.type === 'currency')?.value ?? currency;
  const firstNumber = parts.findIndex((part) => part.type === 'integer');
  const lastNumber = parts.findLastIndex((part) => part.type === 'integer' || part.type === 'fraction' || part.type === 'decimal' || part.type === 'group');
  const currencyAt = parts.findIndex((part) => part.type === 'currency');
  // What stands between the symbol and the number (a space in `12,00 €`) belongs to the prefix or suffix.
  const before = parts.slice(0, firstNumber).map((part) => part.value).join('');
  const after = parts.slice(lastNumber + 1).map((part) => part.value).join('');
  const result: StoreCurrency = {
    currency_code: currency,
    currency_symbol: symbol,
    // Amounts are kept in the currency's minor unit (ISO 4217), as the client is told.
    currency_minor_unit: minorUnitDigits(currency),
    currency_decimal_separator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    currency_thousand_separator: parts.find((part) => part.type === 'group')?.value ?? '',
    currency_prefix: currencyAt !== -1 && currencyAt < firstNumber ? before.replace(/^[-\u2212]/, '') : '',
    currency_suffix: currencyAt > lastNumber ? after : '',
  };
  known.set(key, result);
  return result;
}

/** An amount in minor units as the Store API sends it: a string of digits. */
export function minorUnits(amount: number): string {
  return String(Math.round(amount));
}
