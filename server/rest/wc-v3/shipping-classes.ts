import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  createShippingClass,
  deleteShippingClass,
  getShippingClass,
  listShippingClasses,
  readShippingClass,
  shippingClassCounts,
  updateShippingClass,
} from '../../../core/shipping/class-store.ts';
import type { ShippingClass } from '../../../db/schema.ts';
import { requestServices } from '../../request/request-services.ts';
import { requireOwner } from '../auth.ts';
import { REST_ERRORS, sendRest, sendRestError } from '../errors.ts';
import { pickFields } from '../fields.ts';
import { readJsonBody } from '../json-body.ts';
import { pageOffset, pagingQuery, setPagingHeaders } from '../paging.ts';
import { fieldsParam, parseQuery } from '../query.ts';
import type { RestContext } from '../route-table.ts';
import { contextQuery, forced, idListQuery, orderQuery, pathId, WC_ERRORS } from './common.ts';
import { parseShippingClassBody, shippingClassJson, SHIPPING_CLASSES_ROUTE } from './shipping-class-json.ts';
import { restUrl } from './wc-format.ts';

/** WooCommerce's `orderby` for terms, as far as a shipping class has them. */
const CLASS_ORDERS = ['id', 'include', 'name', 'slug', 'description', 'count'] as const;

const listSchema = z.object({
  ...pagingQuery,
  ...contextQuery,
  search: z.string().max(200, 'must be at most 200 characters').optional(),
  include: idListQuery.optional(),
  exclude: idListQuery.optional(),
  slug: z.string().max(200, 'must be at most 200 characters').optional(),
  hide_empty: z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).transform((value) => value === 'true' || value === '1').optional(),
  orderby: z.enum(CLASS_ORDERS, { error: `must be one of ${CLASS_ORDERS.join(', ')}` }).default('name'),
  order: orderQuery('asc'),
});

const itemSchema = z.object({ ...contextQuery });

const compareText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * `GET /wc/v3/products/shipping_classes`: by name unless asked otherwise, paged. A shop has a handful of
 * classes, so they are read whole and filtered here.
 */
export async function listShippingClassesRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, listSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const { query } = parsed;
  const { db } = requestServices(res);
  const [rows, counts] = await Promise.all([listShippingClasses(db), shippingClassCounts(db)]);
  const countOf = (row: ShippingClass) => counts.get(row.id) ?? 0;
  const search = query.search?.trim().toLowerCase();
  const matching = rows.filter(
    (row) =>
      (!search || row.name.toLowerCase().includes(search) || row.slug.includes(search)) &&
      (!query.include || query.include.includes(row.id)) &&
      (!query.exclude || !query.exclude.includes(row.id)) &&
      (query.slug === undefined || row.slug === query.slug.trim().toLowerCase()) &&
      (!query.hide_empty || countOf(row) > 0),
  );
  const compare: Record<(typeof CLASS_ORDERS)[number], (a: ShippingClass, b: ShippingClass) => number> = {
    id: (a, b) => a.id - b.id,
    include: (a, b) => (query.include ? query.include.indexOf(a.id) - query.include.indexOf(b.id) : a.id - b.id),
    name: (a, b) => compareText(a.name, b.name),
    slug: (a, b) => compareText(a.slug, b.slug),
    description: (a, b) => compareText(a.description, b.description),
    count: (a, b) => countOf(a) - countOf(b),
  };
  const direction = query.order === 'desc' ? -1 : 1;
  matching.sort((a, b) => direction * (compare[query.orderby](a, b) || a.id - b.id));
  const page = matching.slice(pageOffset(query), pageOffset(query) + query.per_page);
  setPagingHeaders(req, res, context.siteOrigin, query, matching.length);
  sendRest(res, 200, pickFields(page.map((row) => shippingClassJson(row, countOf(row), context)), fieldsParam(req)));
}

async function countOf(res: Response, id: number): Promise<number> {
  return (await shippingClassCounts(requestServices(res).db)).get(id) ?? 0;
}

/** `GET /wc/v3/products/shipping_classes/<id>`. */
export async function getShippingClassRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const id = pathId(context);
  const row = id === null ? null : await getShippingClass(requestServices(res).db, id);
  if (!row) return sendRestError(res, WC_ERRORS.termNotFound());
  sendRest(res, 200, pickFields(shippingClassJson(row, await countOf(res, row.id), context), fieldsParam(req)));
}

/** `POST /wc/v3/products/shipping_classes`: `name` required; the slug is made from it when not sent. */
export async function createShippingClassRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  await writeShippingClass(req, res, context, null);
}

/** `PUT`/`PATCH` (or a POST) `/wc/v3/products/shipping_classes/<id>`: only the fields sent change. */
export async function updateShippingClassRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const id = pathId(context);
  if (id !== null) return writeShippingClass(req, res, context, id);
  if (await requireOwner(req, res, { write: true })) sendRestError(res, WC_ERRORS.termNotFound());
}

async function writeShippingClass(req: Request, res: Response, context: RestContext, id: number | null): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const { db } = requestServices(res);
  const current = id === null ? null : await getShippingClass(db, id);
  if (id !== null && !current) return sendRestError(res, WC_ERRORS.termNotFound());
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const parsed = parseShippingClassBody(body.json);
  if (!parsed.ok) return sendRestError(res, REST_ERRORS.invalidParams(parsed.params));
  const read = readShippingClass(parsed.fields, current ?? undefined);
  if (!read.ok) return sendRestError(res, REST_ERRORS.invalidParams(read.errors));
  const saved = current === null ? await createShippingClass(db, read.value) : await updateShippingClass(db, current.id, read.value);
  if (!saved.ok) {
    if (saved.error.code === 'not_found') return sendRestError(res, WC_ERRORS.termNotFound());
    return sendRestError(res, REST_ERRORS.invalidParams({ [saved.error.field ?? 'slug']: saved.error.message }));
  }
  if (current === null) res.setHeader('Location', restUrl(context, `${SHIPPING_CLASSES_ROUTE}/${saved.value.id}`));
  sendRest(res, current === null ? 201 : 200, pickFields(shippingClassJson(saved.value, await countOf(res, saved.value.id), context), fieldsParam(req)));
}

/** `DELETE /wc/v3/products/shipping_classes/<id>?force=true`: the class as it was; its products ship without one. */
export async function removeShippingClassRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const { db } = requestServices(res);
  const id = pathId(context);
  const row = id === null ? null : await getShippingClass(db, id);
  if (id === null || !row) return sendRestError(res, WC_ERRORS.termNotFound());
  if (!forced(req)) return sendRestError(res, WC_ERRORS.trashNotSupported('shipping class'));
  const json = shippingClassJson(row, await countOf(res, row.id), context);
  if (!(await deleteShippingClass(db, id))) return sendRestError(res, WC_ERRORS.termNotFound());
  sendRest(res, 200, pickFields(json, fieldsParam(req)));
}
