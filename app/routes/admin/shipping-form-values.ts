import { countryName } from '../../../core/checkout/countries.ts';
import { CONTINENTS, continentName } from '../../../core/shipping/continents.ts';
import { methodFields, type MethodFields } from '../../../core/shipping/method-fields.ts';
import { METHOD_TITLES } from '../../../core/shipping/method-settings.ts';
import { REST_OF_WORLD_ZONE_ID, type ShippingMethod, type ShippingMethodId, type ShippingZone, type ZoneLocation } from '../../../core/shipping/shipping-zone.ts';
import { readLocation } from '../../../core/shipping/zone-location.ts';
import { textFields, type FieldErrors } from '../../../core/shared/validation.ts';
import type { ZoneFormValues } from '../../components/admin/ShippingZoneForm.tsx';
import type { MethodFormValues } from '../../components/admin/ShippingMethodForm.tsx';

/** A zone's id from the URL: 0 (everywhere else) or a positive integer; null when it is neither. */
export function zoneIdParam(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** The most states and postcodes one zone takes from the form. */
const MAX_STATES = 500;
const MAX_POSTCODES = 1000;
const ORDER = /^-?\d{1,6}$/;

const list = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** A zone's form values: its name, order and regions as typed (a new zone's are blank). */
export function zoneFormValues(zone: ShippingZone | null): ZoneFormValues {
  const codes = (type: ZoneLocation['type']) => (zone?.locations ?? []).filter((location) => location.type === type).map((location) => location.code);
  return {
    zone_name: zone?.name ?? '',
    zone_order: String(zone?.order ?? 0),
    zone_continents: codes('continent'),
    zone_countries: codes('country'),
    zone_states: codes('state').join(', '),
    zone_postcodes: codes('postcode').join('\n'),
  };
}

/** What a posted zone form holds (what was typed, kept to show again). */
export function readZoneForm(form: FormData): ZoneFormValues {
  const text = textFields(form, ['zone_name', 'zone_order', 'zone_states', 'zone_postcodes'] as const);
  const ticked = (name: string, most: number) =>
    form
      .getAll(name)
      .filter((value): value is string => typeof value === 'string')
      .slice(0, most);
  return {
    zone_name: text.zone_name.slice(0, 1000),
    zone_order: text.zone_order.slice(0, 20),
    zone_continents: ticked('zone_continents', 20),
    zone_countries: ticked('zone_countries', 300),
    zone_states: text.zone_states.slice(0, 20_000),
    zone_postcodes: text.zone_postcodes.slice(0, 60_000),
  };
}

export interface ZoneInput {
  name: string;
  order: number;
  locations: ZoneLocation[];
}

/** The typed zone as the shop's zones take it, or its mistakes as sentences by field. */
export function parseZoneForm(values: ZoneFormValues): { ok: true; value: ZoneInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const name = values.zone_name.trim();
  if (name === '') errors.zone_name = 'Zone name is required.';
  else if (name.length > 200) errors.zone_name = 'Keep the zone name under 200 characters.';
  const orderText = values.zone_order.trim() || '0';
  if (!ORDER.test(orderText)) errors.zone_order = 'Enter the order as a whole number, such as 0 or 3.';

  const locations: ZoneLocation[] = [];
  const read = (type: ZoneLocation['type'], codes: readonly string[]) => {
    const refused: string[] = [];
    for (const code of codes) {
      const location = readLocation({ type, code });
      if (location) locations.push(location);
      else refused.push(code);
    }
    return refused;
  };
  if (read('continent', values.zone_continents).length > 0) errors.zone_continents = 'One of the ticked continents is not a continent; tick them again.';
  if (read('country', values.zone_countries).length > 0) errors.zone_countries = 'One of the ticked countries is not a country; tick them again.';
  const states = list(values.zone_states, /[,;\n]/);
  const badStates = read('state', states.slice(0, MAX_STATES));
  if (states.length > MAX_STATES) errors.zone_states = `List at most ${MAX_STATES} states.`;
  else if (badStates.length > 0) errors.zone_states = `Write each state as its country’s code, a colon and the state’s code, such as US:CA. These do not read: ${badStates.slice(0, 5).join(', ')}.`;
  const postcodes = list(values.zone_postcodes, /\n/);
  const badPostcodes = read('postcode', postcodes.slice(0, MAX_POSTCODES));
  if (postcodes.length > MAX_POSTCODES) errors.zone_postcodes = `List at most ${MAX_POSTCODES} postcodes.`;
  else if (badPostcodes.length > 0) errors.zone_postcodes = `Use letters, digits, spaces and hyphens, * and ... in postcodes. These do not read: ${badPostcodes.slice(0, 5).join(', ')}.`;
  // A zone matches by its continents, countries and states first: postcodes alone match no address.
  else if (postcodes.length > 0 && !locations.some((location) => location.type !== 'postcode')) errors.zone_postcodes = 'Tick a continent or a country, or list a state, for these postcodes to apply in.';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, order: Number(orderText), locations } };
}

