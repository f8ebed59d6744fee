import type { Request, Response } from 'express';
import { z } from 'zod';
import { getEditableProduct } from '../../../core/catalog/product-editor.ts';
import { requestServices } from '../../request/request-services.ts';
import { requireOwner } from '../auth.ts';
import { sendRest, sendRestError } from '../errors.ts';
import { pagingQuery, setPagingHeaders } from '../paging.ts';
import { parseQuery } from '../query.ts';
import type { RestContext } from '../route-table.ts';
import { contextQuery, pathId, WC_ERRORS } from './common.ts';

const listSchema = z.object({ ...pagingQuery, ...contextQuery });

/** The product named by the path, or null once WooCommerce's 404 is sent. */
async function parentProduct(req: Request, res: Response, context: RestContext): Promise<number | null> {
  if (!(await requireOwner(req, res, { write: false }))) return null;
  const id = pathId(context, 'product_id');
  if (id === null || !(await getEditableProduct(requestServices(res).db, id))) {
    sendRestError(res, WC_ERRORS.productNotFound());
    return null;
  }
  return id;
}

/**
 * `GET /wc/v3/products/<product_id>/variations`: every product of this shop is simple, so an existing
 * product has no variations (an empty page, as WooCommerce answers for a simple product).
 */
export async function listVariations(req: Request, res: Response, context: RestContext): Promise<void> {
  if ((await parentProduct(req, res, context)) === null) return;
  const parsed = parseQuery(req, listSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  setPagingHeaders(req, res, context.siteOrigin, parsed.query, 0);
  sendRest(res, 200, []);
}

/** `GET /wc/v3/products/<product_id>/variations/<id>`: no id names a variation here. */
export async function getVariation(req: Request, res: Response, context: RestContext): Promise<void> {
  if ((await parentProduct(req, res, context)) === null) return;
  sendRestError(res, WC_ERRORS.variationNotFound());
}
