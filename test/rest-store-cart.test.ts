import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItemKey } from '../core/cart/cart-key.ts';
import { cartMessages } from '../core/cart/messages.ts';
import { DIALECTS } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { rawRequestBytes } from './fixtures/raw-request.ts';
import { decode, Visitor } from './fixtures/visitor.ts';
import { useHttpShop, type SuiteShop } from './http-shop.ts';

const STORE = '/wp-json/wc/store/v1';

interface CartBody {
  items: { key: string; id: number; quantity: number; name: string; prices: { price: string }; totals: { line_total: string } }[];
  totals: { total_items: string; total_price: string; currency_code: string };
  items_count: number;
  needs_payment: boolean;
}

interface ErrorBody {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string>; cart?: CartBody };
}

/** Reads the cart through the Store API, as a client starts: the answer carries the nonce to write with. */
async function getCart(visitor: Visitor, headers: Record<string, string> = {}): Promise<{ response: Response; cart: CartBody; nonce: string; token: string }> {
  const response = await visitor.request(`${STORE}/cart`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const nonce = response.headers.get('nonce') ?? '';
  const token = response.headers.get('cart-token') ?? '';
  expect(nonce).not.toBe('');
  expect(token).not.toBe('');
  return { response, cart: (await response.json()) as CartBody, nonce, token };
}

function post(visitor: Visitor, route: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return visitor.request(`${STORE}/cart/${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

async function cartOf(response: Response, status: number): Promise<CartBody> {
  expect(response.status, await response.clone().text()).toBe(status);
  expect(response.headers.get('nonce')).toBeTruthy();
  expect(response.headers.get('cart-token')).toBeTruthy();
  return (await response.json()) as CartBody;
}

async function errorOf(response: Response, status: number, code: string): Promise<ErrorBody> {
  expect(response.status, await response.clone().text()).toBe(status);
  const body = (await response.json()) as ErrorBody;
  expect(body.code).toBe(code);
  expect(body.data.status).toBe(status);
  return body;
}

/** What the cart page shows of a line: its quantity input's value, or null without the line. */
async function cartPageQuantity(visitor: Visitor, productId: number): Promise<number | null> {
  const html = decode(await visitor.page('/cart/'));
  const input = new RegExp(`<input[^>]*name="cart\\[${cartItemKey(productId)}\\]\\[qty\\]"[^>]*>`).exec(html)?.[0];
  return input ? Number(/value="(\d+)"/.exec(input)?.[1]) : null;
}

/** The mini cart wc-ajax refreshes, as the page script asks for it. */
async function miniCart(visitor: Visitor): Promise<string> {
  const response = await visitor.request('/?wc-ajax=get_refreshed_fragments', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `time=${Date.now()}`,
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { fragments: Record<string, string> };
  return decode(body.fragments['div.widget_shopping_cart_content'] ?? '');
}

async function sessionRows(shop: SuiteShop): Promise<number> {
  const row = await shop.database.db.selectFrom('sessions').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

describe.each(DIALECTS)('the Store API cart on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let kettle: number;
  let bowl: number;
  let soldOut: number;
  let scarce: number;

  beforeAll(async () => {
    const db = shop.database.db;
    kettle = await insertProduct(db, { name: 'Wombat kettle', price: 3200 });
    bowl = await insertProduct(db, { name: 'Wombat bowl', regular_price: 1800, sale_price: 1200, price: 1200 });
    soldOut = await insertProduct(db, { name: 'Wombat spoon', price: 500, stock: 0 });
    scarce = await insertProduct(db, { name: 'Wombat jug', price: 2500, stock: 3 });
  });

  it('adds, updates and removes items with the nonce, answering the whole cart each time', async () => {
    const visitor = new Visitor(shop);
    const { cart: empty, nonce } = await getCart(visitor);
    expect(empty).toMatchObject({ items: [], items_count: 0, needs_payment: false });

    const added = await cartOf(await post(visitor, 'add-item', { id: kettle, quantity: 2 }, { Nonce: nonce }), 201);
    expect(added.items).toMatchObject([{ key: cartItemKey(kettle), id: kettle, quantity: 2, name: 'Wombat kettle', prices: { price: '3200' }, totals: { line_total: '6400' } }]);
    expect(added).toMatchObject({ items_count: 2, needs_payment: true, totals: { total_items: '6400', currency_code: 'USD' } });

    // WordPress's X-WP-Nonce header is taken as well, and an id may come as digits in a string.
    const two = await cartOf(await post(visitor, 'add-item', { id: String(bowl) }, { 'X-WP-Nonce': nonce }), 201);
    expect(two.items.map((item) => [item.id, item.quantity])).toEqual([
      [kettle, 2],
      [bowl, 1],
    ]);

    const updated = await cartOf(await post(visitor, 'update-item', { key: cartItemKey(kettle), quantity: 5 }, { Nonce: nonce }), 200);
    expect(updated.items.find((item) => item.id === kettle)?.quantity).toBe(5);
    expect(updated.items_count).toBe(6);

    const removed = await cartOf(await post(visitor, 'remove-item', { key: cartItemKey(kettle) }, { Nonce: nonce }), 200);
    expect(removed.items.map((item) => item.id)).toEqual([bowl]);

    const again = await getCart(visitor);
    expect(again.cart.items.map((item) => [item.id, item.quantity])).toEqual([[bowl, 1]]);
    // The Store API leaves no notice for the pages: its client says what happened. (The page's scripts
    // carry its words, this message among them, for hydration: only the markup counts.)
    const markup = decode(await visitor.page('/cart/')).replace(/<script[\s\S]*?<\/script>/g, '');
    expect(markup).toContain('woocommerce-cart-form');
    expect(markup).not.toContain('has been added to your cart');
  });

  it('answers a client that accepts brotli or gzip compressed in one piece, and one that does not as it is', async () => {
    const visitor = new Visitor(shop);
    const { nonce } = await getCart(visitor);
    await cartOf(await post(visitor, 'add-item', { id: kettle, quantity: 1 }, { Nonce: nonce }), 201);
    const headers = { cookie: [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; '), accept: 'application/json' };
    const cartPath = `${STORE}/cart`;
    const raw = (encoding: string) => rawRequestBytes(shop.url, cartPath, { headers: { ...headers, 'accept-encoding': encoding } });
    const [br, gzip, identity] = await Promise.all([raw('gzip, deflate, br'), raw('gzip'), raw('identity')]);
    const plain = JSON.parse(identity.body.toString('utf8')) as CartBody;
    expect(plain.items.map((item) => item.id)).toEqual([kettle]);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const answer of [br, gzip, identity]) {
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      // Written whole with its length (not streamed), and never stored, so no ETag to revalidate with.
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(plain);
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(plain);
  });

  it('refuses a write without the nonce, or with a wrong one, and changes nothing', async () => {
    const visitor = new Visitor(shop);
    const { nonce } = await getCart(visitor);
    await cartOf(await post(visitor, 'add-item', { id: kettle }, { Nonce: nonce }), 201);
    const sessions = await sessionRows(shop);

    const missing = await errorOf(await post(visitor, 'add-item', { id: bowl }), 401, 'woocommerce_rest_missing_nonce');
    expect(missing.message).toBe('Missing the Nonce header. This endpoint requires a valid nonce.');
    await errorOf(await post(visitor, 'add-item', { id: bowl }, { Nonce: 'not-the-nonce' }), 403, 'woocommerce_rest_invalid_nonce');
    await errorOf(await post(visitor, 'update-item', { key: cartItemKey(kettle), quantity: 9 }), 401, 'woocommerce_rest_missing_nonce');
    await errorOf(await post(visitor, 'remove-item', { key: cartItemKey(kettle) }, { Nonce: 'x' }), 403, 'woocommerce_rest_invalid_nonce');

    expect((await getCart(visitor)).cart.items.map((item) => [item.id, item.quantity])).toEqual([[kettle, 1]]);
    // A stranger without a session is refused without one being made for them.
    await errorOf(await post(new Visitor(shop), 'add-item', { id: bowl }), 401, 'woocommerce_rest_missing_nonce');
    expect(await sessionRows(shop)).toBe(sessions);
  });

  it('shares the cart with the pages and wc-ajax, and keeps the cart cookies in step', async () => {
    const visitor = new Visitor(shop);
    const { nonce } = await getCart(visitor);
    await cartOf(await post(visitor, 'add-item', { id: kettle, quantity: 3 }, { Nonce: nonce }), 201);
    expect(visitor.cookies.get('woocommerce_items_in_cart')).toBe('1');
    const hashAfterApi = visitor.cookies.get('woocommerce_cart_hash');
    expect(hashAfterApi).toMatch(/^[0-9a-f]{32}$/);

    // Added through the Store API: on the cart page and in wc-ajax's mini cart.
    expect(await cartPageQuantity(visitor, kettle)).toBe(3);
    expect(await miniCart(visitor)).toContain('Wombat kettle');

    // Added by the page's link and by wc-ajax: in the Store API's cart, with the same hash cookie.
    expect((await visitor.request(`/?add-to-cart=${bowl}`)).status).toBe(303);
    const ajaxAdd = await visitor.request('/?wc-ajax=add_to_cart', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `product_id=${scarce}&quantity=2`,
    });
    expect(ajaxAdd.status).toBe(200);
    const { cart } = await getCart(visitor);
    expect(cart.items.map((item) => [item.id, item.quantity])).toEqual([
      [kettle, 3],
      [bowl, 1],
      [scarce, 2],
    ]);
    const hashAfterPages = visitor.cookies.get('woocommerce_cart_hash');
    expect(hashAfterPages).not.toBe(hashAfterApi);

    // Emptied through the Store API: the pages' cookies expire with it.
    for (const item of cart.items) await cartOf(await post(visitor, 'remove-item', { key: item.key }, { Nonce: nonce }), 200);
    expect(visitor.cookies.has('woocommerce_items_in_cart')).toBe(false);
    expect(visitor.cookies.has('woocommerce_cart_hash')).toBe(false);
    expect(await cartPageQuantity(visitor, kettle)).toBeNull();
    expect(await miniCart(visitor)).not.toContain('Wombat kettle');
  });

  it('answers unknown products and keys, stock and quantity limits with the Store API codes and the shop’s messages', async () => {
    const visitor = new Visitor(shop);
    const { nonce } = await getCart(visitor);
    const headers = { Nonce: nonce };
    const unknown = await errorOf(await post(visitor, 'add-item', { id: 999_999 }, headers), 400, 'woocommerce_rest_cart_invalid_product');
    expect(unknown.message).toBe(cartMessages.cannotPurchase);

    const out = await errorOf(await post(visitor, 'add-item', { id: soldOut }, headers), 400, 'woocommerce_rest_product_out_of_stock');
    expect(out.message).toBe(cartMessages.outOfStock('Wombat spoon'));
    const tooMany = await errorOf(await post(visitor, 'add-item', { id: scarce, quantity: 4 }, headers), 400, 'woocommerce_rest_product_partially_out_of_stock');
    expect(tooMany.message).toBe(cartMessages.notEnoughStock('Wombat jug', 3));

    await cartOf(await post(visitor, 'add-item', { id: scarce, quantity: 2 }, headers), 201);
    const more = await errorOf(await post(visitor, 'update-item', { key: cartItemKey(scarce), quantity: 5 }, headers), 400, 'woocommerce_rest_product_partially_out_of_stock');
    expect(more.message).toBe(cartMessages.updateNotEnoughStock('Wombat jug', 3));
    const limit = await errorOf(await post(visitor, 'update-item', { key: cartItemKey(scarce), quantity: 1000 }, headers), 400, 'woocommerce_rest_product_invalid_quantity');
    expect(limit.message).toBe(cartMessages.lineLimit('Wombat jug', 999));

    const gone = await errorOf(await post(visitor, 'remove-item', { key: 'no-such-key' }, headers), 409, 'woocommerce_rest_cart_invalid_key');
    expect(gone.message).toBe(cartMessages.unknownItem);
    expect(gone.data.cart?.items.map((item) => [item.id, item.quantity])).toEqual([[scarce, 2]]);
    await errorOf(await post(visitor, 'update-item', { key: 'no-such-key', quantity: 1 }, headers), 409, 'woocommerce_rest_cart_invalid_key');

    // Nothing refused changed the cart.
    expect((await getCart(visitor)).cart.items.map((item) => [item.id, item.quantity])).toEqual([[scarce, 2]]);
  });

  it('refuses bad input with rest_invalid_param, one message per field', async () => {
    const visitor = new Visitor(shop);
    const { nonce } = await getCart(visitor);
    const headers = { Nonce: nonce };
    const add = await errorOf(await post(visitor, 'add-item', { id: 'kettle', quantity: 0 }, headers), 400, 'rest_invalid_param');
    expect(Object.keys(add.data.params ?? {}).sort()).toEqual(['id', 'quantity']);
    const update = await errorOf(await post(visitor, 'update-item', { key: 7, quantity: -1 }, headers), 400, 'rest_invalid_param');
    expect(Object.keys(update.data.params ?? {}).sort()).toEqual(['key', 'quantity']);
    await errorOf(await post(visitor, 'remove-item', [], headers), 400, 'rest_invalid_param');
    const text = await visitor.request(`${STORE}/cart/add-item`, { method: 'POST', headers: { ...headers, 'content-type': 'text/plain' }, body: '{}' });
    expect(text.status).toBe(415);
    await errorOf(await visitor.request(`${STORE}/cart/add-item`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{' }), 400, 'rest_invalid_json');
  });

  it('names the cart by its Cart-Token for a client without cookies, which needs no nonce', async () => {
    // A client that keeps no cookies: each request stands alone.
    const bare = (path: string, init: RequestInit = {}) => shop.request(path, init);
    const first = await bare(`${STORE}/cart`);
    expect(first.status).toBe(200);
    const token = first.headers.get('cart-token') ?? '';
    expect(token).toMatch(/^v1\./);

    const withToken = { 'content-type': 'application/json', 'Cart-Token': token };
    const added = await bare(`${STORE}/cart/add-item`, { method: 'POST', headers: withToken, body: JSON.stringify({ id: kettle, quantity: 2 }) });
    expect(added.status).toBe(201);
    // The token's answer hands out no cookie: the token is how the client keeps its cart.
    expect(added.headers.getSetCookie()).toEqual([]);
    expect(added.headers.get('cart-token')).toBeTruthy();
    const read = await bare(`${STORE}/cart`, { headers: { 'Cart-Token': added.headers.get('cart-token') ?? '' } });
    expect(((await read.json()) as CartBody).items.map((item) => [item.id, item.quantity])).toEqual([[kettle, 2]]);
    // The token of the first read, which stored nothing, names the cart its add stored.
    const again = await bare(`${STORE}/cart`, { headers: { 'Cart-Token': token } });
    expect(((await again.json()) as CartBody).items.map((item) => [item.id, item.quantity])).toEqual([[kettle, 2]]);

    // The token and the session cookie name the same cart, and the token does not show the cookie's value.
    const browser = new Visitor(shop);
    const { nonce, token: browserToken } = await getCart(browser);
    await cartOf(await post(browser, 'add-item', { id: bowl }, { Nonce: nonce }), 201);
    const sessionId = [...browser.cookies].find(([name]) => name.startsWith('wp_woocommerce_session_'))?.[1] ?? '';
    expect(sessionId).not.toBe('');
    expect(browserToken).not.toContain(sessionId);
    const byToken = await bare(`${STORE}/cart`, { headers: { 'Cart-Token': browserToken } });
    expect(((await byToken.json()) as CartBody).items.map((item) => [item.id, item.quantity])).toEqual([[bowl, 1]]);
    const byTokenAdded = await bare(`${STORE}/cart/add-item`, { method: 'POST', headers: { ...withToken, 'Cart-Token': browserToken }, body: JSON.stringify({ id: kettle }) });
    expect(byTokenAdded.status).toBe(201);
    expect(await cartPageQuantity(browser, kettle)).toBe(1);

    // A forged token names no cart: the request is a stranger's, and a write needs the nonce.
    const forged = `${token.slice(0, -4)}AAAA`;
    const refused = await bare(`${STORE}/cart/add-item`, { method: 'POST', headers: { ...withToken, 'Cart-Token': forged }, body: JSON.stringify({ id: bowl }) });
    expect(refused.status).toBe(401);
    const stranger = await bare(`${STORE}/cart`, { headers: { 'Cart-Token': forged } });
    expect(((await stranger.json()) as CartBody).items).toEqual([]);
  });
});
