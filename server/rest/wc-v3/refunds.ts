import type { Request, Response } from 'express';
import { z } from 'zod';
import { createRefund, type RefundContext } from '../../../core/refunds/create-refund.ts';
import type { RateAmount } from '../../../core/refunds/refund-math.ts';
import { REFUND_REASON_MAX_LENGTH, type RefundErrors, type RefundLineRequest, type RefundRequest } from '../../../core/refunds/refund-plan.ts';
import { readRefundableOrder } from '../../../core/refunds/refund-state.ts';
import { countRefunds, deleteRefund, getRefund, listRefunds } from '../../../core/refunds/refund-store.ts';
import { parseMoney } from '../../../core/shared/money.ts';
import { fieldErrorsFrom } from '../../../core/shared/validation.ts';
import type { Db } from '../../../db/connect.ts';
import { requestServices } from '../../request/request-services.ts';
import { requireOwner } from '../auth.ts';
import { REST_ERRORS, restError, sendRest, sendRestError, type RestError } from '../errors.ts';
import { pickFields } from '../fields.ts';
import { readJsonBody } from '../json-body.ts';
import { pageOffset, pagingQuery, setPagingHeaders } from '../paging.ts';
import { fieldsParam, parseQuery } from '../query.ts';
import type { RestContext } from '../route-table.ts';
import { contextQuery, forced, linkBase, pathId, WC_ERRORS } from './common.ts';
import { refundJson, refundsRoute, type RefundOrderFacts } from './refund-json.ts';
import { restUrl } from './wc-format.ts';
import { orderMailSettingsOf, type OrderMailSettings } from '../../../core/orders/status-mail.ts';

/** WooCommerce's answers about refunds. */
const REFUND_ERRORS = {
  notFound: () => restError(404, 'woocommerce_rest_shop_order_refund_invalid_id', 'Invalid ID.'),
  /** The shop has no payment gateway that sends money back (cash on delivery, bank transfer). */
  noGatewayRefund: () => restError(400, 'woocommerce_rest_cannot_create_order_refund', 'The payment gateway for this order does not support automatic refunds.'),
  notPositive: () => restError(400, 'woocommerce_rest_invalid_order_refund', 'Refund amount must be greater than zero.'),
  refused: (status: number, errors: RefundErrors) => restError(status, 'woocommerce_rest_cannot_create_order_refund', Object.values(errors).join(' '), restParams(errors)),
};

/** refund-plan's keys as the body's fields: a line's quantities and amounts are about `line_items`. */
function restParams(errors: RefundErrors): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key === 'order') continue;
    const field = key === 'amount' || key === 'reason' ? key : 'line_items';
    params[field] ??= message;
  }
  return Object.keys(params).length > 0 ? params : undefined;
}

const AMOUNT_MESSAGE = 'must be an amount, such as "10.00"';
/** An amount as WooCommerce's clients send it: a decimal string, or a number. */
const amountValue = z.union([z.string(), z.number()], { error: AMOUNT_MESSAGE });

const itemTaxes = z
  .array(z.strictObject({ id: z.number({ error: 'must be a tax rate id' }).int('must be a tax rate id').min(0, 'must be a tax rate id'), refund_total: amountValue }, { error: 'must be an object' }))
  .max(50, 'must list at most 50 taxes')
  .optional();

const createSchema = z.strictObject(
  {
    amount: amountValue.nullable().optional(),
    reason: z.string({ error: 'must be a string' }).max(REFUND_REASON_MAX_LENGTH, `must be at most ${REFUND_REASON_MAX_LENGTH} characters`).optional(),
    line_items: z
      .array(
        z.strictObject(
          {
            id: z.number({ error: 'must be the id of one of the order’s items' }).int('must be the id of one of the order’s items').positive('must be the id of one of the order’s items'),
            quantity: z.number({ error: 'must be a whole number' }).int('must be a whole number').optional(),
            refund_total: amountValue.optional(),
            refund_tax: itemTaxes,
          },
          { error: 'must be an object' },
        ),
        { error: 'must be a list' },
      )
      .max(500, 'must list at most 500 items')
      .optional(),
    // The shipping by its own key, as a refund's JSON lists it (an order's items and shipping lines are numbered apart).
    shipping_lines: z
      .array(z.strictObject({ id: z.number({ error: 'must be the id of the order’s shipping line' }).int('must be the id of the order’s shipping line'), refund_total: amountValue.optional(), refund_tax: itemTaxes }, { error: 'must be an object' }), {
        error: 'must be a list',
      })
      .max(1, 'must list the shipping once')
      .optional(),
    api_refund: z.boolean({ error: 'must be true or false' }).optional(),
    api_restock: z.boolean({ error: 'must be true or false' }).optional(),
    restock_items: z.boolean({ error: 'must be true or false' }).optional(),
  },
  { error: 'must be a JSON object' },
);

