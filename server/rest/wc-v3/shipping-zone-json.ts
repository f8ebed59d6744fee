import { z } from 'zod';
import { methodFields } from '../../../core/shipping/method-fields.ts';
import { METHOD_TITLES } from '../../../core/shipping/method-settings.ts';
import { SHIPPING_METHOD_IDS, type ShippingMethod, type ShippingMethodId, type ZoneLocation } from '../../../core/shipping/shipping-zone.ts';
import { readLocation } from '../../../core/shipping/zone-store.ts';
import { fieldErrorsFrom, type FieldErrors } from '../../../core/shared/validation.ts';
import { restUrl, type WcLinkBase } from './wc-format.ts';

export const ZONES_ROUTE = '/wc/v3/shipping/zones';
export const SHIPPING_METHODS_ROUTE = '/wc/v3/shipping_methods';

type LinkBase = Pick<WcLinkBase, 'siteOrigin'>;
const link = (base: LinkBase, route: string) => [{ href: restUrl(base, route) }];

export interface ZoneRecord {
  id: number;
  name: string;
  zone_order: number;
}

/** A zone in WooCommerce's `wc/v3/shipping/zones` shape; `describedby` leads to its locations and its methods. */
export function zoneJson(zone: ZoneRecord, base: LinkBase) {
  const self = `${ZONES_ROUTE}/${zone.id}`;
  return {
    id: zone.id,
    name: zone.name,
    order: zone.zone_order,
    _links: {
      self: link(base, self),
      collection: link(base, ZONES_ROUTE),
      describedby: [...link(base, `${self}/locations`), ...link(base, `${self}/methods`)],
    },
  };
}

/** One of a zone's locations, as WooCommerce lists them under `…/<id>/locations`. */
export function locationJson(location: ZoneLocation, zoneId: number, base: LinkBase) {
  const zone = `${ZONES_ROUTE}/${zoneId}`;
  return { code: location.code, type: location.type, _links: { collection: link(base, `${zone}/locations`), describes: link(base, zone) } };
}

/** The order locations are answered in: continents, then countries, then states, then postcodes, each by code. */
const TYPE_RANK: Record<ZoneLocation['type'], number> = { continent: 0, country: 1, state: 2, postcode: 3 };
export const byLocationOrder = (a: ZoneLocation, b: ZoneLocation) => TYPE_RANK[a.type] - TYPE_RANK[b.type] || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

const METHOD_DESCRIPTIONS: Record<ShippingMethodId, string> = {
  flat_rate: 'A fixed cost for shipping, for the order or by shipping class, worked out from a cost formula.',
  free_shipping: 'Shipping at no cost, which can require a free shipping coupon, a minimum spend, or either or both.',
  local_pickup: 'The customer collects the order, at no cost or at a fixed one.',
};

/** `wc/v3/shipping_methods`: the kinds of method a zone can have. */
export function shippingMethodJson(methodId: ShippingMethodId, base: LinkBase) {
  return {
    id: methodId,
    title: METHOD_TITLES[methodId],
    description: METHOD_DESCRIPTIONS[methodId],
    _links: { self: link(base, `${SHIPPING_METHODS_ROUTE}/${methodId}`), collection: link(base, SHIPPING_METHODS_ROUTE) },
  };
}

export function isShippingMethodId(value: string): value is ShippingMethodId {
  return (SHIPPING_METHOD_IDS as readonly string[]).includes(value);
}

/** A shipping class as a flat rate's settings name it. */
export interface ClassName {
  id: number;
  name: string;
}

/** One field of a method's settings form, as WooCommerce describes it. */
interface SettingField {
  id: string;
  label: string;
  description: string;
  type: 'text' | 'select' | 'price' | 'checkbox';
  default: string;
  placeholder: string;
  options?: Record<string, string>;
}

const COST_HELP = 'A cost before tax, or a formula: [qty] is the number of items, [cost] what they cost, [fee percent="10" min_fee="20" max_fee=""] a share of that cost.';
const TAX_STATUS: SettingField = { id: 'tax_status', label: 'Tax status', description: '', type: 'select', default: 'taxable', placeholder: '', options: { taxable: 'Taxable', none: 'None' } };
const titleField = (methodId: ShippingMethodId): SettingField => ({
  id: 'title',
  label: 'Name',
  description: 'What customers see for this method at checkout.',
  type: 'text',
  default: METHOD_TITLES[methodId],
  placeholder: '',
});

