import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutPrefill } from '../core/checkout/prefill.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertCustomer, insertOrder, insertProduct } from './fixtures/shop-data.ts';
import { decode, nonceIn, Visitor } from './fixtures/visitor.ts';
import { useHttpShop } from './http-shop.ts';

function form(nonce: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    _wpnonce: nonce,
    billing_first_name: 'Ada',
    billing_last_name: 'Lovelace',
    billing_company: '',
    billing_country: 'GB',
    billing_address_1: '12 St James Square',
    billing_address_2: '',
    billing_city: 'London',
    billing_state: '',
    billing_postcode: 'SW1Y 4JH',
    billing_phone: '+44 20 7946 0958',
    billing_email: 'ada@example.co.uk',
    order_comments: 'Please knock',
    payment_method: 'cod',
    terms: 'on',
    ...overrides,
  };
}

describe.each(DIALECTS)('checkout over HTTP on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let lamp: number;
  beforeAll(async () => {
    lamp = await insertProduct(shop.database.db, { name: 'Brass lamp', price: 4500, stock: 5 });
  });

  async function visitorWithCart(quantity = 1): Promise<{ visitor: Visitor; html: string; nonce: string }> {
    const visitor = new Visitor(shop);
    expect((await visitor.request(`/?add-to-cart=${lamp}&quantity=${quantity}`)).status).toBe(303);
    const response = await visitor.request('/checkout/');
    expect(response.status).toBe(200);
    const html = decode(await response.text());
    return { visitor, html, nonce: nonceIn(html) };
  }

  it('sends a visitor with an empty cart back to the cart with a notice', async () => {
    const visitor = new Visitor(shop);
    const response = await visitor.request('/checkout/');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart/');
    expect(await (await visitor.request('/cart/')).text()).toContain('Checkout is not available whilst your cart is empty.');
  });

  it('shows the contract fields, payment choices, terms and the order review', async () => {
    const { html, nonce } = await visitorWithCart(2);
    expect(html).toMatch(/<body class="woocommerce-checkout"/);
    expect(nonce).not.toBe('');
    for (const name of ['billing_first_name', 'billing_last_name', 'billing_company', 'billing_address_1', 'billing_address_2', 'billing_city', 'billing_state', 'billing_postcode', 'billing_country', 'billing_phone', 'billing_email', 'shipping_first_name', 'shipping_last_name', 'shipping_company', 'shipping_address_1', 'shipping_address_2', 'shipping_city', 'shipping_state', 'shipping_postcode', 'shipping_country', 'ship_to_different_address', 'order_comments', 'terms']) {
      expect(html, name).toContain(`name="${name}"`);
      expect(html, name).toMatch(new RegExp(`<label for="(${name}|ship-to-different-address-checkbox)"`));
    }
    expect(html).toContain('value="cod"');
    expect(html).toContain('Cash on delivery');
    expect(html).toContain('value="bacs"');
    expect(html).toContain('Direct bank transfer');
    expect(html).toMatch(/<button[^>]*id="place_order"[^>]*>Place order<\/button>/);
    expect(html).toContain('Brass lamp');
    expect(html).toContain('$90.00');
  });

  it('shows the form again with every value kept and each error by its field', async () => {
    const { visitor, nonce } = await visitorWithCart();
    const response = await visitor.post('/checkout/', form(nonce, { billing_email: 'ada@example', billing_phone: '12345', billing_company: 'Analytical <Engines>' }));
    expect(response.status).toBe(400);
    const html = decode(await response.text());
    expect(html).toMatch(/<div class="woocommerce-error checkout-error-summary" role="alert"/);
    expect(html).toContain('<a href="#billing_email">Billing Email address is not a valid email address.</a>');
    expect(html).toContain('<a href="#billing_phone">Billing Phone is not a valid phone number.</a>');
    expect(html).toMatch(/id="billing_email"[^>]*aria-invalid="true"[^>]*aria-describedby="billing_email-description"/);
    expect(html).toContain('<span class="checkout-inline-error-message" id="billing_email-description">Billing Email address is not a valid email address.</span>');
    expect(html).toContain('value="ada@example"');
    expect(html).toContain('value="Lovelace"');
    expect(html).toContain('value="Analytical &lt;Engines&gt;"');
    expect(html).toContain('Please knock');
    expect(await shop.database.db.selectFrom('orders').select('id').where('billing_email', '=', 'ada@example').execute()).toEqual([]);
  });

  it('refuses a forged form and huge fields without a server error', async () => {
    const { visitor, nonce } = await visitorWithCart();
    const forged = await visitor.post('/checkout/', form('forged'));
    expect(forged.status).toBe(403);
    expect(decode(await forged.text())).toContain('The link you followed has expired.');
    const huge = await visitor.post('/checkout/', form(nonce, { billing_city: 'x'.repeat(1_000_000), ['__proto__']: 'x', payment_method: 'constructor' }));
    expect(huge.status).toBe(400);
    const html = decode(await huge.text());
    expect(html).toContain('Billing Town / City is too long (at most 200 characters).');
    expect(html).toContain('Please choose a payment method.');
  });

  it('places a cash-on-delivery order, empties the cart and shows the order only with its key', async () => {
    const { visitor, nonce } = await visitorWithCart(2);
    const response = await visitor.post('/checkout/', form(nonce));
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    const match = /^\/checkout\/order-received\/(\d+)\/\?key=(wc_order_[A-Za-z0-9_-]{16,})$/.exec(location);
    expect(match).not.toBeNull();
    const orderId = Number(match?.[1]);
    expect(visitor.last.find((header) => header.startsWith('woocommerce_items_in_cart='))).toMatch(/Max-Age=0/);
    expect(visitor.last.find((header) => header.startsWith('woocommerce_cart_hash='))).toMatch(/Max-Age=0/);

    const order = await shop.database.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'processing', total: 9000, shipping_total: 0, billing_email: 'ada@example.co.uk', customer_note: 'Please knock' });

    const received = await visitor.request(location);
    expect(received.status).toBe(200);
    expect(received.headers.get('cache-control')).toContain('no-store');
    const html = decode(await received.text());
    expect(html).toMatch(/<body class="woocommerce-checkout woocommerce-order-received"/);
    expect(html).toContain('Thank you. Your order has been received.');
    expect(html).toContain(`Order number: <strong>${orderId}</strong>`);
    expect(html).toContain('ada@example.co.uk');
    expect(html).toContain('Cash on delivery');
    expect(html).toContain('Brass lamp');
    expect(html).toContain('United Kingdom');

    expect((await visitor.request(`/checkout/order-received/${orderId}/?key=wc_order_wrongwrongwrongwrong`)).status).toBe(404);
    expect((await visitor.request(`/checkout/order-received/${orderId}/`)).status).toBe(404);
    expect((await visitor.request(`/checkout/order-received/${orderId + 1000}/?key=${match?.[2]}`)).status).toBe(404);
    expect((await visitor.request('/checkout/order-received/abc/?key=x')).status).toBe(404);
    expect((await visitor.request('/checkout/order-received/99999999999999999999/?key=x')).status).toBe(404);

    const cart = decode(await (await visitor.request('/cart/')).text());
    expect(cart).toContain('Your cart is currently empty.');
  });

  it('shows bank details for a bank-transfer order', async () => {
    const { visitor, nonce } = await visitorWithCart();
    const response = await visitor.post('/checkout/', form(nonce, { payment_method: 'bacs' }));
    expect(response.status).toBe(303);
    const html = decode(await (await visitor.request(response.headers.get('location') ?? '')).text());
    expect(html).toContain('Our bank details');
    expect(html).toContain('Direct bank transfer');
  });

  it('says so, and writes nothing, when the stock ran out before the order was placed', async () => {
    const { visitor, nonce } = await visitorWithCart(1);
    await shop.database.db.updateTable('products').set({ stock: 0, stock_status: 'outofstock' }).where('id', '=', lamp).execute();
    try {
      const before = await shop.database.db.selectFrom('orders').select('id').execute();
      const response = await visitor.post('/checkout/', form(nonce));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/cart/');
      expect(decode(await (await visitor.request('/cart/')).text())).toContain('Checkout is not available whilst your cart is empty.');
      expect(await shop.database.db.selectFrom('orders').select('id').execute()).toEqual(before);
    } finally {
      await shop.database.db.updateTable('products').set({ stock: 5, stock_status: 'instock' }).where('id', '=', lamp).execute();
    }
  });

  it('tells a shopper whose cart sold out which product ran out, at the checkout page and on placing the order', async () => {
    const soldOut = '“Brass lamp” has been removed from your cart because it is out of stock.';
    for (const when of ['opening the checkout', 'placing the order'] as const) {
      const { visitor, nonce } = await visitorWithCart(1);
      await shop.database.db.updateTable('products').set({ stock: 0, stock_status: 'outofstock' }).where('id', '=', lamp).execute();
      try {
        const response = when === 'opening the checkout' ? await visitor.request('/checkout/') : await visitor.post('/checkout/', form(nonce));
        expect(response.status, when).toBe(303);
        expect(response.headers.get('location')).toBe('/cart/');
        const cart = decode(await (await visitor.request('/cart/')).text());
        expect(cart, when).toContain(soldOut);
        expect(cart).toContain('Checkout is not available whilst your cart is empty.');
      } finally {
        await shop.database.db.updateTable('products').set({ stock: 5, stock_status: 'instock' }).where('id', '=', lamp).execute();
      }
    }
  });
});

