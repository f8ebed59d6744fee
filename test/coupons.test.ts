import { beforeAll, describe, expect, it } from 'vitest';
import type { ConfigFile } from '../config/schema.ts';
import { changeOrderStatus } from '../core/orders/change-status.ts';
import { DIALECTS } from './dialects.ts';
import { checkoutFields } from './fixtures/checkout.ts';
import { insertCoupon } from './fixtures/coupons.ts';
import { insertCategory, insertProduct } from './fixtures/shop-data.ts';
import { decode, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { useHttpShop, type SuiteShop } from './http-shop.ts';
import { ownerSession } from './fixtures/rest-client.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' };
const STORE = '/wp-json/wc/store/v1';

/** A visitor with these products in the cart (one each unless given), holding the cart page's nonce. */
async function shopper(shop: SuiteShop, lines: [number, number?][]): Promise<{ visitor: Visitor; nonce: string }> {
  const visitor = new Visitor(shop);
  for (const [productId, quantity = 1] of lines) expect((await visitor.request(`/?add-to-cart=${productId}&quantity=${quantity}`)).status).toBe(303);
  const nonce = nonceIn(decode(await visitor.page('/cart/')));
  expect(nonce).not.toBe('');
  return { visitor, nonce };
}

/** The cart page's notices and totals as text, after posting its coupon form. */
async function applyByForm(visitor: Visitor, nonce: string, code: string, returnTo = 'cart') {
  const response = await visitor.post('/cart/', { _wpnonce: nonce, return_to: returnTo, coupon_code: code, apply_coupon: 'Apply coupon' });
  expect(response.status).toBe(303);
  return response.headers.get('location');
}

/** A totals cell as the shopper reads it; of several shipping choices, the one chosen. */
function cellText(cell: string): string {
  const chosen = /<input type="radio"[^>]*id="([^"]+)"[^>]*checked=""[^>]*>/.exec(cell)?.[1];
  const shown = chosen ? (new RegExp(`<label for="${chosen}">([\\s\\S]*?)</label>`).exec(cell)?.[1] ?? '') : cell.replace(/<p class="woocommerce-shipping-destination">[\s\S]*?<\/p>/, '');
  return textOf(shown);
}

/** The rows of the cart totals: [label, value] as the shopper reads them. */
function totalsOf(html: string): string[][] {
  const table = /<section class="cart_totals"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  return [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map(([, row = '']) => [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell = '']) => cellText(cell)));
}

function noticesOf(html: string): string {
  return [...decode(html).matchAll(/class="(?:woocommerce-(?:message|error|info)[^"]*)"[^>]*>([\s\S]*?)<\/(?:div|ul)>/g)].map(([, inner = '']) => textOf(inner)).join(' | ');
}

