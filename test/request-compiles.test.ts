import { beforeAll, describe, expect, it } from 'vitest';
import { functionsCompiledBy } from './compiled-functions.ts';
import { useHttpShop } from './http-shop.ts';

/**
 * The busiest requests asked a second time compile no code: a validation schema (zod compiles each on its
 * first use) or anything else built per request would be compiled again for every visitor.
 */
describe('the busiest requests, asked again', () => {
  const shop = useHttpShop('sqlite', { store: { locales: { default: 'en', others: ['fr', 'de'] } } });
  const paths = [
    '/',
    '/shop/',
    '/shop/?orderby=price&min_price=10',
    '/?s=mug&post_type=product',
    '/wp-json/vitrine/v1/product-suggestions?search=walnu',
    '/wp-json/vitrine/v1/product-suggestions?search=mug&lang=fr',
    '/wp-json/wc/store/v1/products?per_page=20',
    '/wp-json/wc/store/v1/products?search=walnut',
  ];
  const fragments = () => shop.request('/?wc-ajax=get_refreshed_fragments', { method: 'POST' });

  beforeAll(async () => {
    const html = await (await shop.request('/shop/')).text();
    const product = /href="(\/product\/[^"/?#]+\/)"/.exec(html)?.[1];
    if (!product) throw new Error('the shop lists no product');
    paths.push(product);
    for (const path of paths) expect((await shop.request(path)).status, path).toBe(200);
    expect((await fragments()).status).toBe(200);
  });

  it('compile no function', async () => {
    const compiled: Record<string, number> = {};
    for (const path of paths) {
      compiled[path] = await functionsCompiledBy(async () => {
        const response = await shop.request(path);
        await response.arrayBuffer();
      });
    }
    compiled.fragments = await functionsCompiledBy(async () => (await fragments()).arrayBuffer());
    expect(compiled).toEqual(Object.fromEntries([...paths, 'fragments'].map((path) => [path, 0])));
  });
});
