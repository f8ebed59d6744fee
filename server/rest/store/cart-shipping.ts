import type { Request, Response } from 'express';
import { z } from 'zod';
import { readDestination } from '../../../core/shipping/destination-input.ts';
import { restError } from '../errors.ts';
import type { RestContext } from '../route-table.ts';
import { storeCartSession } from './cart-session.ts';
import { answer, cartBody, nonceRefusal, readBody, refuse } from './cart.ts';

const address = z.object({ country: z.string().max(100).optional(), state: z.string().max(200).optional(), postcode: z.string().max(100).optional(), city: z.string().max(200).optional() }).loose();
const customerBody = z.object({ shipping_address: address.optional(), billing_address: address.optional() }, { error: 'must be a JSON object' });
const rateBody = z.object(
  { package_id: z.union([z.literal(0), z.literal('0')]).optional(), rate_id: z.string({ error: 'must be a shipping rate id' }).min(1, 'must be a shipping rate id').max(100, 'must be a shipping rate id') },
  { error: 'must be a JSON object' },
);

/**
 * `POST /wp-json/wc/store/v1/cart/update-customer` (`{shipping_address, billing_address}`): the cart
 * ships to the shipping address (the billing one when none is sent); the answer lists its rates there.
 */
export async function updateStoreCustomer(req: Request, res: Response, { siteOrigin }: RestContext): Promise<void> {
  const cartSession = await storeCartSession(req, res);
  const refusal = await nonceRefusal(req, cartSession);
  if (refusal) return refuse(res, cartSession, refusal);
  const body = readBody(req, res, customerBody);
  if (!body.ok) return refuse(res, cartSession, body.error);
  const given = body.value.shipping_address ?? body.value.billing_address;
  if (!given) {
    const { cart } = await cartSession.cart.view({ quiet: true });
    return answer(res, cartSession, 200, await cartBody(cartSession, cart, siteOrigin));
  }
  const shipped = await cartSession.cart.shipTo(readDestination(given), { quiet: true });
  if (!shipped.ok) return refuse(res, cartSession, restError(400, 'woocommerce_rest_invalid_address', shipped.message));
  await answer(res, cartSession, 200, await cartBody(cartSession, shipped.cart, siteOrigin));
}

/** `POST /wp-json/wc/store/v1/cart/select-shipping-rate` (`{package_id, rate_id}`): a rate not offered for the cart's address is refused. */
export async function selectStoreShippingRate(req: Request, res: Response, { siteOrigin }: RestContext): Promise<void> {
  const cartSession = await storeCartSession(req, res);
  const refusal = await nonceRefusal(req, cartSession);
  if (refusal) return refuse(res, cartSession, refusal);
  const body = readBody(req, res, rateBody);
  if (!body.ok) return refuse(res, cartSession, body.error);
  const chosen = await cartSession.cart.chooseShipping(body.value.rate_id, { quiet: true });
  if (!chosen.ok) return refuse(res, cartSession, restError(400, 'woocommerce_rest_cart_shipping_rate_invalid', chosen.message));
  await answer(res, cartSession, 200, await cartBody(cartSession, chosen.cart, siteOrigin));
}
