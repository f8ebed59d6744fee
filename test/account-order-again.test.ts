import { beforeAll, describe, expect, it } from 'vitest';
import type { ConfigFile } from '../config/schema.ts';
import { orderLineAttributes } from '../core/orders/order-line-attributes.ts';
import { DIALECTS } from './dialects.ts';
import { checkoutFields } from './fixtures/checkout.ts';
import { customerSession, ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { decode, nonceIn, textOf, type Visitor } from './fixtures/visitor.ts';
import { useHttpShop } from './http-shop.ts';

/** The lines the cart page shows: name with its attributes, and quantity. */
async function cartPageLines(visitor: Visitor): Promise<string[]> {
  const html = decode(await visitor.page('/cart/'));
  return [...html.matchAll(/<tr class="woocommerce-cart-form__cart-item[^"]*">([\s\S]*?)<\/tr>/g)].map((row) => {
    const cell = /<t[hd][^>]*class="product-name"[^>]*>([\s\S]*?)<\/t[hd]>/.exec(row[1]!)?.[1] ?? '';
    const name = textOf(cell.replace(/<\/?[a-z][^>]*>/gi, (tag) => `${tag} `)).replace(/\s+/g, ' ').trim();
    const quantity = /name="cart\[[0-9a-f]{32}\]\[qty\]"[^>]*value="(\d+)"/.exec(row[1]!)?.[1] ?? /value="(\d+)"[^>]*name="cart\[/.exec(row[1]!)?.[1];
    return `${name} ×${quantity}`;
  });
}

/** The page's notices, as text. */
async function noticesOn(visitor: Visitor, path: string): Promise<string[]> {
  const html = await visitor.page(path);
  return [...html.matchAll(/<(?:ul|div) class="woocommerce-(?:error|message|info)"[^>]*>([\s\S]*?)<\/(?:ul|div)>/g)].map((match) => textOf(match[1]!));
}

