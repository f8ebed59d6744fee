import { beforeAll, describe, expect, it } from 'vitest';
import { decode, textOf, Visitor } from './fixtures/visitor.ts';
import { ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { useHttpShop } from './http-shop.ts';
import { DIALECTS } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' };
const STORE = '/wp-json/wc/store/v1';

interface CartBody {
  items: { key: string; id: number; type: string; quantity: number; name: string; sku: string; variation: { attribute: string; value: string }[]; totals: { line_total: string } }[];
  totals: { total_price: string };
}

/** The lines the cart page shows: name with its attributes, and quantity. */
async function cartPageLines(visitor: Visitor): Promise<string[]> {
  const html = decode(await visitor.page('/cart/'));
  return [...html.matchAll(/<tr class="woocommerce-cart-form__cart-item[^"]*">([\s\S]*?)<\/tr>/g)].map((row) => {
    const cell = /<t[hd][^>]*class="product-name"[^>]*>([\s\S]*?)<\/t[hd]>/.exec(row[1]!)?.[1] ?? '';
    // Each element its own word: "Zip Hoodie Colour: Blue".
    const name = textOf(cell.replace(/<\/?[a-z][^>]*>/gi, (tag) => `${tag} `)).replace(/\s+/g, ' ').trim();
    const quantity = /name="cart\[[0-9a-f]{32}\]\[qty\]"[^>]*value="(\d+)"/.exec(row[1]!)?.[1] ?? /value="(\d+)"[^>]*name="cart\[/.exec(row[1]!)?.[1];
    return `${name} ×${quantity}`;
  });
}

/** The page's notices, as text. */
async function noticesOn(visitor: Visitor, path: string): Promise<string> {
  const html = await visitor.page(path);
  return [...html.matchAll(/<(?:ul|div) class="woocommerce-(?:error|message|info)"[^>]*>([\s\S]*?)<\/(?:ul|div)>/g)].map((match) => textOf(match[1]!)).join(' | ');
}

