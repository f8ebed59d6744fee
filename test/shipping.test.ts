import { beforeAll, describe, expect, it } from 'vitest';
import { adoptConfiguredShipping } from '../core/shipping/shipping-store.ts';
import { addZoneMethod, createZone, setZoneLocations, updateZoneMethod } from '../core/shipping/zone-store.ts';
import { createShippingClass } from '../core/shipping/class-store.ts';
import { DIALECTS } from './dialects.ts';
import { checkoutFields } from './fixtures/checkout.ts';
import { ownerSession } from './fixtures/rest-client.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { decode, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { useHttpShop, type SuiteShop } from './http-shop.ts';

const STORE = '/wp-json/wc/store/v1';

/** The shipping row of the cart totals: its choices (label, checked) and where the cart ships. */
function shippingOf(html: string) {
  const row = /<tr class="woocommerce-shipping-totals shipping">([\s\S]*?)<\/tr>/.exec(decode(html))?.[1] ?? '';
  const choices = [...row.matchAll(/<input type="radio"[^>]*id="([^"]+)"[^>]*>/g)].map(([input = '', id = '']) => ({
    label: textOf(new RegExp(`<label for="${id}">([\\s\\S]*?)</label>`).exec(row)?.[1] ?? ''),
    checked: input.includes('checked=""'),
  }));
  const only = /<span class="shipping-rate-only">([\s\S]*?)<\/span>/.exec(row)?.[1];
  const none = /<p class="woocommerce-shipping-none">([\s\S]*?)<\/p>/.exec(row)?.[1];
  return {
    choices: choices.length > 0 ? choices : only !== undefined ? [{ label: textOf(only), checked: true }] : [],
    none: none === undefined ? null : textOf(none),
    to: textOf(/<p class="woocommerce-shipping-destination">([\s\S]*?)<\/p>/.exec(row)?.[1] ?? ''),
  };
}

const totalOf = (html: string) => textOf(/<tr class="order-total">[\s\S]*?<td>([\s\S]*?)<\/td>/.exec(decode(html))?.[1] ?? "");

async function shopper(shop: SuiteShop, productId: number, quantity = 1) {
  const visitor = new Visitor(shop);
  expect((await visitor.request(`/?add-to-cart=${productId}&quantity=${quantity}`)).status).toBe(303);
  const nonce = nonceIn(decode(await visitor.page('/cart/')));
  return { visitor, nonce };
}

const calculate = (visitor: Visitor, nonce: string, address: Record<string, string>) =>
  visitor.post('/cart/', { _wpnonce: nonce, calc_shipping: '1', ...Object.fromEntries(Object.entries(address).map(([part, value]) => [`calc_shipping_${part}`, value])) });

