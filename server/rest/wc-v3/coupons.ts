import type { Request, Response } from 'express';
import { z } from 'zod';
import { COUPON_CODE_MAX_LENGTH, readCouponFields } from '../../../core/coupons/coupon-fields.ts';
import { createCoupon, deleteCoupon, getCoupon, listCoupons, updateCoupon } from '../../../core/coupons/coupon-store.ts';
import { isRowId } from '../../../core/shared/row-id.ts';
import type { Db } from '../../../db/connect.ts';
import type { CouponRow } from '../../../db/schema.ts';
import { requestServices } from '../../request/request-services.ts';
import { requireOwner } from '../auth.ts';
import { REST_ERRORS, sendRest, sendRestError, type RestError } from '../errors.ts';
import { pickFields } from '../fields.ts';
import { readJsonBody } from '../json-body.ts';
import { pagingQuery, setPagingHeaders } from '../paging.ts';
import { fieldsParam, parseQuery } from '../query.ts';
import type { RestContext } from '../route-table.ts';
import { contextQuery, forced, idListQuery, linkBase, orderQuery, pathId, WC_ERRORS } from './common.ts';
import { couponFieldsOf, couponJson, couponParams, COUPONS_ROUTE, parseCouponBody, type CouponUse } from './coupon-json.ts';
import { restUrl, type WcLinkBase } from './wc-format.ts';
import { batchErrorItem, batchSchema, readBatchBody } from './batch.ts';

/** WooCommerce's `orderby` for coupons: a coupon's title is its code. */
const COUPON_ORDERS = { date: 'date', id: 'id', title: 'code' } as const;
const ORDER_NAMES = Object.keys(COUPON_ORDERS) as (keyof typeof COUPON_ORDERS)[];

const listSchema = z.object({
  ...pagingQuery,
  ...contextQuery,
  search: z.string().max(200, 'must be at most 200 characters').optional(),
  include: idListQuery.optional(),
  code: z.string().max(COUPON_CODE_MAX_LENGTH, `must be at most ${COUPON_CODE_MAX_LENGTH} characters`).optional(),
  orderby: z.enum(ORDER_NAMES, { error: `must be one of ${ORDER_NAMES.join(', ')}` }).default('date'),
  order: orderQuery('desc'),
});

const itemSchema = z.object({ ...contextQuery });

/** Each coupon's uses, oldest first, by coupon id. */
async function usesOf(db: Db, ids: readonly number[]): Promise<Map<number, CouponUse[]>> {
  const uses = new Map<number, CouponUse[]>();
  if (ids.length === 0) return uses;
  const rows = await db.selectFrom('order_coupon_lines').select(['coupon_id', 'customer_id', 'email']).where('coupon_id', 'in', [...ids]).orderBy('id').execute();
  for (const { coupon_id, customer_id, email } of rows) {
    if (coupon_id === null) continue;
    const list = uses.get(coupon_id) ?? [];
    list.push({ customer_id, email });
    uses.set(coupon_id, list);
  }
  return uses;
}

export async function couponsJson(db: Db, rows: readonly CouponRow[], base: WcLinkBase) {
  const uses = await usesOf(db, rows.map((row) => row.id));
  return rows.map((row) => couponJson(row, uses.get(row.id) ?? [], base));
}

async function oneCouponJson(db: Db, row: CouponRow, base: WcLinkBase) {
  return (await couponsJson(db, [row], base))[0];
}

/** `GET /wc/v3/coupons`: drafts too, newest first unless asked otherwise, paged. */
export async function listCouponsRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, listSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const { query } = parsed;
  const { db } = requestServices(res);
  const { rows, total } = await listCoupons(db, {
    page: query.page,
    perPage: query.per_page,
    search: query.search?.trim() || undefined,
    include: query.include,
    code: query.code,
    order: query.order,
    orderBy: COUPON_ORDERS[query.orderby],
  });
  setPagingHeaders(req, res, context.siteOrigin, query, total);
  sendRest(res, 200, pickFields(await couponsJson(db, rows, linkBase(res, context)), fieldsParam(req)));
}

/** `GET /wc/v3/coupons/<id>`. */
export async function getCouponRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const { db } = requestServices(res);
  const id = pathId(context);
  const row = id === null ? null : await getCoupon(db, id);
  if (!row) return sendRestError(res, WC_ERRORS.couponNotFound());
  sendRest(res, 200, pickFields(await oneCouponJson(db, row, linkBase(res, context)), fieldsParam(req)));
}

type WriteResult = { ok: true; row: CouponRow } | { ok: false; error: RestError };

