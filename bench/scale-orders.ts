/**
 * Grows a seeded shop's orders to a given number for the admin's lists at scale: orders over the last
 * few years, most completed and the rest in every other status, guests' e-mails from a few thousand
 * customers on a handful of domains, a billing address and one to three lines each. As the catalogue
 * (bench/scale-catalog.ts), set by set: each batch three `insert … select` statements over a run of
 * numbers, the same on SQLite (here) and PostgreSQL (bench/scale-orders-postgres.ts), the nth order the
 * same whatever the size, so the shop grows in place. Rows go through the normal tables; the database's
 * own triggers keep the counts per status and the order search's index as they keep them for every writer.
 */
import { DatabaseSync } from 'node:sqlite';
import { pick, quote, SQLITE_GROWTH, type GrowthDialect } from './scale-catalog.ts';

/** Statuses in the shares a shop that has run for years holds them. */
const STATUSES = ['completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'processing', 'on-hold', 'cancelled', 'refunded', 'failed', 'pending'];
const FIRST_NAMES = ['Ada', 'Grace', 'Marie', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Hedy', 'Katherine', 'Linus', 'Margaret', 'Niklaus', 'Radia', 'Tim'];
const LAST_NAMES = ['Lovelace', 'Hopper', 'Curie', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Lamarr', 'Johnson', 'Torvalds', 'Hamilton', 'Wirth', 'Perlman', 'Berners-Lee'];
const DOMAINS = ['example.com', 'mail.example', 'post.example', 'inbox.example', 'shop.example'];
/** Distinct customers: each e-mail recurs over their orders. */
const CUSTOMERS = 50_000;
/** The products orders are made of (the catalogue's first, so the same at every size; it has more than these). */
const PRODUCTS = 500;
/** An order's key (`wc_order_scale_<n>`): the number the statements after the first read back. */
const KEY_PREFIX = 'wc_order_scale_';
export const ORDER_BATCH = 50_000;

export interface OrderGrowth {
  before: number;
  added: number;
  seconds: number;
}

/** The e-mail of the nth customer, as the grower writes it (for a search that finds one customer's orders). */
export function customerEmail(customer: number): string {
  return `${FIRST_NAMES[customer % FIRST_NAMES.length]!.toLowerCase()}.${LAST_NAMES[Math.floor(customer / FIRST_NAMES.length) % LAST_NAMES.length]!.toLowerCase()}${customer}@${DOMAINS[customer % DOMAINS.length]}`;
}

/** The customers of orders 1, 2, 3 … are this many apart (a prime, so every customer gets orders in turn). */
const CUSTOMER_STRIDE = 7919;
const customerOf = (n: string) => `((${n}) * ${CUSTOMER_STRIDE}) % ${CUSTOMERS}`;

/** The customer of the first order the grower writes: one with orders at every size (one at 1,000, twenty at a million). */
export const FIRST_ORDER_CUSTOMER = CUSTOMER_STRIDE % CUSTOMERS;
const firstName = (customer: string) => pick(customer, FIRST_NAMES);
const lastName = (customer: string) => pick(`(${customer}) / ${FIRST_NAMES.length}`, LAST_NAMES);
/** {@link customerEmail} in SQL. */
const emailOf = (customer: string) =>
  `${pick(customer, FIRST_NAMES.map((name) => name.toLowerCase()))} || '.' || ${pick(`(${customer}) / ${FIRST_NAMES.length}`, LAST_NAMES.map((name) => name.toLowerCase()))} || (${customer}) || '@' || ${pick(customer, DOMAINS)}`;
const LINES = '(select 0 as line union all select 1 union all select 2) l';
/** The nth order's lines: one to three, each a product of the few and one or two of it. */
const lineProduct = (n: string) => `p.k = ((${n}) * 31 + l.line * 97) % ${PRODUCTS}`;
const lineQuantity = (n: string) => `(1 + ((${n}) + l.line) % 2)`;
const lineKept = (n: string) => `l.line < 1 + (${n}) % 3`;

/** Made once per growth: the products order lines name, numbered. */
export const ORDER_PRODUCTS_TABLE = [
  'drop table if exists scale_order_products',
  `create temporary table scale_order_products as
   select row_number() over (order by id) - 1 as k, id, name, sku, price
   from (select id, name, sku, price from products where type in ('simple', 'variation') order by id limit ${PRODUCTS}) p`,
  'create unique index scale_order_products_k on scale_order_products (k)',
  'analyze scale_order_products',
];

/** One batch's statements for the orders numbered first..last; `before` is the highest order id before it. */
export function orderBatchStatements(dialect: GrowthDialect, first: number, last: number, before: number): string[] {
  const n = 's.n';
  // About one every two minutes from the start of 2023: a million reach into 2026.
  const at = dialect.isoDate(`1672531200 + ${n} * 120`);
  const number = `cast(substr(o.order_key, ${KEY_PREFIX.length + 1}) as bigint)`;
  return [
    // Each order's subtotal worked out once (materialized), not again for its total.
    `with s as materialized (
       select s.n, ${[0, 1, 2].map((line) => `case when ${line} < 1 + ${n} % 3 then (select p.price * (1 + (${n} + ${line}) % 2) from scale_order_products p where p.k = (${n} * 31 + ${line * 97}) % ${PRODUCTS}) else 0 end`).join(' + ')} as subtotal
       from ${dialect.series(first, last)})
     insert into orders (order_key, status, customer_id, currency, subtotal, shipping_total, discount_total, tax_total, total,
       payment_method, payment_method_title, customer_note, billing_email, created_at, updated_at)
     select ${quote(KEY_PREFIX)} || ${n}, ${pick(n, STATUSES)}, null, 'EUR', s.subtotal, 500, 0, 0, s.subtotal + 500,
       'cod', 'Cash on delivery', '', ${emailOf(customerOf(n))}, ${at}, ${at}
     from s
     order by ${n}`,
    `insert into order_addresses (order_id, type, first_name, last_name, company, address_1, address_2, city, state, postcode, country, phone, email)
     select s.id, 'billing', ${firstName(customerOf(n))}, ${lastName(customerOf(n))}, '', (1 + ${customerOf(n)} % 200) || ' Main Street', '',
       'Lyon', '', '69001', 'FR', '', s.billing_email
     from (select o.id, o.billing_email, ${number} as n from orders o where o.id > ${before}) s`,
    `insert into order_lines (order_id, product_id, name, sku, quantity, unit_price, total)
     select s.id, p.id, p.name, p.sku, ${lineQuantity(n)}, p.price, p.price * ${lineQuantity(n)}
     from (select o.id, ${number} as n from orders o where o.id > ${before}) s
       cross join ${LINES} join scale_order_products p on ${lineProduct(n)}
     where ${lineKept(n)}
     order by s.id, l.line`,
  ];
}

/** Queries for the counts the order triggers keep, each row kept beside counted. */
export const ORDER_COUNT_CHECK = `select 'orders ' || s.status as what, coalesce(k.count, 0) as kept, s.counted
   from (select status, count(*) as counted from orders group by status) s left join order_status_counts k on k.status = s.status`;

export const ORDER_COUNT = 'select count(*) as n from orders';

/** Adds orders to the SQLite shop at `path` until it holds `target`. */
export function growOrders(path: string, target: number): OrderGrowth {
  const started = performance.now();
  const db = new DatabaseSync(path);
  db.exec('PRAGMA synchronous = OFF');
  db.exec('PRAGMA cache_size = -4194304');
  db.exec('PRAGMA temp_store = MEMORY');
  try {
    const before = Number((db.prepare(ORDER_COUNT).get() as { n: number }).n);
    for (const statement of ORDER_PRODUCTS_TABLE) db.exec(statement);
    let count = before;
    while (count < target) {
      const last = Math.min(target, count + ORDER_BATCH);
      const highest = Number((db.prepare('select coalesce(max(id), 0) as id from orders').get() as { id: number }).id);
      db.exec('BEGIN');
      for (const statement of orderBatchStatements(SQLITE_GROWTH, count + 1, last, highest)) db.exec(statement);
      db.exec('COMMIT');
      count = last;
    }
    for (const index of ['order_search_emails', 'order_search_names']) db.exec(`insert into ${index} (${index}) values ('optimize')`);
    db.exec('PRAGMA optimize = 0x10002');
    return { before, added: count - before, seconds: (performance.now() - started) / 1000 };
  } finally {
    db.close();
  }
}
