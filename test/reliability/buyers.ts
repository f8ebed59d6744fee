import { expect } from 'vitest';
import { STORE_BILLING_ADDRESS } from '../../server/rest/store-checkout.fixture.ts';
import { checkoutFields } from '../fixtures/checkout.ts';
import { decode, nonceIn, textOf, Visitor } from '../fixtures/visitor.ts';
import type { SuiteShop } from '../http-shop.ts';
import { STACK_TRACE } from './shop-server.ts';

export const STORE_CHECKOUT = '/wp-json/wc/store/v1/checkout';

/** A shopper with a cart of their own, on the checkout page: they hold its nonce. */
export interface Buyer {
  visitor: Visitor;
  nonce: string;
  email: string;
}

/** What a buyer was told after placing the order. */
export type Answer =
  /** The order-received redirect (form) or the Store API's success (JSON). */
  | { kind: 'confirmed'; orderId: number; orderKey: string; status: number }
  /** A refusal the buyer can read: the page's or the JSON error's message. */
  | { kind: 'refused'; status: number; message: string }
  /** Anything else: a server error, a dropped connection, an answer no shopper can act on. */
  | { kind: 'failed'; status: number; message: string };

export async function buyerWithCart(shop: SuiteShop, email: string, lines: { productId: number; quantity: number }[]): Promise<Buyer> {
  const visitor = new Visitor(shop);
  for (const line of lines) {
    const added = await visitor.request(`/?add-to-cart=${line.productId}&quantity=${line.quantity}`);
    expect(added.status, `add ${line.productId} to the cart`).toBe(303);
  }
  const nonce = nonceIn(decode(await visitor.page('/checkout/')));
  expect(nonce).not.toBe('');
  return { visitor, nonce, email };
}

const ORDER_RECEIVED = /^\/checkout\/order-received\/(\d+)\/\?key=([\w-]+)$/;

/** Places the order with the checkout form, as a browser without JavaScript does. */
export async function submitForm(buyer: Buyer): Promise<Answer> {
  try {
    const response = await buyer.visitor.post('/checkout/', { ...checkoutFields(buyer.nonce, {}), billing_email: buyer.email });
    const location = response.headers.get('location') ?? '';
    const received = ORDER_RECEIVED.exec(location);
    if (response.status === 303 && received) return { kind: 'confirmed', orderId: Number(received[1]), orderKey: received[2] ?? '', status: 303 };
    let page = await response.text();
    // A cart that changed under the buyer sends them back to it, where the notices say why.
    if (response.status === 303 && location === '/cart/') page = await (await buyer.visitor.request('/cart/')).text();
    const message = alertsIn(page);
    return told(response.status, message, page);
  } catch (error) {
    return { kind: 'failed', status: 0, message: String(error) };
  }
}

/** Places the order with the Store API's JSON checkout. */
export async function submitJson(buyer: Buyer): Promise<Answer> {
  try {
    const response = await buyer.visitor.request(STORE_CHECKOUT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-wp-nonce': buyer.nonce },
      body: JSON.stringify({ billing_address: { ...STORE_BILLING_ADDRESS, email: buyer.email }, payment_method: 'cod' }),
    });
    const body = await response.text();
    const json = parseJson(body) as { order_id?: number; order_key?: string; message?: string } | null;
    if (response.status === 200 && json?.order_id && json.order_key) return { kind: 'confirmed', orderId: json.order_id, orderKey: json.order_key, status: 200 };
    return told(response.status, json?.message ?? '', body);
  } catch (error) {
    return { kind: 'failed', status: 0, message: String(error) };
  }
}

function told(status: number, message: string, body: string): Answer {
  const readable = status < 500 && message.trim() !== '' && !STACK_TRACE.test(body);
  return { kind: readable ? 'refused' : 'failed', status, message: message.trim() || body.slice(0, 300) };
}

/** The text of a page's notices and error summaries (role="alert" and the WooCommerce notice lists). */
function alertsIn(html: string): string {
  const blocks = [...decode(html).matchAll(/<(ul|div|p)[^>]*class="[^"]*woocommerce-(?:error|info|message)[^"]*"[^>]*>([\s\S]*?)<\/\1>/g)];
  return blocks.map(([, , inner = '']) => textOf(inner)).join(' ');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Runs `task` for 0…count-1 with at most `limit` at a time; results in order. */
export async function mapLimit<T>(count: number, limit: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}
