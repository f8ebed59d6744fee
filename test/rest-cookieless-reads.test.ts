import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { Visitor } from './fixtures/visitor.ts';
import { useHttpShop, type SuiteShop } from './http-shop.ts';

const CART = '/wp-json/wc/store/v1/cart';
const READS = 25;

async function sessionRows(shop: SuiteShop): Promise<number> {
  return Number((await shop.database.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
}

const sessionCookieIn = (response: Response) => response.headers.getSetCookie().find((header) => header.startsWith('wp_woocommerce_session_'));

/** A route of WordPress's index as a path to request: each named part given a value it accepts (digits for ids). */
function pathOf(pattern: string): string {
  return `/wp-json${pattern.replace(/\(\?P<[a-z_]+>\[\\d\]\+\)/g, '1').replace(/\(\?P<[a-z_]+>\[\^\/\]\+\)/g, 'x')}`;
}

describe.each(DIALECTS)('reading the REST API without cookies on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let kettle: number;

  beforeAll(async () => {
    kettle = await insertProduct(shop.database.db, { name: 'Quokka kettle', price: 2100 });
  });

  it(`answers the Store API cart ${READS} times with WooCommerce's empty cart, a nonce and a token, and stores no session`, async () => {
    const before = await sessionRows(shop);
    const nonces = new Set<string>();
    for (let read = 0; read < READS; read += 1) {
      const response = await shop.request(CART);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ items: [], coupons: [], items_count: 0, needs_payment: false, errors: [], totals: { total_items: '0', total_price: '0', currency_code: 'USD' } });
      nonces.add(response.headers.get('nonce') ?? '');
      expect(response.headers.get('cart-token')).toMatch(/^v1\./);
      expect(response.headers.get('user-id')).toBe('0');
      expect(sessionCookieIn(response)).toBeUndefined();
    }
    expect(nonces.has('')).toBe(false);
    expect(await sessionRows(shop)).toBe(before);
  });

  it('stores the session of a client that reads and then adds with the nonce it was given, and the nonce stays good', async () => {
    const visitor = new Visitor(shop);
    const before = await sessionRows(shop);
    const read = await visitor.request(CART);
    const nonce = read.headers.get('nonce') ?? '';
    expect(await sessionRows(shop)).toBe(before);

    const add = (quantity: number) =>
      visitor.request(`${CART}/add-item`, { method: 'POST', headers: { 'content-type': 'application/json', Nonce: nonce }, body: JSON.stringify({ id: kettle, quantity }) });
    const first = await add(1);
    expect(first.status, await first.clone().text()).toBe(201);
    expect(first.headers.get('nonce')).toBe(nonce);
    expect(await sessionRows(shop)).toBe(before + 1);
    expect(visitor.cookies.size).toBeGreaterThan(0);
    const second = await add(2);
    expect(second.status).toBe(201);
    expect(((await second.json()) as { items_count: number }).items_count).toBe(3);
    expect(await sessionRows(shop)).toBe(before + 1);

    // A nonce handed out by a read is not a Cart-Token, nor the other way round.
    const token = read.headers.get('cart-token') ?? '';
    const crossed = await shop.request(`${CART}/add-item`, { method: 'POST', headers: { 'content-type': 'application/json', Nonce: token }, body: JSON.stringify({ id: kettle }) });
    expect(crossed.status).toBe(403);
    const asToken = await shop.request(CART, { headers: { 'Cart-Token': nonce } });
    expect(((await asToken.json()) as { items_count: number }).items_count).toBe(0);
  });

  it('answers every GET route of the index to a client without cookies without storing a session', async () => {
    const index = (await (await shop.request('/wp-json/')).json()) as { routes: Record<string, { methods: string[] }> };
    const paths = Object.entries(index.routes)
      .filter(([, route]) => route.methods.includes('GET'))
      .map(([pattern]) => pathOf(pattern));
    expect(paths).toContain(CART);
    expect(paths).toContain('/wp-json/wc/store/v1/products/1');
    const before = await sessionRows(shop);
    const answers: string[] = [];
    for (const path of paths) {
      for (const headers of [{}, { 'Cart-Token': 'v1.not-a-token' }] as Record<string, string>[]) {
        const response = await shop.request(path, { headers });
        answers.push(`${path} ${response.status}`);
        expect(response.status, path).toBeLessThan(500);
        expect(sessionCookieIn(response), path).toBeUndefined();
      }
    }
    expect(await sessionRows(shop), answers.join('\n')).toBe(before);
  });
});
