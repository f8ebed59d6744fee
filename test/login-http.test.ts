import { describe, expect, it } from 'vitest';
import { LOGIN_GUARD } from '../core/accounts/login-guard.ts';
import { KNOWN_DEVICE } from '../core/accounts/known-devices.ts';
import { DIALECTS } from './dialects.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop } from './http-shop.ts';
import { textOf, Visitor } from './fixtures/visitor.ts';

/** How many of the growing waits run out within `seconds`. */
function waitsWithin(seconds: number): number {
  let total = 0;
  let count = 0;
  for (const wait of LOGIN_GUARD.delaysSeconds) {
    total += wait;
    if (total > seconds) break;
    count++;
  }
  return count;
}

describe.each(DIALECTS)('signing in over HTTP on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  const login = (visitor: Visitor, password: string) => visitor.post('/my-account/?index', { intent: 'login', username: 'admin', password });
  let ownersBrowser: Visitor;

  it('greets the administrator by their own name and remembers the browser, for the login form only', async () => {
    ownersBrowser = new Visitor(shop);
    expect((await login(ownersBrowser, TEST_ADMIN_PASSWORD)).status).toBe(303);
    const device = ownersBrowser.cookieHeader(KNOWN_DEVICE.cookieName) ?? '';
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/Path=\/my-account\//);
    expect(device).toMatch(/SameSite=Lax/i);
    const html = await ownersBrowser.page('/my-account/');
    expect(textOf(html)).toMatch(/Hello admin \(not admin\?/);
  });

  it('checks at most the free attempts of 100 parallel wrong passwords, answering the rest 429 with a wait', async () => {
    const started = Date.now();
    const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => login(new Visitor(shop), `guess-${i}`)));
    const statuses = responses.map((response) => response.status);
    const checked = statuses.filter((status) => status === 400).length;
    // On a slow machine the burst may outlast the first waits; each wait that ran out allows one more.
    expect(checked).toBeGreaterThanOrEqual(LOGIN_GUARD.freeFailures);
    expect(checked).toBeLessThanOrEqual(LOGIN_GUARD.freeFailures + waitsWithin((Date.now() - started) / 1000));
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - checked);
    const refused = responses.find((response) => response.status === 429) as Response;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(textOf(await refused.text())).toMatch(/Too many failed login attempts\. Please try again in \d+ seconds?, or use “Lost your password\?” below\./);
  });

  it('lets the owner in at once from a browser that signed in before, while a new browser has to wait', async () => {
    expect((await login(new Visitor(shop), TEST_ADMIN_PASSWORD)).status).toBe(429);
    ownersBrowser.cookies.delete(Object.keys(Object.fromEntries(ownersBrowser.cookies)).find((name) => name.startsWith('wp_woocommerce_session_')) ?? '');
    const response = await login(ownersBrowser, TEST_ADMIN_PASSWORD);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/my-account/');
  });
});
