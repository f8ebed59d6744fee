import wpApiFetchModule from '@wordpress/api-fetch';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiFetch, type ApiFetch } from '../app/features/rest/api-fetch.ts';
import { getStoreSettings, saveStoreSettings, SETTINGS_DEFAULTS } from '../core/settings/settings.ts';
import { DIALECTS } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { signedInWithNonce, type Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop } from './http-shop.ts';

/**
 * The same scenarios through WordPress's own `@wordpress/api-fetch` and through the shop's client, against
 * the same shop: both must send the same requests and get the same results. Both run on Node's global
 * fetch, which this file replaces with one that records each request and, as a browser does for a
 * same-origin request, sends the signed-in owner's cookies.
 */

/** What of a request decides what the server does. */
interface SentRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  nonce: string | null;
  override: string | null;
  contentType: string | null;
  acceptsJson: boolean;
  body: string | null;
}

type Client = (options: Record<string, unknown>) => Promise<unknown>;
type WpMiddleware = ((options: Record<string, unknown>, next: Client) => Promise<unknown>) & { nonce?: string };

/** What this file uses of `@wordpress/api-fetch` (its types describe the package as CommonJS under NodeNext). */
interface WpApiFetch extends Client {
  use(middleware: WpMiddleware): void;
  unregister(middleware: WpMiddleware): boolean;
  createNonceMiddleware(nonce: string): WpMiddleware & { nonce: string };
  createRootURLMiddleware(root: string): WpMiddleware;
  nonceMiddleware?: WpMiddleware;
  nonceEndpoint?: string;
}
const imported = wpApiFetchModule as unknown as WpApiFetch & { default?: WpApiFetch };
const wpApiFetch: WpApiFetch = imported.default ?? imported;

interface Outcome {
  requests: SentRequest[];
  result?: unknown;
  error?: { code: unknown; message: unknown; data: unknown };
}

