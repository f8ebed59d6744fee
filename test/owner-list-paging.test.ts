import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ADMIN_PRODUCT_SORTS, listAdminProducts } from '../core/catalog/admin-product-list.ts';
import { changeOrderStatus } from '../core/orders/change-status.ts';
import { countOrders, countOrdersByStatus, listOrders, ORDER_LIST_SORTS } from '../core/orders/order-list.ts';
import { listOwnerOrders } from '../core/orders/owner-order-query.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertOrder, insertProduct } from './fixtures/shop-data.ts';

const STATUSES = ['processing', 'completed', 'on-hold', 'pending', 'cancelled'] as const;
const PER_PAGE = 4;

/**
 * The owner's lists read a deep page from the far end of the list and take their totals from counts the
 * database keeps: every page must still hold what plain OFFSET paging over the whole order gives, and the
 * counts must follow every insert, status change and delete.
 */
describe.each(DIALECTS)('the owner’s lists, page by page, on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  beforeAll(async () => {
    const { db } = database;
    for (let n = 0; n < 45; n++) {
      await insertOrder(db, {
        status: STATUSES[n % STATUSES.length],
        // Pairs of orders share a time and totals repeat: the id must break the ties the same way from either end.
        createdAt: new Date(Date.UTC(2030, 0, 1 + Math.floor(n / 2))).toISOString(),
        email: `buyer${n % 6}@shop${n % 2}.test`,
        firstName: n % 3 === 0 ? 'Ada' : 'Grace',
        lastName: `Family${n % 4}`,
        lines: [{ productId: null, name: 'Gift card', quantity: 1, unitPrice: 1000 * (n % 5) }],
      });
      await insertProduct(db, { name: `Lamp ${n % 7}`, price: 100 * (n % 4), status: n % 5 === 0 ? 'draft' : 'publish', created_at: new Date(Date.UTC(2030, 0, 1 + Math.floor(n / 3))).toISOString() });
    }
    const parent = await insertProduct(db, { name: 'Lamp 0 parent', type: 'variable' });
    await insertProduct(db, { name: 'Lamp 0 variation', type: 'variation', parent_id: parent });
  });

  /** Every page in turn, one past the end included, concatenated. */
  async function allPages(read: (page: number) => Promise<{ ids: number[]; total: number }>): Promise<{ ids: number[]; totals: number[] }> {
    const first = await read(1);
    const pages = Math.ceil(first.total / PER_PAGE) + 1;
    const ids: number[] = [];
    const totals: number[] = [];
    for (let page = 1; page <= pages; page++) {
      const found = await read(page);
      ids.push(...found.ids);
      totals.push(found.total);
    }
    return { ids, totals };
  }

  const orderColumn = { id: 'id', date: 'created_at', total: 'total' } as const;

  it.each(ORDER_LIST_SORTS.flatMap((by) => (['asc', 'desc'] as const).flatMap((order) => ['', 'completed', 'shop1', 'ada'].map((filter) => [by, order, filter] as const))))(
    'pages the order list by %s %s (filter “%s”) as OFFSET paging does',
    async (by, order, filter) => {
      const status = filter === 'completed' ? filter : undefined;
      const search = status ? undefined : filter || undefined;
      const { ids, totals } = await allPages(async (page) => {
        const { rows, total } = await listOrders(database.db, { status, search, sort: { by, order }, page, perPage: PER_PAGE });
        return { ids: rows.map((row) => row.id), total };
      });
      let expected = database.db.selectFrom('orders as o').leftJoin('order_addresses as a', (join) => join.onRef('a.order_id', '=', 'o.id').on('a.type', '=', 'billing')).select('o.id');
      if (status) expected = expected.where('o.status', '=', status);
      if (search) expected = expected.where((eb) => eb.or([eb(sql`lower(o.billing_email)`, 'like', `%${search}%`), eb(sql`lower(a.first_name)`, 'like', `%${search}%`)]));
      const rows = await expected.orderBy(`o.${orderColumn[by]}`, order).orderBy('o.id', order).execute();
      expect(rows.length).toBeGreaterThan(PER_PAGE * 2);
      expect(ids).toEqual(rows.map((row) => row.id));
      expect(new Set(totals)).toEqual(new Set([rows.length]));
    },
  );

  it.each((['date', 'id', 'modified'] as const).flatMap((orderBy) => (['asc', 'desc'] as const).map((order) => [orderBy, order] as const)))(
    'pages the API’s order list by %s %s as OFFSET paging does',
    async (orderBy, order) => {
      const { ids } = await allPages(async (page) => {
        const { orders, total } = await listOwnerOrders(database.db, { statuses: ['processing', 'completed'], orderBy, order, page, perPage: PER_PAGE });
        return { ids: orders.map((row) => row.id), total };
      });
      const column = { date: 'created_at', id: 'id', modified: 'updated_at' } as const;
      const rows = await database.db.selectFrom('orders').select('id').where('status', 'in', ['processing', 'completed']).orderBy(column[orderBy], order).orderBy('id', order).execute();
      expect(ids).toEqual(rows.map((row) => row.id));
    },
  );

  const productColumn = { title: 'name', price: 'price', date: 'created_at' } as const;

  it.each(ADMIN_PRODUCT_SORTS.flatMap((by) => (['asc', 'desc'] as const).flatMap((order) => ['', 'lamp'].map((search) => [by, order, search] as const))))(
    'pages the product list by %s %s (search “%s”) as OFFSET paging does',
    async (by, order, search) => {
      const { ids, totals } = await allPages(async (page) => {
        const { rows, total } = await listAdminProducts(database.db, { search, sort: { by, order }, page, perPage: PER_PAGE });
        return { ids: rows.map((row) => row.id), total };
      });
      const rows = await database.db.selectFrom('products').select('id').where('type', '<>', 'variation').orderBy(productColumn[by], order).orderBy('id', order).execute();
      expect(ids).toEqual(rows.map((row) => row.id));
      expect(new Set(totals)).toEqual(new Set([rows.length]));
    },
  );

  it('keeps the counts per status right through inserts, status changes and deletes', async () => {
    const { db } = database;
    const counted = async () => {
      const rows = await db.selectFrom('orders').select(['status', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('status').execute();
      return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
    };
    const id = await insertOrder(db, { status: 'pending' });
    expect(await countOrdersByStatus(db)).toMatchObject(await counted());
    expect((await changeOrderStatus(db, id, 'processing')).ok).toBe(true);
    expect(await countOrdersByStatus(db)).toMatchObject(await counted());
    await db.updateTable('orders').set({ status: 'refunded' }).where('status', '=', 'cancelled').execute();
    expect(await countOrdersByStatus(db)).toMatchObject(await counted());
    await db.deleteFrom('orders').where('id', '=', id).execute();
    const now = await counted();
    expect(await countOrdersByStatus(db)).toMatchObject({ ...now, cancelled: 0 });
    expect(await countOrders(db)).toBe(Object.values(now).reduce((sum, n) => sum + n, 0));
    expect(await countOrders(db, ['processing', 'refunded'])).toBe((now.processing ?? 0) + (now.refunded ?? 0));
    expect(await countOrders(db, [])).toBe(0);
  });

  it('keeps the product total right through inserts, status and type changes and deletes', async () => {
    const { db } = database;
    const listed = async () => Number((await db.selectFrom('products').select((eb) => eb.fn.countAll<number | string>().as('n')).where('type', '<>', 'variation').executeTakeFirst())?.n);
    const total = async () => (await listAdminProducts(db, { page: 1, perPage: PER_PAGE })).total;
    const id = await insertProduct(db, { name: 'Counted lamp', status: 'draft' });
    expect(await total()).toBe(await listed());
    await db.updateTable('products').set({ status: 'publish' }).where('id', '=', id).execute();
    expect(await total()).toBe(await listed());
    await db.updateTable('products').set({ type: 'variation' }).where('id', '=', id).execute();
    expect(await total()).toBe(await listed());
    await db.updateTable('products').set({ type: 'simple' }).where('id', '=', id).execute();
    expect(await total()).toBe(await listed());
    await db.deleteFrom('products').where('id', '=', id).execute();
    expect(await total()).toBe(await listed());
  });

  it('finds orders by a changed e-mail and billing name, and no longer by the old ones', async () => {
    const { db } = database;
    const search = async (text: string) => (await listOrders(db, { search: text, page: 1, perPage: 50 })).rows.map((row) => row.id);
    const id = await insertOrder(db, { email: 'first@mail.test', firstName: 'Hedy', lastName: 'Lamarr' });
    expect(await search('hedy lam')).toEqual([id]);
    await db.updateTable('orders').set({ billing_email: 'second@mail.test' }).where('id', '=', id).execute();
    await db.updateTable('order_addresses').set({ first_name: 'Rosalind', last_name: 'Franklin' }).where('order_id', '=', id).where('type', '=', 'billing').execute();
    expect(await search('first@')).toEqual([]);
    expect(await search('hedy')).toEqual([]);
    expect(await search('SECOND@MAIL')).toEqual([id]);
    expect(await search('rosalind fr')).toEqual([id]);
    expect(await search('fr')).toContain(id);
    await db.deleteFrom('order_addresses').where('order_id', '=', id).where('type', '=', 'billing').execute();
    expect(await search('rosalind')).toEqual([]);
    expect(await search('second@mail.test')).toEqual([id]);
    await db.updateTable('orders').set({ billing_email: '100%_real@mail.test' }).where('id', '=', id).execute();
    expect(await search('100%_r')).toEqual([id]);
    expect(await search('100%_x')).toEqual([]);
  });
});
