import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { Visitor } from './fixtures/visitor.ts';
import { useHttpShop } from './http-shop.ts';

/**
 * A page's loaders run side by side: the layout's loader takes the visitor's notices while the page's own
 * loader may answer with a redirect (an empty cart at the checkout). The page is then never shown, so the
 * notices it took must wait for the page the redirect leads to.
 */
describe.each(DIALECTS)('notices across a redirect on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let kettle: number;
  beforeAll(async () => {
    kettle = await insertProduct(shop.database.db, { name: 'Copper kettle', price: 5200, stock: 2 });
  });

  it('keeps every notice when the checkout sends an emptied cart back to the cart page', async () => {
    const visitor = new Visitor(shop);
    // The add leaves its notice pending: the visitor goes straight to the checkout instead of the page.
    const added = await visitor.request(`/?add-to-cart=${kettle}`);
    expect(added.status).toBe(303);
    // Sold out meanwhile: the checkout drops the line and sends the visitor to the cart.
    await shop.database.db.updateTable('products').set({ stock: 0, stock_status: 'outofstock' }).where('id', '=', kettle).execute();

    const checkout = await visitor.request('/checkout/');
    expect(checkout.status).toBe(303);
    expect(checkout.headers.get('location')).toBe('/cart/');

    const cart = await visitor.page('/cart/');
    expect(cart).toContain('“Copper kettle” has been added to your cart.');
    expect(cart).toMatch(/Copper kettle.{0,60}out of stock/);
    expect(cart).toContain('Checkout is not available whilst your cart is empty.');
    // Shown once: the next page has none left.
    expect(await visitor.page('/cart/')).not.toContain('has been added to your cart.');
  });
});
