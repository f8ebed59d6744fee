import { beforeAll, describe, expect, it } from 'vitest';
import { cartItemKey } from '../core/cart/cart-key.ts';
import { saveStoreSettings, SETTINGS_DEFAULTS } from '../core/settings/settings.ts';
import { DIALECTS } from './dialects.ts';
import { rawRequest } from './fixtures/raw-request.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { decode, Visitor } from './fixtures/visitor.ts';
import { useHttpShop } from './http-shop.ts';

const MINI_CART = 'div.widget_shopping_cart_content';
const HEADER_CART = 'a.cart-contents';
const FORM = { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' };

interface FragmentsReply {
  fragments: Record<string, string>;
  cart_hash: string;
}

/** Posts a form to `/?wc-ajax=<endpoint>` as the cart script does. */
function ajax(visitor: Visitor, endpoint: string, fields: Record<string, string> | string = {}): Promise<Response> {
  const body = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString();
  return visitor.request(`/?wc-ajax=${endpoint}`, { method: 'POST', headers: FORM, body });
}

async function json<T = FragmentsReply>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control')).toMatch(/^no-store\b/);
  return (await response.json()) as T;
}

/** The cart as the browser would refresh it: the way every test checks what the cart holds. */
async function refreshed(visitor: Visitor): Promise<FragmentsReply> {
  return json(await ajax(visitor, 'get_refreshed_fragments', { time: String(Date.now()) }));
}

/** The count shown in the header link fragment. */
const countIn = (reply: FragmentsReply) => Number(/class="cart-count"[^>]*>(\d+)</.exec(reply.fragments[HEADER_CART] ?? '')?.[1]);

/** The outer HTML of the first `<tag>` whose opening tag contains `marker`, nested tags included. */
function outerElement(html: string, tag: string, marker: string): string {
  const start = html.indexOf(marker);
  expect(start, marker).toBeGreaterThanOrEqual(0);
  const from = html.lastIndexOf(`<${tag}`, start);
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  tags.lastIndex = from;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(from, match.index + match[0].length);
  }
  throw new Error(`No closing </${tag}> for ${marker}`);
}

