import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects.ts';
import { insertCategory, insertProduct } from './fixtures/shop-data.ts';
import { customerSession, linkRelations, ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { Visitor } from './fixtures/visitor.ts';
import { useHttpShop } from './http-shop.ts';

const PRODUCTS = '/wc/v3/products';

interface ProductJson {
  id: number;
  name: string;
  slug: string;
  status: string;
  sku: string;
  price: string;
  regular_price: string;
  sale_price: string;
  on_sale: boolean;
  manage_stock: boolean;
  stock_quantity: number | null;
  stock_status: string;
  categories: { id: number; name: string; slug: string }[];
  images: { id: number; src: string; name: string; alt: string }[];
  date_created: string;
  date_created_gmt: string;
  permalink: string;
  _links: { self: { href: string }[]; collection: { href: string }[] };
}

describe.each(DIALECTS)('wc/v3/products on %s', (dialect) => {
  // Pages cached as in production: an API write must drop them as an admin save does.
  const shop = useHttpShop(dialect, { pageCache: { enabled: true } });
  let owner: RestSession;
  let lamps: number;

  beforeAll(async () => {
    owner = await ownerSession(shop);
    lamps = await insertCategory(shop.database.db, 'Lamps API');
  });

  // Variations are listed under their product, not in the list.
  const productCount = async () =>
    Number((await shop.database.db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).where('type', '<>', 'variation').executeTakeFirstOrThrow()).n);

  describe('listing', () => {
    it('pages with WordPress’s headers and links, drafts included', async () => {
      await insertProduct(shop.database.db, { name: 'Draft lantern', status: 'draft' });
      const total = await productCount();
      const first = await owner.send('GET', `${PRODUCTS}?per_page=2`);
      expect(first.status).toBe(200);
      expect(first.headers.get('x-wp-total')).toBe(String(total));
      expect(first.headers.get('x-wp-totalpages')).toBe(String(Math.ceil(total / 2)));
      const firstLinks = linkRelations(first.headers.get('link'));
      expect(firstLinks.prev).toBeUndefined();
      expect(new URL(firstLinks.next as string).search).toBe('?per_page=2&page=2');
      const firstPage = (await first.json()) as ProductJson[];
      expect(firstPage).toHaveLength(2);

      const second = await owner.send('GET', `${PRODUCTS}?per_page=2&page=2`);
      const links = linkRelations(second.headers.get('link'));
      expect(new URL(links.prev as string).searchParams.get('page')).toBe('1');
      expect(new URL(links.next as string).searchParams.get('page')).toBe('3');
      const ids = [...firstPage, ...((await second.json()) as ProductJson[])].map((p) => p.id);
      expect(new Set(ids).size).toBe(4);

      const drafts = await owner.json<ProductJson[]>(200, 'GET', `${PRODUCTS}?status=draft&per_page=100`);
      expect(drafts.map((p) => p.name)).toContain('Draft lantern');
      expect(drafts.every((p) => p.status === 'draft')).toBe(true);
    });

    it('refuses more than 100 a page, and other bad parameters, one message per parameter', async () => {
      const error = await owner.json<{ code: string; data: { params: Record<string, string> } }>(400, 'GET', `${PRODUCTS}?per_page=101&orderby=colour&status=sold&include=1,x`);
      expect(error.code).toBe('rest_invalid_param');
      expect(Object.keys(error.data.params).sort()).toEqual(['include', 'orderby', 'per_page', 'status']);
      expect(error.data.params.per_page).toBe('must be a whole number from 1 to 100');
      expect(error.data.params.include).toBe('must be a list of ids (whole numbers), comma-separated');
    });

    it('filters by search, category, sku and include, and orders as asked', async () => {
      const a = await insertProduct(shop.database.db, { name: 'Zinc filter lamp', sku: 'ZF-1', price: 3000 });
      const b = await insertProduct(shop.database.db, { name: 'Zinc filter shade', sku: 'ZF-2', price: 1000 });
      await shop.database.db.insertInto('product_categories').values({ product_id: a, category_id: lamps }).execute();
      const names = async (query: string) => (await owner.json<ProductJson[]>(200, 'GET', `${PRODUCTS}?${query}`)).map((p) => p.id);
      expect(await names('search=zinc%20filter&orderby=price&order=asc')).toEqual([b, a]);
      expect(await names('search=zinc%20filter&orderby=price&order=desc')).toEqual([a, b]);
      expect(await names(`category=${lamps}`)).toEqual([a]);
      expect(await names('sku=ZF-2')).toEqual([b]);
      expect(await names('sku=ZF-2,ZF-1&orderby=id&order=asc')).toEqual([a, b]);
      expect(await names(`include=${b},${a}&orderby=include&order=asc`)).toEqual([b, a]);
      expect(await names('status=trash')).toEqual([]);
      // Past ten ids the given order still holds (ranks compared as numbers).
      const many: number[] = [];
      for (let n = 0; n < 12; n++) many.push(await insertProduct(shop.database.db, { name: `Include order ${n}` }));
      const wanted = [...many].reverse();
      expect(await names(`include=${wanted.join(',')}&orderby=include&order=asc&per_page=20`)).toEqual(wanted);
    });

    it('keeps only the _fields asked for, nested ones too', async () => {
      const list = await owner.json<Record<string, unknown>[]>(200, 'GET', `${PRODUCTS}?per_page=3&_fields=id,name,_links.self`);
      expect(list).toHaveLength(3);
      for (const item of list) {
        expect(Object.keys(item).sort()).toEqual(['_links', 'id', 'name']);
        expect(Object.keys(item._links as object)).toEqual(['self']);
      }
    });
  });

  describe('one product', () => {
    it('answers in WooCommerce’s shape', async () => {
      const id = await insertProduct(shop.database.db, { name: 'Shape lamp', sku: 'SHAPE-1', regular_price: 2500, sale_price: 1999, stock: 4, created_at: '2025-03-01T09:15:00.000Z' });
      await shop.database.db.insertInto('product_categories').values({ product_id: id, category_id: lamps }).execute();
      await shop.database.db.insertInto('product_images').values({ product_id: id, position: 0, file: 'shape-lamp', alt: 'A lamp', width: 800, height: 600, sizes: '[300,800]' }).execute();
      const product = await owner.json<ProductJson>(200, 'GET', `${PRODUCTS}/${id}?context=edit`);
      expect(product).toMatchObject({
        id,
        name: 'Shape lamp',
        slug: 'shape-lamp',
        sku: 'SHAPE-1',
        type: 'simple',
        status: 'publish',
        price: '19.99',
        regular_price: '25.00',
        sale_price: '19.99',
        on_sale: true,
        manage_stock: true,
        stock_quantity: 4,
        stock_status: 'instock',
        date_created: '2025-03-01T09:15:00',
        date_created_gmt: '2025-03-01T09:15:00',
        categories: [{ id: lamps, name: 'Lamps API', slug: 'lamps-api' }],
        images: [{ name: 'shape-lamp', alt: 'A lamp' }],
      });
      expect(product.permalink).toBe(`${new URL(product.permalink).origin}/product/shape-lamp/`);
      expect(product.images[0]?.src).toMatch(/^http:\/\/[^/]+\/uploads\/shape-lamp-800\.webp$/);
      expect(product._links.self[0]?.href).toMatch(new RegExp(`/wp-json/wc/v3/products/${id}$`));
    });

    it('answers WooCommerce’s 404 for an unknown id', async () => {
      for (const id of ['99999999', '99999999999999999999']) {
        const error = await owner.json(404, 'GET', `${PRODUCTS}/${id}`);
        expect(error).toMatchObject({ code: 'woocommerce_rest_product_invalid_id', data: { status: 404 } });
      }
      expect(await owner.json(404, 'PUT', `${PRODUCTS}/99999999`, { name: 'x' })).toMatchObject({ code: 'woocommerce_rest_product_invalid_id' });
      expect(await owner.json(404, 'DELETE', `${PRODUCTS}/99999999?force=true`)).toMatchObject({ code: 'woocommerce_rest_product_invalid_id' });
    });

    it('lists no variations of a simple product: an empty list for a product, a 404 for an unknown one', async () => {
      const id = await insertProduct(shop.database.db, { name: 'Plain lamp' });
      const response = await owner.send('GET', `${PRODUCTS}/${id}/variations`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-wp-total')).toBe('0');
      expect(await response.json()).toEqual([]);
      expect(await owner.json(404, 'GET', `${PRODUCTS}/99999999/variations`)).toMatchObject({ code: 'woocommerce_rest_product_invalid_id' });
      expect(await owner.json(404, 'GET', `${PRODUCTS}/${id}/variations/5`)).toMatchObject({ code: 'woocommerce_rest_product_variation_invalid_id' });
    });
  });

  describe('writing', () => {
    it('creates a product the shop then shows, and updates it by PUT, PATCH and method override', async () => {
      expect((await new Visitor(shop).request('/shop/')).status).toBe(200); // cached now
      const created = await owner.send('POST', PRODUCTS, {
        name: 'API Beacon Lamp',
        type: 'simple',
        regular_price: '42.50',
        sale_price: '',
        sku: 'API-BEACON',
        description: 'Bright.',
        short_description: 'A lamp.',
        manage_stock: true,
        stock_quantity: 7,
        categories: [{ id: lamps }],
      });
      expect(created.status).toBe(201);
      const product = (await created.json()) as ProductJson;
      expect(created.headers.get('location')).toMatch(new RegExp(`/wp-json/wc/v3/products/${product.id}$`));
      expect(product).toMatchObject({ name: 'API Beacon Lamp', slug: 'api-beacon-lamp', price: '42.50', stock_quantity: 7, manage_stock: true, categories: [{ id: lamps }] });
      const shopPage = await new Visitor(shop).page('/shop/?orderby=date');
      expect(shopPage.includes('API Beacon Lamp'), 'the shop lists the new product').toBe(true);

      const put = await owner.json<ProductJson>(200, 'PUT', `${PRODUCTS}/${product.id}`, { sale_price: '30', name: 'API Beacon Lamp II' });
      expect(put).toMatchObject({ name: 'API Beacon Lamp II', regular_price: '42.50', sale_price: '30.00', price: '30.00', on_sale: true, sku: 'API-BEACON', stock_quantity: 7 });
      const patch = await owner.json<ProductJson>(200, 'PATCH', `${PRODUCTS}/${product.id}`, { manage_stock: false, stock_status: 'onbackorder' });
      expect(patch).toMatchObject({ manage_stock: false, stock_quantity: null, stock_status: 'onbackorder', name: 'API Beacon Lamp II' });
      const overridden = await owner.send('POST', `${PRODUCTS}/${product.id}`, { status: 'draft' }, { headers: { 'x-http-method-override': 'PATCH' } });
      expect(overridden.status).toBe(200);
      expect(((await overridden.json()) as ProductJson).status).toBe('draft');
      const viaQuery = await owner.send('POST', `${PRODUCTS}/${product.id}?_method=PUT`, { sale_price: null });
      expect(((await viaQuery.json()) as ProductJson).sale_price).toBe('');
      expect((await new Visitor(shop).page('/shop/?orderby=date')).includes('API Beacon Lamp'), 'the shop hides the draft').toBe(false);
      expect((await new Visitor(shop).request(`/product/${product.slug}/`)).status).toBe(404);
    });

    it('reorders the product’s images, changes their alt text and removes the ones left out', async () => {
      const id = await insertProduct(shop.database.db, { name: 'Pictured lamp' });
      const { db } = shop.database;
      // Each picture is a library item, as every product picture is; the API names it by the library's id.
      const [front, side] = await Promise.all(
        ['front', 'side'].map(async (file, position) => {
          await db.insertInto('product_images').values({ product_id: id, position, file, alt: file, width: 600, height: 600, sizes: '[600]' }).execute();
          return (await db.insertInto('media').values({ file, original_name: `${file}-600.webp`, mime_type: 'image/webp', title: file, alt_text: file, caption: '', width: 600, height: 600, sizes: '[600]', state: 'complete', author_id: null, created_at: new Date().toISOString(), original_file: `${file}-600.webp` }).returning('id').executeTakeFirstOrThrow()).id;
        }),
      );
      const updated = await owner.json<ProductJson>(200, 'PATCH', `${PRODUCTS}/${id}`, { images: [{ id: side, alt: 'Side view' }] });
      expect(updated.images.map(({ id: imageId, alt }) => ({ id: imageId, alt }))).toEqual([{ id: side, alt: 'Side view' }]);
      // A picture removed from the product is still the library's, and comes back by its id.
      const back = await owner.json<ProductJson>(200, 'PATCH', `${PRODUCTS}/${id}`, { images: [{ id: front }, { id: side }] });
      expect(back.images.map(({ id: imageId, alt }) => ({ id: imageId, alt }))).toEqual([
        { id: front, alt: 'front' },
        { id: side, alt: 'Side view' },
      ]);
      const refused = await owner.json<{ data: { params: Record<string, string> } }>(400, 'PATCH', `${PRODUCTS}/${id}`, { images: [{ id: front }, { id: 99999999 }] });
      expect(Object.keys(refused.data.params)).toEqual(['images.1.id']);
    });

    it('deletes only with force, answering the product as it was, and the shop forgets it', async () => {
      const product = await owner.json<ProductJson>(201, 'POST', PRODUCTS, { name: 'API Doomed Lamp', regular_price: '5' });
      expect((await new Visitor(shop).page(`/product/${product.slug}/`)).includes('API Doomed Lamp')).toBe(true);
      expect(await owner.json(501, 'DELETE', `${PRODUCTS}/${product.id}`)).toMatchObject({ code: 'woocommerce_rest_trash_not_supported' });
      const deleted = await owner.json<ProductJson>(200, 'DELETE', `${PRODUCTS}/${product.id}?force=true`);
      expect(deleted).toMatchObject({ id: product.id, name: 'API Doomed Lamp' });
      expect((await new Visitor(shop).request(`/product/${product.slug}/`)).status).toBe(404);
      expect(await owner.json(404, 'GET', `${PRODUCTS}/${product.id}`)).toMatchObject({ code: 'woocommerce_rest_product_invalid_id' });
    });

    it('refuses bad input with one message per field, and fields the shop does not store', async () => {
      const before = await productCount();
      const error = await owner.json<{ code: string; data: { params: Record<string, string> } }>(400, 'POST', PRODUCTS, {
        name: 7,
        regular_price: 'cheap',
        stock_quantity: -1,
        shipping_class: 'bulky',
        type: 'bundle',
        categories: [{ id: 'x' }],
      });
      expect(error.code).toBe('rest_invalid_param');
      expect(error.data.params).toMatchObject({
        name: 'must be a string',
        stock_quantity: 'must be 0 or more',
        shipping_class: 'is not accepted',
        type: 'must be one of simple, variable, grouped, external',
        'categories.0.id': 'must be a whole number',
      });
      const rules = await owner.json<{ data: { params: Record<string, string> } }>(400, 'POST', PRODUCTS, { name: '', regular_price: 'cheap', sale_price: '1', categories: [{ id: 99999999 }] });
      expect(rules.data.params).toMatchObject({ name: 'Enter the product name.', regular_price: 'Enter the regular price as an amount such as 19.99.' });
      const clash = await owner.json<{ data: { params: Record<string, string> } }>(400, 'POST', PRODUCTS, { name: 'Clash', regular_price: '1', sku: 'ZF-1', categories: [{ id: 99999999 }] });
      expect(clash.data.params).toEqual({ sku: 'Another product already uses this SKU.', categories: 'One of the chosen categories no longer exists.' });
      expect(await owner.json(400, 'POST', PRODUCTS, [])).toMatchObject({ code: 'rest_invalid_param', data: { params: { body: 'must be a JSON object' } } });
      // Numbers past the database's 32-bit columns: refusals, not failed queries.
      const huge = await owner.json<{ data: { params: Record<string, string> } }>(400, 'POST', PRODUCTS, { name: 'Huge', regular_price: '1', stock_quantity: 2147483648, manage_stock: true, categories: [{ id: 2147483648 }] });
      expect(Object.keys(huge.data.params).sort()).toEqual(['categories', 'stock_quantity']);
      const existing = (await owner.json<{ id: number }[]>(200, 'GET', `${PRODUCTS}?per_page=1`))[0]!.id;
      expect(Object.keys((await owner.json<{ data: { params: Record<string, string> } }>(400, 'PUT', `${PRODUCTS}/${existing}`, { images: [{ id: 2147483648 }] })).data.params)).toEqual(['images.0.id']);
      expect(await productCount()).toBe(before);
    });
  });

  it('is listed in the API index, with the methods of each route', async () => {
    const index = (await (await shop.request('/wp-json/')).json()) as { namespaces: string[]; routes: Record<string, { methods: string[] }> };
    expect(index.namespaces).toContain('wc/v3');
    expect(index.routes['/wc/v3/products']?.methods).toEqual(['GET', 'POST']);
    expect(index.routes['/wc/v3/products/(?P<id>[\\d]+)']?.methods).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    expect(index.routes['/wc/v3/products/(?P<product_id>[\\d]+)/variations']?.methods).toEqual(['GET', 'POST']);
    expect(index.routes['/wc/v3/products/(?P<product_id>[\\d]+)/variations/batch']?.methods).toEqual(['POST', 'PUT', 'PATCH']);
    expect(index.routes['/wc/v3/products/attributes/(?P<attribute_id>[\\d]+)/terms/(?P<id>[\\d]+)']?.methods).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
  });

  describe('who may', () => {
    it('refuses a customer (403) and a visitor (401)', async () => {
      const customer = await customerSession(shop, 'products-customer@example.com');
      expect(await customer.json(403, 'GET', PRODUCTS)).toMatchObject({ code: 'rest_forbidden' });
      expect(await customer.json(403, 'POST', PRODUCTS, { name: 'Nope', regular_price: '1' })).toMatchObject({ code: 'rest_forbidden' });
      const visitor = await shop.request(`/wp-json${PRODUCTS}`);
      expect(visitor.status).toBe(401);
      expect(await visitor.json()).toMatchObject({ code: 'rest_forbidden', data: { status: 401 } });
    });

    it('refuses a write from the owner’s session without its nonce, and changes nothing', async () => {
      const id = await insertProduct(shop.database.db, { name: 'Nonce lamp' });
      const before = await productCount();
      for (const [method, path, body] of [
        ['POST', PRODUCTS, { name: 'Forged', regular_price: '1' }],
        ['PUT', `${PRODUCTS}/${id}`, { name: 'Forged' }],
        ['DELETE', `${PRODUCTS}/${id}?force=true`, undefined],
      ] as const) {
        const response = await owner.send(method, path, body, { nonce: false });
        expect(response.status).toBe(403);
        expect(response.headers.get('x-wp-nonce')).toBeTruthy();
        expect(await response.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
      }
      expect(await productCount()).toBe(before);
      expect((await owner.json<ProductJson>(200, 'GET', `${PRODUCTS}/${id}`)).name).toBe('Nonce lamp');
    });
  });
});
