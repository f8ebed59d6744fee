import type { Request, Response } from 'express';
import { z } from 'zod';
import { addReview, deleteReview, updateReview, type ReviewChanges } from '../../../core/reviews/review-changes.ts';
import { listReviews, REVIEW_SEARCH_MAX_LENGTH, type ReviewListRow } from '../../../core/reviews/review-reads.ts';
import type { ReviewNoticeOptions } from '../../../core/reviews/review-mail.ts';
import { reviewText } from '../../../core/reviews/review-text.ts';
import { isRowId } from '../../../core/shared/row-id.ts';
import type { Db } from '../../../db/connect.ts';
import { REVIEW_STATUSES } from '../../../core/reviews/review-status.ts';
import { requestServices } from '../../request/request-services.ts';
import { requireOwner } from '../auth.ts';
import { REST_ERRORS, restError, sendRest, sendRestError, type RestError } from '../errors.ts';
import { pickFields } from '../fields.ts';
import { readJsonBody } from '../json-body.ts';
import { offsetQuery, pageOffset, pagingQuery, setPagingHeaders } from '../paging.ts';
import { fieldsParam, parseQuery } from '../query.ts';
import type { RestContext } from '../route-table.ts';
import { batchErrorItem, batchSchema, readBatchBody } from './batch.ts';
import { contextQuery, dateQuery, forced, idListQuery, linkBase, orderQuery, pathId, WC_ERRORS } from './common.ts';
import { reviewBodySchema, reviewJson, REVIEWS_ROUTE, storedStatus, type ReviewBody } from './review-json.ts';
import { restUrl, type WcLinkBase } from './wc-format.ts';

const reviewNotFound = () => restError(404, 'woocommerce_rest_review_invalid_id', 'Invalid review ID.');
const alreadyTrashed = () => restError(410, 'woocommerce_rest_already_trashed', 'The review has already been trashed.');

const STATUS_FILTERS = ['all', ...REVIEW_STATUSES] as const;

/** WooCommerce's `orderby` for reviews; `date_gmt` reads as `date` (the shop keeps UTC). */
const LIST_ORDERS = ['date', 'date_gmt', 'id', 'include', 'product'] as const;

const listSchema = z.object({
  ...pagingQuery,
  ...offsetQuery,
  ...contextQuery,
  search: z.string().max(REVIEW_SEARCH_MAX_LENGTH, `must be at most ${REVIEW_SEARCH_MAX_LENGTH} characters`).optional(),
  after: dateQuery.optional(),
  before: dateQuery.optional(),
  include: idListQuery.optional(),
  exclude: idListQuery.optional(),
  product: idListQuery.optional(),
  reviewer: idListQuery.optional(),
  reviewer_exclude: idListQuery.optional(),
  reviewer_email: z.string().max(254, 'must be at most 254 characters').optional(),
  // WooCommerce lists approved reviews unless asked for another status.
  status: z.enum(STATUS_FILTERS, { error: `must be one of ${STATUS_FILTERS.join(', ')}` }).default('approved'),
  orderby: z.enum(LIST_ORDERS, { error: `must be one of ${LIST_ORDERS.join(', ')}` }).default('date'),
  order: orderQuery('desc'),
});

const itemSchema = z.object({ ...contextQuery });

async function oneReview(db: Db, id: number): Promise<ReviewListRow | null> {
  const { rows } = await listReviews(db, { include: [id], order: 'desc', offset: 0, limit: 1 });
  return rows[0] ?? null;
}

/** `GET /wc/v3/products/reviews`: approved reviews newest first unless asked otherwise, paged. */
export async function listReviewsRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, listSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const { query } = parsed;
  const { db } = requestServices(res);
  const { rows, total } = await listReviews(db, {
    ...(query.status === 'all' ? {} : { status: query.status }),
    include: query.include,
    exclude: query.exclude,
    productIds: query.product,
    reviewerIds: query.reviewer,
    reviewerExclude: query.reviewer_exclude,
    reviewerEmail: query.reviewer_email?.trim() || undefined,
    search: query.search?.trim() || undefined,
    after: query.after,
    before: query.before,
    orderBy: query.orderby === 'date_gmt' ? 'date' : query.orderby,
    order: query.order,
    // As WooCommerce: an offset of 0 is no offset, and `page` counts.
    offset: query.offset || pageOffset(query),
    limit: query.per_page,
  });
  setPagingHeaders(req, res, context.siteOrigin, query, total);
  const base = linkBase(res, context);
  sendRest(res, 200, pickFields(rows.map((row) => reviewJson(row, base)), fieldsParam(req)));
}

