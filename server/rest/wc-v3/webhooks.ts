import type { Request, Response } from 'express';
import { z } from 'zod';
import type { TargetPolicy } from '../../../core/webhooks/delivery-target.ts';
import { WEBHOOK_STATUSES } from '../../../core/webhooks/topics.ts';
import { deleteWebhook, getWebhook, listWebhooks, saveWebhook, type WebhookInput } from '../../../core/webhooks/webhook-store.ts';
import { isRowId } from '../../../core/shared/row-id.ts';
import type { FieldErrors } from '../../../core/shared/validation.ts';
import type { Db } from '../../../db/connect.ts';
import type { WebhookRow } from '../../../db/schema.ts';
import { requestServices } from '../../request/request-services.ts';
import { requireOwner } from '../auth.ts';
import { REST_ERRORS, restError, sendRest, sendRestError, type RestError } from '../errors.ts';
import { pickFields } from '../fields.ts';
import { readJsonBody } from '../json-body.ts';
import { offsetQuery, pageOffset, pagingQuery, setPagingHeaders } from '../paging.ts';
import { fieldsParam, parseQuery } from '../query.ts';
import type { RestContext } from '../route-table.ts';
import { batchErrorItem, batchSchema, readBatchBody } from './batch.ts';
import { contextQuery, dateQuery, forced, idListQuery, orderQuery, pathId } from './common.ts';
import { parseWebhookBody, webhookJson, WEBHOOKS_ROUTE } from './webhook-json.ts';
import { restUrl } from './wc-format.ts';

/** WooCommerce's answers about webhooks, in its codes. */
const WEBHOOK_ERRORS = {
  notFound: () => restError(404, 'woocommerce_rest_shop_webhook_invalid_id', 'Invalid ID.'),
  trashNotSupported: () => restError(501, 'woocommerce_rest_trash_not_supported', 'Webhooks do not support trashing.'),
};

/** A save's field errors as WooCommerce words the first of them (its code per field), every one in `params`. */
function invalidWebhook(params: FieldErrors): RestError {
  if (params.topic) return restError(400, 'woocommerce_rest_shop_webhook_invalid_topic', `Webhook topic ${params.topic}.`, params);
  if (params.delivery_url) return restError(400, 'woocommerce_rest_shop_webhook_invalid_delivery_url', `Webhook delivery URL ${params.delivery_url}.`, params);
  if (params.status) return restError(400, 'woocommerce_rest_shop_webhook_invalid_status', `Webhook status ${params.status}.`, params);
  return REST_ERRORS.invalidParams(params);
}

const STATUS_FILTERS = ['all', ...WEBHOOK_STATUSES] as const;
const ORDER_NAMES = ['date', 'id', 'title'] as const;

const listSchema = z.object({
  ...pagingQuery,
  ...offsetQuery,
  ...contextQuery,
  status: z.enum(STATUS_FILTERS, { error: `must be one of ${STATUS_FILTERS.join(', ')}` }).default('all'),
  search: z.string().max(200, 'must be at most 200 characters').optional(),
  include: idListQuery.optional(),
  exclude: idListQuery.optional(),
  after: dateQuery.optional(),
  before: dateQuery.optional(),
  orderby: z.enum(ORDER_NAMES, { error: `must be one of ${ORDER_NAMES.join(', ')}` }).default('date'),
  order: orderQuery('desc'),
});

const itemSchema = z.object({ ...contextQuery });

function policyOf(res: Response): TargetPolicy {
  return { allowPrivate: requestServices(res).config.webhooks.allowPrivateTargets };
}

/** `GET /wc/v3/webhooks`: newest first unless asked otherwise, paged (`offset` as WordPress takes it). */
export async function listWebhooksRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, listSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const { query } = parsed;
  const { rows, total } = await listWebhooks(requestServices(res).db, {
    page: query.page,
    perPage: query.per_page,
    // As WooCommerce: an offset of 0 is no offset, and `page` counts.
    offset: query.offset || pageOffset(query),
    ...(query.status === 'all' ? {} : { status: query.status }),
    search: query.search?.trim() || undefined,
    include: query.include,
    exclude: query.exclude,
    after: query.after,
    before: query.before,
    orderBy: query.orderby,
    order: query.order,
  });
  setPagingHeaders(req, res, context.siteOrigin, query, total);
  sendRest(res, 200, pickFields(rows.map((row) => webhookJson(row, context)), fieldsParam(req)));
}

/** `GET /wc/v3/webhooks/<id>`. */
export async function getWebhookRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const id = pathId(context);
  const row = id === null ? null : await getWebhook(requestServices(res).db, id);
  if (!row) return sendRestError(res, WEBHOOK_ERRORS.notFound());
  sendRest(res, 200, pickFields(webhookJson(row, context), fieldsParam(req)));
}

