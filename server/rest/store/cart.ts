import type { Request, Response } from 'express';
import { z } from 'zod';
import type { CartView } from '../../../core/cart/cart-view.ts';
import { cartMessages } from '../../../core/cart/messages.ts';
import type { CartErrorCode } from '../../../core/cart/types.ts';
import { readSellableUnits, unitIdOf } from '../../../core/catalog/sellable-units.ts';
import { fieldErrorsFrom } from '../../../core/shared/validation.ts';
import { REST_ERRORS, restError, sendRest, type RestError } from '../errors.ts';
import { readJsonBody } from '../json-body.ts';
import type { RestContext } from '../route-table.ts';
import { acceptPendingNonce, CART_TOKEN_HEADER, sessionHeaders, storeCartSession, type StoreCartSession } from './cart-session.ts';
import { storeCartError, storeCartJson } from './cart-json.ts';
import { storeJsonContext } from './products.ts';
import { variationPairs } from '../../../core/cart/add-request.ts';

/** A cart body is a key or an id and a quantity; nothing a client sends comes near this. */
export const MAX_STORE_CART_BYTES = 16 * 1024;

const missingNonce = () => restError(401, 'woocommerce_rest_missing_nonce', 'Missing the Nonce header. This endpoint requires a valid nonce.');
const invalidNonce = () => restError(403, 'woocommerce_rest_invalid_nonce', 'Nonce is invalid.');

/** A whole number as JSON sends it, or as digits in a string (WordPress coerces those too). */
const wholeNumber = (message: string, min: number) =>
  z.preprocess((value) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value), z.number({ error: message }).int(message).min(min, message));

const variationPair = z.object(
  { attribute: z.string({ error: 'must name an attribute' }).max(200), value: z.string({ error: 'must be the chosen value' }).max(200) },
  { error: 'must be {attribute, value}' },
);
const addItemBody = z.object(
  {
    id: wholeNumber('must be a product id (a whole number)', 1),
    quantity: wholeNumber('must be a whole number of at least 1', 1).optional(),
    /** A variable product's chosen options; `id` may be the product's or its variation's. */
    variation: z.array(variationPair, { error: 'must be a list of {attribute, value}' }).max(40, 'must list at most 40 attributes').optional(),
  },
  { error: 'must be a JSON object' },
);
const removeItemBody = z.object({ key: z.string({ error: 'must be a cart item key' }).min(1, 'must be a cart item key').max(64, 'must be a cart item key') }, { error: 'must be a JSON object' });
const updateItemBody = removeItemBody.extend({ quantity: wholeNumber('must be a whole number (0 removes the item)', 0) });

/**
 * Answers in the Store API's way: the session's nonce in `Nonce`, the cart's token in `Cart-Token`, the
 * user in `User-ID`, and, for a cart reached by its cookie, the cookies the change set (session, cart
 * hash), so the pages' cart and the cookies stay in step. `handOut`: a visitor without a session gets
 * the nonce and token of one named ahead, stored by their first write (see sessionHeaders); refusals
 * hand out nothing.
 */
export async function answer(res: Response, { app, session, viaToken }: StoreCartSession, status: number, body: unknown, handOut = true): Promise<void> {
  const { nonce, token } = await sessionHeaders(app, session, { handOut });
  if (nonce) res.setHeader('Nonce', nonce);
  if (token) res.setHeader(CART_TOKEN_HEADER, token);
  res.setHeader('User-ID', String((await session.userId()) ?? 0));
  if (!viaToken && session.setCookieHeaders.length > 0) res.setHeader('Set-Cookie', session.setCookieHeaders);
  sendRest(res, status, body);
}

export const refuse = (res: Response, cartSession: StoreCartSession, error: RestError) => answer(res, cartSession, error.data.status, error, false);

/** The cart as the Store API shows it, with the lines' regular and sale prices read. */
export async function cartBody(cartSession: StoreCartSession, cart: CartView, siteOrigin: string) {
  const products = await readSellableUnits(cartSession.app.db, cart.lines.map(unitIdOf));
  return storeCartJson(cart, storeJsonContext(cartSession.app, siteOrigin), products);
}

/**
 * A write needs the session's nonce in `Nonce` (or WordPress's `X-WP-Nonce`) unless a valid `Cart-Token`
 * named the cart; refused before anything is read or changed. A visitor without a session may bring the
 * nonce a read handed out: the write then creates the session it names.
 */
export async function nonceRefusal(req: Request, { app, session, viaToken }: StoreCartSession): Promise<RestError | null> {
  if (viaToken) return null;
  const sent = req.get('nonce') ?? req.get('x-wp-nonce');
  if (sent === undefined) return missingNonce();
  return (await session.verifyNonce(sent)) || (await acceptPendingNonce(app, session, sent)) ? null : invalidNonce();
}

