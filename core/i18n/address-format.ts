/** The parts of a postal address, as orders and accounts store them (the country as its ISO 3166-1 code). */
export interface PostalAddress {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
}

/**
 * How each country writes an address, one line per `\n` (WooCommerce's formats): where the postcode goes,
 * whether the company or the name comes first. Countries not listed use the international order.
 */
const FORMATS: Readonly<Record<string, string>> = {
  AT: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city}\n{country}',
  BE: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city}\n{country}',
  CA: '{company}\n{name}\n{address_1}\n{address_2}\n{city} {state} {postcode}\n{country}',
  CH: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city}\n{country}',
  CZ: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city}\n{country}',
  DE: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city}\n{country}',
  DK: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city}\n{country}',
  ES: '{name}\n{company}\n{address_1}\n{address_2}\n{postcode} {city}\n{state}\n{country}',
  FI: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city}\n{country}',
  FR: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city_upper}\n{country}',
  IT: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode}\n{city}\n{state_upper}\n{country}',
  LU: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city}\n{country}',
  NL: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city}\n{country}',
  NO: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city}\n{country}',
  PL: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city}\n{country}',
  PT: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city}\n{country}',
  SE: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city}\n{country}',
  US: '{name}\n{company}\n{address_1}\n{address_2}\n{city}, {state} {postcode}\n{country}',
};
const INTERNATIONAL = '{name}\n{company}\n{address_1}\n{address_2}\n{city}\n{state}\n{postcode}\n{country}';

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** A country's name in a language ("Deutschland", "Allemagne"); the code itself where Intl does not know it. */
export function countryNameIn(code: string, locale: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  return names?.of(code) ?? code;
}

/**
 * An address as its country writes it, in lines, the country named in `locale` ("80331 München",
 * "Deutschland") unless `countryName` names it; empty parts and the lines they leave empty are dropped.
 */
export function formatAddressLines(address: PostalAddress, locale: string, countryName: (code: string) => string = (code) => countryNameIn(code, locale)): string[] {
  const parts: Record<string, string> = {
    name: `${address.first_name} ${address.last_name}`.trim(),
    company: address.company,
    address_1: address.address_1,
    address_2: address.address_2,
    city: address.city,
    city_upper: address.city.toLocaleUpperCase(locale),
    state: address.state,
    state_upper: address.state.toLocaleUpperCase(locale),
    postcode: address.postcode,
    country: address.country ? countryName(address.country) : '',
  };
  return (FORMATS[address.country] ?? INTERNATIONAL)
    .split('\n')
    .map((line) =>
      line
        .replace(/\{(\w+)\}/g, (_, part: string) => parts[part] ?? '')
        .replace(/\s+/g, ' ')
        // "Berlin, " when a US-style line has no state and no postcode.
        .replace(/^[\s,]+|[\s,]+$/g, ''),
    )
    .filter((line) => line !== '');
}