/** `GET /wc/v3/products/reviews/<id>`. */
export async function getReviewRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const id = pathId(context);
  const row = id === null ? null : await oneReview(requestServices(res).db, id);
  if (!row) return sendRestError(res, reviewNotFound());
  sendRest(res, 200, pickFields(reviewJson(row, linkBase(res, context)), fieldsParam(req)));
}

type WriteResult = { ok: true; row: ReviewListRow } | { ok: false; error: RestError };

function parseBody(json: unknown): { ok: true; body: ReviewBody } | { ok: false; error: RestError } {
  const parsed = reviewBodySchema.safeParse(json);
  if (parsed.success) return { ok: true, body: parsed.data };
  const params: Record<string, string> = {};
  for (const issue of parsed.error.issues) params[String(issue.path[0] ?? 'body')] ??= issue.message;
  return { ok: false, error: REST_ERRORS.invalidParams(params) };
}

/** Where the owner hears of a review held for approval: the same notice as one sent from the product page. */
function reviewNotice(res: Response, context: RestContext): ReviewNoticeOptions {
  const { store } = requestServices(res).config;
  return { to: store.email, storeName: store.name, adminUrl: `${context.siteOrigin}/admin/reviews/` };
}

/** One create (`current` null) or update, as WooCommerce's controller takes them; `notify` is for a create. */
async function writeOne(db: Db, current: ReviewListRow | null, json: unknown, notify?: ReviewNoticeOptions): Promise<WriteResult> {
  const parsed = parseBody(json);
  if (!parsed.ok) return parsed;
  const { body } = parsed;
  const content = body.review === undefined ? undefined : reviewText(body.review);
  if (content !== undefined && content.length === 0) return { ok: false, error: REST_ERRORS.invalidParams({ review: 'must not be empty' }) };
  if (current === null) {
    const missing = (['product_id', 'review', 'reviewer', 'reviewer_email'] as const).filter((name) => body[name] === undefined);
    if (missing.length > 0) return { ok: false, error: REST_ERRORS.invalidParams(Object.fromEntries(missing.map((name) => [name, 'is required']))) };
    const row = await addReview(db, {
      productId: body.product_id!,
      content: content!,
      rating: body.rating ? body.rating : null,
      authorName: body.reviewer!,
      authorEmail: body.reviewer_email!.toLowerCase(),
      status: body.status ? storedStatus(body.status) : 'approved',
      verified: body.verified ?? false,
    }, notify ? { notify } : {});
    if (!row) return { ok: false, error: WC_ERRORS.productNotFound() };
    return { ok: true, row: (await oneReview(db, row.id))! };
  }
  const changes: ReviewChanges = {
    ...(body.status !== undefined ? { status: storedStatus(body.status) } : {}),
    ...(content !== undefined ? { content } : {}),
    ...(body.rating !== undefined ? { rating: body.rating === 0 ? null : body.rating } : {}),
    ...(body.reviewer !== undefined ? { authorName: body.reviewer } : {}),
    ...(body.reviewer_email !== undefined ? { authorEmail: body.reviewer_email.toLowerCase() } : {}),
    ...(body.verified !== undefined ? { verified: body.verified } : {}),
    ...(body.product_id !== undefined && body.product_id !== current.product_id ? { productId: body.product_id } : {}),
  };
  const saved = await updateReview(db, current.id, changes);
  if (!saved) return { ok: false, error: changes.productId !== undefined ? WC_ERRORS.productNotFound() : reviewNotFound() };
  return { ok: true, row: (await oneReview(db, current.id))! };
}

