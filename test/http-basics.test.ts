import { describe, expect, it } from 'vitest';
import { useHttpShop } from './http-shop.ts';
import { DIALECTS } from './dialects.ts';

describe.each(DIALECTS)('HTTP basics on %s', (dialect) => {
  const shop = useHttpShop(dialect);

  it('gives every page one address, with a trailing slash', async () => {
    const response = await shop.request('/shop?orderby=price');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/shop/?orderby=price');
  });

  it('answers unknown pages with the 404 page', async () => {
    const response = await shop.request('/no-such-page/');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('refuses bodies over the limit with 413 and keeps serving', async () => {
    const response = await shop.request('/checkout/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a='.padEnd(3 * 1024 * 1024, 'x'),
    });
    expect(response.status).toBe(413);
    expect((await shop.request('/')).status).toBe(200);
  });

  it('refuses NUL characters with a 400, in the address and in forms', async () => {
    expect((await shop.request('/product/%00/')).status).toBe(400);
    const form = await shop.request('/my-account/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=a%00b&password=x',
    });
    expect(form.status).toBe(400);
  });

  it('never answers garbage with a server error', async () => {
    const paths = ['/%E0%A4%A/', '/shop/?orderby=%E0%A4%A', '/product/%00/', '/?__proto__[x]=1', '/shop/page/99999999999999999999/', '/product-category/../../etc/'];
    for (const path of paths) {
      const response = await shop.request(path);
      expect(response.status, path).toBeLessThan(500);
    }
  });
});
