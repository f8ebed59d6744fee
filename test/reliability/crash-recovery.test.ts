import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { ShopProcess } from '../../scripts/shop-process.ts';
import { DIALECTS } from '../dialects.ts';
import { insertProduct } from '../fixtures/shop-data.ts';
import { Visitor } from '../fixtures/visitor.ts';
import { buyerWithCart, mapLimit, submitForm, submitJson, type Answer } from './buyers.ts';
import { shopAt, startShopServer, useShopServer } from './shop-server.ts';

const BUYERS = 40;
/** Checkouts in flight at once while the load runs. */
const IN_FLIGHT = 8;
/** The crash comes once this many orders were confirmed, with the rest of the load still running. */
const CONFIRMED_BEFORE_CRASH = 10;
const STOCK = 100_000;

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/** The primary and its serving processes, looked up before the load: `ps` at crash time would hold the test up while answers arrive. */
function processTree(server: ShopProcess): number[] {
  const primary = server.child.pid as number;
  const ps = spawnSync('ps', ['-o', 'pid=', '--ppid', String(primary)], { encoding: 'utf8' });
  return [...ps.stdout.split('\n').map((line) => Number(line.trim())).filter((pid) => pid > 0), primary];
}

/** Every process of the shop killed at once with SIGKILL: no handler, no clean-up runs. */
async function killHard(server: ShopProcess, pids: readonly number[]): Promise<number> {
  const exited = once(server.child, 'exit');
  for (const pid of pids) process.kill(pid, 'SIGKILL');
  await exited;
  // The workers go with their primary's IPC channel at the latest; wait until none is left.
  for (let waited = 0; waited < 5_000 && pids.some(isAlive); waited += 20) await sleep(20);
  return pids.length;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe.each(DIALECTS)('kill -9 under checkout load on %s', (dialect) => {
  const suite = useShopServer(dialect, 'crash');

  it('keeps every order a buyer saw confirmed, whole, and leaves no half-written order or lost stock', async () => {
    const running = suite.server as ShopProcess;
    const pids = processTree(running);
    const shop = shopAt(running.url, 15_000);
    const db = suite.database.db;
    const mug = await insertProduct(db, { name: 'Crash-proof mug', price: 1200, stock: STOCK });
    const plate = await insertProduct(db, { name: 'Crash-proof plate', price: 800, stock: STOCK });
    const buyers = await mapLimit(BUYERS, IN_FLIGHT, (index) =>
      buyerWithCart(shop, `crash-${index}@example.com`, index % 3 === 0 ? [{ productId: mug, quantity: 1 }] : [{ productId: mug, quantity: 1 + (index % 2) }, { productId: plate, quantity: 2 }]),
    );

    // Checkouts run IN_FLIGHT at a time, half through the form, half as JSON, until the server dies.
    const answers: (Answer | undefined)[] = new Array(BUYERS);
    let next = 0;
    let crashing = false;
    const load = Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < BUYERS && !crashing) {
          const index = next++;
          const buyer = buyers[index]!;
          answers[index] = await (index % 2 ? submitJson(buyer) : submitForm(buyer));
        }
      }),
    );
    const confirmedSoFar = () => answers.filter((answer) => answer?.kind === 'confirmed').length;
    while (confirmedSoFar() < CONFIRMED_BEFORE_CRASH && next < BUYERS) await sleep(2);
    crashing = true;
    const killed = await killHard(running, pids);
    suite.server = undefined;
    await load;

    const confirmed = answers.filter((answer): answer is Extract<Answer, { kind: 'confirmed' }> => answer?.kind === 'confirmed');
    const lost = answers.filter((answer) => answer?.kind === 'failed').length;
    console.log(`${dialect}: killed ${killed} processes with ${confirmed.length} orders confirmed; ${lost} checkouts in flight cut off by the crash`);
    expect(confirmed.length).toBeGreaterThanOrEqual(CONFIRMED_BEFORE_CRASH);
    expect(lost, 'the crash hit while checkouts were running').toBeGreaterThan(0);

    // Restart on the same data, as a process manager would.
    suite.server = await startShopServer(suite.data, { processes: 2 });
    const restarted = shopAt(suite.server.url);

    const orders = await db
      .selectFrom('orders')
      .select(['id', 'order_key', 'subtotal', 'shipping_total', 'total', 'billing_email'])
      .where('billing_email', 'like', 'crash-%')
      .execute();
    const lines = await db.selectFrom('order_lines').select(['order_id', 'product_id', 'quantity', 'unit_price', 'total']).where('product_id', 'in', [mug, plate]).execute();
    const addresses = await db.selectFrom('order_addresses').select(['order_id', 'type']).where('type', '=', 'billing').execute();
    console.log(`${dialect}: after the restart ${orders.length} orders in the database for ${confirmed.length} confirmations`);

    // Every confirmation is an order in the database, with the key the buyer was given.
    const byId = new Map(orders.map((order) => [order.id, order]));
    for (const answer of confirmed) expect(byId.get(answer.orderId)?.order_key, `order ${answer.orderId}`).toBe(answer.orderKey);
    // Orders nobody saw confirmed may exist (committed as the connection died), but each is whole.
    expect(orders.length).toBeLessThanOrEqual(confirmed.length + lost);
    const withBilling = new Set(addresses.map((address) => address.order_id));
    for (const order of orders) {
      const own = lines.filter((line) => line.order_id === order.id);
      expect(own.length, `order ${order.id} has its lines`).toBeGreaterThan(0);
      for (const line of own) expect(line.total).toBe(line.unit_price * line.quantity);
      const subtotal = own.reduce((sum, line) => sum + line.total, 0);
      expect(order.subtotal, `order ${order.id} subtotal`).toBe(subtotal);
      expect(order.total, `order ${order.id} total`).toBe(subtotal + order.shipping_total);
      expect(withBilling.has(order.id), `order ${order.id} has its billing address`).toBe(true);
    }
    // No order anywhere without lines, and no line without its order.
    const bare = await db.selectFrom('orders').leftJoin('order_lines', 'order_lines.order_id', 'orders.id').select('orders.id').where('order_lines.id', 'is', null).execute();
    expect(bare).toEqual([]);
    expect(lines.every((line) => byId.has(line.order_id))).toBe(true);

    // Stock taken equals what the orders in the database hold: nothing taken for an order that is not there.
    for (const productId of [mug, plate]) {
      const sold = lines.filter((line) => line.product_id === productId).reduce((sum, line) => sum + line.quantity, 0);
      const row = await db.selectFrom('products').select(['stock', 'total_sales']).where('id', '=', productId).executeTakeFirstOrThrow();
      expect(row, `product ${productId}`).toEqual({ stock: STOCK - sold, total_sales: sold });
    }

    // The restarted shop shows each buyer their confirmed order, and takes new ones.
    await mapLimit(confirmed.length, 4, async (index) => {
      const answer = confirmed[index]!;
      const buyer = buyers[answers.indexOf(answer)]!;
      const visitor = new Visitor(restarted);
      for (const [name, value] of buyer.visitor.cookies) visitor.cookies.set(name, value);
      expect((await visitor.request(`/checkout/order-received/${answer.orderId}/?key=${answer.orderKey}`)).status).toBe(200);
    });
    const after = await buyerWithCart(restarted, 'crash-after@example.com', [{ productId: plate, quantity: 1 }]);
    expect((await submitForm(after)).kind).toBe('confirmed');
  }, 120_000);
});
