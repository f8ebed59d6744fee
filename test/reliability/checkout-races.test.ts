import { beforeAll, describe, expect, it } from 'vitest';
import type { ShopProcess } from '../../scripts/shop-process.ts';
import { DIALECTS } from '../dialects.ts';
import { insertCoupon } from '../fixtures/coupons.ts';
import { insertProduct } from '../fixtures/shop-data.ts';
import type { SuiteShop } from '../http-shop.ts';
import { buyerWithCart, mapLimit, submitForm, submitJson, type Answer, type Buyer } from './buyers.ts';
import { shopAt, STACK_TRACE, useShopServer } from './shop-server.ts';

const BUYERS = 50;
const UNITS = 10;
const SUBMITS = 10;
const COUPON_BUYERS = 100;
const COUPON_USES = 10;

/**
 * The checkout under contention, on the real server with two serving processes (as `npm start` runs
 * it) so that requests really run at the same time against one database.
 */
describe.each(DIALECTS)('checkouts racing on %s', (dialect) => {
  const suite = useShopServer(dialect, 'races');
  let shop: SuiteShop;
  beforeAll(() => {
    shop = shopAt((suite.server as ShopProcess).url);
  });

  const ordersOf = (productId: number) =>
    suite.database.db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select(['orders.id', 'orders.billing_email', 'orders.total', 'order_lines.quantity'])
      .where('order_lines.product_id', '=', productId)
      .orderBy('orders.id')
      .execute();
  const productRow = (productId: number) => suite.database.db.selectFrom('products').select(['stock', 'stock_status', 'total_sales']).where('id', '=', productId).executeTakeFirstOrThrow();

  it(`sells the last ${UNITS} units to exactly ${UNITS} of ${BUYERS} buyers, and tells the others why`, async () => {
    const productId = await insertProduct(suite.database.db, { name: 'Last lamps', price: 2500, stock: UNITS });
    const buyers = await mapLimit(BUYERS, 8, (index) => buyerWithCart(shop, `racer-${index}@example.com`, [{ productId, quantity: 1 }]));

    // Every stock read while the race runs, to see it never go below zero.
    const seen: number[] = [];
    let racing = true;
    const watcher = (async () => {
      while (racing) {
        seen.push((await productRow(productId)).stock ?? Number.NaN);
        await new Promise((wake) => setTimeout(wake, 5));
      }
    })();
    const startedAt = Date.now();
    // Half of them through the form, half through the JSON checkout, all at once.
    const answers = await Promise.all(buyers.map((buyer, index) => (index % 2 ? submitJson(buyer) : submitForm(buyer))));
    const raceMs = Date.now() - startedAt;
    racing = false;
    await watcher;

    const confirmed = answers.filter((answer) => answer.kind === 'confirmed');
    const refused = answers.filter((answer) => answer.kind === 'refused');
    console.log(`${dialect}: ${BUYERS} buyers for ${UNITS} units in ${raceMs} ms: ${confirmed.length} confirmed, ${refused.length} refused (${statuses(refused)}), lowest stock seen ${Math.min(...seen)}`);
    expect(answers.filter((answer) => answer.kind === 'failed')).toEqual([]);
    expect(confirmed).toHaveLength(UNITS);
    expect(refused).toHaveLength(BUYERS - UNITS);
    // A refused buyer is told that the product ran out, not only that their cart is now empty.
    expect(refused.filter((answer) => !/stock/i.test(answer.message))).toEqual([]);

    const orders = await ordersOf(productId);
    expect(orders.map((order) => order.id).sort(byNumber)).toEqual(confirmed.map((answer) => answer.orderId).sort(byNumber));
    expect(orders.every((order) => order.quantity === 1)).toBe(true);
    expect(await productRow(productId)).toEqual({ stock: 0, stock_status: 'outofstock', total_sales: UNITS });
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(0);
    expect((suite.server as ShopProcess).output()).not.toMatch(STACK_TRACE);
  });

  it(`gives a coupon limited to ${COUPON_USES} uses to exactly ${COUPON_USES} of ${COUPON_BUYERS} buyers checking out at once`, async () => {
    const db = suite.database.db;
    const productId = await insertProduct(db, { name: 'Coupon race kettle', price: 2000, stock: 1000 });
    const couponId = await insertCoupon(db, { code: 'race-ten', discount_type: 'fixed_cart', amount: '5', usage_limit: String(COUPON_USES) });
    const buyers = await mapLimit(COUPON_BUYERS, 8, async (index) => {
      const buyer = await buyerWithCart(shop, `coupon-racer-${index}@example.com`, [{ productId, quantity: 1 }]);
      expect((await buyer.visitor.request('/checkout/?coupon_code=race-ten')).status).toBe(303);
      return buyer;
    });
    const answers = await Promise.all(buyers.map((buyer, index) => (index % 2 ? submitJson(buyer) : submitForm(buyer))));

    const confirmed = answers.filter((answer) => answer.kind === 'confirmed');
    const withCoupon = await db.selectFrom('order_coupon_lines').select(['order_id', 'discount']).where('coupon_id', '=', couponId).execute();
    console.log(`${dialect}: ${COUPON_BUYERS} buyers for ${COUPON_USES} coupon uses: ${confirmed.length} orders placed, ${withCoupon.length} with the coupon; answers ${statuses(answers)}`);
    expect(answers.filter((answer) => answer.kind === 'failed')).toEqual([]);
    expect(withCoupon).toHaveLength(COUPON_USES);
    expect(withCoupon.every((line) => line.discount === 500)).toBe(true);
    expect((await db.selectFrom('coupons').select('usage_count').where('id', '=', couponId).executeTakeFirstOrThrow()).usage_count).toBe(COUPON_USES);
    // Those too late are told the coupon is used up, and nothing was charged them.
    const refused = answers.filter((answer) => answer.kind === 'refused');
    expect(refused).toHaveLength(COUPON_BUYERS - confirmed.length);
    expect(refused.filter((answer) => !/usage limit/i.test(answer.message))).toEqual([]);
    const orders = await db.selectFrom('orders').innerJoin('order_lines', 'order_lines.order_id', 'orders.id').select(['orders.id', 'orders.discount_total', 'orders.total']).where('order_lines.product_id', '=', productId).execute();
    expect(orders.map((order) => order.id).sort(byNumber)).toEqual(confirmed.map((answer) => answer.orderId).sort(byNumber));
    expect(orders.filter((order) => order.discount_total === 500)).toHaveLength(COUPON_USES);
    expect(orders.every((order) => order.total === 2000 + 500 - order.discount_total)).toBe(true);
    expect((suite.server as ShopProcess).output()).not.toMatch(STACK_TRACE);
  });

  /** N submits of one buyer's cart at the same moment (a double click, a retried request, two tabs). */
  async function submitOneCartAtOnce(label: string, submit: (buyer: Buyer, index: number) => Promise<Answer>) {
    const productId = await insertProduct(suite.database.db, { name: `Twice-clicked teapot ${label}`, price: 3000, stock: 100 });
    const buyer = await buyerWithCart(shop, `one-cart-${label}@example.com`, [{ productId, quantity: 2 }]);
    const answers = await Promise.all(Array.from({ length: SUBMITS }, (_, index) => submit(buyer, index)));
    const confirmed = answers.filter((answer) => answer.kind === 'confirmed');
    const orders = await ordersOf(productId);
    console.log(`${dialect}: ${SUBMITS} submits of one cart (${label}): ${confirmed.length} confirmed, ${orders.length} order(s) in the database; answers ${statuses(answers)}`);
    expect(answers.filter((answer) => answer.kind === 'failed')).toEqual([]);
    expect(orders).toHaveLength(1);
    expect(new Set(confirmed.map((answer) => answer.orderId))).toEqual(new Set([orders[0]?.id]));
    expect(orders[0]).toMatchObject({ billing_email: buyer.email, quantity: 2 });
    expect(await productRow(productId)).toMatchObject({ stock: 98, total_sales: 2 });
  }

  it(`places one order when one cart's checkout form is submitted ${SUBMITS} times at once`, async () => {
    await submitOneCartAtOnce('form', submitForm);
  });

  it(`places one order when one cart's JSON checkout is posted ${SUBMITS} times at once`, async () => {
    await submitOneCartAtOnce('json', submitJson);
  });

  it('places one order when one cart goes through the form and the JSON checkout at once', async () => {
    await submitOneCartAtOnce('both', (buyer, index) => (index % 2 ? submitJson(buyer) : submitForm(buyer)));
  });
});

const byNumber = (a: number, b: number) => a - b;

/** "303×10, 409×40": how many answers had each status. */
function statuses(answers: Answer[]): string {
  const counts = new Map<number, number>();
  for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status}×${count}`).join(', ');
}
