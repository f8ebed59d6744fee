import { describe, expect, it } from 'vitest';
import { registerCustomer } from '../core/accounts/register.ts';
import { DIALECTS } from './dialects.ts';
import { insertOrder, insertProduct } from './fixtures/shop-data.ts';
import { decode, logInAs, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';
import type { ConfigFile } from '../config/schema.ts';

const PASSWORD = 'a-long-enough-password';

/** An input of the page (by its name), as written. */
const inputNamed = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
const valueOf = (html: string, name: string) => /value="([^"]*)"/.exec(inputNamed(html, name))?.[1] ?? '';
/** The message beside a checkout-style field (by its name). */
const addressErrorBy = (html: string, name: string) => textOf(new RegExp(`id="${name}-description"[^>]*>([\\s\\S]*?)</span>`).exec(html)?.[1] ?? '');
/** The message beside an account field (by its id). */
const errorBy = (html: string, id: string) => textOf(new RegExp(`id="${id}-error"[^>]*>([\\s\\S]*?)</span>`).exec(html)?.[1] ?? '');

const ADDRESS = {
  billing_first_name: 'Ada',
  billing_last_name: 'Lovelace',
  billing_company: 'Analytical Engines',
  billing_country: 'GB',
  billing_address_1: '12 St James Square',
  billing_address_2: '',
  billing_city: 'London',
  billing_state: '',
  billing_postcode: 'SW1Y 4JH',
  billing_phone: '+44 20 7946 0958',
  billing_email: 'ada@example.co.uk',
};