/** One create (`current` null) or update: the saved coupon, or WooCommerce's error for it. */
async function writeOne(db: Db, current: CouponRow | null, json: unknown, currency: string): Promise<WriteResult> {
  const body = parseCouponBody(json);
  if (!body.ok) return { ok: false, error: REST_ERRORS.invalidParams(body.params) };
  // Only the fields sent change: they are laid over the coupon's own, and the whole is judged again.
  const read = readCouponFields({ ...(current ? couponFieldsOf(current, currency) : {}), ...body.fields }, currency);
  if (!read.ok) return { ok: false, error: REST_ERRORS.invalidParams(couponParams(read.errors, body.expiresGmt)) };
  const saved = current === null ? await createCoupon(db, read.value) : await updateCoupon(db, current.id, read.value);
  if (saved.ok) return { ok: true, row: saved.value };
  if (saved.error.code === 'code_taken') return { ok: false, error: WC_ERRORS.couponCodeTaken() };
  return { ok: false, error: WC_ERRORS.couponNotFound() };
}

/** `POST /wc/v3/coupons`: a new coupon; `code` is required. */
export async function createCouponRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  await writeCouponRoute(req, res, context, null);
}

/** `PUT`/`PATCH` (or a POST overriding to one) `/wc/v3/coupons/<id>`: only the fields sent change. */
export async function updateCouponRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const id = pathId(context);
  if (id !== null) return writeCouponRoute(req, res, context, id);
  if (await requireOwner(req, res, { write: true })) sendRestError(res, WC_ERRORS.couponNotFound());
}

async function writeCouponRoute(req: Request, res: Response, context: RestContext, id: number | null): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const { db, config } = requestServices(res);
  const current = id === null ? null : await getCoupon(db, id);
  if (id !== null && !current) return sendRestError(res, WC_ERRORS.couponNotFound());
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const result = await writeOne(db, current, body.json, config.store.currency);
  if (!result.ok) return sendRestError(res, result.error);
  if (id === null) res.setHeader('Location', restUrl(context, `${COUPONS_ROUTE}/${result.row.id}`));
  sendRest(res, id === null ? 201 : 200, pickFields(await oneCouponJson(db, result.row, linkBase(res, context)), fieldsParam(req)));
}

/** `DELETE /wc/v3/coupons/<id>?force=true`: answers the coupon as it was; orders that used it keep their coupon lines. */
export async function removeCouponRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const { db } = requestServices(res);
  const id = pathId(context);
  const row = id === null ? null : await getCoupon(db, id);
  if (id === null || !row) return sendRestError(res, WC_ERRORS.couponNotFound());
  if (!forced(req)) return sendRestError(res, WC_ERRORS.trashNotSupported('coupon'));
  const json = await oneCouponJson(db, row, linkBase(res, context));
  if (!(await deleteCoupon(db, id))) return sendRestError(res, WC_ERRORS.couponNotFound());
  sendRest(res, 200, pickFields(json, fieldsParam(req)));
}

const batchBody = batchSchema('coupon', 'coupons');
const errorItem = batchErrorItem;

/**
 * `POST /wc/v3/coupons/batch`: creates, updates and deletes in that order, as WooCommerce does (a batch
 * deletes for good); each item answers its coupon or its own error, and one failure stops no other.
 */
export async function batchCouponsRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const batch = readBatchBody(req, res, batchBody);
  if (!batch) return;
  const { db, config } = requestServices(res);
  const base = linkBase(res, context);
  const { currency } = config.store;
  const answer: Record<string, unknown[]> = {};
  if (batch.create) {
    answer.create = [];
    for (const item of batch.create) {
      const result = await writeOne(db, null, item, currency);
      answer.create.push(result.ok ? await oneCouponJson(db, result.row, base) : errorItem(0, result.error));
    }
  }
  if (batch.update) {
    answer.update = [];
    for (const { id, ...item } of batch.update) {
      const current = typeof id === 'number' && isRowId(id) ? await getCoupon(db, id) : null;
      const result: WriteResult = current ? await writeOne(db, current, item, currency) : { ok: false, error: WC_ERRORS.couponNotFound() };
      answer.update.push(result.ok ? await oneCouponJson(db, result.row, base) : errorItem(typeof id === 'number' ? id : 0, result.error));
    }
  }
  if (batch.delete) {
    answer.delete = [];
    for (const id of batch.delete) {
      const row = typeof id === 'number' && isRowId(id) ? await getCoupon(db, id) : null;
      const json = row ? await oneCouponJson(db, row, base) : null;
      const deleted = row ? await deleteCoupon(db, row.id) : null;
      answer.delete.push(json && deleted ? json : errorItem(typeof id === 'number' ? id : 0, WC_ERRORS.couponNotFound()));
    }
  }
  sendRest(res, 200, answer);
}
