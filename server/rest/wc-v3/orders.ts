import type { Request, Response } from 'express';
import { z } from 'zod';
import { changeOrderStatus } from '../../../core/orders/change-status.ts';
import { getOwnerOrder, listOwnerOrders, withOrderDetails } from '../../../core/orders/owner-order-query.ts';
import { isOrderStatus, LISTED_ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '../../../core/orders/status.ts';
import { deleteOrder, trashOrder } from '../../../core/orders/remove-order.ts';
import { requestServices } from '../../request/request-services.ts';
import { requireOwner } from '../auth.ts';
import { REST_ERRORS, restError, sendRest, sendRestError } from '../errors.ts';
import { pickFields } from '../fields.ts';
import { readJsonBody } from '../json-body.ts';
import { pagingQuery, setPagingHeaders } from '../paging.ts';
import { fieldsParam, parseQuery } from '../query.ts';
import type { RestContext } from '../route-table.ts';
import { contextQuery, dateQuery, forced, idListQuery, linkBase, orderQuery, pathId, WC_ERRORS } from './common.ts';
import { orderJson } from './order-json.ts';
import { orderMailSettings, refundContext } from './refunds.ts';
import { fieldErrorsFrom } from '../../../core/shared/validation.ts';

const STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];
const STATUS_MESSAGE = `must be any, or one or more of ${STATUSES.join(', ')}, comma-separated`;

/**
 * WooCommerce's `status`: `any` (every status but `trash`, as WordPress reads it), one status, or several
 * (comma-separated or repeated); `wc-` prefixes taken.
 */
const statusQuery = z
  .union([z.string(), z.array(z.string())], { error: STATUS_MESSAGE })
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((part) => part.trim().replace(/^wc-/, '')).filter(Boolean))
  .refine((statuses) => statuses.every((status) => status === 'any' || isOrderStatus(status)), STATUS_MESSAGE)
  .transform((statuses) => (statuses.length === 0 || statuses.includes('any') ? LISTED_ORDER_STATUSES : (statuses as OrderStatus[])));

const listSchema = z.object({
  ...pagingQuery,
  ...contextQuery,
  status: statusQuery.default(LISTED_ORDER_STATUSES),
  customer: z.string().regex(/^\d{1,9}$/, 'must be a customer id').transform(Number).optional(),
  include: idListQuery.optional(),
  after: dateQuery.optional(),
  before: dateQuery.optional(),
  orderby: z.enum(['date', 'id', 'modified'], { error: 'must be date, id or modified' }).default('date'),
  order: orderQuery('desc'),
});

const itemSchema = z.object({ ...contextQuery });

/** Only the status can change here, as on the admin's order page. */
const updateSchema = z.strictObject({ status: z.string({ error: 'must be a string' }).transform((status) => status.replace(/^wc-/, '')) }, { error: 'must be a JSON object' }).partial();

/** `GET /wc/v3/orders`: newest first, with the order attribution in each order's `meta_data`; the trash only when asked for. */
export async function listOrders(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, listSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const { query } = parsed;
  const { db } = requestServices(res);
  const { orders, total } = await listOwnerOrders(db, {
    statuses: query.status,
    customerId: query.customer,
    include: query.include,
    after: query.after,
    before: query.before,
    orderBy: query.orderby,
    order: query.order,
    page: query.page,
    perPage: query.per_page,
  });
  const base = linkBase(res, context);
  setPagingHeaders(req, res, context.siteOrigin, query, total);
  sendRest(res, 200, pickFields((await withOrderDetails(db, orders)).map((order) => orderJson(order, base)), fieldsParam(req)));
}

/** `GET /wc/v3/orders/<id>`. */
export async function getOrder(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const id = pathId(context);
  const order = id === null ? null : await getOwnerOrder(requestServices(res).db, id);
  if (!order) return sendRestError(res, WC_ERRORS.orderNotFound());
  sendRest(res, 200, pickFields(orderJson(order, linkBase(res, context)), fieldsParam(req)));
}

/**
 * `PUT`/`PATCH /wc/v3/orders/<id>`: moves the order to another status through the admin's own order
 * process (stock goes back on a cancel or refund). Asking for the status it already has changes nothing;
 * an order in the trash is restored by asking for the status it had.
 */
export async function updateOrder(req: Request, res: Response, context: RestContext): Promise<void> {
  const owner = await requireOwner(req, res, { write: true });
  if (!owner) return;
  const { db } = requestServices(res);
  const id = pathId(context);
  const current = id === null ? null : await getOwnerOrder(db, id);
  if (id === null || !current) return sendRestError(res, WC_ERRORS.orderNotFound());
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const parsed = updateSchema.safeParse(body.json);
  if (!parsed.success) return sendRestError(res, REST_ERRORS.invalidParams(fieldErrorsFrom(parsed.error, { root: 'body', key: 'path' })));
  const wanted = parsed.data.status;
  if (wanted !== undefined && wanted !== current.order.status) {
    const changed = await changeOrderStatus(db, id, wanted, { ...refundContext(res, context, owner.id), orderMail: orderMailSettings(res, context) });
    if (!changed.ok) {
      if (changed.error.code === 'not_found') return sendRestError(res, WC_ERRORS.orderNotFound());
      if (changed.error.code === 'conflict') return sendRestError(res, restError(409, 'woocommerce_rest_order_conflict', changed.error.message));
      return sendRestError(res, REST_ERRORS.invalidParams({ status: changed.error.message }));
    }
  }
  const order = await getOwnerOrder(db, id);
  if (!order) return sendRestError(res, WC_ERRORS.orderNotFound());
  sendRest(res, 200, pickFields(orderJson(order, linkBase(res, context)), fieldsParam(req)));
}

/**
 * `DELETE /wc/v3/orders/<id>`: to the trash (status `trash`, out of every list but `status=trash`'s,
 * restored by a status update to the status it had), or for good with `force=true`. Answers the order as
 * it was, as WooCommerce does; stock and coupon uses stay as they are.
 */
export async function removeOrder(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const { db } = requestServices(res);
  const id = pathId(context);
  const order = id === null ? null : await getOwnerOrder(db, id);
  if (id === null || !order) return sendRestError(res, WC_ERRORS.orderNotFound());
  const json = orderJson(order, linkBase(res, context));
  if (forced(req)) {
    const deleted = await deleteOrder(db, id);
    if (!deleted.ok) {
      if (deleted.error.code === 'conflict') return sendRestError(res, restError(409, 'woocommerce_rest_order_conflict', deleted.error.message));
      return sendRestError(res, WC_ERRORS.orderNotFound());
    }
  } else {
    const trashed = await trashOrder(db, id);
    if (!trashed.ok) {
      if (trashed.error.code === 'already_trashed') return sendRestError(res, WC_ERRORS.orderAlreadyTrashed());
      if (trashed.error.code === 'conflict') return sendRestError(res, restError(409, 'woocommerce_rest_order_conflict', trashed.error.message));
      return sendRestError(res, WC_ERRORS.orderNotFound());
    }
  }
  sendRest(res, 200, pickFields(json, fieldsParam(req)));
}