const listSchema = z.object({ ...pagingQuery, ...contextQuery });
const itemSchema = z.object({ ...contextQuery });

/** Who refunds over the API, and what the customer's refund e-mail is written with. */
export function refundContext(res: Response, context: RestContext, refundedBy: number): RefundContext {
  const { store } = requestServices(res).config;
  return { refundedBy, mail: { storeName: store.name, storeLocale: store.locale, siteUrl: context.siteOrigin, defaultLanguage: store.locales.default } };
}

/** What a status change's e-mail is written with (core/orders/status-mail.ts). */
export function orderMailSettings(res: Response, context: RestContext): OrderMailSettings {
  const { config, taxes } = requestServices(res);
  const { store } = config;
  return orderMailSettingsOf(store, context.siteOrigin, taxes.settings, config.theme.brand);
}

/** The order a refunds route is under (its currency and shipping lines), or null when there is none. */
async function orderFacts(db: Db, context: RestContext): Promise<(RefundOrderFacts & { shippingLineIds: number[] }) | null> {
  const id = pathId(context, 'order_id');
  if (id === null) return null;
  const order = await db.selectFrom('orders').select(['id', 'currency']).where('id', '=', id).executeTakeFirst();
  if (!order) return null;
  const shippingLines = await db.selectFrom('order_shipping_lines').select(['id', 'method_id', 'method_title']).where('order_id', '=', id).orderBy('id').execute();
  return { id: order.id, currency: order.currency, shippingLine: shippingLines[0] ?? null, shippingLineIds: shippingLines.map((line) => line.id) };
}

/** `GET /wc/v3/orders/<id>/refunds`: newest first, paged. */
export async function listRefundsRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, listSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const { db } = requestServices(res);
  const order = await orderFacts(db, context);
  if (!order) return sendRestError(res, WC_ERRORS.orderNotFound());
  const { query } = parsed;
  const [total, records] = await Promise.all([countRefunds(db, order.id), listRefunds(db, order.id, { limit: query.per_page, offset: pageOffset(query) })]);
  const base = linkBase(res, context);
  setPagingHeaders(req, res, context.siteOrigin, query, total);
  sendRest(res, 200, pickFields(records.map((record) => refundJson(record, order, base)), fieldsParam(req)));
}

/** `GET /wc/v3/orders/<order_id>/refunds/<id>`. */
export async function getRefundRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const { db } = requestServices(res);
  const order = await orderFacts(db, context);
  if (!order) return sendRestError(res, WC_ERRORS.orderNotFound());
  const id = pathId(context);
  const record = id === null ? null : await getRefund(db, order.id, id);
  if (!record) return sendRestError(res, REFUND_ERRORS.notFound());
  sendRest(res, 200, pickFields(refundJson(record, order, linkBase(res, context)), fieldsParam(req)));
}

/** An amount sent as a string or a number, in the order's currency's minor units; an error for anything else. */
function minorUnits(value: string | number, currency: string): number | RestError {
  const text = String(value).trim();
  if (/^-/.test(text) && parseMoney(text.slice(1), currency) !== null) return REFUND_ERRORS.notPositive();
  return parseMoney(text, currency) ?? REST_ERRORS.invalidParams({ amount: AMOUNT_MESSAGE });
}

type ItemBody = { refund_total?: string | number | undefined; refund_tax?: { id: number; refund_total: string | number }[] | undefined };

/** An item's amount and taxes by rate in minor units, or the error naming the field at `path`. */
function itemAmounts(item: ItemBody, path: string, currency: string): { total: number | null; taxes: RateAmount[] | null } | RestError {
  const total = item.refund_total === undefined ? null : minorUnits(item.refund_total, currency);
  if (total !== null && typeof total !== 'number') return REST_ERRORS.invalidParams({ [`${path}.refund_total`]: AMOUNT_MESSAGE });
  let taxes: RateAmount[] | null = null;
  for (const [index, tax] of (item.refund_tax ?? []).entries()) {
    const minor = minorUnits(tax.refund_total, currency);
    if (typeof minor !== 'number') return REST_ERRORS.invalidParams({ [`${path}.refund_tax.${index}.refund_total`]: AMOUNT_MESSAGE });
    (taxes ??= []).push({ id: tax.id, total: minor });
  }
  return { total, taxes };
}

/**
 * The body as a refund request. WooCommerce's items share one list (`line_items`): an id that is none of the
 * order's lines but its shipping line's refunds the shipping; `shipping_lines` names the shipping apart.
 */
