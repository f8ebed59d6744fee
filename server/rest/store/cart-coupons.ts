import type { Request, Response } from 'express';
import { z } from 'zod';
import type { CouponChanged } from '../../../app/services/cart-service.ts';
import { restError } from '../errors.ts';
import type { RestContext } from '../route-table.ts';
import { storeCartSession, type StoreCartSession } from './cart-session.ts';
import { answer, cartBody, nonceRefusal, readBody, refuse } from './cart.ts';

const couponBody = z.object({ code: z.string({ error: 'must be a coupon code' }).trim().min(1, 'must be a coupon code').max(200, 'must be a coupon code') }, { error: 'must be a JSON object' });

/** A refused coupon in the Store API's words: the reason is the shop's own, in WooCommerce's codes. */
function couponError(refused: Extract<CouponChanged, { ok: false }>) {
  if (refused.code === 'not_applied') return restError(400, 'woocommerce_rest_cart_coupon_invalid_code', refused.message);
  return restError(400, 'woocommerce_rest_cart_coupon_error', refused.message);
}

async function changeCoupon(req: Request, res: Response, siteOrigin: string, change: (cartSession: StoreCartSession, code: string) => Promise<CouponChanged>): Promise<void> {
  const cartSession = await storeCartSession(req, res);
  const refusal = await nonceRefusal(req, cartSession);
  if (refusal) return refuse(res, cartSession, refusal);
  const body = readBody(req, res, couponBody);
  if (!body.ok) return refuse(res, cartSession, body.error);
  const changed = await change(cartSession, body.value.code);
  if (!changed.ok) return refuse(res, cartSession, couponError(changed));
  await answer(res, cartSession, 200, await cartBody(cartSession, changed.cart, siteOrigin));
}

/** `POST /wp-json/wc/store/v1/cart/apply-coupon` (`{code}`): the cart page's coupon, checked the same way; 200 with the cart. */
export function applyStoreCoupon(req: Request, res: Response, { siteOrigin }: RestContext): Promise<void> {
  return changeCoupon(req, res, siteOrigin, (cartSession, code) => cartSession.cart.applyCoupon(code, { quiet: true }));
}

/** `POST /wp-json/wc/store/v1/cart/remove-coupon` (`{code}`): a code the cart does not hold is refused. */
export function removeStoreCoupon(req: Request, res: Response, { siteOrigin }: RestContext): Promise<void> {
  return changeCoupon(req, res, siteOrigin, (cartSession, code) => cartSession.cart.removeCoupon(code, { quiet: true }));
}
