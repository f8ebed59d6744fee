import { beforeAll, describe, expect, it } from 'vitest';
import { changeOrderStatus } from '../core/orders/change-status.ts';
import { countOrdersByStatus, listOrders, orderStats } from '../core/orders/order-list.ts';
import { getContentVersion } from '../core/settings/settings.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertCustomer, insertOrder, insertProduct } from './fixtures/shop-data.ts';

describe.each(DIALECTS)('admin orders on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let customerId: number;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    customerId = await insertCustomer(database.db, { username: 'marie', first_name: 'Marie', last_name: 'Curie' });
    ids.old = await insertOrder(database.db, { status: 'completed', createdAt: '2020-05-01T10:00:00.000Z', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    ids.held = await insertOrder(database.db, { status: 'on-hold', createdAt: '2030-06-10T09:00:00.000Z', email: 'marie@example.com', firstName: 'Marie', lastName: 'Curie', customerId });
    ids.today = await insertOrder(database.db, { status: 'processing', createdAt: '2030-06-15T08:00:00.000Z', email: 'grace@example.com', customerId });
    ids.failed = await insertOrder(database.db, { status: 'failed', createdAt: '2030-06-15T09:00:00.000Z', email: 'ghost@example.com' });
  });

  it('lists orders newest first with the billing name and item count', async () => {
    const { rows, total } = await listOrders(database.db, { page: 1, perPage: 10 });
    expect(total).toBe(4);
    expect(rows.map((row) => row.id)).toEqual([ids.failed, ids.today, ids.held, ids.old]);
    expect(rows[3]).toMatchObject({ billingName: 'Ada Lovelace', billingEmail: 'ada@example.com', status: 'completed', total: 3000, itemCount: 1 });
  });

  it('filters by status and ignores an unknown status', async () => {
    expect((await listOrders(database.db, { status: 'on-hold', page: 1, perPage: 10 })).rows.map((row) => row.id)).toEqual([ids.held]);
    expect((await listOrders(database.db, { status: 'bogus', page: 1, perPage: 10 })).total).toBe(4);
  });

  it('searches by order number, e-mail and name, case-insensitively', async () => {
    const search = async (text: string) => (await listOrders(database.db, { search: text, page: 1, perPage: 10 })).rows.map((row) => row.id);
    expect(await search(`#${ids.held}`)).toEqual([ids.held]);
    expect(await search('GRACE@')).toEqual([ids.today]);
    expect(await search('ada love')).toEqual([ids.old]);
    expect(await search('curie')).toEqual([ids.held]);
    expect(await search('_')).toEqual([]);
    // Looked up by its rarest trigrams, then checked whole: every trigram of the text in an order is not enough.
    expect(await search('E@EXAMPLE.COM')).toEqual([ids.today, ids.held]);
    expect(await search('ce@ex')).toEqual([ids.today]);
    expect(await search('mple.comexa')).toEqual([]);
    expect(await search('zzz@example.com')).toEqual([]);
    expect(await search('Marie Cu')).toEqual([ids.held]);
  });

  it('judges which trigrams are rare by the latest orders read once a minute, not on every search', async () => {
    const sampled: string[] = [];
    const counting = database.db.withPlugin({
      transformQuery: (args) => {
        const selections = 'selections' in args.node ? JSON.stringify(args.node.selections) : '';
        if (selections.includes('"text"')) sampled.push(selections);
        return args.node;
      },
      transformResult: async ({ result }) => result,
    });
    const search = async (text: string) => (await listOrders(counting, { search: text, page: 1, perPage: 10 })).rows.map((row) => row.id);
    expect(await search('grace@example')).toEqual([ids.today]);
    expect(await search('ada love')).toEqual([ids.old]);
    expect(await search('marie@exa')).toEqual([ids.held]);
    // One sample of e-mails and one of names, for every search of the minute.
    expect(sampled).toHaveLength(2);
  });

  it('finds an order by its billing name and e-mail as they are changed', async () => {
    const { db } = database;
    const search = async (text: string) => (await listOrders(db, { search: text, page: 1, perPage: 10 })).rows.map((row) => row.id);
    await db.updateTable('order_addresses').set({ first_name: 'Augusta' }).where('order_id', '=', ids.old!).where('type', '=', 'billing').execute();
    await db.updateTable('orders').set({ billing_email: 'augusta@example.org' }).where('id', '=', ids.old!).execute();
    expect(await search('augusta love')).toEqual([ids.old]);
    expect(await search('augusta@example.org')).toEqual([ids.old]);
    expect(await search('ada love')).toEqual([]);
    expect(await search('ada@example.com')).toEqual([]);
    await db.updateTable('order_addresses').set({ first_name: 'Ada' }).where('order_id', '=', ids.old!).where('type', '=', 'billing').execute();
    await db.updateTable('orders').set({ billing_email: 'ada@example.com' }).where('id', '=', ids.old!).execute();
    expect(await search('ada love')).toEqual([ids.old]);
  });

  it('pages and limits to one customer', async () => {
    const page2 = await listOrders(database.db, { page: 2, perPage: 3 });
    expect(page2.rows.map((row) => row.id)).toEqual([ids.old]);
    expect((await listOrders(database.db, { customerId, page: 1, perPage: 10 })).rows.map((row) => row.id)).toEqual([ids.today, ids.held]);
  });

  it('counts by status and sums this month’s paid revenue', async () => {
    expect(await countOrdersByStatus(database.db)).toMatchObject({ completed: 1, 'on-hold': 1, processing: 1, failed: 1, pending: 0 });
    expect(await orderStats(database.db, new Date('2030-06-15T12:00:00Z'))).toEqual({ ordersToday: 2, revenueThisMonth: 6000, grossThisMonth: 6000, refundsThisMonth: 0 });
  });

  it('refuses transitions the order process does not allow', async () => {
    expect(await changeOrderStatus(database.db, ids.old!, 'processing')).toMatchObject({ ok: false, error: { code: 'not_allowed' } });
    expect(await changeOrderStatus(database.db, ids.old!, 'shipped')).toMatchObject({ ok: false, error: { code: 'invalid_status' } });
    expect(await changeOrderStatus(database.db, 999_999, 'completed')).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('completes an order without touching stock', async () => {
    const productId = await insertProduct(database.db, { name: 'Lamp', stock: 2 });
    const id = await insertOrder(database.db, { status: 'processing', lines: [{ productId, name: 'Lamp', quantity: 1, unitPrice: 1000 }] });
    expect(await changeOrderStatus(database.db, id, 'completed')).toEqual({ ok: true, value: { from: 'processing', to: 'completed', restocked: 0 } });
    expect((await database.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock).toBe(2);
  });

  it('puts stock back when a processing or on-hold order is cancelled or refunded, once', async () => {
    const managed = await insertProduct(database.db, { name: 'Mug', stock: 0, stock_status: 'outofstock' });
    const unmanaged = await insertProduct(database.db, { name: 'Poster' });
    const id = await insertOrder(database.db, {
      status: 'on-hold',
      lines: [
        { productId: managed, name: 'Mug', quantity: 3, unitPrice: 1200 },
        { productId: unmanaged, name: 'Poster', quantity: 1, unitPrice: 900 },
        { productId: null, name: 'Deleted thing', quantity: 1, unitPrice: 100 },
      ],
    });
    const before = await getContentVersion(database.db);
    expect(await changeOrderStatus(database.db, id, 'cancelled')).toEqual({ ok: true, value: { from: 'on-hold', to: 'cancelled', restocked: 3 } });
    expect(await database.db.selectFrom('products').select(['stock', 'stock_status']).where('id', '=', managed).executeTakeFirstOrThrow()).toEqual({ stock: 3, stock_status: 'instock' });
    expect((await database.db.selectFrom('products').select('stock').where('id', '=', unmanaged).executeTakeFirstOrThrow()).stock).toBeNull();
    expect(await getContentVersion(database.db)).not.toBe(before);
    // Cancelled is final: no second restock.
    expect(await changeOrderStatus(database.db, id, 'refunded')).toMatchObject({ ok: false, error: { code: 'not_allowed' } });

    const refunded = await insertOrder(database.db, { status: 'processing', lines: [{ productId: managed, name: 'Mug', quantity: 2, unitPrice: 1200 }] });
    expect(await changeOrderStatus(database.db, refunded, 'refunded')).toMatchObject({ ok: true, value: { restocked: 2 } });
    expect((await database.db.selectFrom('products').select('stock').where('id', '=', managed).executeTakeFirstOrThrow()).stock).toBe(5);
  });

  it('does not restock a pending order that is cancelled (it never held stock)', async () => {
    const productId = await insertProduct(database.db, { name: 'Vase', stock: 4 });
    const id = await insertOrder(database.db, { status: 'pending', lines: [{ productId, name: 'Vase', quantity: 1, unitPrice: 1000 }] });
    expect(await changeOrderStatus(database.db, id, 'cancelled')).toMatchObject({ ok: true, value: { restocked: 0 } });
    expect((await database.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock).toBe(4);
  });

  it('sorts by total, number or date either way, ties broken by number, and newest first unless asked', async () => {
    const card = (unitPrice: number) => [{ productId: null, name: 'Card', quantity: 1, unitPrice }];
    const small = await insertOrder(database.db, { email: 'sort-small@example.com', createdAt: '2031-01-02T00:00:00.000Z', lines: card(100) });
    const large = await insertOrder(database.db, { email: 'sort-large@example.com', createdAt: '2031-01-01T00:00:00.000Z', lines: card(90_000) });
    const same = await insertOrder(database.db, { email: 'sort-same@example.com', createdAt: '2031-01-01T00:00:00.000Z', lines: card(100) });
    const ids = async (sort?: { by: 'id' | 'date' | 'total'; order: 'asc' | 'desc' }) =>
      (await listOrders(database.db, { search: 'sort-', sort, page: 1, perPage: 10 })).rows.map((row) => row.id);
    expect(await ids({ by: 'total', order: 'desc' })).toEqual([large, same, small]);
    expect(await ids({ by: 'total', order: 'asc' })).toEqual([small, same, large]);
    expect(await ids({ by: 'date', order: 'asc' })).toEqual([large, same, small]);
    expect(await ids({ by: 'id', order: 'desc' })).toEqual([same, large, small]);
    expect(await ids()).toEqual([small, same, large]);
  });
});