describe.each(DIALECTS)('adding products with options to the cart on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let owner: RestSession;
  let hoodie: { id: number; slug: string };
  let blue: number;
  let red: number;
  let soldOut: number;

  beforeAll(async () => {
    // Made as an owner makes it: a global colour, the product's own "Logo" left to the shopper ("any").
    owner = await ownerSession(shop);
    // The demo store has a Colour already: this product's is its own global attribute, `pa_hoodie-colour`.
    const colour = (await owner.json<{ id: number }>(201, 'POST', '/wc/v3/products/attributes', { name: 'Colour', slug: 'hoodie-colour' })).id;
    for (const name of ['Blue', 'Red', 'Green']) await owner.json(201, 'POST', `/wc/v3/products/attributes/${colour}/terms`, { name });
    hoodie = await owner.json<{ id: number; slug: string }>(201, 'POST', '/wc/v3/products', {
      name: 'Zip Hoodie',
      type: 'variable',
      sku: 'ZIP',
      attributes: [
        { id: colour, options: ['Blue', 'Red', 'Green'], variation: true },
        { name: 'Logo', options: ['Yes', 'No'], variation: true },
      ],
    });
    const variations = `/wc/v3/products/${hoodie.id}/variations`;
    blue = (await owner.json<{ id: number }>(201, 'POST', variations, { sku: 'ZIP-BLUE', regular_price: '40.00', manage_stock: true, stock_quantity: 3, attributes: [{ id: colour, option: 'Blue' }, { name: 'Logo', option: '' }] })).id;
    red = (await owner.json<{ id: number }>(201, 'POST', variations, { regular_price: '45.00', attributes: [{ id: colour, option: 'Red' }, { name: 'Logo', option: 'No' }] })).id;
    soldOut = (await owner.json<{ id: number }>(201, 'POST', variations, { regular_price: '42.00', manage_stock: true, stock_quantity: 0, attributes: [{ id: colour, option: 'Green' }, { name: 'Logo', option: '' }] })).id;
  });

  it('through a link: the variation by its id and the "any" value chosen, each choice its own line', async () => {
    const visitor = new Visitor(shop);
    const added = await visitor.request(`/product/${hoodie.slug}/?add-to-cart=${hoodie.id}&variation_id=${blue}&attribute_pa_hoodie-colour=blue&attribute_logo=Yes&quantity=2`);
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe(`/product/${hoodie.slug}/`);
    await visitor.request(`/?add-to-cart=${hoodie.id}&variation_id=${blue}&attribute_pa_hoodie-colour=blue&attribute_logo=No`);
    expect(await cartPageLines(visitor)).toEqual(['Zip Hoodie Colour: Blue Logo: Yes ×2', 'Zip Hoodie Colour: Blue Logo: No ×1']);
  });

  it('through a link without the variation’s id: the attributes find it, by term slug or name', async () => {
    const visitor = new Visitor(shop);
    await visitor.request(`/?add-to-cart=${hoodie.id}&attribute_pa_hoodie-colour=Red&attribute_logo=no`);
    expect(await cartPageLines(visitor)).toEqual(['Zip Hoodie Colour: Red Logo: No ×1']);
  });

  it('refuses with the reason and sends the shopper to the product: no options, a missing "any" value, a value not offered, a sold-out variation', async () => {
    const visitor = new Visitor(shop);
    const refusals: [string, string][] = [
      [`add-to-cart=${hoodie.id}`, 'Please choose product options by visiting “Zip Hoodie”.'],
      [`add-to-cart=${hoodie.id}&variation_id=${blue}`, 'Logo is a required field.'],
      [`add-to-cart=${hoodie.id}&attribute_pa_hoodie-colour=purple&attribute_logo=Yes`, 'Invalid value posted for Colour.'],
      [`add-to-cart=${hoodie.id}&variation_id=${red}&attribute_pa_hoodie-colour=blue&attribute_logo=No`, 'Invalid value posted for Colour.'],
      [`add-to-cart=${hoodie.id}&attribute_pa_hoodie-colour=green&attribute_logo=Yes`, 'You cannot add “Zip Hoodie” to the cart because the product is out of stock.'],
      [`add-to-cart=${hoodie.id}&variation_id=${soldOut}&attribute_logo=Yes`, 'You cannot add “Zip Hoodie” to the cart because the product is out of stock.'],
      [`add-to-cart=${hoodie.id}&variation_id=abc`, 'Sorry, this product is unavailable. Please choose a different combination.'],
    ];
    for (const [query, message] of refusals) {
      const response = await visitor.request(`/product/${hoodie.slug}/?${query}`);
      expect(response.status, query).toBe(303);
      expect(await noticesOn(visitor, `/product/${hoodie.slug}/`), query).toContain(message);
    }
    expect(await cartPageLines(visitor)).toEqual([]);
  });

  it('through wc-ajax, with the variation’s id and attribute fields, or with the variation’s own id as the product', async () => {
    const visitor = new Visitor(shop);
    const ajax = (fields: Record<string, string>) => visitor.request('/?wc-ajax=add_to_cart', { method: 'POST', headers: FORM, body: new URLSearchParams(fields).toString() });
    const first = await ajax({ product_id: String(hoodie.id), variation_id: String(blue), 'attribute_pa_hoodie-colour': 'blue', attribute_logo: 'No', quantity: '1' });
    expect(first.status).toBe(200);
    expect(Object.keys(((await first.json()) as { fragments: object }).fragments).length).toBeGreaterThan(0);
    expect((await (await ajax({ product_id: String(red), quantity: '1' })).json()) as object).toHaveProperty('fragments');
    const refused = await ajax({ product_id: String(hoodie.id) });
    expect(await refused.json()).toEqual({ error: true, product_url: `/product/${hoodie.slug}/` });
    // Three of the blue one's stock of 3 are allowed across its lines; a fourth is not.
    const tooMany = await ajax({ product_id: String(blue), attribute_logo: 'Yes', quantity: '3' });
    expect(await tooMany.json()).toEqual({ error: true, product_url: `/product/${hoodie.slug}/` });
    expect(await cartPageLines(visitor)).toEqual(['Zip Hoodie Colour: Blue Logo: No ×1', 'Zip Hoodie Colour: Red Logo: No ×1']);
  });

  it('through the Store API: `id` and `variation` pairs by key or by name; its cart names the variation with its attributes', async () => {
    const visitor = new Visitor(shop);
    const nonce = (await visitor.request(`${STORE}/cart`)).headers.get('nonce') ?? '';
    const post = (body: unknown) => visitor.request(`${STORE}/cart/add-item`, { method: 'POST', headers: { 'content-type': 'application/json', nonce }, body: JSON.stringify(body) });
    const added = await post({ id: hoodie.id, quantity: 2, variation: [{ attribute: 'pa_hoodie-colour', value: 'blue' }, { attribute: 'Logo', value: 'Yes' }] });
    expect(added.status, await added.clone().text()).toBe(201);
    const cart = (await added.json()) as CartBody;
    expect(cart.items).toEqual([
      expect.objectContaining({ id: blue, type: 'variation', quantity: 2, name: 'Zip Hoodie', sku: 'ZIP-BLUE', variation: [{ attribute: 'Colour', value: 'Blue' }, { attribute: 'Logo', value: 'Yes' }], totals: expect.objectContaining({ line_total: '8000' }) }),
    ]);
    const refused = await post({ id: hoodie.id, variation: [{ attribute: 'pa_hoodie-colour', value: 'blue' }] });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'woocommerce_rest_cart_invalid_product', message: 'Logo is a required field.' });
    const badShape = await post({ id: hoodie.id, variation: 'blue' });
    expect(badShape.status).toBe(400);
    expect(await badShape.json()).toMatchObject({ code: 'rest_invalid_param' });
  });

  it('never adds a variable, grouped or external product itself, nor a variation through another product', async () => {
    const visitor = new Visitor(shop);
    const grouped = await insertProduct(shop.database.db, { name: 'Gift set', type: 'grouped' });
    const external = await insertProduct(shop.database.db, { name: 'Partner print', type: 'external', external_url: 'https://partner.example/print' });
    const mug = await insertProduct(shop.database.db, { name: 'Plain mug' });
    for (const query of [`add-to-cart=${grouped}`, `add-to-cart=${external}`, `add-to-cart=${mug}&variation_id=${blue}&attribute_logo=Yes`]) {
      expect((await visitor.request(`/?${query}`)).status).toBe(303);
    }
    expect(await cartPageLines(visitor)).toEqual([]);
  });

  it('is described by the Store API as WooCommerce describes it: type, attributes with their terms, enabled variations with their values', async () => {
    const response = await new Visitor(shop).request(`${STORE}/products/${hoodie.id}`);
    expect(response.status).toBe(200);
    const product = (await response.json()) as {
      type: string;
      has_options: boolean;
      attributes: { name: string; taxonomy: string | null; has_variations: boolean; terms: { name: string; slug: string }[] }[];
      variations: { id: number; attributes: { name: string; value: string | null }[] }[];
      add_to_cart: { text: string; url: string };
    };
    expect(product).toMatchObject({ type: 'variable', has_options: true, add_to_cart: { text: 'Select options' } });
    expect(product.attributes.map(({ name, taxonomy, has_variations, terms }) => ({ name, taxonomy, has_variations, slugs: terms.map((term) => term.slug) }))).toEqual([
      { name: 'Colour', taxonomy: 'pa_hoodie-colour', has_variations: true, slugs: ['blue', 'green', 'red'] },
      { name: 'Logo', taxonomy: null, has_variations: true, slugs: ['Yes', 'No'] },
    ]);
    expect(product.variations).toEqual([
      { id: blue, attributes: [{ name: 'Colour', value: 'blue' }, { name: 'Logo', value: null }] },
      { id: red, attributes: [{ name: 'Colour', value: 'red' }, { name: 'Logo', value: 'No' }] },
      { id: soldOut, attributes: [{ name: 'Colour', value: 'green' }, { name: 'Logo', value: null }] },
    ]);
  });
});
