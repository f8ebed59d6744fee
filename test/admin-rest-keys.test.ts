import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../core/accounts/register.ts';
import { DIALECTS } from './dialects.ts';
import { decode, logInAs, nonceIn, tableOf, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop } from './http-shop.ts';

const PAGE = '/admin/settings/rest-api/';
const ME = '/wp-json/wp/v2/users/me';
const HTTPS = { 'x-forwarded-proto': 'https' };
const basic = (user: string, password: string) => ({ ...HTTPS, authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` });

describe.each(DIALECTS)('the REST API page of the admin on %s', (dialect) => {
  const shop = useHttpShop(dialect, {}, { trustProxy: true });
  const admin = new Visitor(shop);
  let nonce = '';
  let adminId = 0;

  beforeAll(async () => {
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(await admin.page(PAGE));
    adminId = (await shop.database.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
  });

  const post = (fields: Record<string, string>) => admin.post(PAGE, { _wpnonce: nonce, ...fields });

  it('is in the admin navigation and starts without keys or application passwords', async () => {
    const html = await admin.page(PAGE);
    expect(html).toContain(`href="${PAGE}"`);
    expect(html).toContain('<h1>REST API</h1>');
    expect(html).toContain('No API keys yet.');
    expect(html).toContain('No application passwords yet.');
    expect(html).toMatch(/<label for="key-description">Description/);
    expect(html).toMatch(/<label for="password-name">Name/);
  });

  it('shows each field\'s error by the field, keeping what was typed, and creates nothing', async () => {
    const response = await post({ intent: 'create_key', description: '  ', user_id: String(adminId), permissions: 'everything' });
    expect(response.status).toBe(400);
    const html = decode(await response.text());
    expect(html).toMatch(/id="key-description"[^>]*aria-invalid="true"[^>]*aria-describedby="key-description-hint key-description-error"/);
    expect(html).toContain('<span class="form-row__error" id="key-description-error">Describe what the key is for.</span>');
    expect(html).toContain('<span class="form-row__error" id="key-permissions-error">Choose read, write or read/write.</span>');
    expect(html).toContain('role="alert"');
    const noOwner = await post({ intent: 'create_key', description: 'Sync', user_id: '999999', permissions: 'read' });
    expect(noOwner.status).toBe(400);
    expect(await noOwner.text()).toContain('Choose one of the administrators.');
    expect(await shop.database.db.selectFrom('api_keys').select('id').execute()).toEqual([]);
  });

  it('creates a key and shows its secret once; the list shows its end, user, permissions and last access; revoking stops it', async () => {
    const response = await post({ intent: 'create_key', description: 'Warehouse sync', user_id: String(adminId), permissions: 'read_write' });
    expect(response.status).toBe(200);
    const html = decode(await response.text());
    const consumerKey = /<code>(ck_[0-9a-f]{40})<\/code>/.exec(html)?.[1] ?? '';
    const consumerSecret = /<code>(cs_[0-9a-f]+)<\/code>/.exec(html)?.[1] ?? '';
    expect(consumerKey).not.toBe('');
    expect(consumerSecret).not.toBe('');
    expect(html).toContain('it is shown only this once');

    const before = tableOf(await admin.page(PAGE), 'api-keys');
    expect(before.body).toEqual([['Warehouse sync', `…${consumerKey.slice(-7)}`, 'admin', 'Read/Write', 'Never', 'Revoke']]);
    const again = await admin.page(PAGE);
    expect(again).not.toContain(consumerSecret);
    expect(again).not.toContain(consumerKey);

    expect((await shop.request(ME, { headers: basic(consumerKey, consumerSecret) })).status).toBe(200);
    const after = tableOf(await admin.page(PAGE), 'api-keys');
    expect(after.body[0]?.[4]).not.toBe('Never');

    const id = (await shop.database.db.selectFrom('api_keys').select('id').executeTakeFirstOrThrow()).id;
    const revoke = await post({ intent: 'revoke_key', key_id: String(id) });
    expect(revoke.status).toBe(303);
    expect(revoke.headers.get('location')).toBe(PAGE);
    const listed = await admin.page(PAGE);
    expect(listed).toContain('API key revoked');
    expect(listed).toContain('No API keys yet.');
    expect((await shop.request(ME, { headers: basic(consumerKey, consumerSecret) })).status).toBe(401);
  });

  it('lets the owner create an application password, shown once, list its use, and revoke it', async () => {
    const empty = await post({ intent: 'create_password', name: ' ' });
    expect(empty.status).toBe(400);
    expect(decode(await empty.text())).toContain('<span class="form-row__error" id="password-name-error">Give the application password a name.</span>');

    const response = await post({ intent: 'create_password', name: 'Label printer' });
    expect(response.status).toBe(200);
    const password = /<code>((?:[A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4})<\/code>/.exec(await response.text())?.[1] ?? '';
    expect(password).not.toBe('');
    const duplicate = await post({ intent: 'create_password', name: 'Label printer' });
    expect(duplicate.status).toBe(400);
    expect(await duplicate.text()).toContain('Each application password should have a unique name.');

    expect(tableOf(await admin.page(PAGE), 'application-passwords').body).toEqual([['Label printer', expect.any(String), 'Never', 'Revoke']]);
    expect((await shop.request(ME, { headers: basic('admin', password) })).status).toBe(200);
    const used = tableOf(await admin.page(PAGE), 'application-passwords').body[0];
    expect(used?.[2]).not.toBe('Never');
    expect(await admin.page(PAGE)).not.toContain(password);

    const { uuid } = await shop.database.db.selectFrom('application_passwords').select('uuid').executeTakeFirstOrThrow();
    expect((await post({ intent: 'revoke_password', uuid })).status).toBe(303);
    expect(await admin.page(PAGE)).toContain('No application passwords yet.');
    expect((await shop.request(ME, { headers: basic('admin', password) })).status).toBe(401);
  });

  it('refuses a form without the session nonce, and customers', async () => {
    const forged = await admin.post(PAGE, { _wpnonce: 'forged', intent: 'create_password', name: 'Forged' });
    expect(forged.status).toBe(403);
    expect((await registerCustomer(shop.database.db, { email: 'rest-customer@example.com', password: 'a-long-enough-password' })).ok).toBe(true);
    const customer = new Visitor(shop);
    await logInAs(customer, 'rest-customer@example.com', 'a-long-enough-password');
    expect((await customer.request(PAGE)).status).toBe(403);
    expect(await shop.database.db.selectFrom('application_passwords').select('id').execute()).toEqual([]);
  });
});
