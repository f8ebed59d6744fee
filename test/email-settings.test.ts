import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutInput } from '../core/checkout/checkout-form.ts';
import { saveEmailSetting } from '../core/mail/email-settings.ts';
import { NO_OWNER_TEXTS } from '../core/mail/email-texts.ts';
import { changeOrderStatus } from '../core/orders/change-status.ts';
import { runOrderAction } from '../core/orders/order-actions.ts';
import { placeOrder, type PlaceOrderOptions } from '../core/orders/place-order.ts';
import type { OrderMailSettings } from '../core/orders/status-mail.ts';
import type { ConfigFile } from '../config/schema.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertOrder, insertProduct } from './fixtures/shop-data.ts';
import { flatRateRules } from './fixtures/shipping.ts';
import { decode, logInAs, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

const SETTINGS: OrderMailSettings = { storeName: 'Wombat Wares', shopEmail: 'owner@wombat.example', storeLocale: 'en-US', defaultLanguage: 'en', siteUrl: 'https://wombat.example' };
const ON = { enabled: true, recipient: '', texts: {} };

describe.each(DIALECTS)('the owner’s e-mail settings on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const mailsTo = (address: string) => database.db.selectFrom('outbox').selectAll().where('to_address', '=', address).orderBy('id').execute();
  beforeEach(async () => {
    await database.db.deleteFrom('email_texts').execute();
    await database.db.deleteFrom('email_settings').execute();
  });

  it('sends nothing for an e-mail turned off, and sends it again once turned back on', async () => {
    await saveEmailSetting(database.db, 'customer_completed_order', { ...ON, enabled: false });
    const first = await insertOrder(database.db, { status: 'processing', email: 'off@example.com' });
    expect(await changeOrderStatus(database.db, first, 'completed', { refundedBy: null, mail: null, orderMail: SETTINGS })).toMatchObject({ ok: true });
    expect(await mailsTo('off@example.com')).toEqual([]);

    await saveEmailSetting(database.db, 'customer_completed_order', ON);
    const second = await insertOrder(database.db, { status: 'processing', email: 'on@example.com' });
    expect(await changeOrderStatus(database.db, second, 'completed', { refundedBy: null, mail: null, orderMail: SETTINGS })).toMatchObject({ ok: true });
    expect((await mailsTo('on@example.com')).map((mail) => mail.kind)).toEqual(['customer_completed_order']);
  });

  it('writes the owner’s subject, heading and closing words in the order’s language, placeholders filled; another language keeps the shop’s own', async () => {
    await saveEmailSetting(database.db, 'customer_completed_order', {
      ...ON,
      texts: { fr: { subject: 'Votre commande {order_number} chez {site_title} est partie', heading: 'En route, {site_title} !', additionalContent: 'À bientôt <3\nL’équipe' } },
    });
    const french = await insertOrder(database.db, { status: 'processing', email: 'fr@example.com' });
    await database.db.updateTable('orders').set({ locale: 'fr' }).where('id', '=', french).execute();
    const english = await insertOrder(database.db, { status: 'processing', email: 'en@example.com' });
    for (const id of [french, english]) await changeOrderStatus(database.db, id, 'completed', { refundedBy: null, mail: null, orderMail: SETTINGS });

    const [fr] = await mailsTo('fr@example.com');
    expect(fr?.subject).toBe(`Votre commande ${french} chez Wombat Wares est partie`);
    expect(fr?.html).toContain('<h1 style="font-size:22px">En route, Wombat Wares !</h1>');
    expect(fr?.html).toContain('<p>À bientôt &lt;3<br>L’équipe</p>');
    expect(fr?.text).toContain('À bientôt <3\nL’équipe');
    const [en] = await mailsTo('en@example.com');
    expect(en?.subject).toBe(`Your Wombat Wares order #${english} is now complete`);
    expect(en?.html).toContain('Thanks for shopping with us');
  });

  it('sends the shop’s own e-mails to the owner’s recipients, and places orders with the e-mail of their first status', async () => {
    await saveEmailSetting(database.db, 'new_order', { ...ON, recipient: 'orders@wombat.example, boss@wombat.example', texts: { en: { ...NO_OWNER_TEXTS, subject: 'Ka-ching: {order_number}' } } });
    const mug = await insertProduct(database.db, { name: 'Mug', price: 1200, stock: 10 });
    const options: PlaceOrderOptions = { storeName: 'Wombat Wares', shopEmail: 'owner@wombat.example', locale: 'en-US', ...flatRateRules(500, 7500), siteUrl: 'https://wombat.example' };
    const billing = { first_name: 'Ada', last_name: 'L', company: '', country: 'GB', address_1: '1 Square', address_2: '', city: 'London', state: '', postcode: 'SW1Y 4JH', phone: '', email: 'buyer@example.com' };
    const checkout = (paymentMethod: CheckoutInput['paymentMethod']): CheckoutInput => ({ billing, shipping: null, paymentMethod, customerNote: '' });
    const cod = await placeOrder(database.db, { items: [{ productId: mug, quantity: 1 }], checkout: checkout('cod'), customerId: null }, options);
    const bacs = await placeOrder(database.db, { items: [{ productId: mug, quantity: 1 }], checkout: checkout('bacs'), customerId: null }, options);
    if (!cod.ok || !bacs.ok) throw new Error('orders refused');
    expect((await mailsTo('buyer@example.com')).map((mail) => mail.kind)).toEqual(['customer_processing_order', 'customer_on_hold_order']);
    const notices = await mailsTo('orders@wombat.example, boss@wombat.example');
    expect(notices.map((mail) => [mail.kind, mail.subject])).toEqual([
      ['new_order', `Ka-ching: ${cod.value.orderId}`],
      ['new_order', `Ka-ching: ${bacs.value.orderId}`],
    ]);
    expect(await mailsTo('owner@wombat.example')).toEqual([]);
  });

  it('sends the order details on request in the order’s language and notes it; resending the new-order notice follows its switch', async () => {
    const german = await insertOrder(database.db, { status: 'on-hold', email: 'jana@example.de', firstName: 'Jana' });
    await database.db.updateTable('orders').set({ locale: 'de' }).where('id', '=', german).execute();
    // The order details go even when every switchable e-mail is off: the owner asked for them.
    await saveEmailSetting(database.db, 'new_order', { ...ON, enabled: false });
    expect(await runOrderAction(database.db, german, 'send_order_details', SETTINGS, 'Owner')).toEqual({ ok: true, value: 'Order details sent to jana@example.de.' });
    const [details] = await mailsTo('jana@example.de');
    expect(details).toMatchObject({ kind: 'customer_invoice', subject: `Details zu Ihrer Bestellung #${german} bei Wombat Wares` });
    expect(details?.text).toContain('Hallo Jana, hier sind die Details Ihrer Bestellung vom');
    const notes = await database.db.selectFrom('order_notes').select(['content', 'customer_note', 'author']).where('order_id', '=', german).execute();
    expect(notes).toEqual([{ content: 'Order details manually sent to customer.', customer_note: 0, author: 'Owner' }]);

    expect(await runOrderAction(database.db, german, 'send_order_details_admin', SETTINGS, 'Owner')).toEqual({ ok: true, value: 'The new order e-mail is turned off in the e-mail settings, so nothing was sent.' });
    expect(await mailsTo('owner@wombat.example')).toEqual([]);
    await saveEmailSetting(database.db, 'new_order', ON);
    expect(await runOrderAction(database.db, german, 'send_order_details_admin', SETTINGS, 'Owner')).toEqual({ ok: true, value: 'New order notification sent to owner@wombat.example.' });
    expect((await mailsTo('owner@wombat.example')).map((mail) => mail.kind)).toEqual(['new_order']);

    expect(await runOrderAction(database.db, 999_999, 'send_order_details', SETTINGS, 'Owner')).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const nobody = await insertOrder(database.db, { email: '' });
    expect(await runOrderAction(database.db, nobody, 'send_order_details', SETTINGS, 'Owner')).toMatchObject({ ok: false, error: { code: 'no_email' } });
    expect(await database.db.selectFrom('order_notes').select('id').where('order_id', '=', nobody).execute()).toEqual([]);
  });
});

