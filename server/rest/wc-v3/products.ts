import type { Request, Response } from 'express';
import { z } from 'zod';
import { listOwnerProducts, OWNER_PRODUCT_ORDERS, productRelations } from '../../../core/catalog/owner-product-query.ts';
import { deleteProduct, getEditableProduct, saveProduct } from '../../../core/catalog/product-editor.ts';
import { parseProductForm, productFormValues } from '../../../core/catalog/product-form.ts';
import { STOCK_STATUSES } from '../../../core/catalog/stock-status.ts';
import type { Db } from '../../../db/connect.ts';
import type { Product, ProductImage } from '../../../db/schema.ts';
import { requestServices } from '../../request/request-services.ts';
import { requireOwner } from '../auth.ts';
import { REST_ERRORS, sendRest, sendRestError } from '../errors.ts';
import { pickFields } from '../fields.ts';
import { readJsonBody } from '../json-body.ts';
import { cursorQuery, INVALID_CURSOR, pagingQuery, setCursorPagingHeaders, setPagingHeaders } from '../paging.ts';
import { fieldsParam, parseQuery, productTypeQuery } from '../query.ts';
import type { RestContext } from '../route-table.ts';
import { contextQuery, forced, idListQuery, linkBase, orderQuery, pathId, WC_ERRORS } from './common.ts';
import { attributeInputsFrom, imageListParams, parseProductBody, productFormValuesWith, productJson, productKindFrom, productParams, PRODUCTS_ROUTE, type ProductBody } from './product-json.ts';
import { readProductsAttributes } from '../../../core/catalog/product-attributes.ts';
import { groupedChildIds, hasOwnPrice } from '../../../core/catalog/product-kind.ts';
import { variationIdsOf } from '../../../core/catalog/variations.ts';
import { restUrl, type WcLinkBase } from './wc-format.ts';
import { shippingChangesFrom } from './shipping-json.ts';
import { shippingUnitsOf } from '../../../core/catalog/shipping-units.ts';
import { readProductTax } from '../../../core/catalog/product-tax.ts';
import { findWantedImages, planImageList, type ImageListPlan } from '../../../core/catalog/product-image-list.ts';

/** A body's tax fields that do not read, in the API's words. */
const TAX_PARAMS = { tax_class: 'must be standard (or "") or the slug of one of the shop’s tax classes' };

/** WooCommerce's product statuses: the shop keeps published and draft ones; the others match nothing. */
const WC_PRODUCT_STATUSES = ['any', 'publish', 'draft', 'pending', 'private', 'future', 'trash'] as const;

const listSchema = z.object({
  ...pagingQuery,
  ...cursorQuery,
  type: productTypeQuery,
  ...contextQuery,
  search: z.string().max(200, 'must be at most 200 characters').optional(),
  category: z.string().regex(/^\d{1,9}$/, 'must be a category id').transform(Number).optional(),
  status: z.enum(WC_PRODUCT_STATUSES, { error: `must be one of ${WC_PRODUCT_STATUSES.join(', ')}` }).default('any'),
  sku: z.string().max(2000, 'must be at most 2000 characters').optional(),
  include: idListQuery.optional(),
  stock_status: z.enum(STOCK_STATUSES, { error: `must be one of ${STOCK_STATUSES.join(', ')}` }).optional(),
  orderby: z.enum(OWNER_PRODUCT_ORDERS, { error: `must be one of ${OWNER_PRODUCT_ORDERS.join(', ')}` }).default('date'),
  order: orderQuery('desc'),
});

const itemSchema = z.object({ ...contextQuery });

/** The products with their categories, images, attributes, variations and grouped children, as WooCommerce answers them. */
async function productsJson(db: Db, products: readonly Product[], res: Response, context: RestContext) {
  return productsJsonWith(db, products, linkBase(res, context));
}

/** The same, outside a request (a webhook's body): links built on `base`. */
export async function productsJsonWith(db: Db, products: readonly Product[], base: WcLinkBase) {
  const ids = products.map((product) => product.id);
  const [{ categories, images }, attributes, variationIds, groupedIds] = await Promise.all([
    productRelations(db, ids),
    readProductsAttributes(db, ids),
    variationIdsOf(db, ids),
    groupedChildIds(db, ids),
  ]);
  return products.map((product) =>
    productJson(
      {
        product,
        categories: categories.get(product.id) ?? [],
        images: images.get(product.id) ?? [],
        attributes: attributes.get(product.id) ?? [],
        variationIds: variationIds.get(product.id) ?? [],
        groupedIds: groupedIds.get(product.id) ?? [],
      },
      base,
    ),
  );
}

async function oneProductJson(db: Db, id: number, res: Response, context: RestContext) {
  const editable = await getEditableProduct(db, id);
  return editable ? (await productsJson(db, [editable.product], res, context))[0] : undefined;
}

