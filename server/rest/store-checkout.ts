import type { Request, Response } from 'express';
import { cartMessages } from '../../core/cart/messages.ts';
import { findCheckoutKey, IDEMPOTENCY_KEY_HEADER, readIdempotencyKey } from '../../core/checkout/idempotency-keys.ts';
import { getOrderDetail } from '../../core/orders/order-details.ts';
import { requestServices } from '../request/request-services.ts';
import { REST_ERRORS, restError, sendRest, sendRestError, type RestError } from './errors.ts';
import { readJsonBody } from './json-body.ts';
import { parseStoreCheckout, storeCheckoutParams, storeCheckoutResponse, storedOrderResponse } from './store-checkout-body.ts';

/**
 * Largest checkout body read. A real one is a few KB: two addresses, a note of at most 2,000 characters
 * and the tracker's attribution (each value at most 1,000 characters). The margin lets even a fully
 * escaped attribution through, so an oversized value is cut by the sanitiser rather than refused here.
 */
export const MAX_STORE_CHECKOUT_BYTES = 256 * 1024;

const cartEmpty = () => restError(400, 'woocommerce_rest_cart_empty', cartMessages.checkoutEmpty);

/**
 * `POST /wp-json/wc/store/v1/checkout`: places an order from the visitor's cart, as WooCommerce's Store
 * API does, with the order attribution as the `woocommerce/order-attribution` extension data. Cookie
 * authentication: the session holds the cart, and its nonce must come in `X-WP-Nonce` (or the Store
 * API's `Nonce`), so another site cannot make a visitor's browser order.
 *
 * One cart makes one order: a second checkout of a cart that already became an order is answered with
 * that order. A client may also name each checkout attempt with an `Idempotency-Key` header: a repeat
 * with the same key from the same session gets the same order back for 24 hours, whatever the cart
 * holds by then; from another session the key means nothing.
 */
export async function storeCheckout(req: Request, res: Response): Promise<void> {
  const app = requestServices(res);
  // Whatever the answer, the cart cookies follow the cart (emptied, or changed under the shopper).
  const send = (status: number, body: unknown) => {
    if (app.session.setCookieHeaders.length > 0) res.setHeader('Set-Cookie', app.session.setCookieHeaders);
    sendRest(res, status, body);
  };
  const refuse = (error: RestError) => send(error.data.status, error);

  if (!(await app.session.verifyNonce(req.get('x-wp-nonce') ?? req.get('nonce')))) return sendRestError(res, REST_ERRORS.invalidNonce());
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const parsed = parseStoreCheckout(body.json);
  if (!parsed.ok) return sendRestError(res, REST_ERRORS.invalidParams(parsed.params));
  const idempotency = readIdempotencyKey(req.get(IDEMPOTENCY_KEY_HEADER));
  if (!idempotency.ok) return sendRestError(res, REST_ERRORS.invalidParams({ [IDEMPOTENCY_KEY_HEADER]: idempotency.reason }));

  /** A placed order, read back and answered as when it was placed (an empty cart if it has been deleted since). */
  const answerWithOrder = async (orderId: number) => {
    const detail = await getOrderDetail(app.db, orderId);
    const response = detail ? storedOrderResponse(detail) : null;
    return response ? send(200, response) : refuse(cartEmpty());
  };
  const session = await app.session.get();
  if (idempotency.key && session) {
    const orderId = await findCheckoutKey(app.db, session.id, idempotency.key, new Date());
    if (orderId !== null) return answerWithOrder(orderId);
  }

  const outcome = await app.checkout.place({
    values: parsed.request.values,
    attribution: { source: parsed.request.attribution, prefix: '' },
    idempotencyKey: idempotency.key,
  });
  switch (outcome.kind) {
    case 'empty_cart':
      return refuse(cartEmpty());
    case 'invalid':
      return refuse(REST_ERRORS.invalidParams(storeCheckoutParams(outcome.errors)));
    case 'cart_changed': {
      // The shopper reviews the cart again before paying: say what changed.
      const message = outcome.cartEmpty ? `${outcome.notices.join(' ')} ${cartMessages.checkoutEmpty}`.trim() : outcome.notices.join(' ');
      const error = restError(409, 'woocommerce_rest_cart_error', message);
      return send(409, { ...error, data: { ...error.data, notices: outcome.notices } });
    }
    case 'not_placed': {
      const error = restError(409, 'woocommerce_rest_cart_error', outcome.message);
      return send(409, { ...error, data: { ...error.data, notices: [outcome.message] } });
    }
    case 'placed':
      return send(200, storeCheckoutResponse(outcome.order, outcome.checkout));
    case 'already_placed':
      return answerWithOrder(outcome.order.orderId);
  }
}
