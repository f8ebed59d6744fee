/**
 * Money is kept as integers in the minor unit of the shop's currency, as ISO 4217 defines it: cents for
 * USD and EUR, yen for JPY (no decimals), fils for KWD (three). Every conversion between an amount and
 * what a person reads or types goes through this module, so no other code assumes two decimals.
 */

/** The currency a shop sells in unless its config names another (config/defaults.ts); the demo store is priced in it. */
export const DEFAULT_CURRENCY = 'USD';

/**
 * ISO 4217's minor units where they are not two (the active codes). `Intl` follows CLDR instead, which
 * drops the decimals a currency's coins no longer use (HUF, IDR, COP): amounts there keep ISO's.
 */
const MINOR_UNITS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/** How many decimals the currency's minor unit has: 2 for USD, 0 for JPY, 3 for KWD. */
export function minorUnitDigits(currency: string): number {
  return MINOR_UNITS[currency.toUpperCase()] ?? 2;
}

/** Minor units as a number of major units: 1999 USD → 19.99, 1200 JPY → 1200. */
export function toMajorUnits(minor: number, currency: string): number {
  return minor / 10 ** minorUnitDigits(currency);
}

/**
 * Minor units as a decimal text with the currency's decimals, written from the integer (no floating
 * point in between): 1999 USD → "19.99", 1200 JPY → "1200", 12345 KWD → "12.345", -5 USD → "-0.05".
 */
export function majorAmountText(minor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  const whole = Math.round(minor);
  const sign = whole < 0 ? '-' : '';
  const text = String(Math.abs(whole));
  if (digits === 0) return `${sign}${text}`;
  const padded = text.padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

interface MoneyFormat {
  formatter: Intl.NumberFormat;
  /** Formatted amounts by minor units: a shop has few distinct prices and formats them on every page. */
  formatted: Map<number, string>;
}

const formats = new Map<string, MoneyFormat>();
/** Past this many distinct amounts per currency the memory is cleared, so it stays small. */
const MAX_REMEMBERED_AMOUNTS = 2000;

/**
 * Formats integer minor units as a price in the language's way, with exactly the currency's decimals:
 * 1999 USD → "$19.99", 1200 JPY → "¥1,200", 12345 KWD → "KWD 12.345".
 */
export function formatMoney(minor: number, currency: string, locale = 'en-US'): string {
  // -0 (a zero amount negated) reads as zero: Intl would write "-$0.00", and the memory below keeps 0 and -0 as one.
  if (minor === 0) minor = 0;
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    const digits = minorUnitDigits(currency);
    format = { formatter: new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }), formatted: new Map() };
    formats.set(key, format);
  }
  let text = format.formatted.get(minor);
  if (text === undefined) {
    text = format.formatter.format(toMajorUnits(minor, currency));
    if (format.formatted.size >= MAX_REMEMBERED_AMOUNTS) format.formatted.clear();
    format.formatted.set(minor, text);
  }
  return text;
}

/**
 * Parses a decimal price typed by a person ("19.99", "19,99", "19") into minor units of the currency,
 * with at most its decimals ("1.5" is no price in yen, "1.00" is); null when not a price.
 */
export function parseMoney(input: string, currency: string): number | null {
  const digits = minorUnitDigits(currency);
  // Zeros past the currency's decimals change nothing ("500.00" yen, as WooCommerce's clients write every amount).
  const text = input
    .trim()
    .replace(',', '.')
    .replace(new RegExp(`^(\\d+)(?:\\.(\\d{0,${digits}}))0+$`), (_, whole: string, kept: string) => (kept ? `${whole}.${kept}` : whole));
  const pattern = digits === 0 ? /^\d{1,11}$/ : new RegExp(`^\\d{1,${11 - digits}}(\\.\\d{1,${digits}})?$`);
  if (!pattern.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** An amount as a person would type it in this currency, for the hint of a price field: "19.99", "1999", "19.999". */
export function exampleAmount(currency: string): string {
  const digits = minorUnitDigits(currency);
  return digits === 0 ? '1999' : `19.${'9'.repeat(digits)}`;
}
