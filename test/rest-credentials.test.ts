import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import OAuth from 'oauth-1.0a';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKeyForLogin, revokeApiKey, type KeyPermission, type NewApiKey } from '../core/accounts/api-keys.ts';
import { createApplicationPassword, revokeApplicationPassword } from '../core/accounts/application-passwords.ts';
import { DIALECTS } from './dialects.ts';
import { signedInWithNonce } from './fixtures/visitor.ts';
import { printedKey, runShopCli, WooCommerceClient, type WooCommerceRestApiVersion } from './fixtures/woocommerce-client.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

const ME = '/wp-json/wp/v2/users/me';

/** Behind a proxy the app trusts (TRUST_PROXY=1), this header is what makes a request HTTPS. */
const HTTPS = { 'x-forwarded-proto': 'https' };

const basic = (user: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` });

/** A request signed as WooCommerce's clients sign it (the oauth-1.0a library, one-legged), its parameters in the query. */
function oauthSigned(shop: SuiteShop, key: NewApiKey, path: string, options: { method?: string; signatureMethod?: 'HMAC-SHA1' | 'HMAC-SHA256'; scheme?: 'http' | 'https'; timestamp?: number; nonce?: string } = {}) {
  const method = options.signatureMethod ?? 'HMAC-SHA256';
  const algorithm = method === 'HMAC-SHA1' ? 'sha1' : 'sha256';
  const oauth = new OAuth({
    consumer: { key: key.consumerKey, secret: key.consumerSecret },
    signature_method: method,
    hash_function: (base, signingKey) => createHmac(algorithm, signingKey).update(base).digest('base64'),
  });
  if (options.timestamp !== undefined) oauth.getTimeStamp = () => options.timestamp as number;
  if (options.nonce !== undefined) oauth.getNonce = () => options.nonce as string;
  const url = new URL(path, shop.url);
  url.protocol = `${options.scheme ?? 'http'}:`;
  const signed = oauth.authorize({ url: url.href, method: options.method ?? 'GET' });
  const query = new URLSearchParams(Object.entries(signed).map(([name, value]) => [name, String(value)]));
  return `${url.pathname}?${query.toString()}`;
}

async function errorOf(response: Response): Promise<{ status: number; code: string; message: string }> {
  const body = (await response.json()) as { code: string; message: string; data: { status: number } };
  expect(body.data.status).toBe(response.status);
  return { status: response.status, code: body.code, message: body.message };
}

describe.each(DIALECTS)('REST API credentials on %s', (dialect) => {
  const shop = useHttpShop(dialect, {}, { trustProxy: true });
  const keys = {} as Record<KeyPermission, NewApiKey>;
  let adminId: number;

  beforeAll(async () => {
    const { db } = shop.database;
    adminId = (await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    for (const permissions of ['read', 'write', 'read_write'] as const) {
      const made = await createApiKeyForLogin(db, { login: 'admin', permissions, description: `${permissions} key` });
      if (!made.ok) throw new Error(made.error.message);
      keys[permissions] = made.value;
    }
  });

  const lastAccess = async (id: number) => (await shop.database.db.selectFrom('api_keys').select('last_access').where('id', '=', id).executeTakeFirstOrThrow()).last_access;

  describe('over HTTPS', () => {
    it('takes a key in HTTP Basic and records its last access', async () => {
      const key = keys.read_write;
      expect(await lastAccess(key.id)).toBeNull();
      const response = await shop.request(ME, { headers: { ...HTTPS, ...basic(key.consumerKey, key.consumerSecret) } });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: adminId, slug: 'admin' });
      expect(Date.parse((await lastAccess(key.id)) ?? '')).toBeGreaterThan(Date.now() - 60_000);
    });

    it('takes a key in the consumer_key and consumer_secret query parameters', async () => {
      const key = keys.read;
      const response = await shop.request(`${ME}?consumer_key=${key.consumerKey}&consumer_secret=${key.consumerSecret}`, { headers: HTTPS });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { id: number }).id).toBe(adminId);
    });

    it('refuses a wrong secret and an unknown key with WooCommerce\'s error', async () => {
      const wrong = await shop.request(ME, { headers: { ...HTTPS, ...basic(keys.read.consumerKey, keys.write.consumerSecret) } });
      expect(await errorOf(wrong)).toEqual({ status: 401, code: 'woocommerce_rest_authentication_error', message: 'Consumer secret is invalid.' });
      const unknown = await shop.request(`${ME}?consumer_key=ck_${'0'.repeat(40)}&consumer_secret=${keys.read.consumerSecret}`, { headers: HTTPS });
      expect(await errorOf(unknown)).toEqual({ status: 401, code: 'woocommerce_rest_authentication_error', message: 'Consumer key is invalid.' });
    });

    it('takes an OAuth 1.0a signature too, as WooCommerce does', async () => {
      const response = await shop.request(oauthSigned(shop, keys.read, ME, { scheme: 'https' }), { headers: HTTPS });
      expect(response.status).toBe(200);
    });
  });

  describe('over plain HTTP', () => {
    it('refuses a key sent without a signature, in Basic or in the query', async () => {
      const key = keys.read_write;
      for (const response of [
        await shop.request(ME, { headers: basic(key.consumerKey, key.consumerSecret) }),
        await shop.request(`${ME}?consumer_key=${key.consumerKey}&consumer_secret=${key.consumerSecret}`),
      ]) {
        expect(await errorOf(response)).toMatchObject({ status: 401, code: 'woocommerce_rest_authentication_error' });
      }
    });

    it('takes OAuth 1.0a signatures, HMAC-SHA1 and HMAC-SHA256, in the query or the Authorization header', async () => {
      for (const signatureMethod of ['HMAC-SHA1', 'HMAC-SHA256'] as const) {
        const response = await shop.request(oauthSigned(shop, keys.read, `${ME}?context=edit`, { signatureMethod }));
        expect(response.status, signatureMethod).toBe(200);
        expect(await response.json()).toMatchObject({ id: adminId, username: 'admin', roles: ['administrator'] });
      }
      const oauth = new OAuth({
        consumer: { key: keys.read.consumerKey, secret: keys.read.consumerSecret },
        signature_method: 'HMAC-SHA1',
        hash_function: (base, signingKey) => createHmac('sha1', signingKey).update(base).digest('base64'),
      });
      const url = `${shop.url}${ME}`;
      const header = oauth.toHeader(oauth.authorize({ url, method: 'GET' }));
      expect((await shop.request(ME, { headers: { authorization: header.Authorization } })).status).toBe(200);
    });

    it('refuses a bad signature, an unknown method, a missing parameter, a stale timestamp and a replayed nonce', async () => {
      const key = keys.read;
      const good = oauthSigned(shop, key, ME);
      const tampered = good.replace(/oauth_signature=[^&]+/, 'oauth_signature=AAAA');
      expect(await errorOf(await shop.request(tampered))).toEqual({ status: 401, code: 'woocommerce_rest_authentication_error', message: 'Invalid signature - provided signature does not match.' });
      const otherKey = oauthSigned(shop, { ...key, consumerSecret: keys.write.consumerSecret }, ME);
      expect((await errorOf(await shop.request(otherKey))).message).toBe('Invalid signature - provided signature does not match.');
      const plaintext = good.replace('oauth_signature_method=HMAC-SHA256', 'oauth_signature_method=PLAINTEXT');
      expect((await errorOf(await shop.request(plaintext))).message).toBe('Invalid signature - signature method is invalid.');
      const missing = good.replace(/&?oauth_nonce=[^&]+/, '');
      expect(await errorOf(await shop.request(missing))).toEqual({ status: 401, code: 'woocommerce_rest_authentication_missing_parameter', message: 'Missing OAuth parameter oauth_nonce' });

      const stale = oauthSigned(shop, key, ME, { timestamp: Math.floor(Date.now() / 1000) - 16 * 60 });
      expect((await errorOf(await shop.request(stale))).message).toBe('Invalid timestamp.');
      const early = oauthSigned(shop, key, ME, { timestamp: Math.floor(Date.now() / 1000) + 16 * 60 });
      expect((await errorOf(await shop.request(early))).message).toBe('Invalid timestamp.');

      const once = oauthSigned(shop, key, ME, { nonce: 'a-nonce-used-once' });
      expect((await shop.request(once)).status).toBe(200);
      expect(await errorOf(await shop.request(once))).toEqual({ status: 401, code: 'woocommerce_rest_authentication_error', message: 'Invalid nonce - nonce has already been used.' });
      // Signed anew (another timestamp), the same nonce is still spent.
      const again = oauthSigned(shop, key, ME, { nonce: 'a-nonce-used-once', timestamp: Math.floor(Date.now() / 1000) - 5 });
      expect((await errorOf(await shop.request(again))).message).toBe('Invalid nonce - nonce has already been used.');
      // Another key may use it.
      expect((await shop.request(oauthSigned(shop, keys.read_write, ME, { nonce: 'a-nonce-used-once' }))).status).toBe(200);
    });

    it('keeps used nonces in the database only for the time window', async () => {
      const { db } = shop.database;
      const old = Math.floor(Date.now() / 1000) - 16 * 60;
      await db.insertInto('api_key_nonces').values({ key_id: keys.read.id, nonce: 'an-old-nonce', timestamp: old }).execute();
      expect((await shop.request(oauthSigned(shop, keys.read, ME))).status).toBe(200);
      const left = await db.selectFrom('api_key_nonces').select('nonce').where('key_id', '=', keys.read.id).execute();
      expect(left.map((row) => row.nonce)).not.toContain('an-old-nonce');
      expect(left.length).toBeGreaterThan(0);
    });
  });

  describe('permissions', () => {
    const update = (headers: Record<string, string>, path = ME) =>
      shop.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }) });

    it('a read key reads and may not write; a write key writes and may not read; read_write does both', async () => {
      const readOnly = await update({ ...HTTPS, ...basic(keys.read.consumerKey, keys.read.consumerSecret) });
      expect(await errorOf(readOnly)).toEqual({ status: 401, code: 'woocommerce_rest_authentication_error', message: 'The API key provided does not have write permissions.' });
      const signedWrite = await update({}, oauthSigned(shop, keys.read, ME, { method: 'POST' }));
      expect((await errorOf(signedWrite)).message).toBe('The API key provided does not have write permissions.');

      const writeOnly = await shop.request(ME, { headers: { ...HTTPS, ...basic(keys.write.consumerKey, keys.write.consumerSecret) } });
      expect(await errorOf(writeOnly)).toEqual({ status: 401, code: 'woocommerce_rest_authentication_error', message: 'The API key provided does not have read permissions.' });
      expect((await update({ ...HTTPS, ...basic(keys.write.consumerKey, keys.write.consumerSecret) })).status).toBe(200);

      const both = await update({}, oauthSigned(shop, keys.read_write, ME, { method: 'POST' }));
      expect(both.status).toBe(200);
      expect(await both.json()).toEqual({ id: adminId, woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    });

    it('a revoked key is refused', async () => {
      const made = await createApiKeyForLogin(shop.database.db, { login: 'admin', permissions: 'read' });
      if (!made.ok) throw new Error(made.error.message);
      const key = made.value;
      expect((await shop.request(ME, { headers: { ...HTTPS, ...basic(key.consumerKey, key.consumerSecret) } })).status).toBe(200);
      expect(await revokeApiKey(shop.database.db, key.id)).toBe(true);
      expect((await errorOf(await shop.request(ME, { headers: { ...HTTPS, ...basic(key.consumerKey, key.consumerSecret) } }))).message).toBe('Consumer key is invalid.');
      expect((await errorOf(await shop.request(oauthSigned(shop, key, ME)))).message).toBe('Consumer key is invalid.');
    });
  });

  describe('application passwords', () => {
    it('work in HTTP Basic with the login (spaces ignored), record their last use, and stop once revoked', async () => {
      const { db } = shop.database;
      const made = await createApplicationPassword(db, adminId, 'Inventory sync');
      if (!made.ok) throw new Error(made.error.message);
      const { password, uuid } = made.value;
      expect(password).toMatch(/^(\w{4} ){5}\w{4}$/);

      const response = await shop.request(`${ME}?context=edit`, { headers: { ...HTTPS, ...basic('admin', password) } });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: adminId, username: 'admin' });
      const row = await db.selectFrom('application_passwords').select('last_used').where('uuid', '=', uuid).executeTakeFirstOrThrow();
      expect(Date.parse(row.last_used ?? '')).toBeGreaterThan(Date.now() - 60_000);
      expect((await shop.request(ME, { headers: { ...HTTPS, ...basic('admin', password.replaceAll(' ', '')) } })).status).toBe(200);
      expect((await update(adminPassword(password))).status).toBe(200);

      expect(await errorOf(await shop.request(ME, { headers: { ...HTTPS, ...basic('admin', 'abcd abcd abcd abcd abcd abcd') } }))).toMatchObject({ status: 401, code: 'incorrect_password' });
      expect(await errorOf(await shop.request(ME, { headers: { ...HTTPS, ...basic('nobody', password) } }))).toMatchObject({ status: 401, code: 'invalid_username' });
      // Over plain HTTP the header is not read (WordPress's rule): the request has no credentials.
      expect(await errorOf(await shop.request(ME, { headers: basic('admin', password) }))).toMatchObject({ status: 401, code: 'rest_not_logged_in' });

      expect(await revokeApplicationPassword(db, adminId, uuid)).toBe(true);
      expect(await errorOf(await shop.request(ME, { headers: { ...HTTPS, ...basic('admin', password) } }))).toMatchObject({ status: 401, code: 'incorrect_password' });
    });

    const adminPassword = (password: string) => ({ ...HTTPS, ...basic('admin', password) });
    const update = (headers: Record<string, string>) =>
      shop.request(ME, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'no' } }) });
  });

  it('stores no secret in plain text: the consumer key and secret as hashes, application passwords hashed', async () => {
    const { db } = shop.database;
    const made = await createApplicationPassword(db, adminId, 'Plain text check');
    if (!made.ok) throw new Error(made.error.message);
    const stored = JSON.stringify([await db.selectFrom('api_keys').selectAll().execute(), await db.selectFrom('application_passwords').selectAll().execute()]);
    for (const key of Object.values(keys)) {
      expect(stored).not.toContain(key.consumerKey);
      expect(stored).not.toContain(key.consumerKey.slice(3, 30));
      expect(stored).not.toContain(key.consumerSecret.slice(3, 30));
      expect(stored).toContain(`"truncated_key":"${key.consumerKey.slice(-7)}"`);
    }
    expect(stored).not.toContain(made.value.password.replaceAll(' ', ''));
    expect(stored).toMatch(/"password_hash":"scrypt\$/);
  });

  describe('GET wp/v2/users/me', () => {
    it('answers a visitor rest_not_logged_in, and a session without its nonce is a visitor', async () => {
      expect(await errorOf(await shop.request(ME))).toEqual({ status: 401, code: 'rest_not_logged_in', message: 'You are not currently logged in.' });
      const { visitor } = await signedInWithNonce(shop, 'admin', TEST_ADMIN_PASSWORD);
      expect((await errorOf(await visitor.request(ME))).code).toBe('rest_not_logged_in');
    });

    it('answers the signed-in user with the nonce in WordPress\'s shapes for view and edit, and _fields', async () => {
      const { visitor, nonce } = await signedInWithNonce(shop, 'admin', TEST_ADMIN_PASSWORD);
      const view = (await (await visitor.request(ME, { headers: { 'x-wp-nonce': nonce } })).json()) as Record<string, unknown>;
      expect(view).toMatchObject({ id: adminId, slug: 'admin', url: '', description: '', meta: [] });
      expect(Object.keys(view.avatar_urls as object)).toEqual(['24', '48', '96']);
      expect(view).not.toHaveProperty('email');
      expect(view).not.toHaveProperty('username');

      const edit = (await (await visitor.request(`${ME}?context=edit`, { headers: { 'x-wp-nonce': nonce } })).json()) as Record<string, unknown>;
      expect(edit).toMatchObject({ id: adminId, username: 'admin', roles: ['administrator'], capabilities: { manage_woocommerce: true }, extra_capabilities: { administrator: true } });
      expect(edit.email).toMatch(/@/);
      expect(edit.registered_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);

      const picked = await (await visitor.request(`${ME}?_fields=id,name`, { headers: { 'x-wp-nonce': nonce } })).json();
      expect(Object.keys(picked as object)).toEqual(['id', 'name']);
      const bad = await visitor.request(`${ME}?context=everything`, { headers: { 'x-wp-nonce': nonce } });
      expect((await errorOf(bad)).code).toBe('rest_invalid_param');
    });
  });
});

/** The CLI as the owner runs it, over the same SQLite file as a running shop. */
describe('keys made by `npm run shop -- create-api-key`, used by WooCommerce\'s REST client', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-keys-'));
  const sqlitePath = join(dir, 'shop.sqlite');
  const shop = useHttpShop('sqlite', {}, { sqlitePath, trustProxy: true });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const cli = (...args: string[]) => runShopCli(sqlitePath, join(dir, 'uploads'), ...args);
  const createKey = async (...args: string[]) => printedKey(await cli('create-api-key', ...args));

  it('explains bad arguments with exit code 2 and the usage, and an unknown user with 1', async () => {
    const help = await cli('help');
    expect(help.stdout).toContain('create-api-key --user <username or e-mail> --permissions read|write|read_write [--description <text>]');
    for (const args of [['create-api-key'], ['create-api-key', '--user', 'admin'], ['create-api-key', '--user', 'admin', '--permissions', 'all'], ['create-api-key', '--user', 'admin', '--permissions', 'read', '--color']]) {
      const result = await cli(...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain('Usage: npm run shop -- <command> [options]');
      expect(result.stdout).toBe('');
    }
    const unknown = await cli('create-api-key', '--user', 'nobody', '--permissions', 'read');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe('No user has the username or e-mail address "nobody".');
  }, 120_000);

  it('prints a key the client uses over plain HTTP (OAuth 1.0a), and that works in Basic over HTTPS', async () => {
    const { consumerKey, consumerSecret } = await createKey('--user', 'admin', '--permissions', 'read_write', '--description', 'Client test');
    const row = await shop.database.db.selectFrom('api_keys').select(['description', 'permissions', 'truncated_key']).executeTakeFirstOrThrow();
    expect(row).toEqual({ description: 'Client test', permissions: 'read_write', truncated_key: consumerKey.slice(-7) });

    // `version` is the path after `wpAPIPrefix`: WordPress's own namespace here rather than wc/v3.
    const version = 'wp/v2' as WooCommerceRestApiVersion;
    const overHttp = new WooCommerceClient({ url: shop.url, consumerKey, consumerSecret, version });
    const me = await overHttp.get('users/me', { context: 'edit' });
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ username: 'admin', roles: ['administrator'] });
    const updated = await overHttp.post('users/me', { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }).catch((error: { response: { data: unknown } }) => error.response);
    expect(updated.data).toMatchObject({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });

    // Over HTTPS the client sends the pair in Basic (or the query): what the first suite checks with fetch, as the
    // test server is plain HTTP behind a "proxy" that says https.
    const overHttps = await shop.request(ME, { headers: { ...HTTPS, ...basic(consumerKey, consumerSecret) } });
    expect(overHttps.status).toBe(200);
  }, 120_000);

  it('prints a read key that the client may read with and not write with', async () => {
    const { consumerKey, consumerSecret } = await createKey('--user', 'admin@vitrine.test', '--permissions', 'read');
    const client = new WooCommerceClient({ url: shop.url, consumerKey, consumerSecret, version: 'wp/v2' as WooCommerceRestApiVersion });
    expect((await client.get('users/me')).status).toBe(200);
    const refused = await client.post('users/me', { woocommerce_meta: { coming_soon_banner_dismissed: 'no' } }).catch((error: { response: { status: number; data: unknown } }) => error.response);
    expect(refused.status).toBe(401);
    expect(refused.data).toEqual({ code: 'woocommerce_rest_authentication_error', message: 'The API key provided does not have write permissions.', data: { status: 401 } });
  }, 120_000);
});
