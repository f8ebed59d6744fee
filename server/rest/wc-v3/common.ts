import type { Request, Response } from 'express';
import { z } from 'zod';
import { requestServices } from '../../request/request-services.ts';
import { restError } from '../errors.ts';
import { queryValue } from '../query.ts';
import type { RestContext } from '../route-table.ts';
import type { WcLinkBase } from './wc-format.ts';
import { isRowId } from '../../../core/shared/row-id.ts';

/** WooCommerce's answers for an id that names nothing, by resource. */
export const WC_ERRORS = {
  productNotFound: () => restError(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.'),
  variationNotFound: () => restError(404, 'woocommerce_rest_product_variation_invalid_id', 'Invalid ID.'),
  orderNotFound: () => restError(404, 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.'),
  /** A DELETE without `force` of an order in the trash already. */
  orderAlreadyTrashed: () => restError(410, 'woocommerce_rest_already_trashed', 'The shop_order has already been deleted.'),
  couponNotFound: () => restError(404, 'woocommerce_rest_shop_coupon_invalid_id', 'Invalid ID.'),
  /** A coupon's code is unique (whatever its case). */
  couponCodeTaken: () => restError(400, 'woocommerce_rest_coupon_code_already_exists', 'The coupon code already exists'),
  termNotFound: () => restError(404, 'woocommerce_rest_term_invalid', 'Resource does not exist.'),
  attributeNotFound: () => restError(404, 'woocommerce_rest_attribute_invalid', 'Resource does not exist.'),
  /** A terms route under an attribute that does not exist. */
  taxonomyNotFound: () => restError(404, 'woocommerce_rest_taxonomy_invalid', 'Resource does not exist.'),
  /** Variations asked of a product that is not variable. */
  notVariable: () => restError(400, 'woocommerce_rest_invalid_product_id', 'This product is not variable: only a variable product has variations.'),
  shippingZoneNotFound: () => restError(404, 'woocommerce_rest_shipping_zone_invalid', 'Resource does not exist.'),
  /** Zone 0, "Locations not covered by your other zones", keeps its name and order and cannot be deleted. */
  restOfWorldZoneFixed: (change: 'updated' | 'deleted') =>
    restError(403, 'woocommerce_rest_shipping_zone_invalid_zone', `The "locations not covered by your other zones" zone cannot be ${change}.`),
  /** Zone 0 covers every place no other zone does, so it has no locations of its own. */
  restOfWorldLocationsFixed: () =>
    restError(403, 'woocommerce_rest_shipping_zone_locations_invalid_zone', 'The "locations not covered by your other zones" zone cannot be updated: it covers every place no other zone does.'),
  shippingZoneMethodNotFound: () => restError(404, 'woocommerce_rest_shipping_zone_method_invalid', 'Resource does not exist.'),
  shippingMethodNotFound: () => restError(404, 'woocommerce_rest_shipping_method_invalid', 'Resource does not exist.'),
  /** A shipping zone or method deleted without `force=true`, in WooCommerce's words for them. */
  shippingTrashNotSupported: (what: 'zones' | 'methods') => restError(501, 'rest_trash_not_supported', `Shipping ${what} do not support trashing. Set 'force' to true to delete.`),
  /** A DELETE without `force=true`: the shop has no trash, so nothing is moved there. */
  trashNotSupported: (what: string) => restError(501, 'woocommerce_rest_trash_not_supported', `The ${what} does not support trashing. Set 'force' to true to delete it.`),
};

/** WordPress's `context`: both are taken; the shop shows the same fields in each. */
export const contextQuery = { context: z.enum(['view', 'edit'], { error: 'must be view or edit' }).optional() };

export const orderQuery = (fallback: 'asc' | 'desc') => z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).default(fallback);

/** An ISO 8601 date-time as WooCommerce's `after` and `before` take it; without a zone it is the shop's (UTC). */
export const dateQuery = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?)?(Z|[+-]\d{2}:?\d{2})?$/, 'must be a date such as 2025-03-01T00:00:00')
  .transform((value, ctx) => {
    const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(value) && value.includes('T');
    const date = new Date(hasZone ? value : `${value.includes('T') ? value : `${value}T00:00:00`}Z`);
    // JavaScript rolls 2025-02-30 over to March; a day the calendar does not have is refused instead.
    const day = value.slice(0, 10);
    const midnight = new Date(`${day}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || Number.isNaN(midnight.getTime()) || midnight.toISOString().slice(0, 10) !== day) {
      ctx.addIssue({ code: 'custom', message: 'must be a real date' });
      return z.NEVER;
    }
    return date.toISOString();
  });

const ID_LIST_MESSAGE = 'must be a list of ids (whole numbers), comma-separated';

/** A list of ids as WordPress takes it: `1,2,3`, or the parameter repeated. At most 100. */
export const idListQuery = z
  .union([z.string(), z.array(z.string())], { error: ID_LIST_MESSAGE })
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((part) => part.trim()).filter(Boolean))
  .refine((parts) => parts.every((part) => /^\d{1,9}$/.test(part)), ID_LIST_MESSAGE)
  .refine((parts) => parts.length <= 100, 'must list at most 100 ids')
  .transform((parts) => parts.map(Number));

/** A path id (digits, by the route's pattern) as a number, or null past any real id. */
export function pathId(context: RestContext, name = 'id'): number | null {
  const id = Number(context.params[name]);
  return isRowId(id) ? id : null;
}

export function linkBase(res: Response, context: RestContext): WcLinkBase {
  const { uploadsUrl, config } = requestServices(res);
  return { siteOrigin: context.siteOrigin, uploadsUrl, currency: config.store.currency };
}

/** `?force=true` (or 1) as WordPress reads it. */
export function forced(req: Request): boolean {
  const force = queryValue(req, 'force');
  return force === 'true' || force === '1';
}
