interface MoneyFormat {
  formatter: Intl.NumberFormat;
  /** Formatted amounts by minor units: a shop has few distinct prices and formats them on every page. */
  formatted: Map<number, string>;
}

const formats = new Map<string, MoneyFormat>();
/** Past this many distinct amounts per currency the memory is cleared, so it stays small. */
const MAX_REMEMBERED_AMOUNTS = 2000;

/** Formats integer minor units (cents) as a price, e.g. 1999 → "$19.99". */
export function formatMoney(minor: number, currency: string, locale = 'en-US'): string {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = { formatter: new Intl.NumberFormat(locale, { style: 'currency', currency }), formatted: new Map() };
    formats.set(key, format);
  }
  let text = format.formatted.get(minor);
  if (text === undefined) {
    text = format.formatter.format(minor / 100);
    if (format.formatted.size >= MAX_REMEMBERED_AMOUNTS) format.formatted.clear();
    format.formatted.set(minor, text);
  }
  return text;
}

/** Parses a decimal price typed by a person ("19.99", "19,99", "19") into minor units; null when not a price. */
export function parseMoney(input: string): number | null {
  const text = input.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
