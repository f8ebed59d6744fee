import { beforeAll, describe, expect, it } from 'vitest';
import { insertOrderAttribution } from '../core/attribution/order-attribution.ts';
import { attributionReport } from '../core/attribution/report.ts';
import { changeOrderStatus } from '../core/orders/change-status.ts';
import { orderStats } from '../core/orders/order-list.ts';
import { createRefund } from '../core/refunds/create-refund.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertOrder } from './fixtures/shop-data.ts';

/** The reports count a refund on the day it was made, as WooCommerce Analytics does, not on its order's day. */
describe.each(DIALECTS)('refunds in the reports on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  /** Moves an order's refunds to a given moment. */
  const refundedAt = (orderId: number, at: string) => database.db.updateTable('order_refunds').set({ created_at: at }).where('order_id', '=', orderId).execute();

  beforeAll(async () => {
    const db = database.db;
    // Placed on March 1st ($30.00 from the newsletter), $10.00 of it refunded on March 10th.
    const march = await insertOrder(db, { createdAt: '2031-03-01T10:00:00.000Z' });
    await insertOrderAttribution(db, march, { source_type: 'utm', utm_source: 'newsletter', utm_medium: 'email' });
    const partial = await createRefund(db, march, { lines: [], shipping: null, amount: 1000, reason: 'Chipped', restock: false }, { prorate: false }, { refundedBy: null, mail: null });
    expect(partial.ok).toBe(true);
    await refundedAt(march, '2031-03-10T15:00:00.000Z');
    // Placed on February 20th ($30.00, no attribution), refunded whole on March 10th.
    const february = await insertOrder(db, { createdAt: '2031-02-20T10:00:00.000Z' });
    expect((await changeOrderStatus(db, february, 'refunded')).ok).toBe(true);
    await refundedAt(february, '2031-03-10T16:00:00.000Z');
  });

  it('keeps an order’s full amount in the period it was placed and takes the refund off the period it was made in', async () => {
    const report = (from: string, to: string) => attributionReport(database.db, { from, to, group: 'origin' });
    const dayOne = await report('2031-03-01', '2031-03-01');
    expect(dayOne.rows).toEqual([{ label: 'Source: Newsletter', orders: 1, revenue: 3000 }]);
    // Day ten: no order placed, both refunds made, each under its own order's origin.
    const dayTen = await report('2031-03-10', '2031-03-10');
    expect(dayTen.rows).toEqual([
      { label: 'Source: Newsletter', orders: 0, revenue: -1000 },
      { label: 'Unknown', orders: 0, revenue: -3000 },
    ]);
    expect(dayTen.total).toEqual({ orders: 0, revenue: -4000 });
    // February keeps its order whole; the whole of March is its order less both refunds.
    expect((await report('2031-02-01', '2031-02-28')).total).toEqual({ orders: 1, revenue: 3000 });
    expect((await report('2031-03-01', '2031-03-31')).total).toEqual({ orders: 1, revenue: -1000 });
    expect((await report('2031-02-01', '2031-03-31')).total).toEqual({ orders: 2, revenue: 2000 });
  });

  it('counts the dashboard’s refunds in the month they were made', async () => {
    // March: its own order's sales, less both refunds (February's order's too).
    expect(await orderStats(database.db, new Date('2031-03-15T12:00:00Z'))).toMatchObject({ grossThisMonth: 3000, refundsThisMonth: 4000, revenueThisMonth: -1000 });
    // April: nothing placed, nothing refunded; March's refunds stay in March.
    expect(await orderStats(database.db, new Date('2031-04-02T12:00:00Z'))).toMatchObject({ grossThisMonth: 0, refundsThisMonth: 0, revenueThisMonth: 0 });
  });
});
