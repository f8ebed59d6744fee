import type { Request, Response } from 'express';
import { z } from 'zod';
import { CATEGORY_ORDERS, deleteCategory, getCategoryRow, listCategoryRows, saveCategory } from '../../../core/catalog/category-editor.ts';
import { requestServices } from '../../request/request-services.ts';
import { requireOwner } from '../auth.ts';
import { REST_ERRORS, sendRest, sendRestError } from '../errors.ts';
import { pickFields } from '../fields.ts';
import { readJsonBody } from '../json-body.ts';
import { pagingQuery, setPagingHeaders } from '../paging.ts';
import { fieldsParam, parseQuery } from '../query.ts';
import type { RestContext } from '../route-table.ts';
import { categoryJson, categoryParams, CATEGORIES_ROUTE, parseCategoryBody } from './category-json.ts';
import { contextQuery, forced, idListQuery, orderQuery, pathId, WC_ERRORS } from './common.ts';
import { restUrl } from './wc-format.ts';

const boolQuery = z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).transform((value) => value === 'true' || value === '1');

const listSchema = z.object({
  ...pagingQuery,
  ...contextQuery,
  search: z.string().max(200, 'must be at most 200 characters').optional(),
  include: idListQuery.optional(),
  exclude: idListQuery.optional(),
  product: z.string().regex(/^\d{1,9}$/, 'must be a product id').transform(Number).optional(),
  hide_empty: boolQuery.optional(),
  // Every category here is at the top level: `parent=0` is all of them, another parent none.
  parent: z.string().regex(/^\d{1,9}$/, 'must be a category id').transform(Number).optional(),
  orderby: z.enum(CATEGORY_ORDERS, { error: `must be one of ${CATEGORY_ORDERS.join(', ')}` }).default('name'),
  order: orderQuery('asc'),
});

const itemSchema = z.object({ ...contextQuery });

/** `GET /wc/v3/products/categories`. */
export async function listCategories(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, listSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const { query } = parsed;
  const { rows, total } = await listCategoryRows(requestServices(res).db, {
    search: query.search,
    include: query.parent !== undefined && query.parent !== 0 ? [] : query.include,
    exclude: query.exclude,
    productId: query.product,
    hideEmpty: query.hide_empty,
    orderBy: query.orderby,
    order: query.order,
    page: query.page,
    perPage: query.per_page,
  });
  setPagingHeaders(req, res, context.siteOrigin, query, total);
  sendRest(res, 200, pickFields(rows.map((row) => categoryJson(row, context)), fieldsParam(req)));
}

/** `GET /wc/v3/products/categories/<id>`. */
export async function getCategory(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const id = pathId(context);
  const row = id === null ? null : await getCategoryRow(requestServices(res).db, id);
  if (!row) return sendRestError(res, WC_ERRORS.termNotFound());
  sendRest(res, 200, pickFields(categoryJson(row, context), fieldsParam(req)));
}

/** `POST /wc/v3/products/categories`. */
export async function createCategory(req: Request, res: Response, context: RestContext): Promise<void> {
  await writeCategory(req, res, context, null);
}

/** `PUT`/`PATCH /wc/v3/products/categories/<id>`: only the fields sent change. */
export async function updateCategory(req: Request, res: Response, context: RestContext): Promise<void> {
  const id = pathId(context);
  if (id !== null) return writeCategory(req, res, context, id);
  if (await requireOwner(req, res, { write: true })) sendRestError(res, WC_ERRORS.termNotFound());
}

async function writeCategory(req: Request, res: Response, context: RestContext, id: number | null): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const { db } = requestServices(res);
  if (id !== null && !(await getCategoryRow(db, id))) return sendRestError(res, WC_ERRORS.termNotFound());
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const parsed = parseCategoryBody(body.json);
  if (!parsed.ok) return sendRestError(res, REST_ERRORS.invalidParams(parsed.params));
  const saved = await saveCategory(db, id, parsed.changes);
  if (!saved.ok) {
    if ('notFound' in saved) return sendRestError(res, WC_ERRORS.termNotFound());
    return sendRestError(res, REST_ERRORS.invalidParams(categoryParams(saved.errors)));
  }
  if (id === null) res.setHeader('Location', restUrl(context, `${CATEGORIES_ROUTE}/${saved.value.id}`));
  sendRest(res, id === null ? 201 : 200, pickFields(categoryJson(saved.value, context), fieldsParam(req)));
}

/** `DELETE /wc/v3/products/categories/<id>?force=true`: answers the category as it was; its products stay. */
export async function removeCategory(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const { db } = requestServices(res);
  const id = pathId(context);
  if (id === null || !(await getCategoryRow(db, id))) return sendRestError(res, WC_ERRORS.termNotFound());
  if (!forced(req)) return sendRestError(res, WC_ERRORS.trashNotSupported('category'));
  const row = await deleteCategory(db, id);
  if (!row) return sendRestError(res, WC_ERRORS.termNotFound());
  sendRest(res, 200, pickFields(categoryJson(row, context), fieldsParam(req)));
}
