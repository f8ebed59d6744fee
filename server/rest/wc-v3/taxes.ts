import type { Request, Response } from 'express';
import { z } from 'zod';
import { isRowId } from '../../../core/shared/row-id.ts';
import { classSlugText, findTaxClass } from '../../../core/tax/rate-fields.ts';
import type { TaxRate } from '../../../core/tax/tax-rate.ts';
import { createTaxClass, createTaxRate, deleteTaxClass, deleteTaxRate, listTaxRates, nextRateOrder, readTaxClasses, readTaxRate, TAX_RATE_ORDERS, taxClassSlug, updateTaxRate } from '../../../core/tax/tax-store.ts';
import { MAX_TAX_CLASS_NAME_LENGTH } from '../../../core/tax/tax-class-list.ts';
import type { Db } from '../../../db/connect.ts';
import { requestServices } from '../../request/request-services.ts';
import { requireOwner } from '../auth.ts';
import { REST_ERRORS, restError, sendRest, sendRestError, type RestError } from '../errors.ts';
import { pickFields } from '../fields.ts';
import { readJsonBody } from '../json-body.ts';
import { offsetQuery, pageOffset, pagingQuery, setPagingHeaders } from '../paging.ts';
import { fieldsParam, parseQuery } from '../query.ts';
import type { RestContext } from '../route-table.ts';
import { batchErrorItem, batchSchema, readBatchBody } from './batch.ts';
import { contextQuery, forced, linkBase, orderQuery, pathId } from './common.ts';
import { parseTaxBody, TAX_CLASSES_ROUTE, taxClassJson, taxJson, TAXES_ROUTE } from './tax-json.ts';
import { restUrl, type WcLinkBase } from './wc-format.ts';

/** WooCommerce's answers about taxes and tax classes, in its words. */
const TAX_ERRORS = {
  notFound: () => restError(404, 'woocommerce_rest_invalid_id', 'Invalid resource ID.'),
  /** WooCommerce answers a delete of a rate or class that is not there with 400. */
  deleteNotFound: () => restError(400, 'woocommerce_rest_invalid_id', 'Invalid resource ID.'),
  classNotFound: () => restError(400, 'woocommerce_rest_invalid_id', 'Invalid resource id.'),
  exists: () => restError(400, 'woocommerce_rest_tax_exists', 'Cannot create existing resource.'),
  trash: () => restError(501, 'woocommerce_rest_trash_not_supported', 'Taxes do not support trashing.'),
  classInvalidName: () => restError(400, 'woocommerce_rest_tax_class_invalid_name', 'Tax class requires a valid name'),
  classExists: () => restError(400, 'woocommerce_rest_tax_class_exists', 'Tax class already exists'),
};

const ORDER_NAMES = Object.keys(TAX_RATE_ORDERS) as (keyof typeof TAX_RATE_ORDERS)[];

const listSchema = z.object({
  ...pagingQuery,
  ...contextQuery,
  ...offsetQuery,
  orderby: z.enum(ORDER_NAMES, { error: `must be one of ${ORDER_NAMES.join(', ')}` }).default('order'),
  order: orderQuery('asc'),
  class: z.string().max(200, 'must be at most 200 characters').optional(),
});

const itemSchema = z.object({ ...contextQuery });

/** `GET /wc/v3/taxes`: every rate (or one class's), by the owner's order unless asked otherwise, paged. */
export async function listTaxesRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, listSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const { query } = parsed;
  const { db } = requestServices(res);
  const classes = await readTaxClasses(db);
  const taxClass = query.class === undefined ? undefined : findTaxClass(query.class, classes);
  if (taxClass === null) return sendRestError(res, REST_ERRORS.invalidParams({ class: `must be one of ${classes.map((known) => classSlugText(known.slug)).join(', ')}` }));
  const { rows, total } = await listTaxRates(db, {
    ...(taxClass !== undefined ? { taxClass } : {}),
    orderBy: query.orderby,
    order: query.order,
    offset: query.offset ?? pageOffset(query),
    limit: query.per_page,
  });
  setPagingHeaders(req, res, context.siteOrigin, query, total);
  const base = linkBase(res, context);
  sendRest(res, 200, pickFields(rows.map((rate) => taxJson(rate, base)), fieldsParam(req)));
}