describe.each(DIALECTS)('My account’s addresses, details and orders on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect, { store: { locales: { default: 'en', others: ['fr', 'de'] } } } as ConfigFile);
  let count = 0;

  /** A new customer, signed in, with the session's nonce. */
  async function customer(overrides: { first_name?: string; last_name?: string } = {}) {
    const email = `customer-${++count}@example.com`;
    const registered = await registerCustomer(shop.database.db, { email, password: PASSWORD, first_name: overrides.first_name ?? 'Ada', last_name: overrides.last_name ?? 'Lovelace' });
    if (!registered.ok) throw new Error('registration failed');
    const visitor = new Visitor(shop);
    await logInAs(visitor, email, PASSWORD);
    const nonce = nonceIn(await visitor.page('/my-account/'));
    expect(nonce).not.toBe('');
    return { visitor, nonce, email, id: registered.value.id };
  }

  const meta = async (userId: number) => {
    const rows = await shop.database.db.selectFrom('user_meta').select(['meta_key', 'meta_value']).where('user_id', '=', userId).execute();
    return Object.fromEntries(rows.map((row) => [row.meta_key, row.meta_value]));
  };

  it('lists both addresses with links to add them, and answers 404 for another kind of address', async () => {
    const { visitor } = await customer();
    const html = decode(await visitor.page('/my-account/edit-address/'));
    expect(html).toContain('woocommerce-MyAccount-navigation-link--edit-address');
    expect(html).toContain('woocommerce-MyAccount-navigation-link--edit-account');
    expect(html).toContain('<a href="/my-account/edit-address/billing/" class="edit">Add billing address</a>');
    expect(html).toContain('<a href="/my-account/edit-address/shipping/" class="edit">Add shipping address</a>');
    expect((await visitor.request('/my-account/edit-address/elsewhere/')).status).toBe(404);
    expect((await new Visitor(shop).request('/my-account/edit-address/')).status).toBe(302);
  });

  it('refuses an address by the checkout’s rules, each message by its field and the values kept, then saves it', async () => {
    const { visitor, nonce, id } = await customer();
    const form = decode(await visitor.page('/my-account/edit-address/billing/'));
    for (const name of Object.keys(ADDRESS)) expect(form, name).toMatch(new RegExp(`name="${name}"`));
    expect(valueOf(form, 'billing_first_name')).toBe('Ada');

    const refused = await visitor.post('/my-account/edit-address/billing/', { _wpnonce: nonce, ...ADDRESS, billing_city: '', billing_phone: 'call me', billing_email: 'nope', save_address: 'Save address' });
    expect(refused.status).toBe(400);
    const html = decode(await refused.text());
    expect(addressErrorBy(html, 'billing_city')).toBe('Billing Town / City is a required field.');
    expect(addressErrorBy(html, 'billing_phone')).toMatch(/Billing Phone/);
    expect(addressErrorBy(html, 'billing_email')).toMatch(/Billing Email address/);
    expect(valueOf(html, 'billing_company')).toBe('Analytical Engines');
    expect(valueOf(html, 'billing_phone')).toBe('call me');
    expect(await meta(id)).toEqual({});

    const saved = await visitor.post('/my-account/edit-address/billing/', { _wpnonce: nonce, ...ADDRESS, save_address: 'Save address' });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/my-account/edit-address/');
    expect(await meta(id)).toMatchObject({ billing_first_name: 'Ada', billing_city: 'London', billing_postcode: 'SW1Y 4JH', billing_email: 'ada@example.co.uk' });
    const overview = decode(await visitor.page('/my-account/edit-address/'));
    expect(overview).toContain('Address changed successfully.');
    expect(overview).toContain('<span>12 St James Square</span>');
    expect(overview).toContain('Edit billing address');
    expect((await visitor.post('/my-account/edit-address/billing/', { _wpnonce: 'stale', ...ADDRESS })).status).toBe(403);
  });

  it('speaks French under /fr/', async () => {
    const { visitor } = await customer();
    const html = decode(await visitor.page('/fr/my-account/edit-address/shipping/'));
    expect(html).toContain('Adresse de livraison');
    expect(html).toContain('Enregistrer l’adresse');
    expect(decode(await visitor.page('/fr/my-account/edit-account/'))).toContain('Détails du compte');
  });

  it('fills the checkout with the saved addresses, and an order placed signed in saves its addresses', async () => {
    const { visitor, nonce, id } = await customer();
    const lamp = await insertProduct(shop.database.db, { name: 'Saved-address lamp', price: 4500, stock: 5 });
    const shipping = { shipping_first_name: 'Ada', shipping_last_name: 'Byron', shipping_company: '', shipping_country: 'GB', shipping_address_1: '1 Ockham Park', shipping_address_2: '', shipping_city: 'Ockham', shipping_state: '', shipping_postcode: 'GU23 6NN' };
    expect((await visitor.post('/my-account/edit-address/billing/', { _wpnonce: nonce, ...ADDRESS })).status).toBe(303);
    expect((await visitor.post('/my-account/edit-address/shipping/', { _wpnonce: nonce, ...shipping })).status).toBe(303);
    expect((await visitor.request(`/?add-to-cart=${lamp}`)).status).toBe(303);
    const checkout = decode(await visitor.page('/checkout/'));
    expect(valueOf(checkout, 'billing_address_1')).toBe('12 St James Square');
    expect(valueOf(checkout, 'billing_phone')).toBe('+44 20 7946 0958');
    expect(valueOf(checkout, 'shipping_city')).toBe('Ockham');
    expect(inputNamed(checkout, 'ship_to_different_address')).toContain('checked');

    const placed = await visitor.post('/checkout/', { _wpnonce: nonceIn(checkout), ...ADDRESS, billing_city: 'Cambridge', billing_postcode: 'CB2 1TN', payment_method: 'cod', terms: 'on' });
    expect(placed.status).toBe(303);
    expect(placed.headers.get('location')).toMatch(/^\/checkout\/order-received\//);
    // Shipped to the billing address: both addresses are now that one, as WooCommerce keeps them.
    expect(await meta(id)).toMatchObject({ billing_city: 'Cambridge', shipping_city: 'Cambridge', shipping_address_1: '12 St James Square' });
  });

  it('changes names and display name, refusing a wrong current password and an e-mail taken, and never echoing a password', async () => {
    const { visitor, nonce, email } = await customer();
    const other = await customer();
    const form = decode(await visitor.page('/my-account/edit-account/'));
    expect(valueOf(form, 'account_email')).toBe(email);
    expect(valueOf(form, 'account_display_name')).toBe('Ada Lovelace');
    const details = { _wpnonce: nonce, account_first_name: 'Augusta', account_last_name: 'King', account_display_name: 'Countess', account_email: email, password_current: '', password_1: '', password_2: '' };

    const wrong = await visitor.post('/my-account/edit-account/', { ...details, account_email: 'new-address@example.com', password_current: 'not-the-password' });
    expect(wrong.status).toBe(400);
    const wrongHtml = decode(await wrong.text());
    expect(errorBy(wrongHtml, 'password_current')).toBe('Your current password is incorrect.');
    expect(valueOf(wrongHtml, 'account_email')).toBe('new-address@example.com');
    expect(wrongHtml).not.toContain('not-the-password');

    const taken = await visitor.post('/my-account/edit-account/', { ...details, account_email: other.email, password_current: PASSWORD });
    expect(taken.status).toBe(400);
    expect(errorBy(decode(await taken.text()), 'account_email')).toBe('This email address is already registered.');

    const missing = await visitor.post('/my-account/edit-account/', { ...details, account_first_name: '', password_1: 'new-password-1', password_2: 'new-password-2' });
    const missingHtml = decode(await missing.text());
    expect(missing.status).toBe(400);
    expect(errorBy(missingHtml, 'account_first_name')).toBe('First name is a required field.');
    expect(errorBy(missingHtml, 'password_2')).toBe('Passwords do not match.');
    expect(missingHtml).not.toContain('new-password-1');

    const saved = await visitor.post('/my-account/edit-account/', details);
    expect(saved.status).toBe(303);
    const user = await shop.database.db.selectFrom('users').select(['first_name', 'last_name', 'display_name', 'email']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(user).toEqual({ first_name: 'Augusta', last_name: 'King', display_name: 'Countess', email });
    expect(decode(await visitor.page('/my-account/edit-account/'))).toContain('Account details changed successfully.');
  });

  it('changes the e-mail address and the password with the current password, signing out the other sessions but not this one', async () => {
    const { visitor, nonce, email } = await customer();
    const elsewhere = new Visitor(shop);
    await logInAs(elsewhere, email, PASSWORD);
    expect((await elsewhere.request('/my-account/edit-account/')).status).toBe(200);

    const changed = await visitor.post('/my-account/edit-account/', {
      _wpnonce: nonce,
      account_first_name: 'Ada',
      account_last_name: 'Lovelace',
      account_display_name: 'Ada',
      account_email: `Moved-${email}`,
      password_current: PASSWORD,
      password_1: 'a-brand-new-password',
      password_2: 'a-brand-new-password',
    });
    expect(changed.status).toBe(303);
    expect((await visitor.request('/my-account/edit-account/')).status).toBe(200);
    const signedOut = await elsewhere.request('/my-account/edit-account/');
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toMatch(/^\/my-account\/\?redirect_to=/);
    const again = new Visitor(shop);
    await logInAs(again, `moved-${email}`, 'a-brand-new-password');
  });

  it('puts an order’s lines back in the cart and names those that could not go', async () => {
    const { visitor, nonce, id } = await customer();
    const db = shop.database.db;
    const vase = await insertProduct(db, { name: 'Again vase', price: 1500, stock: 10 });
    const soldOut = await insertProduct(db, { name: 'Sold-out bowl', price: 900, stock: 0, stock_status: 'outofstock' });
    const orderId = await insertOrder(db, {
      customerId: id,
      lines: [
        { productId: vase, name: 'Again vase', quantity: 2, unitPrice: 1500 },
        { productId: soldOut, name: 'Sold-out bowl', quantity: 1, unitPrice: 900 },
        { productId: null, name: 'Retired print', quantity: 1, unitPrice: 500 },
      ],
    });
    const page = decode(await visitor.page(`/my-account/view-order/${orderId}/`));
    expect(/<form[^>]*class="order-again"[\s\S]*?<\/form>/.exec(page)?.[0]).toMatch(/<button type="submit" class="button" value="\d+" name="order_again">Order again<\/button>/);

    expect((await visitor.post(`/my-account/view-order/${orderId}/`, { _wpnonce: 'stale', order_again: String(orderId) })).status).toBe(403);
    const response = await visitor.post(`/my-account/view-order/${orderId}/`, { _wpnonce: nonce, order_again: String(orderId) });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart/');
    const cart = decode(await visitor.page('/cart/'));
    expect(cart).toContain('The cart has been filled with the items from your previous order.');
    expect(cart).toContain('These items could not be added to your cart: Sold-out bowl, Retired print.');
    expect(cart).toMatch(/Again vase/);
    expect(cart).toMatch(/name="cart\[[^\]]+\]\[qty\]"[^>]*value="2"/);

    // Someone else's order is not found.
    const stranger = await customer();
    expect((await stranger.visitor.post(`/my-account/view-order/${orderId}/`, { _wpnonce: stranger.nonce, order_again: String(orderId) })).status).toBe(404);
  });

  it('shows the customer the shop’s notes to them, never its private notes', async () => {
    const { visitor, id } = await customer();
    const orderId = await insertOrder(shop.database.db, { customerId: id, email: `noted-${id}@example.com` });
    await shop.database.db.updateTable('orders').set({ locale: 'fr' }).where('id', '=', orderId).execute();
    const admin = new Visitor(shop);
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    const adminNonce = nonceIn(await admin.page(`/admin/orders/${orderId}/`));
    const note = (content: string, type: string) => admin.post(`/admin/orders/${orderId}/`, { _wpnonce: adminNonce, intent: 'order_note', order_note: content, order_note_type: type });
    expect((await note('Fragile: packed twice.', '')).status).toBe(303);
    expect((await note('Your parcel left our workshop today.', 'customer')).status).toBe(303);
    expect((await note('   ', 'customer')).status).toBe(400);

    // The note to the customer is e-mailed to them, in the order's language; the private one is not.
    const mails = await shop.database.db.selectFrom('outbox').select(['kind', 'subject', 'text']).where('to_address', '=', `noted-${id}@example.com`).execute();
    expect(mails.map((mail) => mail.kind)).toEqual(['customer_note']);
    expect(mails[0]?.subject).toMatch(/^Note ajoutée à votre commande Vitrine Demo Store du /);
    expect(mails[0]?.text).toContain('Your parcel left our workshop today.');
    expect(mails[0]?.text).not.toContain('Fragile');

    const adminPage = decode(await admin.page(`/admin/orders/${orderId}/`));
    expect(adminPage).toContain('Fragile: packed twice.');
    expect(adminPage).toContain('Your parcel left our workshop today.');
    expect(adminPage).toContain('Note to customer');

    const page = decode(await visitor.page(`/my-account/view-order/${orderId}/`));
    expect(page).toContain('Order updates');
    expect(page).toContain('<p>Your parcel left our workshop today.</p>');
    expect(page).not.toContain('Fragile');
    // A customer cannot write notes.
    expect((await visitor.post(`/admin/orders/${orderId}/`, { _wpnonce: nonceIn(page), intent: 'order_note', order_note: 'x', order_note_type: 'customer' })).status).toBe(403);
  });
});
