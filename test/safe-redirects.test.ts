import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_TARGETS } from '../core/shared/hostile-targets.fixture.ts';
import { DIALECTS } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { rawRequest } from './fixtures/raw-request.ts';
import { Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop } from './http-shop.ts';

/** Request paths a hostile link could carry (raw tabs and newlines never get past the HTTP parser). */
const HOSTILE_PATHS = [
  '//evil.example/x',
  '//evil.example/x/',
  '//evil.example/',
  '///evil.example/x',
  '/\\evil.example/x',
  '/\\evil.example/x/',
  '/.//evil.example/x',
  '/x/..//evil.example/',
  '/x/%2e%2e//evil.example/x',
  '/%2F%2Fevil.example/x',
  '/%2F%2Fevil.example/x/',
  '/%5Cevil.example/x',
  '/%5C%5Cevil.example/',
  '/%09/evil.example/x',
];

/** A Location no browser can read as another host: a path, one leading slash, no backslash. */
function expectLocal(location: string | undefined, context: string) {
  if (location === undefined) return;
  expect(location, context).toMatch(/^\/(?![/\\])/);
  expect(location, context).not.toMatch(/[\\\t\r\n]|%5c|%2f%2f/i);
}

describe.each(DIALECTS)('redirects stay on this site on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let towel: number;
  beforeAll(async () => {
    towel = await insertProduct(shop.database.db, { name: 'Redirect towel', price: 1500 });
  });

  it('still adds the trailing slash to ordinary paths', async () => {
    const response = await rawRequest(shop.url, '/shop?orderby=price');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/shop/?orderby=price');
  });

  it.each(HOSTILE_PATHS)('answers GET %s with 404 and no Location', async (path) => {
    const response = await rawRequest(shop.url, path);
    expect(response.status).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });

  it.each(HOSTILE_PATHS)('answers the add-to-cart link on %s with 404, adding nothing', async (path) => {
    const visitor = new Visitor(shop);
    const separator = path.includes('?') ? '&' : '?';
    const response = await rawRequest(shop.url, `${path}${separator}add-to-cart=${towel}`);
    expect(response.status).toBe(404);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await visitor.page('/cart/')).toContain('Your cart is currently empty.');
  });

  it('keeps the cart link on the page it was clicked on', async () => {
    const response = await rawRequest(shop.url, `/shop/?orderby=price&add-to-cart=${towel}`);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/shop/?orderby=price');
  });

  // A NUL is refused before any form is read (400), as http-basics checks.
  it.each(HOSTILE_TARGETS.filter((target) => !target.includes('\u0000')))('signs in and ignores redirect_to=%j', async (target) => {
    const visitor = new Visitor(shop);
    const response = await visitor.post(`/my-account/?index&redirect_to=${encodeURIComponent(target)}`, { intent: 'login', username: 'admin', password: TEST_ADMIN_PASSWORD });
    expect(response.status).toBe(303);
    expectLocal(response.headers.get('location') ?? undefined, target);
    expect(response.headers.get('location')).toBe('/my-account/');
  });

  it('signs in and goes to a redirect_to on this site', async () => {
    const visitor = new Visitor(shop);
    const response = await visitor.post(`/my-account/?index&redirect_to=${encodeURIComponent('/admin/orders/?status=processing')}`, { intent: 'login', username: 'admin', password: TEST_ADMIN_PASSWORD });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/orders/?status=processing');
  });

  it.each(['/.//evil.example/phish', '/x/..//evil.example/', '/%2F%2Fevil.example/', '//evil.example/'])('registers and ignores redirect_to=%j', async (target) => {
    const visitor = new Visitor(shop);
    const email = `shopper-${Math.random().toString(36).slice(2)}@example.com`;
    const response = await visitor.post(`/my-account/?index&redirect_to=${encodeURIComponent(target)}`, { intent: 'register', email, password: 'a-long-password' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/my-account/');
  });
});
