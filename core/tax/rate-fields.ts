import type { FieldErrors } from '../shared/validation.ts';
import { parseRate, rateText, type TaxRate } from './tax-rate.ts';
import type { TaxClass, TaxRateFields } from './tax-store.ts';

/**
 * A tax rate as the owner writes it, in the admin's table, a CSV row or a `wc/v3/taxes` body, read by
 * WooCommerce's names into the fields the shop stores. Each problem is named by its field, in words the
 * three places share: "must be …", after the field's label ("Rate % must be …").
 */

/** A rate as typed: text, lists as WooCommerce writes them (`;`-separated, `*` for any) or already split. */
export interface RateFieldsInput {
  country: string;
  state: string;
  postcodes: string | readonly string[];
  cities: string | readonly string[];
  rate: string;
  name: string;
  /** Blank is 1, WooCommerce's default. */
  priority: string;
  compound: boolean;
  shipping: boolean;
  order: number;
  taxClass: string;
}

/** The fields' labels, as the admin's table and WooCommerce's CSV header name them. */
export const RATE_FIELD_LABELS = {
  country: 'Country code',
  state: 'State code',
  postcode: 'Postcode / ZIP',
  city: 'City',
  rate: 'Rate %',
  name: 'Tax name',
  priority: 'Priority',
  compound: 'Compound',
  shipping: 'Shipping',
  class: 'Tax class',
  order: 'Order',
} as const;

export type RateField = keyof typeof RATE_FIELD_LABELS;

export const MAX_RATE_NAME_LENGTH = 200;
/** Postcodes or cities of one rate; WooCommerce sets none, a form or file of more is a mistake. */
export const MAX_RATE_PLACES = 1000;
export const MAX_RATE_PRIORITY = 9999;
export const MAX_RATE_ORDER = 1_000_000;

const ANY = '*';
const POSTCODE = /^[A-Z0-9 *.-]{1,50}$/;
const STATE = /^[A-Z0-9-]{1,10}$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

let regionNames: Intl.DisplayNames | null | undefined;

/** Whether a two-letter code names a country or region (ISO 3166-1), as the runtime knows them. */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    } catch {
      regionNames = null;
    }
  }
  if (regionNames === null) return true;
  try {
    return regionNames.of(code) !== undefined;
  } catch {
    return false;
  }
}

/** A `;`-separated list as WooCommerce writes postcodes and cities: trimmed, blanks dropped, `*` alone for any. */
export function splitPlaces(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(';') : value;
  const items = parts.map((part) => part.trim()).filter((part) => part !== '');
  return items.length === 1 && items[0] === ANY ? [] : items;
}

/** A list back as text: `80331; 80333`, blank for any. */
export const placesText = (items: readonly string[]): string => items.join('; ');

/** Yes or no as a CSV cell or a form writes it (`1`, `0`, `yes`, `no`, `true`, `false`; blank is no); null when it is neither. */
export function readFlag(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (value === '' || value === '0' || value === 'no' || value === 'false') return false;
  if (value === '1' || value === 'yes' || value === 'true') return true;
  return null;
}

/** The shop's class a text names: `standard` or blank is standard (`''`), else a class's slug or name in any case; null when none. */
export function findTaxClass(text: string, classes: readonly TaxClass[]): string | null {
  const wanted = text.trim().toLowerCase();
  if (wanted === '' || wanted === 'standard') return '';
  const found = classes.find((candidate) => candidate.slug !== '' && (candidate.slug === wanted || candidate.name.toLowerCase() === wanted));
  return found ? found.slug : null;
}

/** A class as WooCommerce's REST API and CSV name it: `standard` for standard. */
export const classSlugText = (slug: string): string => (slug === '' ? 'standard' : slug);

/** Checks a rate as typed; errors are keyed by WooCommerce's field names (`country`, `postcode`, `rate` …). */
export function readRateFields(input: RateFieldsInput): { ok: true; value: TaxRateFields } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const countryText = input.country.trim().toUpperCase();
  const country = countryText === ANY ? '' : countryText;
  if (country !== '' && !isCountryCode(country)) errors.country = 'must be a two-letter country code such as DE or US, or blank for every country';
  const stateText = input.state.trim().toUpperCase();
  const state = stateText === ANY ? '' : stateText;
  if (state !== '' && !STATE.test(state)) errors.state = 'must be a state code such as CA (letters, digits and -, at most 10), or blank for every state';

  const postcodes = splitPlaces(input.postcodes).map((postcode) => postcode.toUpperCase());
  const badPostcode = postcodes.find((postcode) => !POSTCODE.test(postcode) || /\.\.\.$|^\.\.\./.test(postcode));
  if (badPostcode !== undefined) errors.postcode = `must be postcodes separated by ";" (such as 80331, CB2* or 90210...90299); '${shorten(badPostcode)}' is not one`;
  else if (postcodes.length > MAX_RATE_PLACES) errors.postcode = `must list at most ${MAX_RATE_PLACES} postcodes`;

  const cities = splitPlaces(input.cities).map((city) => city.toUpperCase());
  const badCity = cities.find((city) => city.length > 100 || CONTROL.test(city));
  if (badCity !== undefined) errors.city = `must be city names separated by ";", each at most 100 characters; '${shorten(badCity)}' is not one`;
  else if (cities.length > MAX_RATE_PLACES) errors.city = `must list at most ${MAX_RATE_PLACES} cities`;

  const rateInput = input.rate.trim();
  const rate = rateInput === '' ? null : parseRate(rateInput.replace(/%$/, '').trim());
  if (rate === null) errors.rate = 'must be a percentage from 0 to 100 with at most 4 decimals, such as 19 or 7.25 (0 for none)';

  const name = input.name.trim();
  if (name.length > MAX_RATE_NAME_LENGTH) errors.name = `must be at most ${MAX_RATE_NAME_LENGTH} characters`;
  else if (CONTROL.test(name)) errors.name = 'may not contain control characters';

  const priorityText = input.priority.trim();
  const priority = priorityText === '' ? 1 : /^\d{1,4}$/.test(priorityText) ? Number(priorityText) : null;
  if (priority === null || priority > MAX_RATE_PRIORITY) errors.priority = `must be a whole number from 0 to ${MAX_RATE_PRIORITY} (one rate of each priority applies)`;

  if (!Number.isSafeInteger(input.order) || input.order < 0 || input.order > MAX_RATE_ORDER) errors.order = `must be a whole number from 0 to ${MAX_RATE_ORDER}`;

  if (Object.keys(errors).length > 0 || rate === null || priority === null) return { ok: false, errors };
  return {
    ok: true,
    value: { country, state, postcodes, cities, rate, name, priority, compound: input.compound, shipping: input.shipping, order: input.order, taxClass: input.taxClass },
  };
}

// eslint-disable-next-line no-control-regex
const shorten = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text).replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');

/** A stored rate as the table's inputs and the CSV show it: `*`-free text, lists joined by `; `. */
export function rateFieldsText(rate: TaxRate) {
  return {
    country: rate.country,
    state: rate.state,
    postcode: placesText(rate.postcodes),
    city: placesText(rate.cities),
    rate: rateText(rate.rate),
    name: rate.name,
    priority: String(rate.priority),
    compound: rate.compound,
    shipping: rate.shipping,
  };
}

export type RateFieldsText = ReturnType<typeof rateFieldsText>;

/** A problem in words: the field's label, then the message ("Rate % must be …"). */
export function rateProblem(field: string, message: string): string {
  const label = (RATE_FIELD_LABELS as Record<string, string>)[field];
  return label ? `${label} ${message}` : message;
}