/** A zone's regions in words: "Europe, Germany, United States (CA), postcodes 80*, 90210...90299" (continents first). */
export function regionsText(zone: Pick<ShippingZone, 'id' | 'locations'>, locale: string): string {
  if (zone.id === REST_OF_WORLD_ZONE_ID) return 'Every address your other zones do not cover';
  const continents = zone.locations.filter((location) => location.type === 'continent').map((location) => continentName(location.code));
  const places = zone.locations.filter((location) => location.type === 'country' || location.type === 'state').map((location) => {
    if (location.type === 'country') return countryName(location.code, locale);
    const [country = '', state = ''] = location.code.split(':');
    return `${countryName(country, locale)} (${state})`;
  });
  const words = [...continents, ...places];
  const postcodes = zone.locations.filter((location) => location.type === 'postcode').map((location) => location.code);
  if (postcodes.length > 0) words.push(`${postcodes.length === 1 ? 'postcode' : 'postcodes'} ${postcodes.join(', ')}`);
  return words.length > 0 ? words.join(', ') : 'No regions yet: the zone covers no address';
}

/** The seven continents, as the zone form offers them (WooCommerce's order and English names). */
export const CONTINENT_OPTIONS = CONTINENTS.map(({ code, name }) => ({ code, name }));

/** WooCommerce's names of its shipping methods, as the admin offers them. */
export const METHOD_OPTIONS = (Object.keys(METHOD_TITLES) as ShippingMethodId[]).map((value) => ({ value, label: METHOD_TITLES[value] }));

/** A method's form values: its settings in WooCommerce's field names, enabled (`yes`) and its order. */
export function methodFormValues(method: ShippingMethod, currency: string): MethodFormValues {
  return { ...methodFields(method, currency), enabled: method.enabled ? 'yes' : '', order: String(method.order) };
}

/** The settings fields each method's form sends (a flat rate also sends one cost per shipping class). */
const METHOD_FORM_FIELDS: Record<ShippingMethodId, readonly string[]> = {
  flat_rate: ['title', 'tax_status', 'cost', 'no_class_cost', 'type'],
  free_shipping: ['title', 'requires', 'min_amount'],
  local_pickup: ['title', 'tax_status', 'cost'],
};

/** What a posted method form holds, as typed: the settings sent, `enabled` and `order`. */
export function readMethodForm(form: FormData, methodId: ShippingMethodId, classIds: readonly number[]): MethodFormValues {
  const names = [...METHOD_FORM_FIELDS[methodId], ...(methodId === 'flat_rate' ? classIds.map((id) => `class_cost_${id}`) : [])];
  // A form without the class costs (the shop had no classes when it was drawn) leaves them as they are.
  const sent = names.filter((name) => form.has(name));
  const values: MethodFormValues = Object.fromEntries(sent.map((name) => [name, String(form.get(name) ?? '').slice(0, 1000)]));
  // An unticked box sends nothing: that is "no".
  if (methodId === 'free_shipping') values.ignore_discounts = form.get('ignore_discounts') === 'yes' ? 'yes' : 'no';
  values.enabled = form.get('enabled') === 'yes' ? 'yes' : '';
  values.order = String(form.get('order') ?? '').slice(0, 20);
  return values;
}

/** The method form's `order`, read: a whole number, or null. */
export function readOrder(text: string): number | null {
  const trimmed = text.trim() || '0';
  return ORDER.test(trimmed) ? Number(trimmed) : null;
}

export const ORDER_PROBLEM = 'Enter the order as a whole number, such as 0 or 3.';

/** The settings alone, as `updateZoneMethod` takes them. */
export function methodSettingsOf(values: MethodFormValues): MethodFields {
  const { enabled: _enabled, order: _order, ...settings } = values;
  return settings;
}

/**
 * The method fields' messages ("must be an amount", a formula's problem) as sentences for the form, each
 * naming its field as the form labels it.
 */
export function methodFormErrors(errors: FieldErrors, classNames: ReadonlyMap<number, string>, amountExample: string): FieldErrors {
  const worded: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const classCost = /^class_cost_(\d+)$/.exec(field);
    if (field === 'title') worded[field] = `Method title ${message}.`;
    else if (field === 'tax_status') worded[field] = 'Choose the tax status from the list.';
    else if (field === 'type') worded[field] = 'Choose the calculation type from the list.';
    else if (field === 'requires') worded[field] = 'Choose what free shipping requires from the list.';
    else if (field === 'min_amount') worded[field] = `Enter the minimum order amount as an amount such as ${amountExample}.`;
    else if (message === 'must be an amount') worded[field] = `Enter the cost as an amount such as ${amountExample}.`;
    else if (message.startsWith('must be at most')) worded[field] = `Keep the cost under 500 characters.`;
    else if (classCost) worded[field] = message.replace(/^The cost/, `The cost of the “${classNames.get(Number(classCost[1])) ?? 'removed'}” class`);
    else if (field === 'no_class_cost') worded[field] = message.replace(/^The cost/, 'The cost without a shipping class');
    else worded[field] = message;
  }
  return worded;
}
