import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  deleteAttribute,
  deleteAttributeTerm,
  getAttribute,
  getAttributeTerm,
  listAttributes,
  listAttributeTerms,
  saveAttribute,
  saveAttributeTerm,
} from '../../../core/catalog/attributes.ts';
import { requestServices } from '../../request/request-services.ts';
import { requireOwner } from '../auth.ts';
import { REST_ERRORS, sendRest, sendRestError } from '../errors.ts';
import { pickFields } from '../fields.ts';
import { readJsonBody } from '../json-body.ts';
import { pageOffset, pagingQuery, setPagingHeaders } from '../paging.ts';
import { fieldsParam, parseQuery } from '../query.ts';
import type { RestContext } from '../route-table.ts';
import { attributeJson, attributeParams, ATTRIBUTES_ROUTE, parseAttributeBody, parseTermBody, termJson, termsRoute } from './attribute-json.ts';
import { contextQuery, forced, pathId, WC_ERRORS } from './common.ts';
import { restUrl } from './wc-format.ts';

const itemSchema = z.object({ ...contextQuery });
const termListSchema = z.object({
  ...pagingQuery,
  ...contextQuery,
  search: z.string().max(200, 'must be at most 200 characters').optional(),
  hide_empty: z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).optional(),
});

/** `GET /wc/v3/products/attributes`: every global attribute (WooCommerce does not page them). */
export async function listAttributesRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const rows = await listAttributes(requestServices(res).db);
  sendRest(res, 200, pickFields(rows.map((row) => attributeJson(row, context)), fieldsParam(req)));
}

/** `GET /wc/v3/products/attributes/<id>`. */
export async function getAttributeRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const id = pathId(context);
  const row = id === null ? null : await getAttribute(requestServices(res).db, id);
  if (!row) return sendRestError(res, WC_ERRORS.attributeNotFound());
  sendRest(res, 200, pickFields(attributeJson(row, context), fieldsParam(req)));
}

/** `POST /wc/v3/products/attributes`. */
export async function createAttributeRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  await writeAttribute(req, res, context, null);
}

/** `PUT`/`PATCH /wc/v3/products/attributes/<id>`: only the fields sent change. */
export async function updateAttributeRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const id = pathId(context);
  if (id !== null) return writeAttribute(req, res, context, id);
  if (await requireOwner(req, res, { write: true })) sendRestError(res, WC_ERRORS.attributeNotFound());
}

async function writeAttribute(req: Request, res: Response, context: RestContext, id: number | null): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const { db } = requestServices(res);
  if (id !== null && !(await getAttribute(db, id))) return sendRestError(res, WC_ERRORS.attributeNotFound());
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const parsed = parseAttributeBody(body.json);
  if (!parsed.ok) return sendRestError(res, REST_ERRORS.invalidParams(parsed.params));
  if (id === null && parsed.changes.name === undefined) return sendRestError(res, REST_ERRORS.invalidParams({ name: 'is required' }));
  const saved = await saveAttribute(db, id, parsed.changes);
  if (!saved.ok) {
    if ('notFound' in saved) return sendRestError(res, WC_ERRORS.attributeNotFound());
    return sendRestError(res, REST_ERRORS.invalidParams(attributeParams(saved.errors)));
  }
  if (id === null) res.setHeader('Location', restUrl(context, `${ATTRIBUTES_ROUTE}/${saved.value.id}`));
  sendRest(res, id === null ? 201 : 200, pickFields(attributeJson(saved.value, context), fieldsParam(req)));
}

/** `DELETE /wc/v3/products/attributes/<id>?force=true`: its terms go with it; answers it as it was. */
export async function removeAttributeRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const { db } = requestServices(res);
  const id = pathId(context);
  if (id === null || !(await getAttribute(db, id))) return sendRestError(res, WC_ERRORS.attributeNotFound());
  if (!forced(req)) return sendRestError(res, WC_ERRORS.trashNotSupported('attribute'));
  const row = await deleteAttribute(db, id);
  if (!row) return sendRestError(res, WC_ERRORS.attributeNotFound());
  sendRest(res, 200, pickFields(attributeJson(row, context), fieldsParam(req)));
}

