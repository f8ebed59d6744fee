import { beforeAll, describe, expect, it } from 'vitest';
import { STORE_BILLING_ADDRESS } from '../server/rest/store-checkout.fixture.ts';
import { DIALECTS } from './dialects.ts';
import { rawRequest } from './fixtures/raw-request.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { decode, nonceIn, Visitor } from './fixtures/visitor.ts';
import { useHttpShop } from './http-shop.ts';

const FORGED = { host: 'evil.example' };

/** The canonical link and og:url of a page's HTML. */
function absoluteLinks(html: string): string[] {
  return [...html.matchAll(/<link rel="canonical" href="([^"]+)"|<meta property="og:url" content="([^"]+)"/g)].map((match) => match[1] ?? match[2] ?? '');
}

describe.each(DIALECTS)('absolute links come from the configured origin, never the Host header, on %s', (dialect) => {
  // No store.baseUrl: the configured listening address (the test server's own) is the fallback.
  const shop = useHttpShop(dialect, { pageCache: { enabled: true, ttlSeconds: 300, maxEntries: 100 } });
  let product: number;
  beforeAll(async () => {
    product = await insertProduct(shop.database.db, { name: 'Origin jug', price: 2500, stock: 100 });
  });

  it.each(['/', '/shop/', '/product/origin-jug/'])('a forged Host cannot poison the cached %s', async (path) => {
    const forged = await rawRequest(shop.url, path, { headers: FORGED });
    expect(forged.status).toBe(200);
    expect(forged.body).not.toContain('evil.example');
    const links = absoluteLinks(forged.body);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${shop.url}/`), link).toBe(true);

    // The page the next visitor gets from the cache.
    const next = await rawRequest(shop.url, path);
    expect(next.headers['x-cache']).toBe('HIT');
    expect(next.body).not.toContain('evil.example');
  });

  it('the structured data of a product names its images on the configured origin', async () => {
    const html = (await rawRequest(shop.url, '/product/origin-jug/', { headers: { host: 'other.example' } })).body;
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(jsonLd).toContain(`${shop.url}/`);
    expect(jsonLd).not.toContain('other.example');
  });

  it('mails the order link on the configured origin when the JSON checkout comes with a forged Host', async () => {
    const visitor = new Visitor(shop);
    expect((await visitor.request(`/?add-to-cart=${product}`)).status).toBe(303);
    const nonce = nonceIn(decode(await visitor.page('/checkout/')));
    const cookie = [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await rawRequest(shop.url, '/wp-json/wc/store/v1/checkout', {
      method: 'POST',
      headers: { ...FORGED, cookie, 'content-type': 'application/json', 'x-wp-nonce': nonce },
      body: JSON.stringify({ billing_address: STORE_BILLING_ADDRESS, payment_method: 'cod' }),
    });
    expect(response.status, response.body).toBe(200);
    const { order_id: orderId } = JSON.parse(response.body) as { order_id: number };
    const mails = await shop.database.db.selectFrom('outbox').select(['html', 'text']).execute();
    const links = mails.flatMap((mail) => [...`${mail.html} ${mail.text}`.matchAll(/https?:\/\/[^\s"'<>]+\/checkout\/order-received\/\d+\/[^\s"'<>]*/g)].map((match) => match[0]));
    expect(links.length).toBeGreaterThan(0);
    expect(links.some((link) => link.includes(`/checkout/order-received/${orderId}/`))).toBe(true);
    for (const link of links) expect(link.startsWith(`${shop.url}/checkout/order-received/`), link).toBe(true);
    expect(mails.some((mail) => mail.html.includes('evil.example') || mail.text.includes('evil.example'))).toBe(false);
  });
});

describe.each(DIALECTS)('absolute links with store.baseUrl on %s', (dialect) => {
  const shop = useHttpShop(dialect, { store: { baseUrl: 'https://shop.example.com/' } });

  it('uses the configured base URL', async () => {
    const html = (await rawRequest(shop.url, '/shop/', { headers: FORGED })).body;
    expect(absoluteLinks(html)).toEqual(['https://shop.example.com/shop/', 'https://shop.example.com/shop/']);
  });
});