/** `POST /wc/v3/products/reviews`: a review written through the API (approved unless a status is sent; the owner is told of a held one). */
export async function createReviewRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  await writeReviewRoute(req, res, context, null);
}

/** `PUT`/`PATCH` `/wc/v3/products/reviews/<id>`: only the fields sent change. */
export async function updateReviewRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const id = pathId(context);
  if (id !== null) return writeReviewRoute(req, res, context, id);
  if (await requireOwner(req, res, { write: true })) sendRestError(res, reviewNotFound());
}

async function writeReviewRoute(req: Request, res: Response, context: RestContext, id: number | null): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const { db } = requestServices(res);
  const current = id === null ? null : await oneReview(db, id);
  if (id !== null && !current) return sendRestError(res, reviewNotFound());
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const result = await writeOne(db, current, body.json, reviewNotice(res, context));
  if (!result.ok) return sendRestError(res, result.error);
  if (id === null) res.setHeader('Location', restUrl(context, `${REVIEWS_ROUTE}/${result.row.id}`));
  sendRest(res, id === null ? 201 : 200, pickFields(reviewJson(result.row, linkBase(res, context)), fieldsParam(req)));
}

/** Deletes for good with `force`, else moves to the trash (WordPress's comments have one); answers the review. */
async function removeOne(db: Db, row: ReviewListRow, force: boolean, base: WcLinkBase): Promise<{ ok: true; json: unknown } | { ok: false; error: RestError }> {
  if (force) {
    const json = reviewJson(row, base);
    if (!(await deleteReview(db, row.id))) return { ok: false, error: reviewNotFound() };
    return { ok: true, json: { deleted: true, previous: json } };
  }
  if (row.status === 'trash') return { ok: false, error: alreadyTrashed() };
  await updateReview(db, row.id, { status: 'trash' });
  return { ok: true, json: reviewJson((await oneReview(db, row.id))!, base) };
}

/** `DELETE /wc/v3/products/reviews/<id>[?force=true]`. */
export async function removeReviewRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const { db } = requestServices(res);
  const id = pathId(context);
  const row = id === null ? null : await oneReview(db, id);
  if (!row) return sendRestError(res, reviewNotFound());
  const result = await removeOne(db, row, forced(req), linkBase(res, context));
  if (!result.ok) return sendRestError(res, result.error);
  sendRest(res, 200, pickFields(result.json, fieldsParam(req)));
}

const batchBody = batchSchema('review', 'reviews');

/** `POST /wc/v3/products/reviews/batch`: creates, updates and deletes (for good), each item answering on its own. */
export async function batchReviewsRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const batch = readBatchBody(req, res, batchBody);
  if (!batch) return;
  const { db } = requestServices(res);
  const base = linkBase(res, context);
  const answer: Record<string, unknown[]> = {};
  if (batch.create) {
    answer.create = [];
    const notify = reviewNotice(res, context);
    for (const item of batch.create) {
      const result = await writeOne(db, null, item, notify);
      answer.create.push(result.ok ? reviewJson(result.row, base) : batchErrorItem(0, result.error));
    }
  }
  if (batch.update) {
    answer.update = [];
    for (const { id, ...item } of batch.update) {
      const current = typeof id === 'number' && isRowId(id) ? await oneReview(db, id) : null;
      const result: WriteResult = current ? await writeOne(db, current, item) : { ok: false, error: reviewNotFound() };
      answer.update.push(result.ok ? reviewJson(result.row, base) : batchErrorItem(typeof id === 'number' ? id : 0, result.error));
    }
  }
  if (batch.delete) {
    answer.delete = [];
    for (const id of batch.delete) {
      const row = typeof id === 'number' && isRowId(id) ? await oneReview(db, id) : null;
      const result = row ? await removeOne(db, row, true, base) : null;
      answer.delete.push(result?.ok ? (result.json as { previous: unknown }).previous : batchErrorItem(typeof id === 'number' ? id : 0, result && !result.ok ? result.error : reviewNotFound()));
    }
  }
  sendRest(res, 200, answer);
}