/** The fields of a method's settings, in its form's order; a flat rate has a cost for each shipping class. */
export function settingFields(methodId: ShippingMethodId, classes: readonly ClassName[]): SettingField[] {
  switch (methodId) {
    case 'flat_rate':
      return [
        titleField(methodId),
        TAX_STATUS,
        { id: 'cost', label: 'Cost', description: COST_HELP, type: 'text', default: '', placeholder: '' },
        ...classes.map((shippingClass): SettingField => ({
          id: `class_cost_${shippingClass.id}`,
          label: `"${shippingClass.name}" shipping class cost`,
          description: COST_HELP,
          type: 'text',
          default: '',
          placeholder: 'N/A',
        })),
        { id: 'no_class_cost', label: 'No shipping class cost', description: COST_HELP, type: 'text', default: '', placeholder: 'N/A' },
        {
          id: 'type',
          label: 'Calculation type',
          description: '',
          type: 'select',
          default: 'class',
          placeholder: '',
          options: { class: 'Per class: Charge shipping for each shipping class individually', order: 'Per order: Charge shipping for the most expensive shipping class' },
        },
      ];
    case 'free_shipping':
      return [
        titleField(methodId),
        {
          id: 'requires',
          label: 'Free shipping requires...',
          description: '',
          type: 'select',
          default: '',
          placeholder: '',
          options: { '': 'N/A', coupon: 'A valid free shipping coupon', min_amount: 'A minimum order amount', either: 'A minimum order amount OR a coupon', both: 'A minimum order amount AND a coupon' },
        },
        { id: 'min_amount', label: 'Minimum order amount', description: 'What the order must come to for free shipping, when a minimum is required.', type: 'price', default: '', placeholder: '0' },
        {
          id: 'ignore_discounts',
          label: 'Coupons discounts',
          description: 'Compare the minimum with the order before its coupon discounts.',
          type: 'checkbox',
          default: 'no',
          placeholder: '',
        },
      ];
    case 'local_pickup':
      return [titleField(methodId), TAX_STATUS, { id: 'cost', label: 'Cost', description: 'A cost for collecting the order, if any.', type: 'text', default: '', placeholder: '0' }];
  }
}

/** A method's `settings` in WooCommerce's shape: each field by its id, with its value as text. */
export function methodSettingsJson(method: ShippingMethod, classes: readonly ClassName[], currency: string) {
  const values = methodFields(method, currency);
  return Object.fromEntries(
    settingFields(method.methodId, classes).map((field) => [
      field.id,
      {
        id: field.id,
        label: field.label,
        description: field.description,
        type: field.type,
        value: values[field.id] ?? '',
        default: field.default,
        tip: field.description,
        placeholder: field.placeholder,
        ...(field.options ? { options: field.options } : {}),
      },
    ]),
  );
}

/** A zone's method in WooCommerce's `wc/v3/shipping/zones/<id>/methods` shape. */
export function zoneMethodJson(zoneId: number, method: ShippingMethod, classes: readonly ClassName[], base: WcLinkBase) {
  const methods = `${ZONES_ROUTE}/${zoneId}/methods`;
  return {
    id: method.instanceId,
    instance_id: method.instanceId,
    title: method.settings.title,
    order: method.order,
    enabled: method.enabled,
    method_id: method.methodId,
    method_title: METHOD_TITLES[method.methodId],
    method_description: METHOD_DESCRIPTIONS[method.methodId],
    settings: methodSettingsJson(method, classes, base.currency),
    _links: { self: link(base, `${methods}/${method.instanceId}`), collection: link(base, methods), describes: link(base, `${ZONES_ROUTE}/${zoneId}`) },
  };
}

/** The order of a zone or a method: WooCommerce keeps it as a whole number of 0 or more. */
const orderField = z.int({ error: 'must be a whole number of 0 or more' }).min(0, 'must be a whole number of 0 or more').max(2_147_483_647, 'must be at most 2147483647');

const zoneBodySchema = z.strictObject({ name: z.string({ error: 'must be a string' }), order: orderField }, { error: 'must be a JSON object' }).partial();

export type ParsedZoneBody = { ok: true; fields: { name?: string; order?: number } } | { ok: false; params: FieldErrors };

/** A zone's `name` and `order`; any other field is refused by name. */
export function parseZoneBody(json: unknown): ParsedZoneBody {
  const parsed = zoneBodySchema.safeParse(json);
  if (!parsed.success) return { ok: false, params: fieldErrorsFrom(parsed.error, { root: 'body', key: 'path' }) };
  const { name, order } = parsed.data;
  return { ok: true, fields: { ...(name === undefined ? {} : { name }), ...(order === undefined ? {} : { order }) } };
}

const TYPE_MESSAGE = 'must be continent, country, state or postcode';

/** At most this many locations in one zone. */
const MAX_LOCATIONS = 1000;

const locationsSchema = z
  .array(
    z.strictObject(
      { code: z.string({ error: 'must be a string' }), type: z.string({ error: TYPE_MESSAGE }).optional(), _links: z.unknown().optional() },
      { error: 'must be a location, {"code": "DE", "type": "country"}' },
    ),
    { error: 'must be a list of locations, [{"code": "DE", "type": "country"}]' },
  )
  .max(MAX_LOCATIONS, `must list at most ${MAX_LOCATIONS} locations`);