type WriteResult = { ok: true; row: WebhookRow } | { ok: false; error: RestError };

/**
 * One create (`current` null) or update. A new webhook that is active is pinged, as WooCommerce pings
 * one made over REST; an update sends nothing.
 */
async function writeOne(db: Db, current: WebhookRow | null, json: unknown, policy: TargetPolicy, userId: number): Promise<WriteResult> {
  const body = parseWebhookBody(json);
  if (!body.ok) return { ok: false, error: REST_ERRORS.invalidParams(body.params) };
  const input: WebhookInput = body.input;
  const saved = await saveWebhook(db, current, input, { policy, userId, ping: current === null });
  if (!saved.ok) return { ok: false, error: saved.errors.id ? WEBHOOK_ERRORS.notFound() : invalidWebhook(saved.errors) };
  return { ok: true, row: saved.value };
}

/** `POST /wc/v3/webhooks`: `topic` and `delivery_url` are required; a secret is made when none is sent. */
export async function createWebhookRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  await writeWebhookRoute(req, res, context, null);
}

/** `PUT`/`PATCH` (or a POST overriding to one) `/wc/v3/webhooks/<id>`: only the fields sent change. */
export async function updateWebhookRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const id = pathId(context);
  if (id !== null) return writeWebhookRoute(req, res, context, id);
  if (await requireOwner(req, res, { write: true })) sendRestError(res, WEBHOOK_ERRORS.notFound());
}

async function writeWebhookRoute(req: Request, res: Response, context: RestContext, id: number | null): Promise<void> {
  const owner = await requireOwner(req, res, { write: true });
  if (!owner) return;
  const { db } = requestServices(res);
  const current = id === null ? null : await getWebhook(db, id);
  if (id !== null && !current) return sendRestError(res, WEBHOOK_ERRORS.notFound());
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const result = await writeOne(db, current, body.json, policyOf(res), owner.id);
  if (!result.ok) return sendRestError(res, result.error);
  if (id === null) res.setHeader('Location', restUrl(context, `${WEBHOOKS_ROUTE}/${result.row.id}`));
  sendRest(res, id === null ? 201 : 200, pickFields(webhookJson(result.row, context), fieldsParam(req)));
}

/** `DELETE /wc/v3/webhooks/<id>?force=true`: answers the webhook as it was; its waiting deliveries and log go with it. */
export async function removeWebhookRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const { db } = requestServices(res);
  const id = pathId(context);
  const row = id === null ? null : await getWebhook(db, id);
  if (id === null || !row) return sendRestError(res, WEBHOOK_ERRORS.notFound());
  if (!forced(req)) return sendRestError(res, WEBHOOK_ERRORS.trashNotSupported());
  const deleted = await deleteWebhook(db, id);
  if (!deleted) return sendRestError(res, WEBHOOK_ERRORS.notFound());
  sendRest(res, 200, pickFields(webhookJson(deleted, context), fieldsParam(req)));
}

const batchBody = batchSchema('webhook', 'webhooks');

/**
 * `POST /wc/v3/webhooks/batch`: creates, updates and deletes in that order, as WooCommerce does; each
 * item answers its webhook or its own error, and one failure stops no other.
 */
export async function batchWebhooksRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const owner = await requireOwner(req, res, { write: true });
  if (!owner) return;
  const batch = readBatchBody(req, res, batchBody);
  if (!batch) return;
  const { db } = requestServices(res);
  const policy = policyOf(res);
  const answer: Record<string, unknown[]> = {};
  if (batch.create) {
    answer.create = [];
    for (const item of batch.create) {
      const result = await writeOne(db, null, item, policy, owner.id);
      answer.create.push(result.ok ? webhookJson(result.row, context) : batchErrorItem(0, result.error));
    }
  }
  if (batch.update) {
    answer.update = [];
    for (const { id, ...item } of batch.update) {
      const current = typeof id === 'number' && isRowId(id) ? await getWebhook(db, id) : null;
      const result: WriteResult = current ? await writeOne(db, current, item, policy, owner.id) : { ok: false, error: WEBHOOK_ERRORS.notFound() };
      answer.update.push(result.ok ? webhookJson(result.row, context) : batchErrorItem(typeof id === 'number' ? id : 0, result.error));
    }
  }
  if (batch.delete) {
    answer.delete = [];
    for (const id of batch.delete) {
      const deleted = typeof id === 'number' && isRowId(id) ? await deleteWebhook(db, id) : null;
      answer.delete.push(deleted ? webhookJson(deleted, context) : batchErrorItem(typeof id === 'number' ? id : 0, WEBHOOK_ERRORS.notFound()));
    }
  }
  sendRest(res, 200, answer);
}