/** The body of a cart write, checked by its schema: `rest_invalid_param` with one message per field. */
export function readBody<S extends z.ZodType>(req: Request, res: Response, schema: S): { ok: true; value: z.infer<S> } | { ok: false; error: RestError } {
  const body = readJsonBody(req, res);
  if (!body.ok) return body;
  const parsed = schema.safeParse(body.json);
  if (!parsed.success) return { ok: false, error: REST_ERRORS.invalidParams(fieldErrorsFrom(parsed.error, { root: 'body', key: 'path' })) };
  return { ok: true, value: parsed.data };
}

/**
 * `GET /wp-json/wc/store/v1/cart`: the shopper's cart, the same one the pages and wc-ajax show. An empty
 * cart without a session is answered without storing one (as pages and wc-ajax's fragments are).
 */
export async function getStoreCart(req: Request, res: Response, { siteOrigin }: RestContext): Promise<void> {
  const cartSession = await storeCartSession(req, res);
  const { cart } = await cartSession.cart.view({ quiet: true });
  await answer(res, cartSession, 200, await cartBody(cartSession, cart, siteOrigin));
}

/**
 * `POST /wp-json/wc/store/v1/cart/add-item` (`{id, quantity, variation}`): the same add as wc-ajax's and the
 * `?add-to-cart=` link's; 201 with the cart.
 */
export async function addStoreCartItem(req: Request, res: Response, { siteOrigin }: RestContext): Promise<void> {
  const cartSession = await storeCartSession(req, res);
  const refusal = await nonceRefusal(req, cartSession);
  if (refusal) return refuse(res, cartSession, refusal);
  const body = readBody(req, res, addItemBody);
  if (!body.ok) return refuse(res, cartSession, body.error);
  const added = await cartSession.cart.add({ productId: body.value.id, quantity: body.value.quantity ?? 1, attributes: variationPairs(body.value.variation ?? []) }, { quiet: true });
  if (!added.ok) return refuse(res, cartSession, storeCartError(added.code, added.message));
  await answer(res, cartSession, 201, await cartBody(cartSession, added.cart, siteOrigin));
}

/** `POST /wp-json/wc/store/v1/cart/remove-item` (`{key}`): an unknown key is a 409 carrying the cart as it is. */
export async function removeStoreCartItem(req: Request, res: Response, { siteOrigin }: RestContext): Promise<void> {
  const cartSession = await storeCartSession(req, res);
  const refusal = await nonceRefusal(req, cartSession);
  if (refusal) return refuse(res, cartSession, refusal);
  const body = readBody(req, res, removeItemBody);
  if (!body.ok) return refuse(res, cartSession, body.error);
  const removed = await cartSession.cart.remove(body.value.key, { quiet: true });
  if (!removed.ok) return refuseWithCart(res, cartSession, removed.code, removed.message, siteOrigin);
  await answer(res, cartSession, 200, await cartBody(cartSession, removed.cart, siteOrigin));
}

/**
 * `POST /wp-json/wc/store/v1/cart/update-item` (`{key, quantity}`): a new quantity for one line (0
 * removes it), checked as the cart page checks it; a refused quantity leaves the line as it was.
 */
export async function updateStoreCartItem(req: Request, res: Response, { siteOrigin }: RestContext): Promise<void> {
  const cartSession = await storeCartSession(req, res);
  const refusal = await nonceRefusal(req, cartSession);
  if (refusal) return refuse(res, cartSession, refusal);
  const body = readBody(req, res, updateItemBody);
  if (!body.ok) return refuse(res, cartSession, body.error);
  const { key, quantity } = body.value;
  const { cart: before } = await cartSession.cart.view({ quiet: true });
  if (!before.lines.some((line) => line.key === key)) return refuseWithCart(res, cartSession, 'unknown_item', cartMessages.unknownItem, siteOrigin, before);
  const updated = await cartSession.cart.setQuantities([{ key, quantity }], { quiet: true });
  const [message] = updated.errors;
  if (message !== undefined) {
    const code = quantity > cartSession.app.config.cart.maxLineQuantity ? 'line_limit' : 'not_enough_stock';
    return refuse(res, cartSession, storeCartError(code, message));
  }
  await answer(res, cartSession, 200, await cartBody(cartSession, updated.cart, siteOrigin));
}

async function refuseWithCart(res: Response, cartSession: StoreCartSession, code: CartErrorCode, message: string, siteOrigin: string, cart?: CartView): Promise<void> {
  const current = cart ?? (await cartSession.cart.view({ quiet: true })).cart;
  return refuse(res, cartSession, storeCartError(code, message, await cartBody(cartSession, current, siteOrigin)));
}
