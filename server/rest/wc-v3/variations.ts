import type { Request, Response } from 'express';
import { z } from 'zod';
import { readProductAttributes, type ProductAttributeView } from '../../../core/catalog/product-attributes.ts';
import { createVariationsFromAttributes, deleteVariation, getVariation, listVariations, saveVariation, type VariationSaveResult, type VariationView } from '../../../core/catalog/variations.ts';
import { isRowId } from '../../../core/shared/row-id.ts';
import { fieldErrorsFrom } from '../../../core/shared/validation.ts';
import type { Db } from '../../../db/connect.ts';
import type { Product } from '../../../db/schema.ts';
import { requestServices } from '../../request/request-services.ts';
import { requireOwner } from '../auth.ts';
import { REST_ERRORS, sendRest, sendRestError, type RestError } from '../errors.ts';
import { pickFields } from '../fields.ts';
import { readJsonBody } from '../json-body.ts';
import { pageOffset, pagingQuery, setPagingHeaders } from '../paging.ts';
import { fieldsParam, parseQuery } from '../query.ts';
import type { RestContext } from '../route-table.ts';
import { contextQuery, forced, linkBase, pathId, WC_ERRORS } from './common.ts';
import { parseVariationBody, variationJson, variationsRoute, type NumberedVariation } from './variation-json.ts';
import { withLibraryIds } from '../../../core/media/library-pictures.ts';
import { restUrl, type WcLinkBase } from './wc-format.ts';
import { shippingUnitsOf, type ShippingUnits } from '../../../core/catalog/shipping-units.ts';
import { variationImageFromAddress, variationImageFromId, type VariationImageChange } from '../../../core/catalog/variation-image.ts';
import type { VariationImageAsk } from './variation-json.ts';
import { batchErrorItem, batchSchema, readBatchBody } from './batch.ts';

const listSchema = z.object({ ...pagingQuery, ...contextQuery });
const itemSchema = z.object({ ...contextQuery });

/** The product the path names with its attributes, or null once WooCommerce's 404 is sent. */
interface Parent {
  product: Product;
  attributes: ProductAttributeView[];
}

async function pathParent(req: Request, res: Response, context: RestContext, write: boolean): Promise<Parent | null> {
  if (!(await requireOwner(req, res, { write }))) return null;
  const { db } = requestServices(res);
  const id = pathId(context, 'product_id');
  const product = id === null ? undefined : await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (!product || product.type === 'variation') {
    sendRestError(res, WC_ERRORS.productNotFound());
    return null;
  }
  return { product, attributes: await readProductAttributes(db, product.id) };
}

/** Variations with their images numbered as the API names them (by the media library), in one query. */
async function numbered(db: Db, variations: readonly VariationView[]): Promise<NumberedVariation[]> {
  const images = new Map((await withLibraryIds(db, variations.flatMap((variation) => variation.images))).map((image) => [image.id, image]));
  return variations.map((variation) => ({ ...variation, images: variation.images.map((image) => images.get(image.id) ?? { ...image, library_id: null }) }));
}

async function toJson(db: Db, parent: Parent, variation: VariationView, base: WcLinkBase) {
  const [withIds] = await numbered(db, [variation]);
  return variationJson(withIds!, parent.product, parent.attributes, base);
}

/** `GET /wc/v3/products/<product_id>/variations`: in menu order, paged (a product that is not variable has none). */
export async function listVariationsRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const parent = await pathParent(req, res, context, false);
  if (!parent) return;
  const parsed = parseQuery(req, listSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const { query } = parsed;
  const variations = await listVariations(requestServices(res).db, parent.product.id);
  setPagingHeaders(req, res, context.siteOrigin, query, variations.length);
  const base = linkBase(res, context);
  const page = await numbered(requestServices(res).db, variations.slice(pageOffset(query), pageOffset(query) + query.per_page));
  sendRest(res, 200, pickFields(page.map((variation) => variationJson(variation, parent.product, parent.attributes, base)), fieldsParam(req)));
}

