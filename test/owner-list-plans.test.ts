import { beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, createQueryId, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { ADMIN_PRODUCT_SORTS, listAdminProducts } from '../core/catalog/admin-product-list.ts';
import { countOrdersByStatus, listOrders, ORDER_LIST_SORTS } from '../core/orders/order-list.ts';
import { listOwnerOrders } from '../core/orders/owner-order-query.ts';
import type { Db } from '../db/connect.ts';
import { refreshPlannerStatistics } from '../db/planner-statistics.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';

const PER_PAGE = 20;
const PRODUCT_ROWS = 4000;
/**
 * PostgreSQL reads a few thousand orders whole rather than through a trigram index (its estimate of a
 * GIN lookup is a fixed cost): the order search is looked at over enough orders for the index to pay.
 */
const orderRowsOn = (dialect: string) => (dialect === 'postgres' ? 60_000 : 4000);
const STATUSES = ['completed', 'completed', 'completed', 'processing', 'on-hold', 'cancelled', 'refunded', 'failed', 'pending'] as const;

/** Every query a call sends, kept to be explained afterwards. */
class QueryCapture implements KyselyPlugin {
  nodes: RootOperationNode[] = [];
  transformQuery({ node }: { node: RootOperationNode }): RootOperationNode {
    this.nodes.push(node);
    return node;
  }
  async transformResult<R>({ result }: { result: R }): Promise<R> {
    return result;
  }
}

const start = Date.parse('2024-01-01T00:00:00Z');
const at = (n: number) => new Date(start + n * 3_600_000).toISOString();

async function seed(db: Db, orderRows: number): Promise<void> {
  for (let from = 0; from < orderRows; from += 1000) {
    const numbers = Array.from({ length: 1000 }, (_, offset) => from + offset);
    const orders = await db
      .insertInto('orders')
      .values(
        numbers.map((n) => ({
          order_key: `wc_order_plan_${n}`,
          status: STATUSES[n % STATUSES.length]!,
          customer_id: null,
          currency: 'EUR',
          subtotal: 1000 + ((n * 7919) % 90_000),
          total: 1500 + ((n * 7919) % 90_000),
          payment_method: 'cod' as const,
          payment_method_title: 'Cash on delivery',
          customer_note: '',
          shipping_total: 500,
          discount_total: 0,
          tax_total: 0,
          billing_email: `customer${n}@mail${n % 50}.example`,
          created_at: at(n),
          updated_at: at(n),
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('order_addresses')
      .values(
        orders.map(({ id }, index) => ({
          order_id: id,
          type: 'billing' as const,
          first_name: `First${(from + index) % 300}`,
          last_name: `Last${(from + index) % 700}`,
          company: '',
          address_1: '1 Main Street',
          address_2: '',
          city: 'Lyon',
          state: '',
          postcode: '69001',
          country: 'FR',
          phone: '',
          email: '',
        })),
      )
      .execute();
  }
  for (let from = 0; from < PRODUCT_ROWS; from += 500) {
    const numbers = Array.from({ length: 500 }, (_, offset) => from + offset);
    await db
      .insertInto('products')
      .values(
        numbers.map((n) => ({
          slug: `owner-plan-${n}`,
          name: `Owner plan product ${(n * 7919) % PRODUCT_ROWS}`,
          sku: `OP-${n}`,
          status: n % 10 === 0 ? ('draft' as const) : ('publish' as const),
          type: n % 9 === 0 ? ('variation' as const) : ('simple' as const),
          short_description: '',
          description: '',
          regular_price: 100 + ((n * 37) % 5000),
          price: 100 + ((n * 37) % 5000),
          stock_status: 'instock' as const,
          created_at: at(n),
          updated_at: at(n),
        })),
      )
      .execute();
  }
}

interface Listed {
  name: string;
  run: (db: Db) => Promise<unknown>;
  /** A search: it may sort its matches, never the table. */
  searched?: boolean;
  /** Ordered by id: on SQLite the table's own B-tree is the index, walked in order (`SCAN o` with no sort). */
  byId?: boolean;
}

const orderSearches = ['customer1234@mail34.example', 'First12 Last', '#2500'];

/** Every list, sort and page the owner can ask for, first pages and pages near the end, over the orders seeded on the dialect. */
function listsOn(dialect: string): Listed[] {
  const orderRows = orderRowsOn(dialect);
  const lastPage = orderRows / PER_PAGE;
  // A third of the orders are completed.
  const nearLastCompletedPage = Math.floor(orderRows / 3 / PER_PAGE) - 2;
  return [
  ...ORDER_LIST_SORTS.flatMap((by) =>
    (['asc', 'desc'] as const).flatMap((order) =>
      [1, 'deep'].flatMap((which) =>
        ['', 'completed'].map((status) => ({
          name: `orders by ${by} ${order}, ${which === 1 ? 'first' : 'deep'} page${status ? `, ${status}` : ''}`,
          byId: by === 'id',
          run: (db: Db) => listOrders(db, { status, sort: { by, order }, page: which === 1 ? 1 : status ? nearLastCompletedPage : lastPage - 2, perPage: PER_PAGE }),
        })),
      ),
    ),
  ),
  ...orderSearches.map((search) => ({ name: `orders searched for “${search}”`, searched: true, run: (db: Db) => listOrders(db, { search, page: 1, perPage: PER_PAGE }) })),
  { name: 'the orders per status', run: (db: Db) => countOrdersByStatus(db) },
  ...(['date', 'id', 'modified'] as const).flatMap((orderBy) =>
    [1, lastPage].map((page) => ({
      name: `API orders by ${orderBy}, ${page === 1 ? 'first' : 'last'} page`,
      byId: orderBy === 'id',
      run: (db: Db) => listOwnerOrders(db, { orderBy, order: 'desc', page, perPage: PER_PAGE }),
    })),
  ),
  { name: 'API orders of one status', run: (db: Db) => listOwnerOrders(db, { statuses: ['processing'], orderBy: 'date', order: 'desc', page: 3, perPage: PER_PAGE }) },
  ...ADMIN_PRODUCT_SORTS.flatMap((by) =>
    (['asc', 'desc'] as const).flatMap((order) =>
      [1, Math.floor((PRODUCT_ROWS / PER_PAGE) * 0.85)].map((page) => ({
        name: `products by ${by} ${order}, ${page === 1 ? 'first' : 'deep'} page`,
        run: (db: Db) => listAdminProducts(db, { sort: { by, order }, page, perPage: PER_PAGE }),
      })),
    ),
  ),
  // PostgreSQL reads a few thousand products whole rather than through the text index (products are
  // slow to seed in numbers there, each kept in the text index by a trigger): SQLite's plan is looked at.
  ...(dialect === 'sqlite'
    ? [{ name: 'products searched by a number in the name or SKU', searched: true, run: (db: Db) => listAdminProducts(db, { search: '1234', page: 1, perPage: PER_PAGE }) }]
    : []),
  ];
}

/**
 * How the owner's lists (the admin's products and orders, `wc/v3/orders`) run, from their plans rather
 * than timings: every page of every sort, first or last, reads an index in its order; no query sorts
 * or reads a whole table of orders or products; a search reads the text indexes.
 */
describe.each(DIALECTS)('the owner’s lists on %s, by their plans', (dialect) => {
  const database = useTestDatabase(dialect);
  beforeAll(async () => {
    await seed(database.db, orderRowsOn(dialect));
    await refreshPlannerStatistics(database.db, dialect);
  });

  async function plansOf(list: Listed): Promise<string[]> {
    const capture = new QueryCapture();
    await list.run(database.db.withPlugin(capture));
    const executor = database.db.getExecutor();
    const plans: string[] = [];
    for (const node of capture.nodes) {
      const compiled = executor.compileQuery(node, createQueryId());
      // A query kept compiled (db/reusable-query.ts) is built once with stand-ins for its values, which
      // no database can plan; only the page's images are read so, a small table of their own.
      if (compiled.parameters.some((value) => typeof value === 'object' && value !== null && !(value instanceof Date) && !Array.isArray(value))) continue;
      if (dialect === 'sqlite') {
        const { rows } = await database.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
        plans.push(rows.map((row) => row.detail).join('\n'));
      } else {
        const { rows } = await database.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
        plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
    }
    return plans;
  }

  it.each(listsOn(dialect))('$name: reads indexes, never a whole table', async (list) => {
    const plans = await plansOf(list);
    expect(plans.length).toBeGreaterThan(0);
    // The lists' own queries; the page's images and the kept counts are small tables of their own.
    const lists = plans.filter((plan) => /\b(orders|products|order_addresses|order_search|product_search)\b|\b(SCAN|SEARCH) (o|a)\b/.test(plan));
    const all = lists.join('\n---\n');
    if (process.env.SHOW_PLANS) console.log(`${list.name}\n${all}`);
    if (dialect === 'sqlite') {
      // A table read whole has no index after its name (`SCAN o USING INDEX …` walks an index in order).
      expect(all).not.toMatch(list.byId ? /^\s*SCAN (products|a)\s*$/m : /^\s*SCAN (o|orders|products|a)\s*$/m);
      if (!list.searched) expect(all).not.toMatch(/TEMP B-TREE/);
      // An order search reads its rarest trigrams' orders (MATCH) and checks the text on those: the index is
      // not given the LIKE, which would have it read the orders of every trigram, "@example.com"'s too.
      if (list.searched && list.name.startsWith('orders') && !list.name.includes('#')) {
        expect(all).toMatch(/SCAN order_search_(emails|names) VIRTUAL TABLE INDEX 0:M/);
        expect(all).not.toMatch(/SCAN order_search_(emails|names) VIRTUAL TABLE INDEX 0:L/);
      }
    } else {
      expect(all).not.toMatch(/Seq Scan on (orders|products|order_addresses)\b/);
      // Nothing is sorted but a search's matches: the rows come out of an index in order.
      if (!list.searched) expect(all).not.toMatch(/\bSort\b/);
      if (list.searched && list.name.startsWith('orders') && !list.name.includes('#')) expect(all).toMatch(/Bitmap Index Scan on orders_email_trigrams[\s\S]*Bitmap Index Scan on order_addresses_billing_name_trigrams/);
    }
  });
});
