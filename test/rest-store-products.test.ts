import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects.ts';
import { insertCategory, insertProduct } from './fixtures/shop-data.ts';
import { useHttpShop } from './http-shop.ts';

const PRODUCTS = '/wp-json/wc/store/v1/products';

interface StoreProductBody {
  id: number;
  name: string;
  slug: string;
  permalink: string;
  on_sale: boolean;
  prices: Record<string, unknown>;
  categories: { id: number; slug: string }[];
  images: { src: string }[];
  is_purchasable: boolean;
  is_in_stock: boolean;
  add_to_cart: { text: string; url: string; maximum: number };
}

describe.each(DIALECTS)('the Store API products on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  const ids: Record<string, number> = {};
  let categoryId: number;

  beforeAll(async () => {
    const db = shop.database.db;
    categoryId = await insertCategory(db, 'Quokka lamps');
    const lamps: [string, number, number | null, number | null][] = [
      ['Quokka lamp A', 1000, null, null],
      ['Quokka lamp B', 2000, 1500, null],
      ['Quokka lamp C', 3000, null, 0],
      ['Quokka lamp D', 4000, null, 4],
      ['Quokka lamp E', 5000, 2500, null],
    ];
    for (const [index, [name, price, sale, stock]] of lamps.entries()) {
      const id = await insertProduct(db, {
        name,
        regular_price: price,
        sale_price: sale,
        price: sale ?? price,
        stock,
        created_at: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
      });
      await db.insertInto('product_categories').values({ product_id: id, category_id: categoryId }).execute();
      ids[name.at(-1) as string] = id;
    }
  });

  const list = async (query: string) => {
    const response = await shop.request(`${PRODUCTS}?${query}`);
    return { response, body: (await response.json()) as StoreProductBody[] };
  };

  it('pages with WordPress headers: X-WP-Total, X-WP-TotalPages and Link next/prev on the public origin', async () => {
    const first = await list('category=quokka-lamps&per_page=2&orderby=price&order=asc');
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(first.response.headers.get('x-wp-total')).toBe('5');
    expect(first.response.headers.get('x-wp-totalpages')).toBe('3');
    expect(first.body.map((product) => product.name)).toEqual(['Quokka lamp A', 'Quokka lamp B']);
    const link = first.response.headers.get('link') ?? '';
    expect(link).toMatch(/rel="next"/);
    expect(link).not.toMatch(/rel="prev"/);
    const next = /<([^>]+)>; rel="next"/.exec(link)?.[1] ?? '';
    const nextUrl = new URL(next);
    expect(nextUrl.searchParams.get('page')).toBe('2');
    const second = await list(nextUrl.search.slice(1));
    expect(second.body.map((product) => product.name)).toEqual(['Quokka lamp E', 'Quokka lamp C']);
    expect(second.response.headers.get('link')).toMatch(/rel="prev".*rel="next"|rel="next".*rel="prev"/);

    const past = await shop.request(`${PRODUCTS}?category=quokka-lamps&per_page=2&page=4`);
    expect(past.status).toBe(400);
    expect(((await past.json()) as { code: string }).code).toBe('rest_post_invalid_page_number');
  });

  it('answers the Store API product shape', async () => {
    const { body } = await list(`include=${ids.B}`);
    expect(body).toHaveLength(1);
    const [lamp] = body;
    expect(lamp).toMatchObject({
      id: ids.B,
      name: 'Quokka lamp B',
      slug: 'quokka-lamp-b',
      on_sale: true,
      prices: { price: '1500', regular_price: '2000', sale_price: '1500', currency_code: 'USD', currency_minor_unit: 2, currency_symbol: '$' },
      categories: [{ id: categoryId, slug: 'quokka-lamps' }],
      is_purchasable: true,
      is_in_stock: true,
      add_to_cart: { text: 'Add to cart' },
    });
    expect(lamp?.permalink).toMatch(/^http:\/\/[^/]+\/product\/quokka-lamp-b\/$/);
    // The permalink is a page of the shop.
    expect((await shop.request(new URL(lamp?.permalink ?? '').pathname)).status).toBe(200);
  });

  it('filters by search, sale, price bounds and ids, and orders by the ids given', async () => {
    const names = async (query: string) => (await list(query)).body.map((product) => product.name);
    expect(await names('search=QUOKKA%20LAMP%20d')).toEqual(['Quokka lamp D']);
    expect(await names('category=quokka-lamps&on_sale=true&orderby=title&order=asc')).toEqual(['Quokka lamp B', 'Quokka lamp E']);
    expect(await names(`category=${categoryId}&min_price=2000&max_price=3000&orderby=price&order=asc`)).toEqual(['Quokka lamp E', 'Quokka lamp C']);
    expect(await names(`include=${ids.D},${ids.A},${ids.C}&orderby=include`)).toEqual(['Quokka lamp D', 'Quokka lamp A', 'Quokka lamp C']);
    expect(await names(`include[]=${ids.A}&include[]=${ids.E}&orderby=id&order=asc`)).toEqual(['Quokka lamp A', 'Quokka lamp E']);
    // Newest first when no order is asked.
    expect(await names('category=quokka-lamps&per_page=2')).toEqual(['Quokka lamp E', 'Quokka lamp D']);
  });

  it('filters by whole-star ratings (`rating`), an average rounded half up', async () => {
    const db = shop.database.db;
    for (const [lamp, average] of [['A', 4.5], ['B', 4.49], ['C', 1]] as const) {
      await db.updateTable('products').set({ average_rating: average, rating_count: 2 }).where('id', '=', ids[lamp]!).execute();
    }
    const names = async (query: string) => (await list(`category=quokka-lamps&orderby=title&order=asc&${query}`)).body.map((product) => product.name);
    expect(await names('rating=5')).toEqual(['Quokka lamp A']);
    expect(await names('rating=4,5')).toEqual(['Quokka lamp A', 'Quokka lamp B']);
    expect(await names('rating[]=1&rating[]=4')).toEqual(['Quokka lamp B', 'Quokka lamp C']);
    expect(await names('rating=3')).toEqual([]);
    const refused = await shop.request(`${PRODUCTS}?rating=6`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { data: { params: Record<string, string> } }).data.params).toHaveProperty(['rating.0']);
    await db.updateTable('products').set({ average_rating: 0, rating_count: 0 }).where('id', 'in', [ids.A!, ids.B!, ids.C!]).execute();
  });

  it('keeps only the _fields asked for', async () => {
    const { body } = await list(`include=${ids.A}&_fields=id,name,prices.price`);
    expect(body).toEqual([{ id: ids.A, name: 'Quokka lamp A', prices: { price: '1000' } }]);
  });

  it('refuses bad parameters with one message per field', async () => {
    const response = await shop.request(`${PRODUCTS}?per_page=101&orderby=colour&min_price=cheap&include=1,x`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; data: { params: Record<string, string> } };
    expect(body.code).toBe('rest_invalid_param');
    expect(Object.keys(body.data.params).sort()).toEqual(['include.1', 'min_price', 'orderby', 'per_page']);
  });

  it('answers numbers past the database columns without failing: no product that large, or a refusal', async () => {
    const huge = '999999999999999';
    const count = async (query: string) => {
      const response = await shop.request(`${PRODUCTS}?${query}`);
      expect(response.status, query).toBe(200);
      return Number(response.headers.get('x-wp-total'));
    };
    for (const query of [`category=${huge}`, 'category=2147483648', 'include=2147483648', `include=${huge}`, `min_price=${huge}`]) expect(await count(query), query).toBe(0);
    expect(await count(`max_price=${huge}`)).toBe(await count('per_page=1'));
    // A page past the last is empty, however far past.
    for (const page of ['99999999999999', '1e300']) {
      const response = await shop.request(`${PRODUCTS}?page=${page}`);
      expect(response.status, page).toBeLessThan(500);
      if (response.status === 200) expect(await response.json(), page).toEqual([]);
    }
    expect((await shop.request(`${PRODUCTS}/2147483648`)).status).toBe(404);
  });

  it('is listed in the API index with the cart routes', async () => {
    const index = (await (await shop.request('/wp-json/')).json()) as { routes: Record<string, { namespace: string; methods: string[] }> };
    expect(index.routes['/wc/store/v1/products']).toMatchObject({ namespace: 'wc/store/v1', methods: ['GET'] });
    expect(index.routes['/wc/store/v1/products/(?P<id>[\\d]+)']).toMatchObject({ methods: ['GET'] });
    expect(index.routes['/wc/store/v1/cart']).toMatchObject({ methods: ['GET'] });
    for (const route of ['add-item', 'remove-item', 'update-item']) expect(index.routes[`/wc/store/v1/cart/${route}`]).toMatchObject({ methods: ['POST'] });
  });

  it('answers one product by id; an unknown or draft one is a 404', async () => {
    const response = await shop.request(`${PRODUCTS}/${ids.D}`);
    expect(response.status).toBe(200);
    expect((await response.json()) as StoreProductBody).toMatchObject({ id: ids.D, name: 'Quokka lamp D', add_to_cart: { maximum: 4 }, is_in_stock: true });
    const out = (await (await shop.request(`${PRODUCTS}/${ids.C}`)).json()) as StoreProductBody;
    expect(out).toMatchObject({ is_purchasable: false, is_in_stock: false, add_to_cart: { text: 'Read more' } });

    const draft = await insertProduct(shop.database.db, { name: 'Quokka draft', status: 'draft' });
    for (const id of [draft, 999_999]) {
      const missing = await shop.request(`${PRODUCTS}/${id}`);
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { code: string }).code).toBe('woocommerce_rest_product_invalid_id');
    }
    expect((await list('search=quokka%20draft')).body).toEqual([]);
  });
});