describe.each(DIALECTS)('coupons on %s', (dialect) => {
  // French and German pages too: refusals are worded in the page's language.
  const shop = useHttpShop(dialect, { store: { locales: { default: 'en', others: ['fr', 'de'] } } } as ConfigFile);
  let lamp: number;
  let mug: number;
  let saleMug: number;
  let kitchen: number;
  beforeAll(async () => {
    const db = shop.database.db;
    kitchen = await insertCategory(db, 'Coupon kitchen');
    lamp = await insertProduct(db, { name: 'Coupon lamp', price: 4000, stock: 500 });
    mug = await insertProduct(db, { name: 'Coupon mug', price: 1800, stock: 500 });
    saleMug = await insertProduct(db, { name: 'Coupon sale mug', regular_price: 2000, sale_price: 1500, stock: 500 });
    await db.insertInto('product_categories').values({ product_id: mug, category_id: kitchen }).execute();
  });

  it('applies a coupon from the cart form: a notice, a row in the totals with its "[Remove]" link, the totals taken down', async () => {
    await insertCoupon(shop.database.db, { code: 'Form10', discount_type: 'percent', amount: '10' });
    const { visitor, nonce } = await shopper(shop, [[lamp, 2]]);
    expect(await applyByForm(visitor, nonce, '  FORM10 ')).toBe('/cart/');
    const html = decode(await visitor.page('/cart/'));
    expect(noticesOf(html)).toContain('Coupon code applied successfully.');
    // 2 × 40.00 = 80.00; 10 % off = 8.00; 72.00 is under the 75.00 free-shipping threshold again.
    expect(totalsOf(html)).toEqual([
      ['Subtotal', '$80.00'],
      ['Coupon: form10', '-$8.00 [Remove]'],
      ['Shipping', 'Flat rate: $5.00'],
      ['Total', '$77.00'],
    ]);
    expect(html).toContain(`href="/cart/?remove_coupon=form10&_wpnonce=${nonce}"`);
    // The line keeps its price before the coupon, as WooCommerce's cart shows it.
    expect(html).toMatch(/class="product-subtotal"[^>]*>\$80\.00</);

    const removed = await visitor.request(`/cart/?remove_coupon=form10&_wpnonce=${nonce}`);
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe('/cart/');
    const after = decode(await visitor.page('/cart/'));
    expect(noticesOf(after)).toContain('Coupon code removed successfully.');
    expect(totalsOf(after)).toEqual([['Subtotal', '$80.00'], ['Shipping', 'Free shipping'], ['Total', '$80.00']]);
  });

  it('says why a coupon is refused, in the page’s language, and changes nothing', async () => {
    const db = shop.database.db;
    await insertCoupon(db, { code: 'big-spender', discount_type: 'fixed_cart', amount: '5', minimum_amount: '50' });
    await insertCoupon(db, { code: 'gone-by', discount_type: 'fixed_cart', amount: '5', date_expires: '2020-01-01' });
    await insertCoupon(db, { code: 'kitchen-only', discount_type: 'percent', amount: '10', product_categories: String(kitchen) });
    const { visitor, nonce } = await shopper(shop, [[lamp]]);
    const refusals: [string, string][] = [
      ['', 'Please enter a coupon code.'],
      ['nope', 'Coupon “nope” cannot be applied because it does not exist.'],
      ['big-spender', 'The minimum spend for this coupon is $50.00.'],
      ['gone-by', 'This coupon has expired.'],
      ['kitchen-only', 'Sorry, this coupon is not applicable to selected products.'],
    ];
    for (const [code, message] of refusals) {
      await applyByForm(visitor, nonce, code);
      const html = decode(await visitor.page('/cart/'));
      expect(noticesOf(html)).toContain(message);
      expect(totalsOf(html).map(([label]) => label)).toEqual(['Subtotal', 'Shipping', 'Total']);
    }
    // The same refusal in French and German, amounts written as there.
    const fr = await visitor.post('/fr/cart/', { _wpnonce: nonce, coupon_code: 'big-spender', apply_coupon: 'Apply coupon' });
    expect(fr.headers.get('location')).toBe('/fr/cart/');
    expect(noticesOf(await visitor.page('/fr/cart/'))).toContain('Le montant minimum de commande pour ce code promo est de 50,00\u00a0$US.');
    await visitor.post('/de/cart/', { _wpnonce: nonce, coupon_code: 'gone-by', apply_coupon: 'Apply coupon' });
    expect(noticesOf(await visitor.page('/de/cart/'))).toContain('Dieser Gutschein ist abgelaufen.');
  });

  it('applies a `?coupon_code=` link on arrival, even before anything is in the cart', async () => {
    await insertCoupon(shop.database.db, { code: 'newsletter', discount_type: 'fixed_cart', amount: '5' });
    const visitor = new Visitor(shop);
    const arrived = await visitor.request('/shop/?coupon_code=NEWSLETTER&orderby=price');
    expect(arrived.status).toBe(303);
    expect(arrived.headers.get('location')).toBe('/shop/?orderby=price');
    expect(noticesOf(await visitor.page('/shop/?orderby=price'))).toContain('Coupon code applied. It takes effect as soon as your cart holds products it covers.');
    expect((await visitor.request(`/?add-to-cart=${mug}`)).status).toBe(303);
    expect(totalsOf(decode(await visitor.page('/cart/')))).toEqual([
      ['Subtotal', '$18.00'],
      ['Coupon: newsletter', '-$5.00 [Remove]'],
      ['Shipping', 'Flat rate: $5.00'],
      ['Total', '$18.00'],
    ]);
  });

  it('answers WooCommerce’s `apply_coupon` and `remove_coupon` with notices’ markup, and refuses a stale nonce', async () => {
    await insertCoupon(shop.database.db, { code: 'ajax5', discount_type: 'fixed_product', amount: '5' });
    const { visitor, nonce } = await shopper(shop, [[mug, 2]]);
    const ajax = (endpoint: string, fields: Record<string, string>) => visitor.request(`/?wc-ajax=${endpoint}`, { method: 'POST', headers: FORM, body: new URLSearchParams(fields).toString() });

    const stale = await ajax('apply_coupon', { coupon_code: 'ajax5', security: 'stale' });
    expect(stale.status).toBe(403);
    expect(await stale.text()).toContain('The link you followed has expired.');

    const applied = await ajax('apply_coupon', { coupon_code: 'ajax5', security: nonce });
    expect(applied.status).toBe(200);
    expect(applied.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await applied.text()).toBe('<div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="status">Coupon code applied successfully.</div></div>');
    const again = await ajax('apply_coupon', { coupon_code: 'AJAX5', security: nonce });
    expect(await again.text()).toBe('<div class="woocommerce-notices-wrapper"><ul class="woocommerce-error" role="alert"><li>Coupon code already applied!</li></ul></div>');
    // 5.00 off each of two mugs.
    expect(totalsOf(decode(await visitor.page('/cart/')))[1]).toEqual(['Coupon: ajax5', '-$10.00 [Remove]']);

    const removed = await ajax('remove_coupon', { coupon: 'ajax5', security: nonce });
    expect(await removed.text()).toContain('Coupon code removed successfully.');
    const notApplied = await ajax('remove_coupon', { coupon: 'ajax5', security: nonce });
    expect(await notApplied.text()).toContain('That coupon is not applied to your cart.');
    expect(totalsOf(decode(await visitor.page('/cart/'))).map(([label]) => label)).toEqual(['Subtotal', 'Shipping', 'Total']);
  });

  it('applies and removes coupons through the Store API, listing them in the cart', async () => {
    await insertCoupon(shop.database.db, { code: 'store15', discount_type: 'percent', amount: '15' });
    const visitor = new Visitor(shop);
    const read = await visitor.request(`${STORE}/cart`);
    const nonce = read.headers.get('nonce') ?? '';
    const post = (route: string, body: unknown) => visitor.request(`${STORE}/cart/${route}`, { method: 'POST', headers: { 'content-type': 'application/json', nonce }, body: JSON.stringify(body) });
    expect((await post('add-item', { id: mug, quantity: 3 })).status).toBe(201);

    const applied = await post('apply-coupon', { code: 'STORE15' });
    expect(applied.status).toBe(200);
    const cart = (await applied.json()) as { coupons: unknown[]; items: { totals: Record<string, string> }[]; totals: Record<string, unknown> };
    // 3 × 18.00 = 54.00; 15 % = 8.10.
    expect(cart.coupons).toEqual([{ code: 'store15', discount_type: 'percent', totals: expect.objectContaining({ total_discount: '810', total_discount_tax: '0', currency_code: 'USD' }) }]);
    expect(cart.items[0]?.totals).toMatchObject({ line_subtotal: '5400', line_total: '4590' });
    expect(cart.totals).toMatchObject({ total_items: '5400', total_discount: '810', total_shipping: '500', total_price: '5090' });

    const refused = await post('apply-coupon', { code: 'no-such' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'woocommerce_rest_cart_coupon_error', message: 'Coupon “no-such” cannot be applied because it does not exist.' });
    const missing = await post('apply-coupon', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'rest_invalid_param', data: { params: { code: 'must be a coupon code' } } });

    const removed = await post('remove-coupon', { code: 'store15' });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { coupons: unknown[]; totals: Record<string, unknown> })).toMatchObject({ coupons: [], totals: { total_discount: '0', total_price: '5900' } });
    const notThere = await post('remove-coupon', { code: 'store15' });
    expect(notThere.status).toBe(400);
    expect(await notThere.json()).toMatchObject({ code: 'woocommerce_rest_cart_coupon_invalid_code' });
  });

  it('places the order with the discount, records the coupon line and its use, and the e-mail shows it', async () => {
    const db = shop.database.db;
    const couponId = await insertCoupon(db, { code: 'order-off', discount_type: 'fixed_cart', amount: '10', usage_limit: '5' });
    const { visitor, nonce } = await shopper(shop, [[lamp], [mug]]);
    await applyByForm(visitor, nonce, 'order-off', 'checkout');
    const checkout = decode(await visitor.page('/checkout/'));
    expect(checkout).toContain('Have a coupon? Click here to enter your code');
    expect(textOf(/<tfoot>[\s\S]*?<\/tfoot>/.exec(checkout)?.[0] ?? '')).toContain('Coupon: order-off-$10.00 [Remove]');
    const placed = await visitor.post('/checkout/', { ...checkoutFields(nonce, {}), billing_email: 'coupon-buyer@example.com' });
    expect(placed.status).toBe(303);
    const orderId = Number(/order-received\/(\d+)\//.exec(placed.headers.get('location') ?? '')?.[1]);

    // 40.00 + 18.00 = 58.00, less 10.00 = 48.00, plus 5.00 shipping.
    expect(await db.selectFrom('orders').select(['subtotal', 'discount_total', 'shipping_total', 'total']).where('id', '=', orderId).executeTakeFirstOrThrow()).toEqual({ subtotal: 5800, discount_total: 1000, shipping_total: 500, total: 5300 });
    const lines = await db.selectFrom('order_lines').select(['product_id', 'subtotal', 'total']).where('order_id', '=', orderId).orderBy('product_id').execute();
    // 10.00 spread over 2 units: 5.00 each.
    expect(lines).toEqual([
      { product_id: lamp, subtotal: 4000, total: 3500 },
      { product_id: mug, subtotal: 1800, total: 1300 },
    ].sort((a, b) => a.product_id - b.product_id));
    expect(await db.selectFrom('order_coupon_lines').select(['coupon_id', 'code', 'discount', 'email']).where('order_id', '=', orderId).execute()).toEqual([{ coupon_id: couponId, code: 'order-off', discount: 1000, email: 'coupon-buyer@example.com' }]);
    expect((await db.selectFrom('coupons').select('usage_count').where('id', '=', couponId).executeTakeFirstOrThrow()).usage_count).toBe(1);

    const received = decode(await visitor.page(placed.headers.get('location') ?? ''));
    expect(textOf(received)).toContain('Coupon: order-off-$10.00');
    const mail = await db.selectFrom('outbox').select(['text']).where('to_address', '=', 'coupon-buyer@example.com').executeTakeFirstOrThrow();
    expect(mail.text).toMatch(/Discount:?\s+-\$10\.00/);
    // The cart that became the order holds no coupon any more.
    expect(totalsOf(decode(await visitor.page('/cart/')))).toEqual([]);
  });

  it('checks the billing e-mail and the shopper’s own uses at checkout, and takes a refused coupon off', async () => {
    const db = shop.database.db;
    await insertCoupon(db, { code: 'staff-only', discount_type: 'percent', amount: '20', email_restrictions: '*@staff.example' });
    await insertCoupon(db, { code: 'once-each', discount_type: 'fixed_cart', amount: '3', usage_limit_per_user: '1' });

    const stranger = await shopper(shop, [[lamp]]);
    await applyByForm(stranger.visitor, stranger.nonce, 'staff-only');
    const refused = await stranger.visitor.post('/checkout/', { ...checkoutFields(stranger.nonce, {}), billing_email: 'someone@else.example' });
    expect(refused.status).toBe(409);
    expect(textOf(await refused.text())).toContain('Sorry, it seems the coupon “staff-only” is not yours. The coupon “staff-only” has been removed from your cart.');
    expect(totalsOf(decode(await stranger.visitor.page('/cart/'))).map(([label]) => label)).toEqual(['Subtotal', 'Shipping', 'Total']);

    const staff = await shopper(shop, [[lamp]]);
    await applyByForm(staff.visitor, staff.nonce, 'staff-only');
    expect((await staff.visitor.post('/checkout/', { ...checkoutFields(staff.nonce, {}), billing_email: 'Kim@Staff.example' })).status).toBe(303);

    const first = await shopper(shop, [[mug]]);
    await applyByForm(first.visitor, first.nonce, 'once-each');
    expect((await first.visitor.post('/checkout/', { ...checkoutFields(first.nonce, {}), billing_email: 'repeat@example.com' })).status).toBe(303);
    const second = await shopper(shop, [[mug]]);
    await applyByForm(second.visitor, second.nonce, 'once-each');
    const again = await second.visitor.post('/checkout/', { ...checkoutFields(second.nonce, {}), billing_email: 'REPEAT@example.com' });
    expect(again.status).toBe(409);
    expect(textOf(await again.text())).toContain('Coupon usage limit has been reached.');
    const placed = await db.selectFrom('orders').select('id').where('billing_email', 'in', ['repeat@example.com', 'REPEAT@example.com']).execute();
    expect(placed).toHaveLength(1);

    // The first order is cancelled: its use comes back, and the shopper may use the coupon again.
    const usage = async () => (await db.selectFrom('coupons').select('usage_count').where('code', '=', 'once-each').executeTakeFirstOrThrow()).usage_count;
    expect(await usage()).toBe(1);
    expect(await changeOrderStatus(db, placed[0]?.id ?? 0, 'cancelled')).toMatchObject({ ok: true });
    expect(await usage()).toBe(0);
    await applyByForm(second.visitor, second.nonce, 'once-each');
    expect((await second.visitor.post('/checkout/', { ...checkoutFields(second.nonce, {}), billing_email: 'repeat@example.com' })).status).toBe(303);
    expect(await usage()).toBe(1);
  });

  it('keeps an individual-use coupon alone, and drops a coupon the cart no longer qualifies for', async () => {
    const db = shop.database.db;
    await insertCoupon(db, { code: 'alone', discount_type: 'percent', amount: '5', individual_use: 'yes' });
    await insertCoupon(db, { code: 'extra', discount_type: 'fixed_cart', amount: '1' });
    await insertCoupon(db, { code: 'over-50', discount_type: 'fixed_cart', amount: '2', minimum_amount: '50' });
    await insertCoupon(db, { code: 'no-sales', discount_type: 'fixed_cart', amount: '2', exclude_sale_items: 'yes' });
    const { visitor, nonce } = await shopper(shop, [[lamp, 2]]);
    await applyByForm(visitor, nonce, 'extra');
    await applyByForm(visitor, nonce, 'alone');
    let html = decode(await visitor.page('/cart/'));
    expect(totalsOf(html).map(([label]) => label)).toEqual(['Subtotal', 'Coupon: alone', 'Shipping', 'Total']);
    await applyByForm(visitor, nonce, 'extra');
    expect(noticesOf(decode(await visitor.page('/cart/')))).toContain('Sorry, coupon “alone” has already been applied and cannot be used in conjunction with other coupons.');

    await visitor.request(`/cart/?remove_coupon=alone&_wpnonce=${nonce}`);
    await applyByForm(visitor, nonce, 'over-50');
    await applyByForm(visitor, nonce, 'no-sales');
    expect(totalsOf(decode(await visitor.page('/cart/'))).map(([label]) => label)).toEqual(['Subtotal', 'Coupon: over-50', 'Coupon: no-sales', 'Shipping', 'Total']);
    // A sale item joins the cart: the coupon for no sale item comes off, and the page it leads to says why.
    await visitor.request(`/?add-to-cart=${saleMug}`);
    html = decode(await visitor.page('/cart/'));
    expect(noticesOf(html)).toContain('Sorry, this coupon is not valid for sale items. The coupon “no-sales” has been removed from your cart.');
    expect(totalsOf(html).map(([label]) => label)).toEqual(['Subtotal', 'Coupon: over-50', 'Shipping', 'Total']);
    // The lamps leave: 15.00 is under the minimum spend, and "Update cart" says so.
    const key = /name="cart\[([0-9a-f]{32})\]\[qty\]" value="2"/.exec(html)?.[1] ?? '';
    expect(key).not.toBe('');
    await visitor.post('/cart/', { _wpnonce: nonce, [`cart[${key}][qty]`]: '0', update_cart: 'Update cart' });
    html = decode(await visitor.page('/cart/'));
    expect(noticesOf(html)).toContain('The minimum spend for this coupon is $50.00. The coupon “over-50” has been removed from your cart.');
    expect(totalsOf(html).map(([label]) => label)).toEqual(['Subtotal', 'Shipping', 'Total']);
  });

  it('lists the order’s coupons over wc/v3', async () => {
    const db = shop.database.db;
    await insertCoupon(db, { code: 'rest-lines', discount_type: 'percent', amount: '50' });
    const { visitor, nonce } = await shopper(shop, [[mug]]);
    await applyByForm(visitor, nonce, 'rest-lines');
    const placed = await visitor.post('/checkout/', { ...checkoutFields(nonce, {}), billing_email: 'rest-lines@example.com' });
    const orderId = Number(/order-received\/(\d+)\//.exec(placed.headers.get('location') ?? '')?.[1]);
    const owner = await ownerSession(shop);
    const order = await owner.json<{ discount_total: string; total: string; coupon_lines: unknown[]; line_items: { subtotal: string; total: string }[] }>(200, 'GET', `/wc/v3/orders/${orderId}`);
    expect(order).toMatchObject({ discount_total: '9.00', total: '14.00', line_items: [{ subtotal: '18.00', total: '9.00' }] });
    expect(order.coupon_lines).toEqual([{ id: expect.any(Number), code: 'rest-lines', discount: '9.00', discount_tax: '0.00', meta_data: [] }]);
  });
});
