import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects.ts';
import { decode } from './fixtures/visitor.ts';
import { ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { useHttpShop } from './http-shop.ts';

const PRODUCTS = '/wc/v3/products';

interface ProductJson {
  id: number;
  price: string;
  slug: string;
  stock_status: string;
}

describe.each(DIALECTS)("a grouped product's price is its children's on %s", (dialect) => {
  const shop = useHttpShop(dialect);
  let owner: RestSession;
  beforeAll(async () => {
    owner = await ownerSession(shop);
  });

  const create = (body: Record<string, unknown>) => owner.json<ProductJson>(201, 'POST', PRODUCTS, body);
  /** The price the product's own page shows, as text. */
  const pagePrice = async (slug: string) => {
    const html = await (await shop.request(`/product/${slug}/`)).text();
    const price = /<p class="price">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    return decode(price.replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, '').replace(/<[^>]+>/g, ''));
  };

  it('runs from the cheapest child to the dearest, follows their changes and sorts by the cheapest', async () => {
    const cup = await create({ name: 'Quince cup', regular_price: '18' });
    const pot = await create({ name: 'Quince pot', regular_price: '54' });
    const hidden = await create({ name: 'Quince draft', regular_price: '5', status: 'draft' });
    const set = await create({ name: 'Quince tea set', type: 'grouped', grouped_products: [cup.id, pot.id, hidden.id] });
    expect(await pagePrice(set.slug)).toBe('$18.00 – $54.00');
    expect((await owner.json<ProductJson>(200, 'GET', `${PRODUCTS}/${set.id}`)).price).toBe('18.00');

    // A child's sale moves the range; the shop's price order puts the set at its cheapest child.
    await owner.json(200, 'PUT', `${PRODUCTS}/${cup.id}`, { sale_price: '12' });
    expect(await pagePrice(set.slug)).toBe('$12.00 – $54.00');
    const listing = await (await shop.request('/?s=quince&post_type=product&orderby=price-desc')).text();
    const names = [...listing.matchAll(/woocommerce-loop-product__title">([^<]*)</g)].map((match) => decode(match[1] ?? ''));
    expect(names).toEqual(['Quince pot', expect.stringMatching(/^Quince (cup|tea set)$/), expect.stringMatching(/^Quince (cup|tea set)$/)]);

    // The dearest child gone, the set costs what its one child costs.
    await owner.json(200, 'DELETE', `${PRODUCTS}/${pot.id}?force=true`);
    expect(await pagePrice(set.slug)).toBe('$12.00');
  });

  it('is available while a child is, and costs nothing to show when it has none', async () => {
    const gone = await create({ name: 'Sold-out jug', regular_price: '30', manage_stock: true, stock_quantity: 0 });
    const set = await create({ name: 'Jug set', type: 'grouped', grouped_products: [gone.id] });
    expect((await owner.json<ProductJson>(200, 'GET', `${PRODUCTS}/${set.id}`)).stock_status).toBe('outofstock');
    await owner.json(200, 'PUT', `${PRODUCTS}/${gone.id}`, { stock_quantity: 4 });
    expect((await owner.json<ProductJson>(200, 'GET', `${PRODUCTS}/${set.id}`)).stock_status).toBe('instock');
    await owner.json(200, 'PUT', `${PRODUCTS}/${set.id}`, { grouped_products: [] });
    expect((await owner.json<ProductJson>(200, 'GET', `${PRODUCTS}/${set.id}`)).stock_status).toBe('outofstock');
  });
});