const CODE_MESSAGES: Record<ZoneLocation['type'], string> = {
  continent: 'must be a continent’s code: AF, AN, AS, EU, NA, OC or SA',
  country: 'must be a country’s two-letter code, such as DE',
  state: 'must be a country’s code and a state’s, such as US:CA',
  postcode: 'must be a postcode, a postcode ending in * (CB2*) or a range (90210...90299)',
};

export type ParsedLocations = { ok: true; locations: ZoneLocation[] } | { ok: false; params: FieldErrors };

/**
 * A zone's new locations, as WooCommerce takes them: a list of `{code, type}`, `type` `country` when not
 * given, a continent by one of WooCommerce's seven codes (`{code: 'EU', type: 'continent'}`). Each problem
 * is named by its entry.
 */
export function parseLocations(json: unknown): ParsedLocations {
  const parsed = locationsSchema.safeParse(json);
  if (!parsed.success) return { ok: false, params: fieldErrorsFrom(parsed.error, { root: 'body', key: 'path' }) };
  const params: FieldErrors = {};
  const locations: ZoneLocation[] = [];
  parsed.data.forEach((raw, index) => {
    const type = raw.type ?? 'country';
    if (type !== 'continent' && type !== 'country' && type !== 'state' && type !== 'postcode') {
      params[`${index}.type`] = TYPE_MESSAGE;
      return;
    }
    const location = readLocation({ type, code: raw.code });
    if (location) locations.push(location);
    else params[`${index}.code`] = CODE_MESSAGES[type];
  });
  return Object.keys(params).length > 0 ? { ok: false, params } : { ok: true, locations };
}

/** A setting's value as WooCommerce's clients send it: text, a number, or a checkbox's true or false. */
const settingValue = z
  .union([z.string(), z.number(), z.boolean()], { error: 'must be text' })
  .transform((value) => (typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value)));

const methodBodySchema = z
  .strictObject(
    {
      method_id: z.string({ error: 'must be flat_rate, free_shipping or local_pickup' }),
      enabled: z.boolean({ error: 'must be true or false' }),
      order: orderField,
      settings: z.record(z.string(), settingValue, { error: 'must be an object of settings by their ids, such as {"cost": "10"}' }),
    },
    { error: 'must be a JSON object' },
  )
  .partial();

export interface MethodBody {
  methodId?: string;
  enabled?: boolean;
  order?: number;
  settings?: Record<string, string>;
}

export type ParsedMethodBody = { ok: true; body: MethodBody } | { ok: false; params: FieldErrors };

/** A method's write: `method_id` (required to add one, never changed), `enabled`, `order`, `settings` by field id. */
export function parseMethodBody(json: unknown, current: ShippingMethodId | null): ParsedMethodBody {
  const parsed = methodBodySchema.safeParse(json);
  if (!parsed.success) return { ok: false, params: fieldErrorsFrom(parsed.error, { root: 'body', key: 'path' }) };
  const { method_id, enabled, order, settings } = parsed.data;
  if (current === null && method_id === undefined) return { ok: false, params: { method_id: 'is required' } };
  if (current === null && method_id !== undefined && !isShippingMethodId(method_id)) return { ok: false, params: { method_id: 'must be flat_rate, free_shipping or local_pickup' } };
  if (current !== null && method_id !== undefined && method_id !== current) return { ok: false, params: { method_id: 'cannot be changed: add a method of the other kind instead' } };
  const body: MethodBody = {};
  if (method_id !== undefined) body.methodId = method_id;
  if (enabled !== undefined) body.enabled = enabled;
  if (order !== undefined) body.order = order;
  if (settings !== undefined) body.settings = settings;
  return { ok: true, body };
}

/**
 * The settings a write sends, checked against the method's form: a field it does not have is refused by
 * name, a checkbox takes `yes` or `no`. Their values are judged by `readMethodFields`.
 */
export function checkSettingNames(methodId: ShippingMethodId, settings: Readonly<Record<string, string>>, classes: readonly ClassName[]): FieldErrors {
  const fields = new Map(settingFields(methodId, classes).map((field) => [field.id, field]));
  const params: FieldErrors = {};
  for (const [name, value] of Object.entries(settings)) {
    const field = fields.get(name);
    if (!field) params[`settings.${name}`] = name.startsWith('class_cost_') ? 'names no shipping class' : `is not a setting of ${methodId}`;
    else if (field.type === 'checkbox' && !['yes', 'no'].includes(value.trim().toLowerCase())) params[`settings.${name}`] = 'must be yes or no';
  }
  return params;
}

/** `readMethodFields`'s messages by the names the body used. */
export const settingParams = (errors: FieldErrors): FieldErrors => Object.fromEntries(Object.entries(errors).map(([field, message]) => [`settings.${field}`, message]));
