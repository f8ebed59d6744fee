import { z } from 'zod';
import { classSlugText, findTaxClass, readRateFields } from '../../../core/tax/rate-fields.ts';
import { rateText, type TaxRate } from '../../../core/tax/tax-rate.ts';
import type { TaxClass, TaxRateFields } from '../../../core/tax/tax-store.ts';
import { fieldErrorsFrom, type FieldErrors } from '../../../core/shared/validation.ts';
import { itemLinks, restUrl, type WcLinkBase } from './wc-format.ts';

export const TAXES_ROUTE = '/wc/v3/taxes';
export const TAX_CLASSES_ROUTE = '/wc/v3/taxes/classes';

/** WooCommerce's name for the standard class over REST. */
export const STANDARD_CLASS_NAME = 'Standard rate';

/**
 * A rate in WooCommerce's `wc/v3/taxes` shape: `rate` with four decimals ("19.0000"), `class` `standard`
 * for standard; `postcode` and `city` are WooCommerce's older single values (the last of each list),
 * `postcodes` and `cities` the lists.
 */
export function taxJson(rate: TaxRate, base: Pick<WcLinkBase, 'siteOrigin'>) {
  return {
    id: rate.id,
    country: rate.country,
    state: rate.state,
    postcode: rate.postcodes.at(-1) ?? '',
    city: rate.cities.at(-1) ?? '',
    rate: rateText(rate.rate),
    name: rate.name,
    priority: rate.priority,
    compound: rate.compound,
    shipping: rate.shipping,
    order: rate.order,
    class: classSlugText(rate.taxClass),
    postcodes: [...rate.postcodes],
    cities: [...rate.cities],
    _links: itemLinks(base, TAXES_ROUTE, rate.id),
  };
}

/** A class in WooCommerce's `wc/v3/taxes/classes` shape: standard is `standard`, "Standard rate". */
export function taxClassJson(taxClass: TaxClass, base: Pick<WcLinkBase, 'siteOrigin'>) {
  return {
    slug: classSlugText(taxClass.slug),
    name: taxClass.slug === '' ? STANDARD_CLASS_NAME : taxClass.name,
    _links: { collection: [{ href: restUrl(base, TAX_CLASSES_ROUTE) }] },
  };
}

const text = z.string({ error: 'must be a string' });
const places = z.array(text, { error: 'must be a list of strings' }).max(1000, 'must list at most 1000');

/** The fields of a rate this shop keeps; any other is refused by name. `id` is read only to refuse it on a new rate. */
export const taxBodySchema = z
  .strictObject(
    {
      id: z.unknown(),
      country: text,
      state: text,
      postcode: text,
      city: text,
      postcodes: places,
      cities: places,
      rate: z.union([text, z.number({ error: 'must be a percentage such as "19.0000"' })], { error: 'must be a percentage such as "19.0000"' }),
      name: text,
      priority: z.int({ error: 'must be a whole number' }),
      compound: z.boolean({ error: 'must be true or false' }),
      shipping: z.boolean({ error: 'must be true or false' }),
      order: z.int({ error: 'must be a whole number' }),
      class: text,
    },
    { error: 'must be a JSON object' },
  )
  .partial();

export type TaxBody = z.infer<typeof taxBodySchema>;

/**
 * A body as the rate's fields, laid over the rate it updates (a new rate starts as WooCommerce's: every
 * place, priority 1, shipping taxed, standard, after the class's rates), or the reasons by field.
 * `nextOrder` is the order after the last rate of a class.
 */
export async function parseTaxBody(
  json: unknown,
  current: TaxRate | null,
  classes: readonly TaxClass[],
  nextOrder: (taxClass: string) => Promise<number>,
): Promise<{ ok: true; fields: TaxRateFields } | { ok: false; params: FieldErrors }> {
  const parsed = taxBodySchema.safeParse(json);
  if (!parsed.success) return { ok: false, params: fieldErrorsFrom(parsed.error, { root: 'body', key: 'path' }) };
  const body = parsed.data;
  const params: FieldErrors = {};
  let taxClass = current?.taxClass ?? '';
  if (body.class !== undefined) {
    const found = findTaxClass(body.class, classes);
    if (found === null) params.class = `must be one of ${classes.map((known) => classSlugText(known.slug)).join(', ')}`;
    else taxClass = found;
  }
  const order = body.order ?? (current && taxClass === current.taxClass ? current.order : await nextOrder(taxClass));
  const read = readRateFields({
    country: body.country ?? current?.country ?? '',
    state: body.state ?? current?.state ?? '',
    postcodes: body.postcodes ?? body.postcode ?? current?.postcodes ?? [],
    cities: body.cities ?? body.city ?? current?.cities ?? [],
    rate: body.rate !== undefined ? String(body.rate) : current ? rateText(current.rate) : '0',
    name: body.name ?? current?.name ?? '',
    priority: String(body.priority ?? current?.priority ?? 1),
    compound: body.compound ?? current?.compound ?? false,
    shipping: body.shipping ?? current?.shipping ?? true,
    order,
    taxClass,
  });
  if (!read.ok) {
    for (const [field, message] of Object.entries(read.errors)) {
      // A list sent as a list is named as one.
      const name = field === 'postcode' && body.postcodes !== undefined ? 'postcodes' : field === 'city' && body.cities !== undefined ? 'cities' : field;
      params[name] = message;
    }
  }
  if (Object.keys(params).length > 0 || !read.ok) return { ok: false, params };
  return { ok: true, fields: read.value };
}