describe.each(DIALECTS)('wc-ajax cart endpoints on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let apron: number;
  let tray: number;
  let jug: number;
  let draft: number;

  beforeAll(async () => {
    const { db } = shop.database;
    apron = await insertProduct(db, { name: 'Cotton apron', price: 2500, sku: 'APRON-1' });
    tray = await insertProduct(db, { name: 'Walnut tray', price: 4000, stock: 3 });
    jug = await insertProduct(db, { name: 'Clay jug', price: 1800, stock: 0, stock_status: 'outofstock' });
    draft = await insertProduct(db, { name: 'Unreleased vase', price: 9900, status: 'draft' });
  });

  const sessionRows = async () =>
    Number((await shop.database.db.selectFrom('sessions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('adds to the cart: both fragments, the count, and a cart hash equal to the cookie', async () => {
    const visitor = new Visitor(shop);
    // The button's other data-* fields come along and are ignored; a price in the request changes nothing.
    const reply = await json(await ajax(visitor, 'add_to_cart', { product_id: String(apron), quantity: '2', product_sku: 'APRON-1', price: '1', success_message: 'x' }));
    expect(Object.keys(reply).sort()).toEqual(['cart_hash', 'fragments']);
    expect(Object.keys(reply.fragments)).toEqual(expect.arrayContaining([MINI_CART, HEADER_CART]));
    expect(reply.fragments[MINI_CART]).toMatch(/^<div class="widget_shopping_cart_content">/);
    expect(reply.fragments[MINI_CART]).toContain('woocommerce-mini-cart-item');
    expect(reply.fragments[MINI_CART]).toContain(`data-cart_item_key="${cartItemKey(apron)}"`);
    expect(decode(reply.fragments[MINI_CART] ?? '')).toContain('Cotton apron');
    expect(reply.fragments[MINI_CART]).toContain('$50.00');
    expect(reply.fragments[HEADER_CART]).toMatch(/^<a href="\/cart\/" class="cart-contents">/);
    expect(countIn(reply)).toBe(2);

    expect(reply.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    // Written whole and uncompressed (a few KB to the shop's own script), never kept, so without an ETag.
    const raw = await rawRequest(shop.url, '/?wc-ajax=get_refreshed_fragments', {
      method: 'POST',
      headers: { ...FORM, 'accept-encoding': 'gzip, deflate, br', cookie: [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      body: '',
    });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.headers.etag).toBeUndefined();
    expect(Number(raw.headers['content-length'])).toBe(Buffer.byteLength(raw.body));
    expect((JSON.parse(raw.body) as FragmentsReply).cart_hash).toBe(reply.cart_hash);
    expect(visitor.cookies.get('woocommerce_cart_hash')).toBe(reply.cart_hash);
    expect(visitor.cookies.get('woocommerce_items_in_cart')).toBe('1');
    expect(visitor.last.some((header) => header.startsWith('wp_woocommerce_session_') && /HttpOnly/.test(header))).toBe(true);
  });

  it('adds one by default and adds up on repeated adds', async () => {
    const visitor = new Visitor(shop);
    const first = await json(await ajax(visitor, 'add_to_cart', { product_id: String(apron) }));
    expect(countIn(first)).toBe(1);
    const second = await json(await ajax(visitor, 'add_to_cart', { product_id: String(apron), quantity: '' }));
    expect(countIn(second)).toBe(2);
    expect(second.cart_hash).not.toBe(first.cart_hash);
    const third = await json(await ajax(visitor, 'add_to_cart', { product_id: String(tray), quantity: '3' }));
    expect(countIn(third)).toBe(5);
    expect(visitor.cookies.get('woocommerce_cart_hash')).toBe(third.cart_hash);
    expect((await refreshed(visitor)).cart_hash).toBe(third.cart_hash);
  });

  it('removes a line, and expires the cart cookies when the cart becomes empty', async () => {
    const visitor = new Visitor(shop);
    await ajax(visitor, 'add_to_cart', { product_id: String(apron) });
    await ajax(visitor, 'add_to_cart', { product_id: String(tray) });

    const one = await json(await ajax(visitor, 'remove_from_cart', { cart_item_key: cartItemKey(apron) }));
    expect(countIn(one)).toBe(1);
    expect(one.fragments[MINI_CART]).not.toContain(cartItemKey(apron));
    expect(one.fragments[MINI_CART]).toContain(cartItemKey(tray));
    expect(visitor.cookies.get('woocommerce_cart_hash')).toBe(one.cart_hash);

    const none = await json(await ajax(visitor, 'remove_from_cart', { cart_item_key: cartItemKey(tray) }));
    expect(none.cart_hash).toBe('');
    expect(countIn(none)).toBe(0);
    expect(none.fragments[MINI_CART]).toContain('No products in the cart.');
    expect(visitor.cookieHeader('woocommerce_items_in_cart')).toMatch(/Max-Age=0/);
    expect(visitor.cookieHeader('woocommerce_cart_hash')).toMatch(/Max-Age=0/);
    expect(visitor.cookies.has('woocommerce_cart_hash')).toBe(false);
  });

  it('refreshes fragments without starting a session for a visitor who has none', async () => {
    const shopper = new Visitor(shop);
    const added = await json(await ajax(shopper, 'add_to_cart', { product_id: String(tray), quantity: '2' }));
    const again = await refreshed(shopper);
    expect(shopper.last).toEqual([]);
    expect(again).toEqual(added);

    const before = await sessionRows();
    const stranger = new Visitor(shop);
    const reply = await refreshed(stranger);
    expect(stranger.last).toEqual([]);
    expect(reply.cart_hash).toBe('');
    expect(countIn(reply)).toBe(0);
    expect(reply.fragments[MINI_CART]).toContain('No products in the cart.');
    // A session cookie that names no session is no reason to create one either.
    const cookieName = [...shopper.cookies.keys()].find((name) => name.startsWith('wp_woocommerce_session_'));
    stranger.cookies.set(cookieName ?? '', 'A'.repeat(32));
    expect(await refreshed(stranger)).toEqual(reply);
    expect(stranger.last).toEqual([]);
    expect(await sessionRows()).toBe(before);
  });

  it('sends fragments equal to the markup of the page', async () => {
    const visitor = new Visitor(shop);
    await ajax(visitor, 'add_to_cart', { product_id: String(apron), quantity: '2' });
    const added = await json(await ajax(visitor, 'add_to_cart', { product_id: String(tray) }));
    const page = await visitor.page('/shop/');
    const reply = await refreshed(visitor);
    expect(reply).toEqual(added);
    expect(reply.fragments[MINI_CART]).toBe(outerElement(page, 'div', 'class="widget_shopping_cart_content"'));
    expect(reply.fragments[HEADER_CART]).toBe(outerElement(page, 'a', 'class="cart-contents"'));

    // And for an empty cart, with and without a session.
    await ajax(visitor, 'remove_from_cart', { cart_item_key: cartItemKey(apron) });
    const emptied = await json(await ajax(visitor, 'remove_from_cart', { cart_item_key: cartItemKey(tray) }));
    const emptyPage = await visitor.page('/');
    expect(emptied.fragments[MINI_CART]).toBe(outerElement(emptyPage, 'div', 'class="widget_shopping_cart_content"'));
    expect(emptied.fragments[HEADER_CART]).toBe(outerElement(emptyPage, 'a', 'class="cart-contents"'));
    const stranger = new Visitor(shop);
    expect((await refreshed(stranger)).fragments).toEqual(emptied.fragments);
  });

  it('answers a failed add with the product URL and leaves the reason for that page', async () => {
    const visitor = new Visitor(shop);
    await ajax(visitor, 'add_to_cart', { product_id: String(apron) });
    const hash = visitor.cookies.get('woocommerce_cart_hash');
    const attempts = [
      [{ product_id: String(jug) }, '/product/clay-jug/', 'You cannot add “Clay jug” to the cart because the product is out of stock.'],
      [{ product_id: String(tray), quantity: '4' }, '/product/walnut-tray/', 'not enough stock (3 remaining)'],
      [{ product_id: '999999999' }, '/shop/', 'Sorry, this product cannot be purchased.'],
      [{ product_id: String(draft) }, '/shop/', 'Sorry, this product cannot be purchased.'],
    ] as const;
    for (const [fields, url, message] of attempts) {
      const reply = await json<unknown>(await ajax(visitor, 'add_to_cart', fields));
      expect(reply, url).toEqual({ error: true, product_url: url });
      expect(decode(await visitor.page(url)), url).toContain(message);
    }
    // Once in the cart, asking for more than the stock says how many are already there.
    await ajax(visitor, 'add_to_cart', { product_id: String(tray), quantity: '2' });
    expect(await json<unknown>(await ajax(visitor, 'add_to_cart', { product_id: String(tray), quantity: '2' }))).toEqual({ error: true, product_url: '/product/walnut-tray/' });
    expect(decode(await visitor.page('/product/walnut-tray/'))).toContain('we have 3 in stock and you already have 2 in your cart');
    await ajax(visitor, 'remove_from_cart', { cart_item_key: cartItemKey(tray) });
    expect((await refreshed(visitor)).cart_hash).toBe(hash);
  });

  it('refuses garbage ids and quantities with the error shape, and changes nothing', async () => {
    const visitor = new Visitor(shop);
    const start = await json(await ajax(visitor, 'add_to_cart', { product_id: String(apron) }));
    const products = ['', 'abc', '-1', '0', '1.5', '1e3', `${apron}abc`, ' ', '9'.repeat(300), '0x10', '__proto__', 'constructor'];
    for (const productId of products) {
      const reply = await json<unknown>(await ajax(visitor, 'add_to_cart', { product_id: productId, quantity: '1' }));
      expect(reply, productId).toEqual({ error: true, product_url: '/shop/' });
    }
    expect(await json<unknown>(await ajax(visitor, 'add_to_cart', { quantity: '1' }))).toEqual({ error: true, product_url: '/shop/' });
    const quantities = ['0', '-1', '1.5', 'abc', '1e9', '9'.repeat(300), '5000', ' -2 ', 'Infinity', 'NaN'];
    for (const quantity of quantities) {
      const reply = await json<unknown>(await ajax(visitor, 'add_to_cart', { product_id: String(apron), quantity }));
      expect(reply, quantity).toEqual({ error: true, product_url: '/product/cotton-apron/' });
    }
    const page = decode(await visitor.page('/product/cotton-apron/'));
    expect(page).toContain('Please enter a valid quantity.');
    expect(page).toContain('You cannot have more than 999 of “Cotton apron” in your cart.');
    expect((await refreshed(visitor)).cart_hash).toBe(start.cart_hash);
  });

  it('refuses unknown and garbage cart item keys with a 400, and changes nothing', async () => {
    const visitor = new Visitor(shop);
    const start = await json(await ajax(visitor, 'add_to_cart', { product_id: String(apron) }));
    const keys: Record<string, string>[] = [{}, { cart_item_key: '' }, { cart_item_key: 'garbage' }, { cart_item_key: cartItemKey(tray) }, { cart_item_key: cartItemKey(apron).toUpperCase() }, { cart_item_key: '__proto__' }, { cart_item_key: 'x'.repeat(10_000) }];
    for (const fields of keys) {
      const reply = await json<{ error: boolean; message: string }>(await ajax(visitor, 'remove_from_cart', fields), 400);
      expect(reply.error).toBe(true);
      expect(reply.message).toBe('That item is no longer in your cart.');
    }
    // A visitor with no cart at all gets the same answer, and no session.
    const stranger = new Visitor(shop);
    await json(await ajax(stranger, 'remove_from_cart', { cart_item_key: cartItemKey(apron) }), 400);
    expect(stranger.last).toEqual([]);
    expect((await refreshed(visitor)).cart_hash).toBe(start.cart_hash);
  });

  it('treats __proto__ and constructor fields as unknown names', async () => {
    const visitor = new Visitor(shop);
    const body = `__proto__=1&constructor=2&__proto__[product_id]=${tray}&constructor[prototype][quantity]=7&toString=x&product_id=${apron}&hasOwnProperty=y`;
    expect(countIn(await json(await ajax(visitor, 'add_to_cart', body)))).toBe(1);
    expect(await json<unknown>(await ajax(visitor, 'add_to_cart', `__proto__[product_id]=${apron}&constructor=${apron}`))).toEqual({ error: true, product_url: '/shop/' });
    await json(await ajax(visitor, 'remove_from_cart', `__proto__[cart_item_key]=${cartItemKey(apron)}`), 400);
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const reply = await visitor.request(`/?wc-ajax=${name}`, { method: 'POST', headers: FORM, body: `product_id=${apron}` });
      expect((await json<{ error: boolean }>(reply, 400)).error, name).toBe(true);
    }
    const reply = await refreshed(visitor);
    expect(countIn(reply)).toBe(1);
    expect(reply.fragments[MINI_CART]).not.toContain(cartItemKey(tray));
  });

  it('refuses requests outside the protocol with a clear 4xx, and changes nothing', async () => {
    const visitor = new Visitor(shop);
    const start = await json(await ajax(visitor, 'add_to_cart', { product_id: String(apron) }));
    const fields = `product_id=${apron}&quantity=1`;

    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await visitor.request(`/?wc-ajax=add_to_cart${method === 'GET' ? `&${fields}` : ''}`, { method });
      expect((await json<{ error: boolean }>(response, 405)).error, method).toBe(true);
      expect(response.headers.get('allow')).toBe('POST');
    }
    const head = await visitor.request('/?wc-ajax=get_refreshed_fragments', { method: 'HEAD' });
    expect(head.status).toBe(405);

    const asJson = await visitor.request('/?wc-ajax=add_to_cart', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ product_id: apron }) });
    expect((await json<{ error: boolean }>(asJson, 415)).error).toBe(true);
    const multipart = new FormData();
    multipart.set('product_id', String(apron));
    expect((await json<{ error: boolean }>(await visitor.request('/?wc-ajax=add_to_cart', { method: 'POST', body: multipart }), 415)).error).toBe(true);
    const plain = await visitor.request('/?wc-ajax=add_to_cart', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: fields });
    await json(plain, 415);

    for (const query of ['wc-ajax=no_such_endpoint', 'wc-ajax=', 'wc-ajax=add_to_cart&wc-ajax=remove_from_cart', 'wc-ajax=ADD_TO_CART']) {
      const response = await visitor.request(`/?${query}`, { method: 'POST', headers: FORM, body: fields });
      expect((await json<{ error: boolean; message: string }>(response, 400)).message, query).toBe('Unknown wc-ajax endpoint.');
    }

    const oversized = await visitor.request('/?wc-ajax=add_to_cart', { method: 'POST', headers: FORM, body: `${fields}&pad=`.padEnd(2 * 1024 * 1024 + 1, 'x') });
    expect(oversized.status).toBe(413);

    const garbage = await visitor.request('/?wc-ajax=add_to_cart', { method: 'POST', headers: FORM, body: '%E0%A4%A&&&==&product_id=%ZZ&quantity=%' });
    expect(await json<unknown>(garbage)).toEqual({ error: true, product_url: '/shop/' });

    const reply = await refreshed(visitor);
    expect(reply.cart_hash).toBe(start.cart_hash);
    expect(countIn(reply)).toBe(1);
  });

  it('answers the same when the shop goes to the cart after adding, leaving the notice for the cart page', async () => {
    await saveStoreSettings(shop.database.db, { ...SETTINGS_DEFAULTS, redirectAfterAdd: true });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    try {
      const visitor = new Visitor(shop);
      const reply = await json(await ajax(visitor, 'add_to_cart', { product_id: String(apron) }));
      expect(countIn(reply)).toBe(1);
      expect(decode(await visitor.page('/cart/'))).toContain('“Cotton apron” has been added to your cart.');
    } finally {
      await saveStoreSettings(shop.database.db, SETTINGS_DEFAULTS);
    }
  });
});
