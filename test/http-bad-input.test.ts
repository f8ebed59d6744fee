import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_ADMIN_PASSWORD, useHttpShop } from './http-shop.ts';
import { DIALECTS } from './dialects.ts';

const FORM = 'application/x-www-form-urlencoded';
const HUGE = 'x'.repeat(1024 * 1024);

/** Bodies a careless client or an attacker might send to any form. */
const BAD_BODIES: { name: string; type: string; body: string }[] = [
  { name: 'empty', type: FORM, body: '' },
  { name: 'prototype keys', type: FORM, body: '__proto__[polluted]=1&constructor[prototype][polluted]=1&__proto__=x' },
  { name: 'a 1 MB field', type: FORM, body: `billing_first_name=${HUGE}&username=${HUGE}&quantity=1` },
  { name: 'numbers out of range', type: FORM, body: 'quantity=-5&product_id=99999999999999999999&cart[abc][qty]=1e400&id=NaN' },
  { name: 'JSON', type: 'application/json', body: '{"__proto__": {"polluted": true}, "intent": "login"}' },
  { name: 'broken multipart', type: 'multipart/form-data; boundary=nope', body: '--nope\r\nContent-Disposition: form-data; name="a"\r\n\r\nb' },
  { name: 'wrong charset bytes', type: FORM, body: 'billing_email=%FF%FE%C3%28&intent=register&email=%E0%A4%A' },
];

/** Runs `requests` and fails when anything was written to the error log meanwhile. */
async function expectNothingLogged(requests: () => Promise<void>): Promise<void> {
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await requests();
    expect(log).not.toHaveBeenCalled();
  } finally {
    log.mockRestore();
  }
}

const POST_PATHS = ['/cart/', '/checkout/', '/my-account/', '/my-account/?index', '/my-account/customer-logout/', '/my-account/lost-password/', '/product/stoneware-coffee-mug/', '/shop/'];
const ADMIN_POST_PATHS = ['/admin/settings/', '/admin/products/new/', '/admin/media/', '/admin/products/1/', '/admin/orders/1/', '/admin/products/999999/'];

describe.each(DIALECTS)('bad input over HTTP on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let adminCookie = '';
  beforeAll(async () => {
    const login = await shop.request('/my-account/?index', {
      method: 'POST',
      headers: { 'content-type': FORM },
      body: new URLSearchParams({ intent: 'login', username: 'admin', password: TEST_ADMIN_PASSWORD }).toString(),
    });
    expect(login.status).toBe(303);
    adminCookie = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
  });

  it.each(POST_PATHS)('POST %s answers every bad body without a server error, and logs nothing for it', async (path) => {
    await expectNothingLogged(async () => {
      for (const bad of BAD_BODIES) {
        const response = await shop.request(path, { method: 'POST', headers: { 'content-type': bad.type }, body: bad.body });
        expect(response.status, `${bad.name} → ${path}`).toBeLessThan(500);
        expect(await response.text(), bad.name).not.toMatch(/at .+\.(ts|js):\d+/);
      }
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers paths no route knows with the 404 page (a POST there with 405), and logs nothing for them', async () => {
    await expectNothingLogged(async () => {
      for (const path of ['/wp-login.php', '/.env', '/product/', '/no/such/page/']) {
        const got = await shop.request(path);
        expect(got.status, `GET ${path}`).toBe(404);
        expect(await got.text()).toContain('Page not found');
        const posted = await shop.request(path, { method: 'POST', headers: { 'content-type': FORM }, body: 'a=1' });
        expect(posted.status, `POST ${path}`).toBe(405);
        expect(await posted.text()).not.toMatch(/at .+\.(ts|js):\d+/);
      }
    });
  });

  it.each(ADMIN_POST_PATHS)('POST %s as the administrator answers every bad body without a server error', async (path) => {
    for (const bad of BAD_BODIES) {
      const response = await shop.request(path, {
        method: 'POST',
        headers: { 'content-type': bad.type, cookie: adminCookie },
        body: bad.body,
      });
      expect(response.status, `${bad.name} → ${path}`).toBeLessThan(500);
    }
  });

  it('keeps serving pages afterwards', async () => {
    expect((await shop.request('/shop/')).status).toBe(200);
  });
});
