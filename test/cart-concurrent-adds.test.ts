import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { Visitor } from './fixtures/visitor.ts';
import { useHttpShop } from './http-shop.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' };

/**
 * A shopper who adds from two tabs at once, or double-clicks: each request of one session reads the cart
 * and writes it back, and none may write over what another added meanwhile.
 */
describe.each(DIALECTS)('adds to one cart at the same time, on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  const products: number[] = [];

  beforeAll(async () => {
    for (let n = 0; n < 9; n++) products.push(await insertProduct(shop.database.db, { name: `Side-by-side mug ${n}`, price: 1000 + n }));
  });

  const add = (visitor: Visitor, productId: number) =>
    visitor.request('/?wc-ajax=add_to_cart', { method: 'POST', headers: FORM, body: new URLSearchParams({ product_id: String(productId), quantity: '1' }).toString() });

  const cartOf = async (visitor: Visitor) => {
    const response = await visitor.request('/wp-json/wc/store/v1/cart');
    expect(response.status).toBe(200);
    const cart = (await response.json()) as { items: { id: number; quantity: number }[] };
    return cart.items.map((item) => [item.id, item.quantity]).sort((a, b) => a[0]! - b[0]!);
  };

  it('keeps every line when adds of different products arrive together', async () => {
    const visitor = new Visitor(shop);
    expect((await add(visitor, products[0]!)).status).toBe(200);
    const replies = await Promise.all(products.slice(1).map((id) => add(visitor, id)));
    expect(replies.map((reply) => reply.status)).toEqual(products.slice(1).map(() => 200));
    expect(await cartOf(visitor)).toEqual(products.map((id) => [id, 1]));
  });

  it('counts every add of one product arriving together', async () => {
    const visitor = new Visitor(shop);
    expect((await add(visitor, products[0]!)).status).toBe(200);
    await Promise.all(Array.from({ length: 6 }, () => add(visitor, products[0]!)));
    expect(await cartOf(visitor)).toEqual([[products[0]!, 7]]);
  });
});
