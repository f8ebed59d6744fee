import { describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects.ts';
import { decode, logInAs, nonceIn, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop } from './http-shop.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const MISSING = 'Enter your username or e-mail address and your password.';

/**
 * A form the page's script posts goes to `<page>_.data` (React Router's single fetch); the same form
 * without script posts the page itself. A refusal keeps its 4xx for the page, and is answered 200, the
 * refusal in the payload, for the script: a browser logs a script's 4xx as a console error.
 */
describe.each(DIALECTS)('a refused form on %s', (dialect) => {
  const shop = useHttpShop(dialect);

  it('is a 400 page without script and a 200 payload carrying the same message with it', async () => {
    const body = new URLSearchParams({ username: '', password: '' }).toString();
    const page = await shop.request('/my-account/?index', { method: 'POST', headers: FORM, body });
    expect(page.status).toBe(400);
    expect(decode(await page.text())).toContain(MISSING);

    const script = await shop.request('/my-account/_.data?index', { method: 'POST', headers: FORM, body });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/x-script');
    expect(script.headers.get('x-remix-response')).toBe('yes');
    expect(await script.text()).toContain(MISSING);
  });

  it('carries a thrown refusal’s own status in the payload, for the page’s error view', async () => {
    const admin = new Visitor(shop);
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    expect(nonceIn(await admin.page('/admin/media/'))).not.toBe('');
    const forged = new URLSearchParams({ _wpnonce: 'forged', intent: 'delete', id: '1' }).toString();
    expect((await admin.request('/admin/media/', { method: 'POST', headers: FORM, body: forged })).status).toBe(403);
    const script = await admin.request('/admin/media/_.data', { method: 'POST', headers: FORM, body: forged });
    expect(script.status).toBe(200);
    expect(await script.text()).toMatch(/"ErrorResponse".*403|403.*"ErrorResponse"/s);
  });

  it('leaves a page’s data read as it was: a missing page is still 404', async () => {
    expect((await shop.request('/no-such-page/_.data')).status).toBe(404);
  });
});