/** `GET /wc/v3/taxes/<id>`. */
export async function getTaxRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const id = pathId(context);
  const rate = id === null ? null : await readTaxRate(requestServices(res).db, id);
  if (!rate) return sendRestError(res, TAX_ERRORS.notFound());
  sendRest(res, 200, pickFields(taxJson(rate, linkBase(res, context)), fieldsParam(req)));
}

type WriteResult = { ok: true; rate: TaxRate } | { ok: false; error: RestError };

/** One create (`current` null) or update: the saved rate, or WooCommerce's error for it. */
async function writeOne(db: Db, current: TaxRate | null, json: unknown): Promise<WriteResult> {
  if (current === null && json !== null && typeof json === 'object' && 'id' in json && json.id !== undefined && json.id !== 0) return { ok: false, error: TAX_ERRORS.exists() };
  const parsed = await parseTaxBody(json, current, await readTaxClasses(db), (taxClass) => nextRateOrder(db, taxClass));
  if (!parsed.ok) return { ok: false, error: REST_ERRORS.invalidParams(parsed.params) };
  const saved = current === null ? await createTaxRate(db, parsed.fields) : await updateTaxRate(db, current.id, parsed.fields);
  return saved ? { ok: true, rate: saved } : { ok: false, error: TAX_ERRORS.notFound() };
}

/** `POST /wc/v3/taxes`: a new rate. */
export async function createTaxRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  await writeTaxRoute(req, res, context, null);
}

/** `PUT`/`PATCH` (or a POST overriding to one) `/wc/v3/taxes/<id>`: only the fields sent change. */
export async function updateTaxRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const id = pathId(context);
  if (id !== null) return writeTaxRoute(req, res, context, id);
  if (await requireOwner(req, res, { write: true })) sendRestError(res, TAX_ERRORS.notFound());
}

async function writeTaxRoute(req: Request, res: Response, context: RestContext, id: number | null): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const { db } = requestServices(res);
  const current = id === null ? null : await readTaxRate(db, id);
  if (id !== null && !current) return sendRestError(res, TAX_ERRORS.notFound());
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const result = await writeOne(db, current, body.json);
  if (!result.ok) return sendRestError(res, result.error);
  if (id === null) res.setHeader('Location', restUrl(context, `${TAXES_ROUTE}/${result.rate.id}`));
  sendRest(res, id === null ? 201 : 200, pickFields(taxJson(result.rate, linkBase(res, context)), fieldsParam(req)));
}

/** `DELETE /wc/v3/taxes/<id>?force=true`: answers the rate as it was. As WooCommerce, without `force` first 501, then 400 for no such rate. */
export async function removeTaxRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  if (!forced(req)) return sendRestError(res, TAX_ERRORS.trash());
  const { db } = requestServices(res);
  const id = pathId(context);
  const rate = id === null ? null : await readTaxRate(db, id);
  if (!rate || !(await deleteTaxRate(db, rate.id))) return sendRestError(res, TAX_ERRORS.deleteNotFound());
  sendRest(res, 200, pickFields(taxJson(rate, linkBase(res, context)), fieldsParam(req)));
}

const batchBody = batchSchema('tax', 'taxes');

/**
 * `POST /wc/v3/taxes/batch`: creates, updates and deletes in that order, as WooCommerce does (a batch
 * deletes for good); each item answers its rate or its own error, and one failure stops no other.
 */
