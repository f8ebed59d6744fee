import type { NextFunction, Request, Response } from 'express';
import { cartMessagesFor } from '../../core/cart/messages.ts';
import { ATTRIBUTE_FIELD_PREFIX, postedAttributes, postedQuantities } from '../../core/cart/add-request.ts';
import { prefixedPath } from '../../core/i18n/locale-path.ts';
import { requestServices } from '../request/request-services.ts';
import { safeRedirectTarget } from '../../core/shared/safe-redirect.ts';
import { locatedPathOf } from './locale-routing.ts';

const ADD_PARAMS = ['add-to-cart', 'quantity', 'variation_id', 'product_id'];
const REMOVE_PARAMS = ['remove_item', '_wpnonce'];
const COUPON_PARAMS = ['coupon_code', 'remove_coupon'];

/**
 * The no-JS cart links (docs/contract.md): `?add-to-cart=<id>[&quantity=n]` on any page, a variation's
 * with `variation_id` and `attribute_<name>` fields (or the same
 * fields posted by a product form), the mini cart's `?remove_item=<key>&_wpnonce=<nonce>`, a coupon
 * link's `?coupon_code=<code>` (applied on arrival, as a shop's newsletter links it) and the cart totals'
 * `?remove_coupon=<code>&_wpnonce=<nonce>`. Each changes the cart, leaves a notice in the page's language and answers 303 to the page without
 * those parameters (or to the cart in that language, when the shop sends shoppers there after adding).
 */
export async function cartLinks(req: Request, res: Response, next: NextFunction): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'POST') return next();
  // Prefixed, not resolved against a base: a path such as `//host/x` stays a path and never names a host.
  const url = new URL(`http://shop.invalid${req.originalUrl}`);
  // The AJAX endpoints speak their own protocol.
  if (url.searchParams.has('wc-ajax')) return next();
  const params = req.method === 'POST' ? formBody(req, res) : url.searchParams;
  const addId = params?.get('add-to-cart') ?? null;
  const removeKey = req.method === 'GET' ? url.searchParams.get('remove_item') : null;
  const couponCode = req.method === 'GET' ? url.searchParams.get('coupon_code') : null;
  const removeCoupon = req.method === 'GET' ? url.searchParams.get('remove_coupon') : null;
  if (addId === null && removeKey === null && couponCode === null && removeCoupon === null) return next();

  try {
    const { session, settings, cart, locale } = requestServices(res);
    // The request's own address, checked like every redirect target built from a request.
    const attributeParams = addId === null ? [] : [...url.searchParams.keys()].filter((name) => name.startsWith(ATTRIBUTE_FIELD_PREFIX) || name.startsWith('quantity['));
    let location = safeRedirectTarget(withoutParams(url, [...ADD_PARAMS, ...REMOVE_PARAMS, ...COUPON_PARAMS, ...attributeParams])) ?? '/';

    if (removeKey !== null || removeCoupon !== null) {
      if (!(await session.verifyNonce(url.searchParams.get('_wpnonce')))) {
        await session.addNotice({ type: 'error', message: cartMessagesFor(locale).expiredLink });
      } else {
        if (removeKey !== null) await cart.remove(removeKey);
        if (removeCoupon !== null) await cart.removeCoupon(removeCoupon);
      }
    }

    // Taking a discount needs no nonce: a link can only give the shopper a coupon the shop made.
    if (couponCode !== null) await cart.applyCoupon(couponCode);

    if (addId !== null) {
      const added = await cart.add({
        productId: addId,
        quantity: params?.get('quantity') ?? undefined,
        variationId: params?.get('variation_id') ?? undefined,
        attributes: params ? postedAttributes(params) : {},
        quantities: params ? postedQuantities(params) : {},
      });
      if (added.ok && settings.redirectAfterAdd) location = prefixedPath('/cart/', locatedPathOf(res).prefix);
    }

    if (session.setCookieHeaders.length) res.setHeader('Set-Cookie', session.setCookieHeaders);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, location);
  } catch (error) {
    next(error);
  }
}

/** The same path and query, minus the cart parameters. */
export function withoutParams(url: URL, names: readonly string[]): string {
  const search = new URLSearchParams(url.searchParams);
  for (const name of names) search.delete(name);
  const query = search.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

function formBody(req: Request, res: Response): URLSearchParams | null {
  const body = res.locals.body as Buffer | undefined;
  if (!body || !req.is('application/x-www-form-urlencoded')) return null;
  return new URLSearchParams(body.toString('utf8'));
}