describe.each(DIALECTS)('e-mail settings in the admin on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect, { store: { locales: { default: 'en', others: ['fr', 'de'] } } } as ConfigFile);
  const admin = new Visitor(shop);
  const PAGE = '/admin/emails/settings/';
  let nonce = '';
  beforeAll(async () => {
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(decode(await admin.page(`${PAGE}customer_completed_order/`)));
  });

  it('lists every e-mail with whether it is sent and to whom', async () => {
    const text = textOf(decode(await admin.page(PAGE)));
    for (const title of ['New order', 'Cancelled order', 'Failed order', 'Order on hold', 'Processing order', 'Completed order', 'Refunded order', 'Order details', 'Customer note', 'Reset password', 'New account']) expect(text).toContain(title);
    expect(text).toContain('Sent when asked');
    expect((await admin.request(`${PAGE}no_such_mail/`)).status).toBe(404);
    expect((await new Visitor(shop).request(PAGE, { redirect: 'manual' })).status).not.toBe(200);
  });

  it('edits a customer e-mail in each language and a shop e-mail in the default one; a bad form comes back with the message by the field', async () => {
    const customer = decode(await admin.page(`${PAGE}customer_completed_order/`));
    for (const name of ['subject_en', 'subject_fr', 'subject_de', 'heading_fr', 'additional_content_de']) expect(customer).toContain(`name="${name}"`);
    const shopMail = decode(await admin.page(`${PAGE}new_order/`));
    expect(shopMail).toContain('name="recipient"');
    expect(shopMail).not.toContain('name="subject_fr"');

    const refused = await admin.post(`${PAGE}new_order/`, { _wpnonce: nonce, enabled: '1', recipient: 'owner@example.com, not an address', subject_en: 'Fine' });
    expect(refused.status).toBe(400);
    const page = decode(await refused.text());
    expect(page).toMatch(/id="email-recipient-error"[^>]*>Write e-mail addresses separated by commas/);
    expect(page).toContain('value="owner@example.com, not an address"');
    expect(await shop.database.db.selectFrom('email_settings').selectAll().execute()).toEqual([]);

    expect((await admin.post(`${PAGE}customer_completed_order/`, { enabled: '', subject_fr: 'x' })).status).toBe(403);
    const saved = await admin.post(`${PAGE}customer_completed_order/`, { _wpnonce: nonce, subject_fr: 'Commande {order_number} expédiée', heading_de: 'Unterwegs' });
    expect(saved.status).toBe(303);
    expect(await shop.database.db.selectFrom('email_settings').select(['email_id', 'enabled']).execute()).toEqual([{ email_id: 'customer_completed_order', enabled: 0 }]);
    const texts = await shop.database.db.selectFrom('email_texts').select(['language', 'subject', 'heading']).orderBy('language').execute();
    expect(texts).toEqual([
      { language: 'de', subject: '', heading: 'Unterwegs' },
      { language: 'fr', subject: 'Commande {order_number} expédiée', heading: '' },
    ]);
    expect(textOf(decode(await admin.page(PAGE)))).toMatch(/Completed order.*Off/s);
  });

  it('previews the saved words in a language, and the typed words without saving them, under a policy that runs nothing', async () => {
    const saved = await admin.request(`${PAGE}customer_completed_order/preview.html?lang=fr`);
    expect(saved.status).toBe(200);
    const policy = saved.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox');
    expect(policy).toContain("frame-ancestors 'self'");
    const html = decode(await saved.text());
    // No order yet: an example made of the shop's first products, in French.
    expect(html).toContain('Commande 1 expédiée');
    const first = await shop.database.db.selectFrom('products').select('name').where('status', '=', 'publish').where('type', 'in', ['simple', 'variation']).orderBy('id').limit(2).execute();
    expect(first).toHaveLength(2);
    for (const product of first) expect(html).toContain(`<td style="text-align:left;padding:6px;border-bottom:1px solid #dfe3e8">${product.name}</td>`);
    expect(html).toContain('<html lang="fr"');

    const typed = await admin.post(`${PAGE}customer_completed_order/preview.html`, { _wpnonce: nonce, preview_language: 'de', subject_de: 'Vorschau {site_title}', heading_de: 'Gleich da' });
    expect(typed.status).toBe(200);
    const preview = decode(await typed.text());
    expect(preview).toContain('Vorschau Vitrine Demo Store');
    expect(preview).toContain('Gleich da');
    expect(await shop.database.db.selectFrom('email_texts').select('heading').where('language', '=', 'de').executeTakeFirstOrThrow()).toEqual({ heading: 'Unterwegs' });

    const bad = await admin.post(`${PAGE}customer_completed_order/preview.html`, { _wpnonce: nonce, preview_language: 'de', subject_de: 'two\nlines' });
    expect(bad.status).toBe(400);
    expect(decode(await bad.text())).toContain('The subject is one line of text.');
  });

  it('sends the order details from the order page', async () => {
    const id = await insertOrder(shop.database.db, { status: 'processing', email: 'details@example.com' });
    const order = decode(await admin.page(`/admin/orders/${id}/`));
    expect(order).toContain('name="wc_order_action"');
    expect((await admin.post(`/admin/orders/${id}/`, { _wpnonce: nonce, intent: 'order_action', wc_order_action: 'nonsense' })).status).toBe(400);
    const sent = await admin.post(`/admin/orders/${id}/`, { _wpnonce: nonce, intent: 'order_action', wc_order_action: 'send_order_details' });
    expect(sent.status).toBe(303);
    const mails = await shop.database.db.selectFrom('outbox').select(['kind', 'subject']).where('to_address', '=', 'details@example.com').execute();
    expect(mails).toEqual([{ kind: 'customer_invoice', subject: `Details for order #${id} on Vitrine Demo Store` }]);
    expect(textOf(decode(await admin.page(`/admin/orders/${id}/`)))).toContain('Order details sent to details@example.com.');
  });
});