/** `GET /wc/v3/products/<product_id>/variations/<id>`. */
export async function getVariationRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const parent = await pathParent(req, res, context, false);
  if (!parent) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const id = pathId(context);
  const { db } = requestServices(res);
  const variation = id === null ? null : await getVariation(db, parent.product.id, id);
  if (!variation) return sendRestError(res, WC_ERRORS.variationNotFound());
  sendRest(res, 200, pickFields(await toJson(db, parent, variation, linkBase(res, context)), fieldsParam(req)));
}

/** One create or update: the saved variation, or WooCommerce's error for it. */
async function writeOne(db: Db, parent: Parent, id: number | null, json: unknown, units: ShippingUnits, currency: string): Promise<{ ok: true; variation: VariationView } | { ok: false; error: RestError }> {
  if (parent.product.type !== 'variable') return { ok: false, error: WC_ERRORS.notVariable() };
  const current = id === null ? null : await getVariation(db, parent.product.id, id);
  if (id !== null && !current) return { ok: false, error: WC_ERRORS.variationNotFound() };
  const parsed = parseVariationBody(json, parent.attributes, current, currency, units);
  if (!parsed.ok) return { ok: false, error: REST_ERRORS.invalidParams(parsed.params) };
  const image = parsed.image ? await imageChange(db, parent.product.id, id, parsed.image) : undefined;
  if (image === null) return { ok: false, error: REST_ERRORS.invalidParams(parsed.image && 'id' in parsed.image ? { 'image.id': IMAGE_REASONS.id } : { 'image.src': IMAGE_REASONS.src }) };
  const saved: VariationSaveResult = await saveVariation(db, parent.product.id, id, { ...parsed.changes, ...(image ? { image } : {}) });
  if (saved.ok) return { ok: true, variation: saved.value };
  if ('notVariable' in saved) return { ok: false, error: WC_ERRORS.notVariable() };
  if ('notFound' in saved) return { ok: false, error: id === null ? WC_ERRORS.productNotFound() : WC_ERRORS.variationNotFound() };
  return { ok: false, error: REST_ERRORS.invalidParams(saved.errors) };
}

/** Why a body's `image` names no picture, by the field that named it. */
const IMAGE_REASONS = {
  id: 'names no finished image of the media library (image ids are the library’s, as wp/v2/media lists them)',
  src: 'must be the address of an image the shop has (new pictures are uploaded to wp/v2/media first)',
};

/** The image change a body's `image` asks for: undefined keeps the image, null names none the shop has. */
function imageChange(db: Db, productId: number, variationId: number | null, ask: VariationImageAsk): Promise<VariationImageChange | undefined | null> {
  if ('remove' in ask) return Promise.resolve({ remove: true });
  if ('id' in ask) return variationImageFromId(db, productId, variationId, ask.id);
  return variationImageFromAddress(db, productId, variationId, ask.src);
}

/** `POST /wc/v3/products/<product_id>/variations`: a new variation of a variable product. */
export async function createVariationRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  await writeVariationRoute(req, res, context, null);
}

/** `PUT`/`PATCH /wc/v3/products/<product_id>/variations/<id>`: only the fields sent change. */
export async function updateVariationRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const id = pathId(context);
  if (id !== null) return writeVariationRoute(req, res, context, id);
  if (await requireOwner(req, res, { write: true })) sendRestError(res, WC_ERRORS.variationNotFound());
}

async function writeVariationRoute(req: Request, res: Response, context: RestContext, id: number | null): Promise<void> {
  const parent = await pathParent(req, res, context, true);
  if (!parent) return;
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const { db, settings, config } = requestServices(res);
  const result = await writeOne(db, parent, id, body.json, shippingUnitsOf(settings), config.store.currency);
  if (!result.ok) return sendRestError(res, result.error);
  if (id === null) res.setHeader('Location', restUrl(context, `${variationsRoute(parent.product.id)}/${result.variation.row.id}`));
  sendRest(res, id === null ? 201 : 200, pickFields(await toJson(db, parent, result.variation, linkBase(res, context)), fieldsParam(req)));
}