describe.each(DIALECTS)('“Order again” with variations that take any value on %s', (dialect) => {
  const shop = useHttpShop(dialect, { store: { locales: { default: 'en', others: ['fr'] } } } as ConfigFile);
  let owner: RestSession;
  let hoodie: { id: number; slug: string };
  let scarf: { id: number; slug: string };
  /** Any colour, any logo. */
  let anyHoodie: number;
  let greenHoodie: number;
  let anyScarf: number;

  beforeAll(async () => {
    owner = await ownerSession(shop);
    const colour = (await owner.json<{ id: number }>(201, 'POST', '/wc/v3/products/attributes', { name: 'Colour', slug: 'again-colour' })).id;
    const terms: Record<string, number> = {};
    for (const name of ['Blue', 'Red', 'Green']) terms[name] = (await owner.json<{ id: number }>(201, 'POST', `/wc/v3/products/attributes/${colour}/terms`, { name })).id;
    // French names for the colour and one of its terms: a French order's lines read "Couleur: Bleu".
    await shop.database.db.insertInto('attribute_translations').values({ attribute_id: colour, locale: 'fr', name: 'Couleur' }).execute();
    await shop.database.db.insertInto('attribute_term_translations').values({ term_id: terms.Blue!, locale: 'fr', name: 'Bleu' }).execute();

    hoodie = await owner.json<{ id: number; slug: string }>(201, 'POST', '/wc/v3/products', {
      name: 'Again Hoodie',
      type: 'variable',
      attributes: [
        { id: colour, options: ['Blue', 'Red', 'Green'], variation: true },
        { name: 'Logo', options: ['Yes', 'No'], variation: true },
      ],
    });
    const hoodieVariations = `/wc/v3/products/${hoodie.id}/variations`;
    greenHoodie = (await owner.json<{ id: number }>(201, 'POST', hoodieVariations, { regular_price: '44.00', attributes: [{ id: colour, option: 'Green' }, { name: 'Logo', option: '' }] })).id;
    anyHoodie = (await owner.json<{ id: number }>(201, 'POST', hoodieVariations, { regular_price: '40.00', manage_stock: true, stock_quantity: 20, attributes: [{ id: colour, option: '' }, { name: 'Logo', option: '' }] })).id;

    scarf = await owner.json<{ id: number; slug: string }>(201, 'POST', '/wc/v3/products', { name: 'Again Scarf', type: 'variable', attributes: [{ id: colour, options: ['Blue', 'Red'], variation: true }] });
    anyScarf = (await owner.json<{ id: number }>(201, 'POST', `/wc/v3/products/${scarf.id}/variations`, { regular_price: '15.00', attributes: [{ id: colour, option: '' }] })).id;
  });

  /** Adds by link as the product page's form does, checks out, and returns the order's id; the cart is empty after. */
  async function placeOrder(visitor: Visitor, adds: string[], prefix = ''): Promise<number> {
    for (const add of adds) expect((await visitor.request(`${prefix}/?${add}`)).status, add).toBe(303);
    const form = decode(await visitor.page(`${prefix}/checkout/`));
    const placed = await visitor.post(`${prefix}/checkout/`, checkoutFields(nonceIn(form), {}));
    expect(placed.status).toBe(303);
    const orderId = Number(/\/checkout\/order-received\/(\d+)\//.exec(placed.headers.get('location') ?? '')?.[1]);
    expect(orderId).toBeGreaterThan(0);
    expect(await cartPageLines(visitor)).toEqual([]);
    return orderId;
  }

  async function orderAgain(visitor: Visitor, orderId: number, prefix = ''): Promise<void> {
    const page = await visitor.page(`${prefix}/my-account/view-order/${orderId}/`);
    const response = await visitor.post(`${prefix}/my-account/view-order/${orderId}/`, { _wpnonce: nonceIn(page), order_again: String(orderId) });
    expect(response.status).toBe(303);
  }

  it('puts each line back with the values chosen for its “any” attributes, and names the lines that are gone or no longer for sale', async () => {
    const { visitor } = await customerSession(shop, 'again-en@example.com');
    const orderId = await placeOrder(visitor, [
      `add-to-cart=${hoodie.id}&variation_id=${anyHoodie}&attribute_pa_again-colour=blue&attribute_logo=Yes&quantity=2`,
      `add-to-cart=${hoodie.id}&variation_id=${anyHoodie}&attribute_pa_again-colour=red&attribute_logo=No`,
      `add-to-cart=${hoodie.id}&variation_id=${greenHoodie}&attribute_logo=Yes`,
      `add-to-cart=${scarf.id}&variation_id=${anyScarf}&attribute_pa_again-colour=red`,
    ]);
    const lines = await shop.database.db.selectFrom('order_lines').select(['variation_id', 'attributes']).where('order_id', '=', orderId).orderBy('id').execute();
    expect(lines.map(orderLineAttributes)).toContainEqual([{ name: 'Colour', value: 'Blue' }, { name: 'Logo', value: 'Yes' }]);

    // Since the order: the green hoodie is disabled, the scarf's variation deleted.
    await owner.json(200, 'PUT', `/wc/v3/products/${hoodie.id}/variations/${greenHoodie}`, { status: 'private' });
    await owner.json(200, 'DELETE', `/wc/v3/products/${scarf.id}/variations/${anyScarf}?force=true`);

    await orderAgain(visitor, orderId);
    expect(await noticesOn(visitor, '/cart/')).toEqual([
      'The cart has been filled with the items from your previous order.',
      'These items could not be added to your cart: Again Hoodie, Again Scarf.',
    ]);
    expect(await cartPageLines(visitor)).toEqual(['Again Hoodie Colour: Blue Logo: Yes ×2', 'Again Hoodie Colour: Red Logo: No ×1']);
  });

  it('reads back the values of an order placed in another language, from a page in any language', async () => {
    const { visitor } = await customerSession(shop, 'again-fr@example.com');
    const orderId = await placeOrder(visitor, [`add-to-cart=${hoodie.id}&variation_id=${anyHoodie}&attribute_pa_again-colour=blue&attribute_logo=No&quantity=3`], '/fr');
    const [line] = await shop.database.db.selectFrom('order_lines').select('attributes').where('order_id', '=', orderId).execute();
    expect(orderLineAttributes(line!)).toEqual([{ name: 'Couleur', value: 'Bleu' }, { name: 'Logo', value: 'No' }]);

    await orderAgain(visitor, orderId);
    expect(await noticesOn(visitor, '/cart/')).toEqual(['The cart has been filled with the items from your previous order.']);
    expect(await cartPageLines(visitor)).toEqual(['Again Hoodie Colour: Blue Logo: No ×3']);
  });

  it('names a line whose chosen value the product no longer offers', async () => {
    const { visitor } = await customerSession(shop, 'again-gone-value@example.com');
    const orderId = await placeOrder(visitor, [`add-to-cart=${hoodie.id}&variation_id=${anyHoodie}&attribute_pa_again-colour=blue&attribute_logo=Yes`]);
    // The line's value edited to one the product never offered, as a value taken off the product would be.
    await shop.database.db.updateTable('order_lines').set({ attributes: JSON.stringify([{ name: 'Colour', value: 'Purple' }, { name: 'Logo', value: 'Yes' }]) }).where('order_id', '=', orderId).execute();
    await orderAgain(visitor, orderId);
    expect(await noticesOn(visitor, '/cart/')).toEqual(['This item could not be added to your cart: Again Hoodie.']);
    expect(await cartPageLines(visitor)).toEqual([]);
  });
});
