import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects.ts';
import { insertCategory, insertProduct } from './fixtures/shop-data.ts';
import { customerSession, linkRelations, ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { Visitor } from './fixtures/visitor.ts';
import { useHttpShop } from './http-shop.ts';

const CATEGORIES = '/wc/v3/products/categories';

interface CategoryJson {
  id: number;
  name: string;
  slug: string;
  parent: number;
  description: string;
  menu_order: number;
  count: number;
  image: null;
  _links: { self: { href: string }[] };
}

describe.each(DIALECTS)('wc/v3/products/categories on %s', (dialect) => {
  const shop = useHttpShop(dialect, { pageCache: { enabled: true } });
  let owner: RestSession;

  beforeAll(async () => {
    owner = await ownerSession(shop);
  });

  const categoryCount = async () => Number((await shop.database.db.selectFrom('categories').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('lists with paging headers, links and _fields, by name', async () => {
    const total = await categoryCount();
    const first = await owner.send('GET', `${CATEGORIES}?per_page=1&_fields=id,name`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-wp-total')).toBe(String(total));
    expect(first.headers.get('x-wp-totalpages')).toBe(String(total));
    expect(linkRelations(first.headers.get('link')).next).toMatch(/page=2/);
    const [only] = (await first.json()) as Record<string, unknown>[];
    expect(Object.keys(only ?? {}).sort()).toEqual(['id', 'name']);
    const all = await owner.json<CategoryJson[]>(200, 'GET', `${CATEGORIES}?per_page=100`);
    expect(all.map((c) => c.name)).toEqual([...all.map((c) => c.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const last = await owner.send('GET', `${CATEGORIES}?per_page=1&page=${total}`);
    expect(linkRelations(last.headers.get('link'))).toEqual({ prev: expect.stringMatching(new RegExp(`page=${total - 1}`)) });
    expect(await owner.json(400, 'GET', `${CATEGORIES}?per_page=500&hide_empty=maybe`)).toMatchObject({ code: 'rest_invalid_param', data: { params: { per_page: expect.any(String), hide_empty: 'must be true or false' } } });
  });

  it('answers one category in WooCommerce’s shape, with its product count, and a 404 for an unknown one', async () => {
    const id = await insertCategory(shop.database.db, 'Counted things', { description: 'Things.', menu_order: 3 });
    const product = await insertProduct(shop.database.db, { name: 'Counted one' });
    await shop.database.db.insertInto('product_categories').values({ product_id: product, category_id: id }).execute();
    const category = await owner.json<CategoryJson>(200, 'GET', `${CATEGORIES}/${id}`);
    expect(category).toMatchObject({ id, name: 'Counted things', slug: 'counted-things', parent: 0, description: 'Things.', display: 'default', image: null, menu_order: 3, count: 1 });
    expect(category._links.self[0]?.href).toMatch(new RegExp(`/wp-json/wc/v3/products/categories/${id}$`));
    expect((await owner.json<CategoryJson[]>(200, 'GET', `${CATEGORIES}?product=${product}`)).map((c) => c.id)).toEqual([id]);
    const byCount = await owner.json<CategoryJson[]>(200, 'GET', `${CATEGORIES}?orderby=count&order=desc&per_page=100`);
    expect(byCount.map((c) => c.count)).toEqual([...byCount.map((c) => c.count)].sort((a, b) => b - a));
    expect((await owner.json<CategoryJson[]>(200, 'GET', `${CATEGORIES}?hide_empty=true&per_page=100`)).every((c) => c.count > 0)).toBe(true);
    expect(await owner.json(404, 'GET', `${CATEGORIES}/99999999`)).toMatchObject({ code: 'woocommerce_rest_term_invalid', data: { status: 404 } });
  });

  it('creates, renames (by PUT and by method override) and deletes with force, and the shop follows', async () => {
    const created = await owner.send('POST', CATEGORIES, { name: 'Garden Tools API', description: 'For the garden.' });
    expect(created.status).toBe(201);
    const category = (await created.json()) as CategoryJson;
    expect(category).toMatchObject({ name: 'Garden Tools API', slug: 'garden-tools-api', description: 'For the garden.', count: 0 });
    expect(created.headers.get('location')).toMatch(new RegExp(`/wp-json/wc/v3/products/categories/${category.id}$`));
    await insertProduct(shop.database.db, { name: 'Trowel' }).then((product) => shop.database.db.insertInto('product_categories').values({ product_id: product, category_id: category.id }).execute());
    expect((await new Visitor(shop).page('/product-category/garden-tools-api/')).includes('Garden Tools API')).toBe(true);

    const renamed = await owner.json<CategoryJson>(200, 'PUT', `${CATEGORIES}/${category.id}`, { name: 'Garden Kit API' });
    expect(renamed).toMatchObject({ name: 'Garden Kit API', slug: 'garden-tools-api', description: 'For the garden.', count: 1 });
    expect((await new Visitor(shop).page('/product-category/garden-tools-api/')).includes('Garden Kit API')).toBe(true);
    const overridden = await owner.send('POST', `${CATEGORIES}/${category.id}`, { slug: 'garden-kit-api', menu_order: 2 }, { headers: { 'x-http-method-override': 'PATCH' } });
    expect(await overridden.json()).toMatchObject({ slug: 'garden-kit-api', menu_order: 2, name: 'Garden Kit API' });

    expect(await owner.json(501, 'DELETE', `${CATEGORIES}/${category.id}`)).toMatchObject({ code: 'woocommerce_rest_trash_not_supported' });
    expect(await owner.json(200, 'DELETE', `${CATEGORIES}/${category.id}?force=true`)).toMatchObject({ id: category.id, name: 'Garden Kit API' });
    expect((await new Visitor(shop).request('/product-category/garden-kit-api/')).status).toBe(404);
    expect(await owner.json(404, 'DELETE', `${CATEGORIES}/${category.id}?force=true`)).toMatchObject({ code: 'woocommerce_rest_term_invalid' });
  });

  it('refuses bad input with one message per field, and changes nothing', async () => {
    await insertCategory(shop.database.db, 'Taken slug', { slug: 'taken-slug' });
    const before = await categoryCount();
    const error = await owner.json<{ code: string; data: { params: Record<string, string> } }>(400, 'POST', CATEGORIES, { name: 5, parent: 3, image: { src: 'x' }, menu_order: 1.5 });
    expect(error.code).toBe('rest_invalid_param');
    expect(error.data.params).toEqual({ name: 'must be a string', parent: 'must be 0: the shop’s categories have no parents', image: 'is not accepted', menu_order: 'must be a whole number' });
    expect((await owner.json<{ data: { params: Record<string, string> } }>(400, 'POST', CATEGORIES, { name: ' ' })).data.params).toEqual({ name: 'Enter the category name.' });
    // Past the column's 32 bits: a refusal, not a failed query.
    expect((await owner.json<{ data: { params: Record<string, string> } }>(400, 'POST', CATEGORIES, { name: 'Far down', menu_order: 2147483648 })).data.params).toHaveProperty('menu_order');
    expect((await owner.json<{ data: { params: Record<string, string> } }>(400, 'POST', CATEGORIES, { name: 'Clash', slug: 'taken-slug' })).data.params).toEqual({ slug: 'Another category already uses this slug.' });
    expect((await owner.json<{ data: { params: Record<string, string> } }>(400, 'POST', CATEGORIES, { name: '<b>Bold</b>' })).data.params.name).toMatch(/HTML tags/);
    expect(await categoryCount()).toBe(before);
  });

  it('refuses a customer, a visitor, and the owner’s session without its nonce', async () => {
    const id = await insertCategory(shop.database.db, 'Guarded');
    const customer = await customerSession(shop, 'categories-customer@example.com');
    expect(await customer.json(403, 'GET', CATEGORIES)).toMatchObject({ code: 'rest_forbidden' });
    expect((await shop.request(`/wp-json${CATEGORIES}`)).status).toBe(401);
    const before = await categoryCount();
    for (const [method, path, body] of [
      ['POST', CATEGORIES, { name: 'Forged' }],
      ['PUT', `${CATEGORIES}/${id}`, { name: 'Forged' }],
      ['DELETE', `${CATEGORIES}/${id}?force=true`, undefined],
    ] as const) {
      const response = await owner.send(method, path, body, { nonce: false });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
    }
    expect(await categoryCount()).toBe(before);
    expect((await owner.json<CategoryJson>(200, 'GET', `${CATEGORIES}/${id}`)).name).toBe('Guarded');
  });
});
