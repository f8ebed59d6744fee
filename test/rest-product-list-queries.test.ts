import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects.ts';
import { insertCategory, insertProduct } from './fixtures/shop-data.ts';
import { linkRelations, ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { useHttpShop } from './http-shop.ts';

const STORE = '/wp-json/wc/store/v1/products';
const OWNER = '/wc/v3/products';

/** The product lists' `type` filter and keyset `cursor`, through the Store API and `wc/v3` alike. */
describe.each(DIALECTS)('product lists by type and cursor on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let owner: RestSession;
  const ids: Record<string, number> = {};
  const variations: number[] = [];

  beforeAll(async () => {
    const db = shop.database.db;
    owner = await ownerSession(shop);
    const category = await insertCategory(db, 'Wombat kettles');
    const kettles: [string, 'simple' | 'variable' | 'grouped' | 'external', number, 'publish' | 'draft'][] = [
      ['A', 'simple', 1000, 'publish'],
      ['B', 'simple', 1000, 'publish'],
      ['C', 'variable', 1000, 'publish'],
      ['D', 'grouped', 2000, 'publish'],
      ['E', 'external', 2000, 'publish'],
      ['F', 'simple', 1000, 'draft'],
    ];
    for (const [letter, type, price, status] of kettles) {
      ids[letter] = await insertProduct(db, { name: `Wombat kettle ${letter}`, type, price, status });
      await db.insertInto('product_categories').values({ product_id: ids[letter] as number, category_id: category }).execute();
    }
    for (const size of ['small', 'large']) {
      const id = await insertProduct(db, { name: `Wombat kettle C ${size}`, type: 'variation', parent_id: ids.C as number, price: 1000 });
      await db.insertInto('product_categories').values({ product_id: id, category_id: category }).execute();
      variations.push(id);
    }
  });

  const storeIds = async (query: string) => {
    const response = await shop.request(`${STORE}?category=wombat-kettles&${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: number }[]).map((product) => product.id);
  };
  const ownerIds = async (query: string) => {
    const response = await owner.send('GET', `${OWNER}?search=wombat&${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: number }[]).map((product) => product.id);
  };

  it('lists no variation, and filters by type; any other type value answers as before', async () => {
    const every = await storeIds('orderby=id&order=asc');
    expect(every).toEqual([ids.A, ids.B, ids.C, ids.D, ids.E]);
    expect(await storeIds('orderby=id&order=asc&type=variable')).toEqual([ids.C]);
    expect(await storeIds('orderby=id&order=asc&type=external')).toEqual([ids.E]);
    expect(await storeIds('orderby=id&order=asc&type=variation')).toEqual(every);
    expect(await storeIds('orderby=id&order=asc&type=nonsense')).toEqual(every);

    const owned = await ownerIds('orderby=id&order=asc');
    expect(owned).toEqual([ids.A, ids.B, ids.C, ids.D, ids.E, ids.F]);
    expect(owned.some((id) => variations.includes(id))).toBe(false);
    expect(await ownerIds('orderby=id&order=asc&type=simple')).toEqual([ids.A, ids.B, ids.F]);
    expect(await ownerIds('orderby=id&order=asc&type=grouped')).toEqual([ids.D]);
    expect(await ownerIds('orderby=id&order=asc&type=variation')).toEqual(owned);
  });

  it('walks a list by cursor through rel="next", in the same order as its pages by number', async () => {
    const byPage = [...(await storeIds('orderby=price&order=asc&per_page=2')), ...(await storeIds('orderby=price&order=asc&per_page=2&page=2')), ...(await storeIds('orderby=price&order=asc&per_page=2&page=3'))];
    const walked: number[] = [];
    let next: string | undefined = `${STORE}?category=wombat-kettles&orderby=price&order=asc&per_page=2&cursor=`;
    for (let pages = 0; next && pages < 10; pages += 1) {
      const response = await shop.request(next.replace(/^https?:\/\/[^/]+/, ''));
      expect(response.status).toBe(200);
      expect(response.headers.get('x-wp-total')).toBe('5');
      walked.push(...((await response.json()) as { id: number }[]).map((product) => product.id));
      const links = linkRelations(response.headers.get('link'));
      expect(links.prev).toBeUndefined();
      next = links.next;
    }
    expect(walked).toEqual(byPage);
    expect(new Set(walked).size).toBe(5);

    const ownerFirst = await owner.send('GET', `${OWNER}?search=wombat&orderby=title&order=desc&per_page=4&cursor=`);
    const ownerNext = linkRelations(ownerFirst.headers.get('link')).next as string;
    expect(new URL(ownerNext).searchParams.get('cursor')).toBeTruthy();
    const ownerSecond = await owner.send('GET', ownerNext.replace(/^https?:\/\/[^/]+\/wp-json/, ''));
    const ownerWalk = [...((await ownerFirst.json()) as { id: number }[]), ...((await ownerSecond.json()) as { id: number }[])].map((product) => product.id);
    expect(ownerWalk).toEqual([ids.F, ids.E, ids.D, ids.C, ids.B, ids.A]);
    expect(linkRelations(ownerSecond.headers.get('link')).next).toBeUndefined();
  });

  it('refuses a garbled, forged or foreign cursor with rest_invalid_param, never a 500', async () => {
    const first = await shop.request(`${STORE}?category=wombat-kettles&orderby=price&order=asc&per_page=2&cursor=`);
    const cursor = new URL(linkRelations(first.headers.get('link')).next as string).searchParams.get('cursor') as string;
    const bad = ['garbage!', 'x'.repeat(3000), Buffer.from('{"s":"price:asc","v":["1; drop table products",1]}').toString('base64url'), 'eyJ'];
    for (const value of bad) {
      const response = await shop.request(`${STORE}?orderby=price&order=asc&cursor=${encodeURIComponent(value)}`);
      expect(response.status, value).toBe(400);
      const body = (await response.json()) as { code: string; data: { params: Record<string, string> } };
      expect(body.code).toBe('rest_invalid_param');
      expect(Object.keys(body.data.params)).toEqual(['cursor']);
    }
    // A cursor of another order, or of the ids' own order, is not this list's.
    expect((await shop.request(`${STORE}?orderby=date&order=asc&cursor=${cursor}`)).status).toBe(400);
    expect((await shop.request(`${STORE}?orderby=include&include=${ids.A}&cursor=${cursor}`)).status).toBe(400);
    const ownerBad = await owner.send('GET', `${OWNER}?cursor=garbage`);
    expect(ownerBad.status).toBe(400);
    expect(((await ownerBad.json()) as { code: string }).code).toBe('rest_invalid_param');
  });
});
