/**
 * The continents a shipping zone can name, as WooCommerce groups the world's countries (ISO 3166-1
 * alpha-2 codes): each country is in exactly one. Europe runs to the United Kingdom, Switzerland,
 * Norway, Russia and Ukraine; Turkey, Cyprus and the Caucasus are in Asia; Greenland is in North America.
 */

export const CONTINENT_CODES = ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'] as const;
export type ContinentCode = (typeof CONTINENT_CODES)[number];

export interface Continent {
  code: ContinentCode;
  /** In English, as WooCommerce names it. */
  name: string;
  countries: readonly string[];
}

export const CONTINENTS: readonly Continent[] = [
  {
    code: 'AF',
    name: 'Africa',
    countries: [
      'AO', 'BF', 'BI', 'BJ', 'BW', 'CD', 'CF', 'CG', 'CI', 'CM', 'CV', 'DJ', 'DZ', 'EG', 'EH', 'ER', 'ET', 'GA', 'GH', 'GM',
      'GN', 'GQ', 'GW', 'KE', 'KM', 'LR', 'LS', 'LY', 'MA', 'MG', 'ML', 'MR', 'MU', 'MW', 'MZ', 'NA', 'NE', 'NG', 'RE', 'RW',
      'SC', 'SD', 'SH', 'SL', 'SN', 'SO', 'SS', 'ST', 'SZ', 'TD', 'TG', 'TN', 'TZ', 'UG', 'YT', 'ZA', 'ZM', 'ZW',
    ],
  },
  { code: 'AN', name: 'Antarctica', countries: ['AQ', 'BV', 'GS', 'HM', 'TF'] },
  {
    code: 'AS',
    name: 'Asia',
    countries: [
      'AE', 'AF', 'AM', 'AZ', 'BD', 'BH', 'BN', 'BT', 'CC', 'CN', 'CX', 'CY', 'GE', 'HK', 'ID', 'IL', 'IN', 'IO', 'IQ', 'IR',
      'JO', 'JP', 'KG', 'KH', 'KP', 'KR', 'KW', 'KZ', 'LA', 'LB', 'LK', 'MM', 'MN', 'MO', 'MV', 'MY', 'NP', 'OM', 'PH', 'PK',
      'PS', 'QA', 'SA', 'SG', 'SY', 'TH', 'TJ', 'TL', 'TM', 'TR', 'TW', 'UZ', 'VN', 'YE',
    ],
  },
  {
    code: 'EU',
    name: 'Europe',
    countries: [
      'AD', 'AL', 'AT', 'AX', 'BA', 'BE', 'BG', 'BY', 'CH', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FO', 'FR', 'GB', 'GG', 'GI',
      'GR', 'HR', 'HU', 'IE', 'IM', 'IS', 'IT', 'JE', 'LI', 'LT', 'LU', 'LV', 'MC', 'MD', 'ME', 'MK', 'MT', 'NL', 'NO', 'PL',
      'PT', 'RO', 'RS', 'RU', 'SE', 'SI', 'SJ', 'SK', 'SM', 'UA', 'VA',
    ],
  },
  {
    code: 'NA',
    name: 'North America',
    countries: [
      'AG', 'AI', 'AW', 'BB', 'BL', 'BM', 'BQ', 'BS', 'BZ', 'CA', 'CR', 'CU', 'CW', 'DM', 'DO', 'GD', 'GL', 'GP', 'GT', 'HN',
      'HT', 'JM', 'KN', 'KY', 'LC', 'MF', 'MQ', 'MS', 'MX', 'NI', 'PA', 'PM', 'PR', 'SV', 'SX', 'TC', 'TT', 'US', 'VC', 'VG',
      'VI',
    ],
  },
  {
    code: 'OC',
    name: 'Oceania',
    countries: ['AS', 'AU', 'CK', 'FJ', 'FM', 'GU', 'KI', 'MH', 'MP', 'NC', 'NF', 'NR', 'NU', 'NZ', 'PF', 'PG', 'PN', 'PW', 'SB', 'TK', 'TO', 'TV', 'UM', 'VU', 'WF', 'WS'],
  },
  { code: 'SA', name: 'South America', countries: ['AR', 'BO', 'BR', 'CL', 'CO', 'EC', 'FK', 'GF', 'GY', 'PE', 'PY', 'SR', 'UY', 'VE'] },
];

const BY_CODE = new Map(CONTINENTS.map((continent) => [continent.code, continent]));
const BY_COUNTRY = new Map(CONTINENTS.flatMap((continent) => continent.countries.map((country) => [country, continent.code] as const)));

/** A continent's code as written in any case (`eu` → `EU`); null when it names none of the seven. */
export function continentCode(code: string): ContinentCode | null {
  const upper = code.trim().toUpperCase();
  return (CONTINENT_CODES as readonly string[]).includes(upper) ? (upper as ContinentCode) : null;
}

/** The continent a country (`FR`, in any case) is in; null for a code that is no country. */
export function continentOf(country: string): ContinentCode | null {
  return BY_COUNTRY.get(country.trim().toUpperCase()) ?? null;
}

/** A continent's English name (`EU` → "Europe"); the code itself when it names none. */
export function continentName(code: string): string {
  const known = continentCode(code);
  return known ? (BY_CODE.get(known)?.name ?? code) : code;
}

/** The countries of a continent; none for a code that names no continent. */
export function continentCountries(code: string): readonly string[] {
  const known = continentCode(code);
  return known ? (BY_CODE.get(known)?.countries ?? []) : [];
}