describe.each(DIALECTS)('checkout prefill on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('starts guests empty, customers from their account, then from their last order', async () => {
    const db = database.db;
    expect(await checkoutPrefill(db, null)).toEqual({});
    const customerId = await insertCustomer(db, { username: 'grace', email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper' });
    expect(await checkoutPrefill(db, customerId)).toEqual({ billing_first_name: 'Grace', billing_last_name: 'Hopper', billing_email: 'grace@example.com' });

    const createdAt = new Date().toISOString();
    for (const [city, shipCity] of [['Old town', 'Old town'], ['Arlington', 'Boston']] as const) {
      await insertOrder(db, {
        customerId,
        createdAt,
        email: 'grace@navy.mil',
        billing: { company: 'Navy', address_1: '1 Navy Way', postcode: '22202', city, phone: '555-123-4567' },
        shipping: { city: shipCity, phone: '', email: '' },
      });
    }
    const values = await checkoutPrefill(db, customerId);
    expect(values).toMatchObject({
      billing_first_name: 'Grace',
      billing_company: 'Navy',
      billing_city: 'Arlington',
      billing_phone: '555-123-4567',
      billing_email: 'grace@navy.mil',
      shipping_city: 'Boston',
      shipping_country: 'US',
      ship_to_different_address: '1',
    });
  });
});