describe.each(DIALECTS)('@wordpress/api-fetch and the shop’s client side by side on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  const originalFetch = globalThis.fetch;
  let owner: Visitor;
  let nonce: string;
  let recorded: SentRequest[] = [];
  let ours: ApiFetch;
  let oursNonce: { nonce: string };
  let theirsNonce: WpMiddleware & { nonce: string };
  let theirsRoot: WpMiddleware;

  beforeAll(async () => {
    ({ visitor: owner, nonce } = await signedInWithNonce(shop, 'admin', TEST_ADMIN_PASSWORD));
    const shopOrigin = new URL(shop.url).origin;
    globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const headers = new Headers(init.headers);
      recorded.push({
        method: init.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries([...url.searchParams].sort(([a], [b]) => a.localeCompare(b))),
        nonce: headers.get('x-wp-nonce'),
        override: headers.get('x-http-method-override'),
        contentType: headers.get('content-type'),
        acceptsJson: (headers.get('accept') ?? '').startsWith('application/json'),
        body: typeof init.body === 'string' ? init.body : null,
      });
      if (url.origin === shopOrigin) headers.set('cookie', [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      return originalFetch(url, { ...init, headers, redirect: 'manual' });
    };

    // As WordPress's pages set it up from wpApiSettings.
    const root = `${shop.url}/wp-json/`;
    const nonceEndpoint = `${shop.url}/wp-admin/admin-ajax.php?action=rest-nonce`;
    const theirsMiddleware = wpApiFetch.createNonceMiddleware(nonce);
    theirsRoot = wpApiFetch.createRootURLMiddleware(root);
    wpApiFetch.use(theirsRoot);
    wpApiFetch.use(theirsMiddleware);
    Object.assign(wpApiFetch, { nonceMiddleware: theirsMiddleware, nonceEndpoint });
    theirsNonce = theirsMiddleware;

    // The shop's own client, configured the same way (app/features/rest/page-client.ts does it from the page).
    ours = createApiFetch();
    ours.use(ours.createRootURLMiddleware(root));
    const oursMiddleware = ours.createNonceMiddleware(nonce);
    ours.use(oursMiddleware);
    ours.nonceEndpoint = nonceEndpoint;
    oursNonce = oursMiddleware;
  });

  afterAll(() => {
    globalThis.fetch = originalFetch;
    // The package is one client per process: the next database's suite sets it up again.
    wpApiFetch.unregister(theirsRoot);
    wpApiFetch.unregister(theirsNonce);
  });

  beforeEach(async () => {
    await saveStoreSettings(shop.database.db, SETTINGS_DEFAULTS);
  });

  /** Runs one scenario through a client from the same starting state. */
  async function run(client: Client, options: Record<string, unknown>, before: () => Promise<void> | void = () => undefined): Promise<Outcome> {
    await saveStoreSettings(shop.database.db, SETTINGS_DEFAULTS);
    await before();
    recorded = [];
    try {
      const result = await client(options);
      return { requests: recorded, result };
    } catch (error) {
      const { code, message, data } = error as { code: unknown; message: unknown; data: unknown };
      return { requests: recorded, error: { code, message, data } };
    }
  }

  /** The scenario through both clients: the same requests and the same outcome. */
  async function sideBySide(options: Record<string, unknown>, before?: (which: 'theirs' | 'ours') => Promise<void> | void) {
    const theirs = await run(wpApiFetch, options, () => before?.('theirs'));
    const theirsState = await getStoreSettings(shop.database.db);
    const oursOutcome = await run(ours as unknown as Client, options, () => before?.('ours'));
    expect(oursOutcome.requests).toEqual(theirs.requests);
    expect(oursOutcome.result).toEqual(theirs.result);
    expect(oursOutcome.error).toEqual(theirs.error);
    expect(await getStoreSettings(shop.database.db)).toEqual(theirsState);
    return oursOutcome;
  }

  it('GET the index', async () => {
    const { requests, result } = await sideBySide({ path: '/' });
    expect(requests).toMatchObject([{ method: 'GET', path: '/wp-json/', query: { _locale: 'user' }, nonce, acceptsJson: true }]);
    expect(result).toMatchObject({ namespaces: expect.arrayContaining(['wp/v2']), routes: expect.objectContaining({ '/wp/v2/settings': expect.anything() }) });
  });

  it('GET wp/v2/settings', async () => {
    const { requests, result } = await sideBySide({ path: '/wp/v2/settings' });
    expect(requests).toMatchObject([{ method: 'GET', path: '/wp-json/wp/v2/settings', nonce }]);
    expect(result).toMatchObject({ title: 'Vitrine Demo Store', woocommerce_coming_soon: 'no' });
  });

  it('POST wp/v2/settings', async () => {
    const { requests, result } = await sideBySide({ path: '/wp/v2/settings', method: 'POST', data: { woocommerce_coming_soon: 'yes' } });
    expect(requests).toMatchObject([{ method: 'POST', contentType: 'application/json', body: '{"woocommerce_coming_soon":"yes"}', override: null }]);
    expect(result).toMatchObject({ woocommerce_coming_soon: 'yes' });
    expect((await getStoreSettings(shop.database.db)).comingSoon).toBe(true);
  });

  it('PUT and PATCH are sent as a POST with X-HTTP-Method-Override', async () => {
    for (const method of ['PUT', 'PATCH']) {
      const { requests, result } = await sideBySide({ path: '/wp/v2/settings', method, data: { woocommerce_cart_redirect_after_add: 'yes' } });
      expect(requests).toMatchObject([{ method: 'POST', override: method, path: '/wp-json/wp/v2/settings' }]);
      expect(result).toMatchObject({ woocommerce_cart_redirect_after_add: 'yes' });
      expect((await getStoreSettings(shop.database.db)).redirectAfterAdd).toBe(true);
    }
  });

  it('a stale nonce is refreshed from the nonce endpoint and the request repeated once', async () => {
    const { requests, result } = await sideBySide({ path: '/wp/v2/settings', method: 'POST', data: { woocommerce_coming_soon: 'yes' } }, (which) => {
      (which === 'theirs' ? theirsNonce : oursNonce).nonce = 'stale-nonce';
    });
    expect(requests.map(({ method, path, nonce: sent }) => `${method} ${path} ${sent ?? '-'}`)).toEqual([
      'POST /wp-json/wp/v2/settings stale-nonce',
      'GET /wp-admin/admin-ajax.php -',
      `POST /wp-json/wp/v2/settings ${nonce}`,
    ]);
    expect(requests[1]!.query).toEqual({ action: 'rest-nonce' });
    expect(result).toMatchObject({ woocommerce_coming_soon: 'yes' });
    expect(theirsNonce.nonce).toBe(nonce);
    expect(oursNonce.nonce).toBe(nonce);
  });

  it('an unknown route rejects with the server’s code, message and data', async () => {
    const { error } = await sideBySide({ path: '/wp/v2/no-such-route' });
    expect(error).toEqual({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } });
  });

  it('invalid input rejects with rest_invalid_param and its fields', async () => {
    const { error } = await sideBySide({ path: '/wp/v2/settings', method: 'POST', data: { title: 'Another name' } });
    expect(error).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { title: expect.any(String) } } });
  });

  it('per_page=-1 reads every page of 100 by following rel="next" and joins them', async () => {
    // Enough products for three pages of 100.
    const { db } = shop.database;
    // The list holds products, not their variations.
    const seeded = Number((await db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).where('type', '<>', 'variation').executeTakeFirstOrThrow()).n);
    for (let index = seeded; index < 250; index += 1) await insertProduct(db, { name: `Paged product ${index}` });
    const path = '/wc/v3/products?per_page=-1&orderby=id&order=asc&_fields=id';
    const theirs = await run(wpApiFetch, { path });
    const oursOutcome = await run(ours as unknown as Client, { path });
    // The shop's client names the first page (page=1), which is the page the server gives without it.
    const firstPageNamed = (requests: SentRequest[]) => requests.map((request) => ({ ...request, query: { page: '1', ...request.query } }));
    expect(firstPageNamed(oursOutcome.requests)).toEqual(firstPageNamed(theirs.requests));
    expect(oursOutcome.requests.map(({ query }) => `${query.page}/${query.per_page}`)).toEqual(['1/100', '2/100', '3/100']);
    expect(oursOutcome.result).toEqual(theirs.result);
    expect(oursOutcome.result).toHaveLength(250);
    const ids = (oursOutcome.result as { id: number }[]).map(({ id }) => id);
    expect(new Set(ids).size).toBe(250);
  });

  it('parse: false resolves with the response itself', async () => {
    const theirs = (await wpApiFetch({ path: '/wp/v2/settings', parse: false })) as Response;
    const oursResponse = await ours({ path: '/wp/v2/settings', parse: false });
    expect(oursResponse.status).toBe(theirs.status);
    expect(await oursResponse.json()).toEqual(await theirs.json());
  });
});
