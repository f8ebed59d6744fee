import { describe, expect, it } from 'vitest';
import { LOGIN_ADDRESS_LIMIT } from '../core/accounts/authenticate.ts';
import { PASSWORD_RESET } from '../core/accounts/password-reset.ts';
import { consentDecision } from '../core/consent/stats-payload.fixture.ts';
import { DIALECTS } from './dialects.ts';
import { useHttpShop } from './http-shop.ts';
import { textOf } from './fixtures/visitor.ts';

/**
 * Behind one proxy (TRUST_PROXY=1) the client's address is what that proxy appended to X-Forwarded-For,
 * the rightmost entry: whatever the client wrote in front of it counts for nothing.
 */
describe.each(DIALECTS)('the client address behind a proxy on %s', (dialect) => {
  const stats = '/wp-json/vitrine/v1/consent-stats';
  const shop = useHttpShop(dialect, { consent: { type: 'detailed', statsUrl: stats } }, { trustProxy: true });
  /** What a client gets through nginx's `$proxy_add_x_forwarded_for`: its own header, then its real address. */
  const through = (forged: string, real: string) => ({ 'x-forwarded-for': `${forged}, ${real}` });
  const form = (fields: Record<string, string>, headers: Record<string, string>) =>
    shop.request('/my-account/?index', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields).toString() });
  const signIn = (i: number, headers: Record<string, string>) => form({ intent: 'login', username: `forger-${i}`, password: 'x' }, headers);
  const askReset = (i: number, headers: Record<string, string>) =>
    shop.request('/my-account/lost-password/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ intent: 'lost', user_login: `forger-${i}@example.com` }).toString(),
    });

  it('keeps the per-address sign-in limit however the client rotates a forged X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_ADDRESS_LIMIT.limit + 5; i++) statuses.push((await signIn(i, through(`10.9.0.${i + 1}`, '203.0.113.50'))).status);
    expect(statuses.slice(0, LOGIN_ADDRESS_LIMIT.limit)).toEqual(Array(LOGIN_ADDRESS_LIMIT.limit).fill(400));
    expect(statuses.slice(LOGIN_ADDRESS_LIMIT.limit)).toEqual(Array(5).fill(429));
    const refused = await signIn(99, through('198.51.100.1, 10.9.9.9', '203.0.113.50'));
    expect(refused.status).toBe(429);
    expect(textOf(await refused.text())).toContain('Too many failed login attempts from your network.');
    // The proxy's own entry is still the client's address: another real address has its own budget.
    expect((await signIn(100, through('10.9.0.1', '203.0.113.51'))).status).toBe(400);
  });

  it('keeps the per-address password-reset limit however the client rotates a forged X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PASSWORD_RESET.perAddress.limit + 3; i++) statuses.push((await askReset(i, through(`10.9.1.${i + 1}`, '203.0.113.60'))).status);
    expect(statuses.slice(0, PASSWORD_RESET.perAddress.limit)).toEqual(Array(PASSWORD_RESET.perAddress.limit).fill(303));
    expect(statuses.slice(PASSWORD_RESET.perAddress.limit)).toEqual(Array(3).fill(429));
    expect((await askReset(50, through('10.9.1.1', '203.0.113.61'))).status).toBe(303);
  });

  it('reads no X-Forwarded-Host: the consent stats keep paths of the shop only, by the Host header', async () => {
    const post = (href: string, headers: Record<string, string>) =>
      shop.request(stats, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(consentDecision({ href })) });
    const latestPath = async () => (await shop.database.db.selectFrom('consent_decisions').select('path').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).path;
    expect((await post(`${shop.url}/shop/`, {})).status).toBe(201);
    expect(await latestPath()).toBe('/shop/');
    expect((await post('https://elsewhere.example/private/page/', { 'x-forwarded-host': 'elsewhere.example' })).status).toBe(201);
    expect(await latestPath()).toBeNull();
  });
});
