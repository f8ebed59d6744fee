import type { Request, Response } from 'express';
import { z } from 'zod';
import { getStoreProduct, listStoreProducts, STORE_PRODUCT_ORDERS } from '../../../core/catalog/store-products.ts';
import type { StarRating } from '../../../core/catalog/query/description.ts';
import type { AppServices } from '../../../app/context.ts';
import { enteredPriceBound, shopPriceTax } from '../../../core/tax/tax-display.ts';
import { requestServices } from '../../request/request-services.ts';
import { REST_ERRORS, restError, sendRest, sendRestError } from '../errors.ts';
import { pickFields } from '../fields.ts';
import { cursorQuery, INVALID_CURSOR, pageOffset, pagingQuery, setCursorPagingHeaders, setPagingHeaders } from '../paging.ts';
import { fieldsParam, parseQuery, productTypeQuery } from '../query.ts';
import type { RestContext } from '../route-table.ts';
import { storeProductJson, type StoreJsonContext } from './product-json.ts';

/** A list parameter as WordPress takes it: `a,b` or repeated `name[]=a&name[]=b`. */
const listParam = z
  .union([z.string(), z.array(z.string())], { error: 'must be a comma-separated list' })
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter(Boolean));

const wholeNumber = (what: string) => z.coerce.number({ error: `must be ${what}` }).int(`must be ${what}`).min(0, `must be ${what}`);

const productsQuery = z.object({
  ...pagingQuery,
  ...cursorQuery,
  type: productTypeQuery,
  search: z.string({ error: 'must be text' }).max(200, 'must be at most 200 characters').optional(),
  // Category ids or slugs, any of which matches (WooCommerce's `category`).
  category: listParam
    .pipe(z.array(z.string().max(200, 'must name categories by id or slug')).max(100, 'must name at most 100 categories'))
    .transform((values) => values.map((value) => (/^\d+$/.test(value) ? Number(value) : value)))
    .optional(),
  orderby: z.enum(STORE_PRODUCT_ORDERS, { error: `must be one of ${STORE_PRODUCT_ORDERS.join(', ')}` }).default('date'),
  order: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).default('desc'),
  on_sale: z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).transform((value) => value === 'true' || value === '1').optional(),
  min_price: wholeNumber('a price in minor units (a whole number)').optional(),
  max_price: wholeNumber('a price in minor units (a whole number)').optional(),
  include: listParam
    .pipe(z.array(z.string().regex(/^\d{1,15}$/, 'must be a list of product ids')).max(100, 'must list at most 100 products'))
    .transform((values) => values.map(Number))
    .optional(),
  // Whole stars, any of which matches (WooCommerce's `rating`): the average rounded half up.
  rating: listParam
    .pipe(z.array(z.enum(['1', '2', '3', '4', '5'], { error: 'must be whole stars from 1 to 5' })).max(5, 'must list at most 5 ratings'))
    .transform((values) => [...new Set(values.map((value) => Number(value) as StarRating))])
    .optional(),
});

/** What the product answers need from the shop's services. */
export function storeJsonContext(app: AppServices, siteOrigin: string): StoreJsonContext {
  return {
    siteOrigin,
    uploadsUrl: app.uploadsUrl,
    currency: app.config.store.currency,
    locale: app.config.store.locale,
    maxLineQuantity: app.config.cart.maxLineQuantity,
    // Prices as the shop's pages show them (the root loader's `shopTax`).
    shopTax: shopPriceTax(app.taxes),
  };
}

/**
 * `GET /wp-json/wc/store/v1/products`: published products in the Store API's shape, with WordPress's
 * paging headers (or a keyset `cursor`), `_fields`, and the filters the catalogue has (search, category, type, sale,
 * price, rating, ids). Variations are never listed.
 */
export async function listProductsForStore(req: Request, res: Response, { siteOrigin }: RestContext): Promise<void> {
  const app = requestServices(res);
  const parsed = parseQuery(req, productsQuery);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const query = parsed.query;
  const result = await listStoreProducts(app.db, {
    page: query.page,
    perPage: query.per_page,
    orderBy: query.orderby,
    order: query.order,
    search: query.search,
    categories: query.category,
    onSale: query.on_sale,
    // Bounds as prices are shown (WooCommerce's Store API turns them back for the shop's tax display too).
    minPrice: query.min_price === undefined ? undefined : enteredPriceBound(query.min_price, shopPriceTax(app.taxes)),
    maxPrice: query.max_price === undefined ? undefined : enteredPriceBound(query.max_price, shopPriceTax(app.taxes)),
    include: query.include,
    ratings: query.rating,
    ...(query.type ? { types: [query.type] } : {}),
    after: query.cursor,
  }, app.catalog);
  if (!result.ok) return sendRestError(res, REST_ERRORS.invalidParams(INVALID_CURSOR));
  const { rows: products, total, nextCursor } = result.page;
  if (query.cursor !== undefined) setCursorPagingHeaders(req, res, siteOrigin, query, total, nextCursor);
  else {
    // As WordPress: a page past the last is an error, not an empty list (page 1 of nothing is empty).
    if (query.page > 1 && pageOffset(query) >= total) {
      return sendRestError(res, restError(400, 'rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.'));
    }
    setPagingHeaders(req, res, siteOrigin, query, total);
  }
  const context = storeJsonContext(app, siteOrigin);
  sendRest(res, 200, pickFields(products.map((product) => storeProductJson(product, context)), fieldsParam(req)));
}

/** `GET /wp-json/wc/store/v1/products/<id>`: one published product, or WooCommerce's `woocommerce_rest_product_invalid_id` (404). */
export async function getProductForStore(req: Request, res: Response, { params, siteOrigin }: RestContext): Promise<void> {
  const app = requestServices(res);
  const product = await getStoreProduct(app.db, Number(params.id), app.catalog);
  if (!product) return sendRestError(res, restError(404, 'woocommerce_rest_product_invalid_id', 'Invalid product ID.'));
  sendRest(res, 200, pickFields(storeProductJson(product, storeJsonContext(app, siteOrigin)), fieldsParam(req)));
}