/** `GET /wc/v3/products`: every product, drafts too, with WooCommerce's filters and paging; variations only under their product. */
export async function listProducts(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, listSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const { query } = parsed;
  const { db } = requestServices(res);
  const statuses = query.status === 'any' ? undefined : query.status === 'publish' || query.status === 'draft' ? [query.status] : [];
  const skus = query.sku
    ?.split(',')
    .map((sku) => sku.trim())
    .filter(Boolean);
  const result = await listOwnerProducts(db, {
    search: query.search,
    categoryId: query.category,
    statuses,
    skus,
    include: query.include,
    stockStatus: query.stock_status,
    orderBy: query.orderby,
    order: query.order,
    page: query.page,
    perPage: query.per_page,
    ...(query.type ? { types: [query.type] } : {}),
    after: query.cursor,
  });
  if (!result.ok) return sendRestError(res, REST_ERRORS.invalidParams(INVALID_CURSOR));
  const { rows: products, total, nextCursor } = result.page;
  if (query.cursor !== undefined) setCursorPagingHeaders(req, res, context.siteOrigin, query, total, nextCursor);
  else setPagingHeaders(req, res, context.siteOrigin, query, total);
  sendRest(res, 200, pickFields(await productsJson(db, products, res, context), fieldsParam(req)));
}

/** `GET /wc/v3/products/<id>`. */
export async function getProduct(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const id = pathId(context);
  const json = id === null ? undefined : await oneProductJson(requestServices(res).db, id, res, context);
  if (!json) return sendRestError(res, WC_ERRORS.productNotFound());
  sendRest(res, 200, pickFields(json, fieldsParam(req)));
}

/** `POST /wc/v3/products`: a new product, through the admin's own editor. */
export async function createProduct(req: Request, res: Response, context: RestContext): Promise<void> {
  await writeProduct(req, res, context, null);
}

/** `PUT`/`PATCH` (or a POST overriding to one) `/wc/v3/products/<id>`: only the fields sent change. */
export async function updateProduct(req: Request, res: Response, context: RestContext): Promise<void> {
  const id = pathId(context);
  if (id !== null) return writeProduct(req, res, context, id);
  // An id past any real one names no product; only the owner learns that.
  if (await requireOwner(req, res, { write: true })) sendRestError(res, WC_ERRORS.productNotFound());
}

async function writeProduct(req: Request, res: Response, context: RestContext, id: number | null): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const { db, settings, config } = requestServices(res);
  const editable = id === null ? null : await getEditableProduct(db, id);
  if (id !== null && !editable) return sendRestError(res, WC_ERRORS.productNotFound());
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const parsed = parseProductBody(body.json);
  if (!parsed.ok) return sendRestError(res, REST_ERRORS.invalidParams(parsed.params));
  const groupedIds = editable ? ((await groupedChildIds(db, [editable.product.id])).get(editable.product.id) ?? []) : [];
  const kind = productKindFrom(parsed.body, editable ? { product: editable.product, groupedIds } : null);
  if (!kind.ok) return sendRestError(res, REST_ERRORS.invalidParams(kind.params));
  const type = kind.kind?.type ?? editable?.product.type ?? 'simple';
  const form = parseProductForm(productFormValuesWith(productFormValues(editable, config.store.currency), parsed.body), { currency: config.store.currency, priceRequired: hasOwnPrice(type) });
  const shipping = shippingChangesFrom(parsed.body, shippingUnitsOf(settings));
  const tax = readProductTax({ status: parsed.body.tax_status, taxClass: parsed.body.tax_class });
  const images = await imageList(db, parsed.body.images, editable?.images ?? [], form.ok ? form.value.name : '');
  if (!form.ok || !shipping.ok || !tax.ok || (images && !images.ok)) {
    return sendRestError(
      res,
      REST_ERRORS.invalidParams({
        ...(form.ok ? {} : productParams(form.errors)),
        ...(shipping.ok ? {} : shipping.params),
        ...(tax.ok ? {} : TAX_PARAMS),
        ...(images && !images.ok ? imageListParams(images) : {}),
      }),
    );
  }
  const saved = await saveProduct(db, id, form.value, {
    ...(images?.ok ? { imageChanges: images.imageChanges, newImages: images.newImages } : {}),
    ...(kind.kind ? { kind: kind.kind } : {}),
    ...(parsed.body.attributes ? { attributes: attributeInputsFrom(parsed.body) } : {}),
    shipping: shipping.value,
    ...tax.value,
  });
  if (!saved.ok) {
    // Deleted between the read and the write.
    if (saved.errors.form) return sendRestError(res, WC_ERRORS.productNotFound());
    return sendRestError(res, REST_ERRORS.invalidParams(productParams(saved.errors)));
  }
  const json = await oneProductJson(db, saved.value.id, res, context);
  if (!json) return sendRestError(res, WC_ERRORS.productNotFound());
  if (id === null) res.setHeader('Location', restUrl(context, `${PRODUCTS_ROUTE}/${saved.value.id}`));
  sendRest(res, id === null ? 201 : 200, pickFields(json, fieldsParam(req)));
}

/** What a body's `images` asks of the product's pictures (library ids, else addresses); null when it leaves them alone. */
async function imageList(db: Db, wanted: ProductBody['images'], current: readonly ProductImage[], productName: string): Promise<ImageListPlan | null> {
  if (wanted === undefined) return null;
  return planImageList(current, wanted, await findWantedImages(db, wanted, current), productName);
}

/** `DELETE /wc/v3/products/<id>?force=true`: answers the product as it was. The shop has no trash. */
export async function removeProduct(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const { db } = requestServices(res);
  const id = pathId(context);
  const json = id === null ? undefined : await oneProductJson(db, id, res, context);
  if (id === null || !json) return sendRestError(res, WC_ERRORS.productNotFound());
  if (!forced(req)) return sendRestError(res, WC_ERRORS.trashNotSupported('product'));
  if (!(await deleteProduct(db, id))) return sendRestError(res, WC_ERRORS.productNotFound());
  sendRest(res, 200, pickFields(json, fieldsParam(req)));
}
