/**
 * The visitor's country as a CDN header or a geo-IP service gives it. Those sources also send codes
 * that name no country: Cloudflare's `XX` (no data) and `T1` (Tor), CLDR's `ZZ` (unknown region),
 * MaxMind's legacy `A1`/`A2`/`O1`/`AP` (proxy, satellite, other, Asia/Pacific). Such a code must not
 * count as a country without a cookie law, so only the officially assigned ISO 3166-1 alpha-2 codes
 * are read as countries, with the few others in wide use: the European Union's `EL` (Greece) and `UK`,
 * and the spec's `EU`, which its law table lists, and `XK` (Kosovo, used by Cloudflare and MaxMind).
 * Anything else is unknown, and an unknown country asks first.
 */

const ISO_3166_ALPHA_2 =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ ' +
  'UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

const KNOWN_COUNTRY_CODES: ReadonlySet<string> = new Set([...ISO_3166_ALPHA_2.split(' '), 'EL', 'UK', 'EU', 'XK']);

/** The country code in `value` (trimmed, any case), upper case; null when it names no known country. */
export function countryCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim();
  // Checked before upper-casing, so that e.g. 'ß' (upper case 'SS') is not taken for a code.
  if (!/^[A-Za-z]{2}$/.test(code)) return null;
  const upper = code.toUpperCase();
  return KNOWN_COUNTRY_CODES.has(upper) ? upper : null;
}
