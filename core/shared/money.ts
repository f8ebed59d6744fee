const formatters = new Map<string, Intl.NumberFormat>();

/** Formats integer minor units (cents) as a price, e.g. 1999 → "$19.99". */
export function formatMoney(minor: number, currency: string, locale = 'en-US'): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter.format(minor / 100);
}

/** Parses a decimal price typed by a person ("19.99", "19,99", "19") into minor units; null when not a price. */
export function parseMoney(input: string): number | null {
  const text = input.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
