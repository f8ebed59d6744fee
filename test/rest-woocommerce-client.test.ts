import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterAttribution } from './fixtures/attribution.ts';
import { checkoutWith } from './fixtures/checkout.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { Visitor } from './fixtures/visitor.ts';
import { printedKey, runShopCli, WooCommerceClient } from './fixtures/woocommerce-client.ts';
import { useHttpShop } from './http-shop.ts';

interface ProductJson {
  id: number;
  name: string;
  regular_price: string;
  sale_price: string;
  status: string;
}

/** What the client's calls reject with for a non-2xx answer (axios's error). */
const answerOf = (error: { response: { status: number; data: { code: string } } }) => error.response;

/**
 * WooCommerce's own JavaScript REST client, unchanged, against the shop, with a key made by the shop's
 * CLI: over plain HTTP it signs every request with OAuth 1.0a, as it does against WooCommerce.
 */
describe("WooCommerce's REST client with a key from `npm run shop -- create-api-key`", () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-wc-client-'));
  const sqlitePath = join(dir, 'shop.sqlite');
  const shop = useHttpShop('sqlite', {}, { sqlitePath });
  let client: InstanceType<typeof WooCommerceClient>;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  beforeAll(async () => {
    const { consumerKey, consumerSecret } = printedKey(await runShopCli(sqlitePath, join(dir, 'uploads'), 'create-api-key', '--user', 'admin', '--permissions', 'read_write', '--description', 'Stock sync'));
    client = new WooCommerceClient({ url: shop.url, consumerKey, consumerSecret, version: 'wc/v3' });
  }, 120_000);

  it('lists the products page by page with WordPress’s paging headers', async () => {
    const first = await client.get('products', { per_page: 5, page: 1, orderby: 'id', order: 'asc' });
    expect(first.status).toBe(200);
    const total = Number(first.headers['x-wp-total']);
    expect(total).toBeGreaterThan(10);
    expect(Number(first.headers['x-wp-totalpages'])).toBe(Math.ceil(total / 5));
    expect(first.headers.link).toContain('rel="next"');
    expect(first.data).toHaveLength(5);

    const second = await client.get('products', { per_page: 5, page: 2, orderby: 'id', order: 'asc' });
    expect(second.headers.link).toContain('rel="prev"');
    const ids = [...(first.data as ProductJson[]), ...(second.data as ProductJson[])].map((product) => product.id);
    expect(new Set(ids).size).toBe(10);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const refused = await client.get('products', { per_page: 101 }).catch(answerOf);
    expect(refused.status).toBe(400);
    expect(refused.data.code).toBe('rest_invalid_param');
  });

  it('creates, updates and deletes a product, and the shop shows each change', async () => {
    const created = await client.post('products', { name: 'Linen apron', regular_price: '32.00', status: 'publish', stock_quantity: 7, manage_stock: true });
    expect(created.status).toBe(201);
    const apron = created.data as ProductJson;
    expect(apron).toMatchObject({ name: 'Linen apron', regular_price: '32.00', status: 'publish' });
    const visitor = new Visitor(shop);
    await expect.poll(async () => (await visitor.page('/shop/?orderby=date')).includes('Linen apron')).toBe(true);

    const updated = await client.put(`products/${apron.id}`, { sale_price: '24.00' });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({ id: apron.id, regular_price: '32.00', sale_price: '24.00' });

    const deleted = await client.delete(`products/${apron.id}`, { force: true });
    expect(deleted.status).toBe(200);
    expect((deleted.data as ProductJson).id).toBe(apron.id);
    const gone = await client.get(`products/${apron.id}`).catch(answerOf);
    expect(gone.status).toBe(404);
    expect(gone.data.code).toBe('woocommerce_rest_product_invalid_id');
  });

  it('lists orders with their attribution in meta_data', async () => {
    const lamp = await insertProduct(shop.database.db, { name: 'Client-listed lamp', price: 4500, stock: 5 });
    const { orderId } = await checkoutWith(shop, lamp, newsletterAttribution());
    expect(orderId).toBeGreaterThan(0);
    const listed = await client.get('orders', { per_page: 20 });
    expect(listed.status).toBe(200);
    const order = (listed.data as { id: number; meta_data: { key: string; value: string }[] }[]).find((candidate) => candidate.id === orderId);
    const meta = Object.fromEntries((order?.meta_data ?? []).map((entry) => [entry.key, entry.value]));
    expect(meta).toMatchObject({ _wc_order_attribution_source_type: 'utm', _wc_order_attribution_utm_source: 'newsletter', _wc_order_attribution_utm_medium: 'email', _wc_order_attribution_utm_campaign: 'spring' });
  });
});
