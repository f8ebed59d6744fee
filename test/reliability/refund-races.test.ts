import { beforeAll, describe, expect, it } from 'vitest';
import type { ShopProcess } from '../../scripts/shop-process.ts';
import { DIALECTS } from '../dialects.ts';
import { insertTaxedOrder, refundsOf } from '../fixtures/refunds.ts';
import { decode, logInAs, nonceIn, textOf, Visitor } from '../fixtures/visitor.ts';
import type { SuiteShop } from '../http-shop.ts';
import { mapLimit } from './buyers.ts';
import { ADMIN_PASSWORD, shopAt, STACK_TRACE, useShopServer } from './shop-server.ts';

const ORDERS = 4;
const AMOUNTS = [6000, 5000, 4000, 2500, 1500, 1000];
/** The owner signed in several times over: each refund of a race goes from a session of its own. */
const SESSIONS = ORDERS * AMOUNTS.length;

interface Owner {
  visitor: Visitor;
  nonce: string;
}

/** What a refund request was answered: made, refused with a reason, or anything else. */
type Outcome = { kind: 'made'; amount: number } | { kind: 'refused'; amount: number; status: number; message: string } | { kind: 'failed'; amount: number; status: number; message: string };

/**
 * Refunds of one order made at the same moment from the admin's form and over `wc/v3`, on the real server
 * with two serving processes: whatever the order they run in, the refunds never add up past what was paid.
 */
describe.each(DIALECTS)('refunds racing on %s', (dialect) => {
  const suite = useShopServer(dialect, 'refunds');
  let shop: SuiteShop;
  let owners: Owner[] = [];

  beforeAll(async () => {
    shop = shopAt((suite.server as ShopProcess).url);
    owners = await mapLimit(SESSIONS, 4, async () => {
      const visitor = new Visitor(shop);
      await logInAs(visitor, 'admin', ADMIN_PASSWORD);
      const nonce = nonceIn(await visitor.page('/admin/orders/'));
      expect(nonce).not.toBe('');
      return { visitor, nonce };
    });
  });

  /** A refund of `amount` cents through the order page's form, as a browser without script sends it. */
  async function refundByForm(owner: Owner, orderId: number, amount: number): Promise<Outcome> {
    try {
      const response = await owner.visitor.post(`/admin/orders/${orderId}/`, { _wpnonce: owner.nonce, intent: 'refund', refund_amount: (amount / 100).toFixed(2), refund_reason: 'Race' });
      if (response.status === 303) return { kind: 'made', amount };
      const html = decode(await response.text());
      // By the amount, or above the form when the order has nothing left to refund.
      const message = textOf(/id="refund-amount-error"[^>]*>([\s\S]*?)<\/span>/.exec(html)?.[1] ?? /<div class="woocommerce-error" role="alert">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '');
      return response.status === 400 && message ? { kind: 'refused', amount, status: 400, message } : { kind: 'failed', amount, status: response.status, message: html.slice(0, 300) };
    } catch (error) {
      return { kind: 'failed', amount, status: 0, message: String(error) };
    }
  }

  /** The same refund over `wc/v3/orders/<id>/refunds`. */
  async function refundByApi(owner: Owner, orderId: number, amount: number): Promise<Outcome> {
    try {
      const response = await owner.visitor.request(`/wp-json/wc/v3/orders/${orderId}/refunds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-wp-nonce': owner.nonce },
        body: JSON.stringify({ amount: (amount / 100).toFixed(2), reason: 'Race' }),
      });
      const json = (await response.json()) as { message?: string };
      if (response.status === 201) return { kind: 'made', amount };
      return response.status === 400 && json.message ? { kind: 'refused', amount, status: 400, message: json.message } : { kind: 'failed', amount, status: response.status, message: JSON.stringify(json) };
    } catch (error) {
      return { kind: 'failed', amount, status: 0, message: String(error) };
    }
  }

  /** Sends every refund of `amounts` for the order at once, half through the form and half over the API, each from its own session. */
  const race = (orderId: number, amounts: readonly number[], firstSession = 0) =>
    Promise.all(amounts.map((amount, index) => (index % 2 ? refundByApi : refundByForm)(owners[(firstSession + index) % owners.length]!, orderId, amount)));

  /** The order's refunds as written agree with what the requests were told, and never pass what was paid. */
  async function expectHeld(orderId: number, outcomes: Outcome[]) {
    const { refunds, order } = await refundsOf(suite.database.db, orderId);
    const made = outcomes.filter((outcome) => outcome.kind === 'made');
    const sum = refunds.reduce((total, refund) => total + Number(refund.amount), 0);
    expect(outcomes.filter((outcome) => outcome.kind === 'failed')).toEqual([]);
    expect(refunds.map((refund) => Number(refund.amount)).sort(byNumber)).toEqual(made.map((outcome) => outcome.amount).sort(byNumber));
    expect(sum).toBeLessThanOrEqual(order.total);
    expect(order.refunded_total).toBe(sum);
    expect(order.status).toBe(sum === order.total ? 'refunded' : 'processing');
    // Every refund refused was more than was left once the others were made: those that fit went through.
    for (const outcome of outcomes.filter((candidate) => candidate.kind === 'refused')) {
      expect(outcome.amount).toBeGreaterThan(order.total - sum);
      expect(outcome.kind === 'refused' && outcome.message).toMatch(/left to refund|refunded in full/);
    }
    return { sum, made: made.length };
  }

  it('makes exactly as many equal refunds as the order’s total holds when more are sent at once', async () => {
    const { orderId } = await insertTaxedOrder(suite.database.db, { lines: [{ productId: null, name: 'Race lamp', quantity: 1, total: 10_000, tax: 0 }] });
    const outcomes = await race(orderId, [3000, 3000, 3000, 3000, 3000, 3000]);
    const { sum, made } = await expectHeld(orderId, outcomes);
    console.log(`${dialect}: 6 refunds of $30.00 for a $100.00 order at once: ${made} made, $${(sum / 100).toFixed(2)} refunded`);
    expect(made).toBe(3);
    expect(sum).toBe(9000);
  });

  it('never refunds more than was paid when refunds of several orders, of every size, race each other', async () => {
    const orders = await Promise.all(
      Array.from({ length: ORDERS }, (_, index) => insertTaxedOrder(suite.database.db, { lines: [{ productId: null, name: `Race order ${index}`, quantity: 1, total: 10_000, tax: 0 }] })),
    );
    const outcomes = await Promise.all(orders.map(({ orderId }, index) => race(orderId, AMOUNTS, index * AMOUNTS.length)));
    for (const [index, { orderId }] of orders.entries()) {
      const { sum, made } = await expectHeld(orderId, outcomes[index]!);
      console.log(`${dialect}: order ${index + 1}: ${made} of ${AMOUNTS.length} refunds made, $${(sum / 100).toFixed(2)} of $100.00 refunded`);
      // At least the first refund to run fits, and the ones that went through leave no room for one refused.
      expect(made).toBeGreaterThan(0);
    }
    expect((suite.server as ShopProcess).output()).not.toMatch(STACK_TRACE);
  });
});

const byNumber = (a: number, b: number) => a - b;