/** The attribute named by the path, or null once WooCommerce's 404 is sent. */
async function pathAttribute(res: Response, context: RestContext) {
  const id = pathId(context, 'attribute_id');
  const attribute = id === null ? null : await getAttribute(requestServices(res).db, id);
  if (!attribute) sendRestError(res, WC_ERRORS.taxonomyNotFound());
  return attribute;
}

/** `GET /wc/v3/products/attributes/<attribute_id>/terms`: in the attribute's order, paged. */
export async function listTermsRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const attribute = await pathAttribute(res, context);
  if (!attribute) return;
  const parsed = parseQuery(req, termListSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const { query } = parsed;
  const search = query.search?.trim().toLowerCase();
  const hideEmpty = query.hide_empty === 'true' || query.hide_empty === '1';
  const terms = (await listAttributeTerms(requestServices(res).db, attribute)).filter(
    (term) => (!search || term.name.toLowerCase().includes(search) || term.slug.includes(search)) && (!hideEmpty || term.count > 0),
  );
  setPagingHeaders(req, res, context.siteOrigin, query, terms.length);
  const page = terms.slice(pageOffset(query), pageOffset(query) + query.per_page);
  sendRest(res, 200, pickFields(page.map((term) => termJson(term, context)), fieldsParam(req)));
}

/** `GET /wc/v3/products/attributes/<attribute_id>/terms/<id>`. */
export async function getTermRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const attribute = await pathAttribute(res, context);
  if (!attribute) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const id = pathId(context);
  const term = id === null ? null : await getAttributeTerm(requestServices(res).db, attribute.id, id);
  if (!term) return sendRestError(res, WC_ERRORS.termNotFound());
  sendRest(res, 200, pickFields(termJson(term, context), fieldsParam(req)));
}

/** `POST /wc/v3/products/attributes/<attribute_id>/terms`. */
export async function createTermRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  await writeTerm(req, res, context, null);
}

/** `PUT`/`PATCH /wc/v3/products/attributes/<attribute_id>/terms/<id>`: only the fields sent change. */
export async function updateTermRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const id = pathId(context);
  if (id !== null) return writeTerm(req, res, context, id);
  if (await requireOwner(req, res, { write: true })) sendRestError(res, WC_ERRORS.termNotFound());
}

async function writeTerm(req: Request, res: Response, context: RestContext, id: number | null): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const attribute = await pathAttribute(res, context);
  if (!attribute) return;
  const { db } = requestServices(res);
  if (id !== null && !(await getAttributeTerm(db, attribute.id, id))) return sendRestError(res, WC_ERRORS.termNotFound());
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const parsed = parseTermBody(body.json);
  if (!parsed.ok) return sendRestError(res, REST_ERRORS.invalidParams(parsed.params));
  if (id === null && parsed.changes.name === undefined) return sendRestError(res, REST_ERRORS.invalidParams({ name: 'is required' }));
  const saved = await saveAttributeTerm(db, attribute.id, id, parsed.changes);
  if (!saved.ok) {
    if ('notFound' in saved) return sendRestError(res, WC_ERRORS.termNotFound());
    return sendRestError(res, REST_ERRORS.invalidParams(attributeParams(saved.errors)));
  }
  if (id === null) res.setHeader('Location', restUrl(context, `${termsRoute(attribute.id)}/${saved.value.id}`));
  sendRest(res, id === null ? 201 : 200, pickFields(termJson(saved.value, context), fieldsParam(req)));
}

/** `DELETE /wc/v3/products/attributes/<attribute_id>/terms/<id>?force=true`: products lose the term. */
export async function removeTermRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const attribute = await pathAttribute(res, context);
  if (!attribute) return;
  const { db } = requestServices(res);
  const id = pathId(context);
  if (id === null || !(await getAttributeTerm(db, attribute.id, id))) return sendRestError(res, WC_ERRORS.termNotFound());
  if (!forced(req)) return sendRestError(res, WC_ERRORS.trashNotSupported('term'));
  const term = await deleteAttributeTerm(db, attribute.id, id);
  if (!term) return sendRestError(res, WC_ERRORS.termNotFound());
  sendRest(res, 200, pickFields(termJson(term, context), fieldsParam(req)));
}