function refundRequest(body: z.infer<typeof createSchema>, shippingLineIds: readonly number[], lineIds: readonly number[], currency: string): RefundRequest | RestError {
  const amount = body.amount === undefined || body.amount === null || body.amount === '' ? null : minorUnits(body.amount, currency);
  if (amount !== null && typeof amount !== 'number') return amount;
  if (amount === 0) return REFUND_ERRORS.notPositive();
  const lines: RefundLineRequest[] = [];
  const shipping: NonNullable<RefundRequest['shipping']>[] = [];
  for (const [index, item] of (body.line_items ?? []).entries()) {
    const amounts = itemAmounts(item, `line_items.${index}`, currency);
    if ('code' in amounts) return amounts;
    if (!lineIds.includes(item.id) && shippingLineIds.includes(item.id)) shipping.push({ total: amounts.total, tax: null, taxes: amounts.taxes });
    else lines.push({ lineId: item.id, quantity: Math.abs(item.quantity ?? 0), total: amounts.total, tax: null, taxes: amounts.taxes });
  }
  for (const [index, item] of (body.shipping_lines ?? []).entries()) {
    if (!shippingLineIds.includes(item.id)) return REST_ERRORS.invalidParams({ [`shipping_lines.${index}.id`]: 'must be the id of the order’s shipping line' });
    const amounts = itemAmounts(item, `shipping_lines.${index}`, currency);
    if ('code' in amounts) return amounts;
    shipping.push({ total: amounts.total, tax: null, taxes: amounts.taxes });
  }
  if (shipping.length > 1) return REST_ERRORS.invalidParams({ shipping_lines: 'must list the shipping once' });
  return { lines, shipping: shipping[0] ?? null, amount, reason: body.reason ?? '', restock: body.restock_items ?? body.api_restock ?? true };
}

/**
 * `POST /wc/v3/orders/<id>/refunds`: a refund made as the admin's form makes one (core/refunds). Without
 * `amount` it is the sum of the items' amounts, worked out from their quantities where none is sent.
 * `api_refund: true` asks a payment gateway to send the money, which no payment method of the shop does.
 */
export async function createRefundRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const owner = await requireOwner(req, res, { write: true });
  if (!owner) return;
  const { db } = requestServices(res);
  const facts = await orderFacts(db, context);
  if (!facts) return sendRestError(res, WC_ERRORS.orderNotFound());
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const parsed = createSchema.safeParse(body.json);
  if (!parsed.success) return sendRestError(res, REST_ERRORS.invalidParams(fieldErrorsFrom(parsed.error, { root: 'body', key: 'path' })));
  if (parsed.data.api_refund === true) return sendRestError(res, REFUND_ERRORS.noGatewayRefund());
  const order = await readRefundableOrder(db, facts.id);
  if (!order) return sendRestError(res, WC_ERRORS.orderNotFound());
  const request = refundRequest(
    parsed.data,
    facts.shippingLineIds,
    order.lines.map((line) => line.id),
    order.currency,
  );
  if ('code' in request) return sendRestError(res, request);
  const result = await createRefund(db, facts.id, request, { prorate: request.amount === null }, refundContext(res, context, owner.id));
  if (!result.ok) {
    if (result.error.code === 'not_found') return sendRestError(res, WC_ERRORS.orderNotFound());
    return sendRestError(res, REFUND_ERRORS.refused(result.error.code === 'conflict' ? 409 : 400, result.error.errors));
  }
  const record = await getRefund(db, facts.id, result.value.refundId);
  if (!record) return sendRestError(res, REFUND_ERRORS.notFound());
  res.setHeader('Location', restUrl(context, `${refundsRoute(facts.id)}/${record.refund.id}`));
  sendRest(res, 201, pickFields(refundJson(record, facts, linkBase(res, context)), fieldsParam(req)));
}

/** `DELETE /wc/v3/orders/<order_id>/refunds/<id>?force=true`: answers the refund as it was (core/refunds/refund-store.ts says what it undoes). */
export async function removeRefundRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const { db } = requestServices(res);
  const order = await orderFacts(db, context);
  if (!order) return sendRestError(res, WC_ERRORS.orderNotFound());
  const id = pathId(context);
  const record = id === null ? null : await getRefund(db, order.id, id);
  if (id === null || !record) return sendRestError(res, REFUND_ERRORS.notFound());
  if (!forced(req)) return sendRestError(res, WC_ERRORS.trashNotSupported('refund'));
  const json = refundJson(record, order, linkBase(res, context));
  if (!(await deleteRefund(db, order.id, id))) return sendRestError(res, REFUND_ERRORS.notFound());
  sendRest(res, 200, pickFields(json, fieldsParam(req)));
}
