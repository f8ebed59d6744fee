import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { decode, nonceIn, Visitor } from './fixtures/visitor.ts';
import { useHttpShop } from './http-shop.ts';

describe.each(DIALECTS)('the cart cookies follow the session on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let lamp: number;
  beforeAll(async () => {
    lamp = await insertProduct(shop.database.db, { name: 'Brass lamp', price: 4500, stock: 100 });
  });

  it('go with the session when the customer logs out, since the cart goes with it', async () => {
    const visitor = new Visitor(shop);
    const registered = await visitor.post('/my-account/?index', { intent: 'register', email: 'leaving@example.com', password: 'a-long-password' });
    expect(registered.status).toBe(303);
    expect((await visitor.request(`/?add-to-cart=${lamp}`)).status).toBe(303);
    expect(visitor.cookies.get('woocommerce_items_in_cart')).toBe('1');

    const nonce = nonceIn(decode(await visitor.page('/my-account/customer-logout/')));
    const loggedOut = await visitor.post('/my-account/customer-logout/', { _wpnonce: nonce });
    expect(loggedOut.status).toBe(303);
    expect(visitor.cookieHeader('woocommerce_items_in_cart')).toMatch(/Max-Age=0/);
    expect(visitor.cookieHeader('woocommerce_cart_hash')).toMatch(/Max-Age=0/);
    expect(decode(await visitor.page('/cart/'))).toContain('Your cart is currently empty.');
  });
});