/** `DELETE /wc/v3/products/<product_id>/variations/<id>?force=true`: answers it as it was. */
export async function removeVariationRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const parent = await pathParent(req, res, context, true);
  if (!parent) return;
  const { db } = requestServices(res);
  const id = pathId(context);
  if (id === null || !(await getVariation(db, parent.product.id, id))) return sendRestError(res, WC_ERRORS.variationNotFound());
  if (!forced(req)) return sendRestError(res, WC_ERRORS.trashNotSupported('variation'));
  const variation = await deleteVariation(db, parent.product.id, id);
  if (!variation) return sendRestError(res, WC_ERRORS.variationNotFound());
  // Its pictures stay in the library, so they are numbered after the delete as before it.
  sendRest(res, 200, pickFields(await toJson(db, parent, variation, linkBase(res, context)), fieldsParam(req)));
}

const batchBody = batchSchema('variation', 'variations');
const errorItem = batchErrorItem;

/**
 * `POST /wc/v3/products/<product_id>/variations/batch`: creates, updates and deletes in that order, as
 * WooCommerce does; each item answers its variation or its own error, and one failure stops no other.
 */
export async function batchVariationsRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const parent = await pathParent(req, res, context, true);
  if (!parent) return;
  const batch = readBatchBody(req, res, batchBody);
  if (!batch) return;
  const { db, settings, config } = requestServices(res);
  const units = shippingUnitsOf(settings);
  const base = linkBase(res, context);
  const { currency } = config.store;
  const answer: Record<string, unknown[]> = {};
  if (batch.create) {
    answer.create = [];
    for (const item of batch.create) {
      const result = await writeOne(db, parent, null, item, units, currency);
      answer.create.push(result.ok ? await toJson(db, parent, result.variation, base) : errorItem(0, result.error));
    }
  }
  if (batch.update) {
    answer.update = [];
    for (const { id, ...item } of batch.update) {
      const variationId = typeof id === 'number' && isRowId(id) ? id : null;
      const result = variationId === null ? { ok: false as const, error: WC_ERRORS.variationNotFound() } : await writeOne(db, parent, variationId, item, units, currency);
      answer.update.push(result.ok ? await toJson(db, parent, result.variation, base) : errorItem(typeof id === 'number' ? id : 0, result.error));
    }
  }
  if (batch.delete) {
    answer.delete = [];
    for (const id of batch.delete) {
      const variation = typeof id === 'number' && isRowId(id) ? await deleteVariation(db, parent.product.id, id) : null;
      answer.delete.push(variation ? await toJson(db, parent, variation, base) : errorItem(typeof id === 'number' ? id : 0, WC_ERRORS.variationNotFound()));
    }
  }
  sendRest(res, 200, answer);
}

/**
 * `POST /wc/v3/products/<product_id>/variations/generate`: WooCommerce's "Create variations from all
 * attributes". The new variations start disabled and unpriced; answers `{count}` made.
 */
export async function generateVariationsRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const parent = await pathParent(req, res, context, true);
  if (!parent) return;
  if (parent.product.type !== 'variable') return sendRestError(res, WC_ERRORS.notVariable());
  // WooCommerce clients send no body, or an empty object.
  if (((res.locals.body as Buffer | undefined)?.length ?? 0) > 0) {
    const body = readJsonBody(req, res);
    if (!body.ok) return sendRestError(res, body.error);
    const parsed = z.strictObject({}, { error: 'must be a JSON object' }).safeParse(body.json);
    if (!parsed.success) return sendRestError(res, REST_ERRORS.invalidParams(fieldErrorsFrom(parsed.error, { root: 'body', key: 'path' })));
  }
  const made = await createVariationsFromAttributes(requestServices(res).db, parent.product.id);
  if (!made.ok) return sendRestError(res, WC_ERRORS.productNotFound());
  sendRest(res, 200, { count: made.created.length });
}