export async function batchTaxesRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const batch = readBatchBody(req, res, batchBody);
  if (!batch) return;
  const { db } = requestServices(res);
  const base: WcLinkBase = linkBase(res, context);
  const answer: Record<string, unknown[]> = {};
  const idOf = (id: unknown) => (typeof id === 'number' && isRowId(id) ? id : null);
  if (batch.create) {
    answer.create = [];
    for (const item of batch.create) {
      const result = await writeOne(db, null, item);
      answer.create.push(result.ok ? taxJson(result.rate, base) : batchErrorItem(0, result.error));
    }
  }
  if (batch.update) {
    answer.update = [];
    for (const { id, ...item } of batch.update) {
      const current = idOf(id) === null ? null : await readTaxRate(db, idOf(id)!);
      const result: WriteResult = current ? await writeOne(db, current, item) : { ok: false, error: TAX_ERRORS.notFound() };
      answer.update.push(result.ok ? taxJson(result.rate, base) : batchErrorItem(typeof id === 'number' ? id : 0, result.error));
    }
  }
  if (batch.delete) {
    answer.delete = [];
    for (const id of batch.delete) {
      const rate = idOf(id) === null ? null : await readTaxRate(db, idOf(id)!);
      const deleted = rate ? await deleteTaxRate(db, rate.id) : false;
      answer.delete.push(rate && deleted ? taxJson(rate, base) : batchErrorItem(typeof id === 'number' ? id : 0, TAX_ERRORS.deleteNotFound()));
    }
  }
  sendRest(res, 200, answer);
}

/** `GET /wc/v3/taxes/classes`: standard first ("Standard rate"), then the owner's classes as made. */
export async function listTaxClassesRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const base = linkBase(res, context);
  const classes = await readTaxClasses(requestServices(res).db);
  sendRest(res, 200, pickFields(classes.map((taxClass) => taxClassJson(taxClass, base)), fieldsParam(req)));
}

/** `GET /wc/v3/taxes/classes/<slug>`: as WooCommerce answers it, a list of the one class (empty when there is none). */
export async function getTaxClassRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const slug = (context.params.slug ?? '').toLowerCase();
  const classes = await readTaxClasses(requestServices(res).db);
  const found = classes.find((taxClass) => classSlugText(taxClass.slug) === slug);
  const base = linkBase(res, context);
  sendRest(res, 200, pickFields(found ? [taxClassJson(found, base)] : [], fieldsParam(req)));
}

const classBodySchema = z.strictObject({ name: z.string({ error: 'must be a string' }) }, { error: 'must be { name }' });

/** `POST /wc/v3/taxes/classes` `{name}`: a new class, its slug made from the name. */
export async function createTaxClassRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const parsed = classBodySchema.safeParse(body.json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return sendRestError(res, REST_ERRORS.invalidParams({ [issue?.code === 'unrecognized_keys' ? (issue.keys[0] ?? 'body') : String(issue?.path[0] ?? 'name')]: issue?.code === 'unrecognized_keys' ? 'is not accepted' : (issue?.message ?? 'is required') }));
  }
  const name = parsed.data.name.trim().replace(/\s+/g, ' ');
  const slug = taxClassSlug(name);
  // eslint-disable-next-line no-control-regex
  if (slug === '' || name.length > MAX_TAX_CLASS_NAME_LENGTH || /[\u0000-\u001f\u007f-\u009f]/.test(name)) return sendRestError(res, TAX_ERRORS.classInvalidName());
  const { db } = requestServices(res);
  const created = await createTaxClass(db, name);
  if (!created) return sendRestError(res, TAX_ERRORS.classExists());
  res.setHeader('Location', restUrl(context, `${TAX_CLASSES_ROUTE}/${created.slug}`));
  sendRest(res, 201, pickFields(taxClassJson(created, linkBase(res, context)), fieldsParam(req)));
}

/** `DELETE /wc/v3/taxes/classes/<slug>?force=true`: the class with its rates; its products fall back to standard. */
export async function removeTaxClassRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  if (!forced(req)) return sendRestError(res, TAX_ERRORS.trash());
  const slug = (context.params.slug ?? '').toLowerCase();
  const { db } = requestServices(res);
  const found = (await readTaxClasses(db)).find((taxClass) => taxClass.slug !== '' && taxClass.slug === slug);
  if (!found || !(await deleteTaxClass(db, found.slug))) return sendRestError(res, TAX_ERRORS.classNotFound());
  sendRest(res, 200, pickFields(taxClassJson(found, linkBase(res, context)), fieldsParam(req)));
}
