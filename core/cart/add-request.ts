/** What an add to the cart asks for, as the request said it: raw values the cart parses and words errors for. */
export interface AddRequest {
  /** The product (WooCommerce also accepts a variation's own id here). */
  productId: unknown;
  quantity?: unknown;
  /** The variation, when the form or link names it. */
  variationId?: unknown;
  /** The attribute values chosen, by attribute key (`pa_colour` → `blue`, `logo` → `Yes`). */
  attributes?: Readonly<Record<string, string>>;
  /** A grouped product's form: how many of each of its products (`quantity[<id>]`), by product id. */
  quantities?: Readonly<Record<string, string>>;
}

/** WooCommerce's field for an attribute's chosen value: `attribute_pa_colour`, `attribute_logo`. */
export const ATTRIBUTE_FIELD_PREFIX = 'attribute_';
const MAX_ATTRIBUTES = 40;
const MAX_LENGTH = 200;

/**
 * The `attribute_<key>` fields of a form or query (the first value of each), by key in lower case.
 * At most 40 fields of 200 characters are read; anything else in the request is ignored.
 */
export function postedAttributes(params: URLSearchParams): Record<string, string> {
  const chosen = new Map<string, string>();
  for (const [name, value] of params) {
    if (!name.startsWith(ATTRIBUTE_FIELD_PREFIX) || chosen.size >= MAX_ATTRIBUTES) continue;
    const key = name.slice(ATTRIBUTE_FIELD_PREFIX.length).toLowerCase();
    if (key === '' || key.length > MAX_LENGTH || value.length > MAX_LENGTH || chosen.has(key)) continue;
    chosen.set(key, value);
  }
  return Object.fromEntries(chosen);
}

/**
 * The Store API's `variation: [{attribute, value}]`, by key: `attribute` may be the key (`pa_colour`), its
 * field name (`attribute_pa_colour`) or the attribute's name as shown ("Colour"), matched by the cart.
 */
export function variationPairs(pairs: readonly { attribute: string; value: string }[]): Record<string, string> {
  const params = new URLSearchParams();
  for (const { attribute, value } of pairs) {
    const key = attribute.startsWith(ATTRIBUTE_FIELD_PREFIX) ? attribute : `${ATTRIBUTE_FIELD_PREFIX}${attribute}`;
    params.append(key, value);
  }
  return postedAttributes(params);
}

const GROUPED_QUANTITY_FIELD = /^quantity\[(\d{1,15})\]$/;
const MAX_GROUPED_FIELDS = 100;

/** A grouped product form's `quantity[<id>]` fields, by product id (at most 100; the first value of each). */
export function postedQuantities(params: URLSearchParams): Record<string, string> {
  const quantities = new Map<string, string>();
  for (const [name, value] of params) {
    const id = GROUPED_QUANTITY_FIELD.exec(name)?.[1];
    if (id === undefined || quantities.has(id) || quantities.size >= MAX_GROUPED_FIELDS) continue;
    quantities.set(id, value.slice(0, 20));
  }
  return Object.fromEntries(quantities);
}
