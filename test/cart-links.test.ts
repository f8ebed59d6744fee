import { beforeAll, describe, expect, it } from 'vitest';
import { cartItemKey } from '../core/cart/cart-key.ts';
import { saveStoreSettings, SETTINGS_DEFAULTS } from '../core/settings/settings.ts';
import { DIALECTS } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { decode, nonceIn, Visitor } from './fixtures/visitor.ts';
import { useHttpShop } from './http-shop.ts';
import { rawRequest } from './fixtures/raw-request.ts';

describe.each(DIALECTS)('no-JS cart links and the cart page on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let towel: number;
  let board: number;
  beforeAll(async () => {
    towel = await insertProduct(shop.database.db, { name: 'Linen towel', price: 1500 });
    board = await insertProduct(shop.database.db, { name: 'Oak board', price: 4000, stock: 3 });
  });

  it('adds with ?add-to-cart, sets the cart cookies and returns to the page without the parameters', async () => {
    const visitor = new Visitor(shop);
    const response = await visitor.request(`/shop/?orderby=price&add-to-cart=${towel}&quantity=2`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/shop/?orderby=price');
    const items = visitor.cookieHeader('woocommerce_items_in_cart');
    const hash = visitor.cookieHeader('woocommerce_cart_hash');
    expect(items).toMatch(/^woocommerce_items_in_cart=1; Path=\/;/);
    expect(hash).toMatch(/^woocommerce_cart_hash=[0-9a-f]{32}; Path=\//);
    for (const header of [items, hash]) {
      expect(header).not.toMatch(/HttpOnly/i);
      expect(header).toMatch(/SameSite=Lax/);
    }
    expect(visitor.last.some((header) => header.startsWith('wp_woocommerce_session_') && /HttpOnly/.test(header))).toBe(true);

    const cart = await visitor.page('/cart/');
    expect(cart).toContain('“Linen towel” has been added to your cart.');
    expect(cart).toMatch(/<body class="woocommerce-cart"/);
    expect(cart).toContain(`name="cart[${cartItemKey(towel)}][qty]"`);
    expect(cart).toContain('value="2"');
    expect(cart).toContain('$30.00');
  });

  it('answers garbage with an error notice, never a server error', async () => {
    const visitor = new Visitor(shop);
    const attempts = [
      ['/?add-to-cart=abc', 'Sorry, this product cannot be purchased.'],
      ['/?add-to-cart=999999999', 'Sorry, this product cannot be purchased.'],
      // Past the id columns' range: PostgreSQL would refuse the query rather than find no product.
      ['/?add-to-cart=2147483648', 'Sorry, this product cannot be purchased.'],
      ['/?add-to-cart=__proto__', 'Sorry, this product cannot be purchased.'],
      [`/?add-to-cart=${towel}&quantity=-3`, 'Please enter a valid quantity.'],
      [`/?add-to-cart=${towel}&quantity=1e9`, 'Please enter a valid quantity.'],
      [`/?add-to-cart=${towel}&quantity=${'9'.repeat(300)}`, 'Please enter a valid quantity.'],
      [`/?add-to-cart=${board}&quantity=4`, 'not enough stock (3 remaining)'],
      [`/?add-to-cart=${towel}&add-to-cart=${board}&quantity=5000`, 'You cannot have more than 999 of “Linen towel” in your cart.'],
    ] as const;
    for (const [path, message] of attempts) {
      const response = await visitor.request(path);
      expect(response.status, path).toBe(303);
      expect(response.headers.get('location')).toBe('/');
      expect(decode(await visitor.page('/cart/')), path).toContain(message);
    }
    expect(decode(await visitor.page('/cart/'))).toContain('Your cart is currently empty.');
  });

  it('carries the notice of a bad link to a visitor without a session in a cookie, writing no session row', async () => {
    const sessionRows = async () => Number((await shop.database.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await sessionRows();
    const links = Array.from({ length: 200 }, (_, n) => `/shop/?add-to-cart=${n % 2 ? 'abc' : 900_000 + n}`);
    for (let at = 0; at < links.length; at += 20) {
      const responses = await Promise.all(links.slice(at, at + 20).map((link) => shop.request(link)));
      for (const response of responses) {
        expect(response.status).toBe(303);
        expect(response.headers.getSetCookie().some((header) => header.startsWith('wp_woocommerce_session_'))).toBe(false);
        await response.body?.cancel();
      }
    }
    expect(await sessionRows()).toBe(before);

    // The visitor still sees why, once, on the page the link goes back to.
    const visitor = new Visitor(shop);
    const response = await visitor.request('/shop/?add-to-cart=abc');
    expect(response.headers.get('location')).toBe('/shop/');
    expect(visitor.cookieHeader('vitrine_notices')).toMatch(/HttpOnly/);
    const page = decode(await visitor.page('/shop/'));
    expect(page).toContain('Sorry, this product cannot be purchased.');
    expect(visitor.cookieHeader('vitrine_notices')).toMatch(/Max-Age=0/);
    expect(decode(await visitor.page('/shop/'))).not.toContain('Sorry, this product cannot be purchased.');
    expect(await sessionRows()).toBe(before);
  });

  it('refuses a path that names another host instead of redirecting to it', async () => {
    // fetch would read `//host/` as another origin; a raw request sends the path as a browser might receive it.
    const response = await rawRequest(shop.url, `//evil.example/?add-to-cart=${towel}`);
    expect(response.status).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });

  it('adds from a posted product form', async () => {
    const visitor = new Visitor(shop);
    const response = await visitor.post('/product/linen-towel/', { 'add-to-cart': String(towel), quantity: '3' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/product/linen-towel/');
    expect(await visitor.page('/cart/')).toContain('value="3"');
  });

  it('removes with the mini cart link only when the nonce is right, and expires the cookies when empty', async () => {
    const visitor = new Visitor(shop);
    await visitor.request(`/?add-to-cart=${towel}`);
    const key = cartItemKey(towel);

    const forged = await visitor.request(`/blog/?remove_item=${key}&_wpnonce=forged`);
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe('/blog/');
    const afterForged = decode(await visitor.page('/cart/'));
    expect(afterForged).toContain('The link you followed has expired. Please try again.');
    expect(afterForged).toContain(`cart[${key}][qty]`);

    const href = /href="(\/cart\/\?remove_item=[^"]+)"/.exec(afterForged)?.[1];
    expect(href).toBeDefined();
    expect(afterForged).toContain('aria-label="Remove “Linen towel” from cart"');
    const removed = await visitor.request(href as string);
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe('/cart/');
    expect(visitor.cookieHeader('woocommerce_items_in_cart')).toMatch(/Max-Age=0/);
    expect(visitor.cookieHeader('woocommerce_cart_hash')).toMatch(/Max-Age=0/);
    const empty = decode(await visitor.page('/cart/'));
    expect(empty).toContain('“Linen towel” removed.');
    expect(empty).toContain('Your cart is currently empty.');
    expect(empty).toContain('Return to shop');
  });

  it('updates quantities from the cart form with the nonce, and refuses without it', async () => {
    const visitor = new Visitor(shop);
    await visitor.request(`/?add-to-cart=${towel}`);
    await visitor.request(`/?add-to-cart=${board}`);
    const before = visitor.cookies.get('woocommerce_cart_hash');
    const page = await visitor.page('/cart/');
    const nonce = nonceIn(page);
    const towelKey = cartItemKey(towel);
    const boardKey = cartItemKey(board);

    const refused = await visitor.post('/cart/', { _wpnonce: 'nope', [`cart[${towelKey}][qty]`]: '5' });
    expect(refused.status).toBe(303);
    expect(decode(await visitor.page('/cart/'))).toContain('The link you followed has expired.');

    const updated = await visitor.post('/cart/', {
      _wpnonce: nonce,
      [`cart[${towelKey}][qty]`]: '4',
      [`cart[${boardKey}][qty]`]: '9',
      update_cart: 'Update cart',
    });
    expect(updated.status).toBe(303);
    expect(updated.headers.get('location')).toBe('/cart/');
    expect(visitor.cookies.get('woocommerce_cart_hash')).not.toBe(before);
    const after = decode(await visitor.page('/cart/'));
    expect(after).toContain('Cart updated.');
    expect(after).toContain('we do not have enough “Oak board” in stock');
    expect(after).toContain('$60.00');

    await visitor.post('/cart/', { _wpnonce: nonce, [`cart[${towelKey}][qty]`]: '0', [`cart[${boardKey}][qty]`]: '0' });
    expect(visitor.cookies.has('woocommerce_items_in_cart')).toBe(false);
    expect(decode(await visitor.page('/cart/'))).toContain('Your cart is currently empty.');
  });

  it('goes to the cart after adding when the shop asks for it', async () => {
    await saveStoreSettings(shop.database.db, { ...SETTINGS_DEFAULTS, redirectAfterAdd: true });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    try {
      const visitor = new Visitor(shop);
      const response = await visitor.request(`/shop/?add-to-cart=${towel}`);
      expect(response.headers.get('location')).toBe('/cart/');
      const failed = await visitor.request('/shop/?add-to-cart=0');
      expect(failed.headers.get('location')).toBe('/shop/');
    } finally {
      await saveStoreSettings(shop.database.db, SETTINGS_DEFAULTS);
    }
  });
});
