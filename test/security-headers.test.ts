import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects.ts';
import { rawRequest } from './fixtures/raw-request.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { logInAs, Visitor } from './fixtures/visitor.ts';
import { directives } from './fixtures/csp.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

/** The text of every inline script a browser would run (JSON data blocks aside), found independently of the shop's code. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , text = '']) => text);
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function expectCommonHeaders(headers: Headers, context: string) {
  expect(headers.get('x-content-type-options'), context).toBe('nosniff');
  expect(headers.get('x-frame-options'), context).toBe('SAMEORIGIN');
  expect(headers.get('referrer-policy'), context).toBe('strict-origin-when-cross-origin');
  expect(directives(headers.get('content-security-policy')).get('frame-ancestors'), context).toEqual(["'self'"]);
}

/** A page's policy allows every inline script it carries, by hash, and no inline script otherwise. */
async function expectPagePolicy(response: Response, context: string): Promise<Map<string, string[]>> {
  expect(response.status, context).toBeLessThan(500);
  expectCommonHeaders(response.headers, context);
  // One policy: a second (joined with a comma by fetch) would be enforced as well.
  expect(response.headers.get('content-security-policy'), context).not.toContain("default-src 'none'");
  const policy = directives(response.headers.get('content-security-policy'));
  const scriptSrc = policy.get('script-src') ?? [];
  expect(scriptSrc, context).not.toContain("'unsafe-inline'");
  expect(scriptSrc, context).not.toContain("'unsafe-eval'");
  const scripts = inlineScripts(await response.text());
  expect(scripts.length, context).toBeGreaterThan(0);
  for (const script of scripts) expect(scriptSrc, `${context}: ${script.slice(0, 60)}`).toContain(sha256(script));
  expect(policy.get('object-src'), context).toEqual(["'none'"]);
  expect(policy.get('img-src'), context).toContain("'self'");
  return policy;
}

async function cartVisitor(shop: SuiteShop, productId: number): Promise<Visitor> {
  const visitor = new Visitor(shop);
  expect((await visitor.request(`/?add-to-cart=${productId}`)).status).toBe(303);
  return visitor;
}

describe.each(DIALECTS)('security headers on %s', (dialect) => {
  const shop = useHttpShop(dialect, { pageCache: { enabled: true, ttlSeconds: 300, maxEntries: 100 } });
  let product: number;
  beforeAll(async () => {
    product = await insertProduct(shop.database.db, { name: 'Header jug', price: 2500, stock: 100 });
  });

  it.each(['/', '/shop/', '/product/header-jug/', '/product-category/kitchen-dining/', '/blog/', '/about/', '/my-account/', '/no-such-page/'])(
    'the page %s allows exactly its own inline scripts',
    async (path) => {
      await expectPagePolicy(await new Visitor(shop).request(path), path);
    },
  );

  it('pages allow scripts from this origin and by hash only, from no other host (a video slide’s player is a frame)', async () => {
    for (const path of ['/', '/shop/', '/about/']) {
      const policy = await expectPagePolicy(await new Visitor(shop).request(path), path);
      const hosts = (policy.get('script-src') ?? []).filter((source) => source !== "'self'" && !source.startsWith("'sha256-"));
      expect(hosts, path).toEqual([]);
      expect(policy.get('frame-src'), path).toEqual(["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    }
  });

  it('the cart and checkout pages, which hydrate, allow React Router’s scripts by hash', async () => {
    const visitor = await cartVisitor(shop, product);
    for (const path of ['/cart/', '/checkout/']) await expectPagePolicy(await visitor.request(path), path);
  });

  it('admin pages allow their scripts by hash', async () => {
    const visitor = new Visitor(shop);
    await logInAs(visitor, 'admin', TEST_ADMIN_PASSWORD);
    for (const path of ['/admin/', '/admin/orders/', '/admin/settings/']) await expectPagePolicy(await visitor.request(path), path);
  });

  it('a cached page keeps its policy, on a hit and on a 304', async () => {
    const first = await rawRequest(shop.url, '/product/header-jug/');
    const hit = await rawRequest(shop.url, '/product/header-jug/');
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(hit.headers['content-security-policy']).toMatch(/script-src 'self'[^;]* 'sha256-/);
    expect(hit.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    const etag = String(hit.headers.etag);
    const revalidated = await rawRequest(shop.url, '/product/header-jug/', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('responses that are not pages allow nothing and keep the common headers', async () => {
    const visitor = await cartVisitor(shop, product);
    const responses: [string, Response][] = [
      ['wc-ajax', await visitor.request('/?wc-ajax=get_refreshed_fragments', { method: 'POST' })],
      ['REST', await visitor.request('/wp-json/wp/v2/users/me')],
      ['static file', await visitor.request('/favicon.svg')],
      ['redirect', await visitor.request('/shop')],
      ['refused path', await visitor.request('/%2F%2Fevil.example/')],
    ];
    for (const [name, response] of responses) {
      expectCommonHeaders(response.headers, name);
      expect(directives(response.headers.get('content-security-policy')).get('default-src'), name).toEqual(["'none'"]);
    }
  });
});

describe.each(DIALECTS)('the page policy follows the configuration on %s', (dialect) => {
  const shop = useHttpShop(dialect, {
    analytics: { enabled: true, ga4Id: 'G-AB12CD34' },
    geo: { services: ['https://geo.example.net/json/', 'https://country.example.org/v1/lookup?key=x'] },
    consent: { statsUrl: 'https://stats.example.com/consent' },
  });

  it('allows the GA4 tag, the geo-IP services and the consent statistics URL', async () => {
    const policy = await expectPagePolicy(await new Visitor(shop).request('/'), 'home');
    expect(policy.get('script-src')).toContain('https://www.googletagmanager.com');
    const connect = policy.get('connect-src') ?? [];
    for (const origin of ['https://geo.example.net', 'https://country.example.org', 'https://stats.example.com', 'https://*.google-analytics.com']) {
      expect(connect).toContain(origin);
    }
    expect(policy.get('img-src')).toContain('https://*.google-analytics.com');
  });
});