describe.each(DIALECTS)('shipping zones on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let mug: number;
  let chair: number;
  beforeAll(async () => {
    const db = shop.database.db;
    // The zones here, not the demo store's; and no tax, so the figures are shipping's alone (test/taxes.test.ts taxes them).
    await db.deleteFrom('shipping_zones').where('id', '!=', 0).execute();
    await db.deleteFrom('tax_rates').execute();
    mug = await insertProduct(db, { name: 'Zone mug', price: 1800, stock: 500 });
    const bulky = await createShippingClass(db, { name: 'Bulky', slug: 'bulky', description: '' });
    if (!bulky.ok) throw new Error(bulky.error.message);
    chair = await insertProduct(db, { name: 'Zone chair', price: 6000, stock: 500, shipping_class_id: bulky.value.id });

    const germany = await createZone(db, { name: 'Germany', order: 1 });
    if (!germany.ok) throw new Error('zone');
    await setZoneLocations(db, germany.value, [{ type: 'country', code: 'DE' }]);
    const free = await addZoneMethod(db, germany.value, 'free_shipping', 'USD');
    const dhl = await addZoneMethod(db, germany.value, 'flat_rate', 'USD');
    if (!free.ok || !dhl.ok) throw new Error('method');
    await updateZoneMethod(db, germany.value, free.value, { settings: { requires: 'min_amount', min_amount: '50' } }, 'USD');
    await updateZoneMethod(db, germany.value, dhl.value, { settings: { title: 'DHL', cost: '4.90', [`class_cost_${bulky.value.id}`]: '20' } }, 'USD');

    const california = await createZone(db, { name: 'California', order: 2 });
    if (!california.ok) throw new Error('zone');
    await setZoneLocations(db, california.value, [{ type: 'state', code: 'US:CA' }]);
    const ground = await addZoneMethod(db, california.value, 'flat_rate', 'USD');
    const pickup = await addZoneMethod(db, california.value, 'local_pickup', 'USD');
    if (!ground.ok || !pickup.ok) throw new Error('method');
    await updateZoneMethod(db, california.value, ground.value, { settings: { title: 'Ground', cost: '10 + [qty]' } }, 'USD');
    await updateZoneMethod(db, california.value, pickup.value, { settings: { title: 'Pick up in Oakland' } }, 'USD');

    // A zone the shop covers but ships nothing to.
    const australia = await createZone(db, { name: 'Australia', order: 3 });
    if (!australia.ok) throw new Error('zone');
    await setZoneLocations(db, australia.value, [{ type: 'country', code: 'AU' }]);
    // The shop reads zones again within a second of an edit.
    await new Promise((resolve) => setTimeout(resolve, 1100));
  });

  it('turns the config’s flat rate into zone 0’s methods once, and never again once the owner changed them', async () => {
    const db = shop.database.db;
    const zone0 = async () => (await db.selectFrom('shipping_zone_methods').select(['method_id', 'settings']).where('zone_id', '=', 0).orderBy('method_order').execute()).map((row) => [row.method_id, JSON.parse(row.settings) as Record<string, unknown>]);
    expect(await zone0()).toEqual([
      ['free_shipping', { title: 'Free shipping', requires: 'either', minAmount: 7500, ignoreDiscounts: false }],
      ['flat_rate', { title: 'Flat rate', taxable: true, cost: '5.00', classCosts: {}, calculationType: 'class' }],
    ]);
    expect(await adoptConfiguredShipping(db, { flatRateShipping: 900, freeShippingThreshold: 1 }, 'USD')).toBe(false);
    expect(await zone0()).toHaveLength(2);
  });

  it('prices the cart for the visitor’s country until the shopper says where it goes, then by the calculator’s address', async () => {
    const { visitor, nonce } = await shopper(shop, mug);
    let html = await visitor.page('/cart/');
    // The shop's first country (US), outside California: zone 0's flat rate.
    expect(shippingOf(html)).toEqual({ choices: [{ label: 'Flat rate: $5.00', checked: true }], none: null, to: 'Shipping to United States.' });

    expect((await calculate(visitor, nonce, { country: 'DE', state: '', city: 'Berlin', postcode: '10115' })).status).toBe(303);
    html = await visitor.page('/cart/');
    expect(textOf(html)).toContain('Shipping costs updated.');
    expect(shippingOf(html)).toEqual({ choices: [{ label: 'DHL: $4.90', checked: true }], none: null, to: 'Shipping to Berlin, 10115, Germany.' });
    expect(totalOf(html)).toBe('$22.90');
    // The calculator shows what was given.
    expect(decode(html)).toContain('name="calc_shipping_postcode" value="10115"');

    await calculate(visitor, nonce, { country: 'US', state: 'ca', city: 'Oakland', postcode: '94607' });
    html = await visitor.page('/cart/');
    expect(shippingOf(html).choices).toEqual([
      { label: 'Ground: $11.00', checked: true },
      { label: 'Pick up in Oakland', checked: false },
    ]);
    const picked = await visitor.post('/cart/', { _wpnonce: nonce, update_shipping_method: '1', 'shipping_method[0]': 'local_pickup:' + (/value="local_pickup:(\d+)"/.exec(html)?.[1] ?? '') });
    expect(picked.status).toBe(303);
    html = await visitor.page('/cart/');
    expect(shippingOf(html).choices.find((choice) => choice.checked)?.label).toBe('Pick up in Oakland');
    expect(totalOf(html)).toBe('$18.00');

    // A country the shop does not ship to is refused, and nothing changes.
    await calculate(visitor, nonce, { country: 'JP', state: '', city: '', postcode: '' });
    html = await visitor.page('/cart/');
    expect(textOf(html)).toContain('Sorry, we do not ship to that country.');
    expect(shippingOf(html).to).toBe('Shipping to Oakland, ca, 94607, United States.');
  });

  it('charges a flat rate by shipping class, and free shipping from the zone’s minimum', async () => {
    const { visitor, nonce } = await shopper(shop, chair);
    await calculate(visitor, nonce, { country: 'DE', state: '', city: '', postcode: '' });
    const html = await visitor.page('/cart/');
    // 60.00 is over the 50.00 minimum: free shipping first; DHL 4.90 + 20.00 for the bulky class.
    expect(shippingOf(html).choices).toEqual([
      { label: 'Free shipping', checked: true },
      { label: 'DHL: $24.90', checked: false },
    ]);
  });

  it('says so where nothing ships, and does not take the order', async () => {
    const { visitor, nonce } = await shopper(shop, mug);
    await calculate(visitor, nonce, { country: 'AU', state: '', city: '', postcode: '' });
    const html = await visitor.page('/cart/');
    expect(shippingOf(html).none).toBe('There are no shipping options available. Please ensure that your address has been entered correctly, or contact us if you need any help.');
    const placed = await visitor.post('/checkout/', { ...checkoutFields(nonce, {}), billing_country: 'AU', billing_postcode: '2000', billing_city: 'Sydney', billing_email: 'nowhere@example.com' });
    expect(placed.status).toBe(409);
    expect(textOf(await placed.text())).toContain('There are no shipping options available.');
    expect(await shop.database.db.selectFrom('orders').select('id').where('billing_email', '=', 'nowhere@example.com').execute()).toEqual([]);
  });

  it('never charges a shipping cost the shopper was not shown: an address that costs another amount is priced again first', async () => {
    const { visitor, nonce } = await shopper(shop, mug);
    // The page priced shipping to the US (5.00); the form is sent with a German address and no scripts ran.
    const order = { ...checkoutFields(nonce, {}), billing_country: 'DE', billing_postcode: '10115', billing_city: 'Berlin', billing_email: 'priced-again@example.com' };
    const first = await visitor.post('/checkout/', order);
    expect(first.status).toBe(409);
    expect(textOf(await first.text())).toContain('Shipping to your address costs $4.90 by DHL. Please check your order’s total and place it again.');
    const review = decode(await visitor.page('/checkout/'));
    expect(shippingOf(review).choices).toEqual([{ label: 'DHL: $4.90', checked: true }]);
    const second = await visitor.post('/checkout/', order);
    expect(second.status).toBe(303);
    const orderId = Number(/order-received\/(\d+)\//.exec(second.headers.get('location') ?? '')?.[1]);
    const db = shop.database.db;
    expect(await db.selectFrom('orders').select(['shipping_total', 'total']).where('id', '=', orderId).executeTakeFirstOrThrow()).toEqual({ shipping_total: 490, total: 2290 });
    expect(await db.selectFrom('order_shipping_lines').select(['method_id', 'method_title', 'total']).where('order_id', '=', orderId).execute()).toEqual([{ method_id: 'flat_rate', method_title: 'DHL', total: 490 }]);
    expect(textOf(await visitor.page(second.headers.get('location') ?? ''))).toContain('$4.90 via DHL');
    const mail = await db.selectFrom('outbox').select('text').where('to_address', '=', 'priced-again@example.com').executeTakeFirstOrThrow();
    expect(mail.text).toContain('$4.90 via DHL');

    const owner = await ownerSession(shop);
    const json = await owner.json<{ shipping_total: string; shipping_lines: unknown[] }>(200, 'GET', `/wc/v3/orders/${orderId}`);
    expect(json.shipping_total).toBe('4.90');
    expect(json.shipping_lines).toEqual([{ id: expect.any(Number), method_title: 'DHL', method_id: 'flat_rate', instance_id: expect.stringMatching(/^\d+$/), total: '4.90', total_tax: '0.00', taxes: [], meta_data: [] }]);
  });

  it('follows the address typed at checkout and the rate picked there (as the page’s script sends them)', async () => {
    const { visitor, nonce } = await shopper(shop, mug, 2);
    const typed = await visitor.post('/checkout/', { _wpnonce: nonce, update_order_review: '1', country: 'US', state: 'CA', postcode: '94607', city: 'Oakland' });
    expect(typed.status).toBe(200);
    let review = decode(await visitor.page('/checkout/'));
    expect(shippingOf(review).choices.map((choice) => choice.label)).toEqual(['Ground: $12.00', 'Pick up in Oakland']);
    const pickup = /value="(local_pickup:\d+)"/.exec(review)?.[1] ?? '';
    expect((await visitor.post('/checkout/', { _wpnonce: nonce, update_shipping_method: '1', 'shipping_method[0]': pickup })).status).toBe(200);
    review = decode(await visitor.page('/checkout/'));
    expect(shippingOf(review).choices.find((choice) => choice.checked)?.label).toBe('Pick up in Oakland');
    const placed = await visitor.post('/checkout/', { ...checkoutFields(nonce, {}), billing_country: 'US', billing_state: 'CA', billing_postcode: '94607', billing_city: 'Oakland', billing_email: 'pickup@example.com', 'shipping_method[0]': pickup });
    expect(placed.status).toBe(303);
    const order = await shop.database.db.selectFrom('orders').select(['id', 'shipping_total', 'total']).where('billing_email', '=', 'pickup@example.com').executeTakeFirstOrThrow();
    expect(order).toMatchObject({ shipping_total: 0, total: 3600 });
  });

  it('lists the rates in the Store API’s cart, and takes the address and the rate from it', async () => {
    const visitor = new Visitor(shop);
    const nonce = (await visitor.request(`${STORE}/cart`)).headers.get('nonce') ?? '';
    const post = (route: string, body: unknown) => visitor.request(`${STORE}/cart/${route}`, { method: 'POST', headers: { 'content-type': 'application/json', nonce }, body: JSON.stringify(body) });
    expect((await post('add-item', { id: mug, quantity: 1 })).status).toBe(201);
    const moved = await post('update-customer', { shipping_address: { country: 'us', state: 'CA', postcode: '94607', city: 'Oakland' } });
    expect(moved.status).toBe(200);
    type Cart = { shipping_address: Record<string, string>; shipping_rates: { package_id: number; shipping_rates: { rate_id: string; name: string; price: string; selected: boolean }[] }[]; totals: { total_shipping: string; total_price: string } };
    const cart = (await moved.json()) as Cart;
    expect(cart.shipping_address).toMatchObject({ country: 'US', state: 'CA', postcode: '94607', city: 'Oakland' });
    expect(cart.shipping_rates[0]?.shipping_rates.map(({ name, price, selected }) => ({ name, price, selected }))).toEqual([
      { name: 'Ground', price: '1100', selected: true },
      { name: 'Pick up in Oakland', price: '0', selected: false },
    ]);
    const pickup = cart.shipping_rates[0]?.shipping_rates[1]?.rate_id ?? '';
    const chosen = await post('select-shipping-rate', { package_id: 0, rate_id: pickup });
    expect(chosen.status).toBe(200);
    expect(((await chosen.json()) as Cart).totals).toMatchObject({ total_shipping: '0', total_price: '1800' });
    const refused = await post('select-shipping-rate', { package_id: 0, rate_id: 'flat_rate:999999' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'woocommerce_rest_cart_shipping_rate_invalid', message: 'That shipping option is not available for your address.' });
    const nowhere = await post('update-customer', { shipping_address: { country: 'JP' } });
    expect(nowhere.status).toBe(400);
    expect(await nowhere.json()).toMatchObject({ code: 'woocommerce_rest_invalid_address', message: 'Sorry, we do not ship to that country.' });
  });

  it('answers WooCommerce’s `update_order_review` and `update_shipping_method` as its checkout and cart scripts read them', async () => {
    const { visitor, nonce } = await shopper(shop, mug);
    const ajax = (endpoint: string, fields: Record<string, string>) =>
      visitor.request(`/?wc-ajax=${endpoint}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' }, body: new URLSearchParams(fields).toString() });

    const stale = await ajax('update_order_review', { security: 'stale', country: 'DE' });
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ result: 'failure', reload: false });

    // checkout.js sends the billing fields and, as `s_*`, where the order ships.
    const reviewed = await ajax('update_order_review', { security: nonce, country: 'GB', postcode: 'SW1A 1AA', s_country: 'US', s_state: 'CA', s_postcode: '94607', s_city: 'Oakland', 'shipping_method[0]': '' });
    expect(reviewed.status).toBe(200);
    const body = (await reviewed.json()) as { result: string; messages: string; reload: boolean; fragments: Record<string, string> };
    expect(body).toMatchObject({ result: 'success', messages: '', reload: false });
    const review = body.fragments['.woocommerce-checkout-review-order-table'] ?? '';
    expect(review).toMatch(/^<table class="shop_table woocommerce-checkout-review-order-table">/);
    expect(shippingOf(review)).toEqual({
      choices: [
        { label: 'Ground: $11.00', checked: true },
        { label: 'Pick up in Oakland', checked: false },
      ],
      none: null,
      to: 'Shipping to Oakland, CA, 94607, United States.',
    });

    const pickup = /value="(local_pickup:\d+)"/.exec(review)?.[1] ?? '';
    const chosen = await ajax('update_shipping_method', { security: nonce, 'shipping_method[0]': pickup });
    expect(chosen.status).toBe(200);
    expect(chosen.headers.get('content-type')).toMatch(/^text\/html/);
    const totals = await chosen.text();
    expect(totals).toMatch(/^<table class="shop_table"><tbody><tr class="cart-subtotal">/);
    expect(shippingOf(totals).choices.find((choice) => choice.checked)?.label).toBe('Pick up in Oakland');
    const unknown = await ajax('update_shipping_method', { security: nonce, 'shipping_method[0]': 'flat_rate:999999' });
    expect(await unknown.text()).toContain('That shipping option is not available for your address.');
  });
});
