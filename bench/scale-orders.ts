/**
 * Grows a seeded shop's SQLite orders to a given number for the admin's lists at scale: orders over the
 * last few years, most completed and the rest in every other status, guests' e-mails from a few thousand
 * customers on a handful of domains, a billing address and one to three lines each. Rows are written
 * straight into the tables in large transactions; the database's own triggers keep the counts per status
 * and the order search's index as they keep them for every writer.
 */
import { DatabaseSync } from 'node:sqlite';

const BATCH = 10_000;
/** Statuses in the shares a shop that has run for years holds them. */
const STATUSES = ['completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'processing', 'on-hold', 'cancelled', 'refunded', 'failed', 'pending'];
const FIRST_NAMES = ['Ada', 'Grace', 'Marie', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Hedy', 'Katherine', 'Linus', 'Margaret', 'Niklaus', 'Radia', 'Tim'];
const LAST_NAMES = ['Lovelace', 'Hopper', 'Curie', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Lamarr', 'Johnson', 'Torvalds', 'Hamilton', 'Wirth', 'Perlman', 'Berners-Lee'];
const DOMAINS = ['example.com', 'mail.example', 'post.example', 'inbox.example', 'shop.example'];
/** Distinct customers: each e-mail recurs over their orders. */
const CUSTOMERS = 50_000;

export interface OrderGrowth {
  added: number;
  seconds: number;
}

/** The e-mail of the nth customer, as the grower writes it (for a search that finds one customer's orders). */
export function customerEmail(customer: number): string {
  return `${FIRST_NAMES[customer % FIRST_NAMES.length]!.toLowerCase()}.${LAST_NAMES[Math.floor(customer / FIRST_NAMES.length) % LAST_NAMES.length]!.toLowerCase()}${customer}@${DOMAINS[customer % DOMAINS.length]}`;
}

/** Adds orders until the shop holds `target`. */
export function growOrders(path: string, target: number): OrderGrowth {
  const started = performance.now();
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = OFF');
  db.exec('PRAGMA cache_size = -1048576');
  const existing = Number((db.prepare('select count(*) n from orders').get() as { n: number }).n);
  const products = db.prepare("select id, name, sku, price from products where type in ('simple', 'variation') order by id limit 500").all() as { id: number; name: string; sku: string | null; price: number }[];
  const insertOrder = db.prepare(`insert into orders
      (order_key, status, customer_id, currency, subtotal, shipping_total, discount_total, tax_total, total, payment_method,
       payment_method_title, customer_note, billing_email, created_at, updated_at)
      values (?, ?, null, 'EUR', ?, 500, 0, 0, ?, 'cod', 'Cash on delivery', '', ?, ?, ?) returning id`);
  const insertAddress = db.prepare(`insert into order_addresses
      (order_id, type, first_name, last_name, company, address_1, address_2, city, state, postcode, country, phone, email)
      values (?, 'billing', ?, ?, '', ?, '', 'Lyon', '', '69001', 'FR', '', ?)`);
  const insertLine = db.prepare('insert into order_lines (order_id, product_id, name, sku, quantity, unit_price, total) values (?, ?, ?, ?, ?, ?, ?)');
  // Four years of orders, the newest now: about one every two minutes at a million.
  const end = Date.now();
  const span = 4 * 365 * 86_400_000;
  let added = 0;
  while (existing + added < target) {
    db.exec('BEGIN');
    const count = Math.min(target - existing - added, BATCH);
    for (let index = 0; index < count; index++) {
      const n = existing + added + index + 1;
      const customer = (n * 7919) % CUSTOMERS;
      const email = customerEmail(customer);
      const at = new Date(end - span + Math.floor((n / target) * span)).toISOString();
      const lines = 1 + (n % 3);
      let subtotal = 0;
      const chosen = Array.from({ length: lines }, (_, line) => {
        const product = products[(n * 31 + line * 97) % Math.max(1, products.length)];
        const quantity = 1 + ((n + line) % 2);
        const unit = product ? Number(product.price) : 1500;
        subtotal += unit * quantity;
        return { product, quantity, unit };
      });
      const row = insertOrder.get(`wc_order_scale_${n}`, STATUSES[n % STATUSES.length]!, subtotal, subtotal + 500, email, at, at) as { id: number };
      insertAddress.run(row.id, FIRST_NAMES[customer % FIRST_NAMES.length]!, LAST_NAMES[Math.floor(customer / FIRST_NAMES.length) % LAST_NAMES.length]!, `${1 + (customer % 200)} Main Street`, email);
      for (const { product, quantity, unit } of chosen) insertLine.run(row.id, product?.id ?? null, product?.name ?? 'Gift card', product?.sku ?? null, quantity, unit, unit * quantity);
    }
    db.exec('COMMIT');
    added += count;
  }
  db.exec('PRAGMA optimize');
  db.close();
  return { added, seconds: (performance.now() - started) / 1000 };
}
