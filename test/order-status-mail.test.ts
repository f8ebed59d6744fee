import { beforeAll, describe, expect, it } from 'vitest';
import { changeOrderStatus } from '../core/orders/change-status.ts';
import { statusChangeMail, type OrderMailSettings } from '../core/orders/status-mail.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertOrder } from './fixtures/shop-data.ts';

const SETTINGS: OrderMailSettings = { storeName: 'Wombat Wares', shopEmail: 'owner@wombat.example', storeLocale: 'en-US', defaultLanguage: 'en', siteUrl: 'https://wombat.example' };
const BERLIN = { first_name: 'Jana', last_name: 'Huber', address_1: 'Invalidenstraße 10', city: 'Berlin', state: '', postcode: '10115', country: 'DE' };

describe('which e-mail a status change sends', () => {
  it('tells the customer of processing, on hold and completed, and the shop of cancelled and failed, as WooCommerce does', () => {
    expect(statusChangeMail('processing', 'completed')).toEqual({ customer: 'completed' });
    expect(statusChangeMail('pending', 'processing')).toEqual({ customer: 'processing' });
    expect(statusChangeMail('pending', 'on-hold')).toEqual({ customer: 'on-hold' });
    expect(statusChangeMail('on-hold', 'cancelled')).toEqual({ shop: 'cancelled' });
    expect(statusChangeMail('pending', 'failed')).toEqual({ shop: 'failed' });
    // Cancelling an unpaid order or refunding (its own e-mail) sends none of these.
    expect(statusChangeMail('pending', 'cancelled')).toBeNull();
    expect(statusChangeMail('processing', 'refunded')).toBeNull();
    expect(statusChangeMail('completed', 'processing')).toBeNull();
  });
});

describe.each(DIALECTS)('order status e-mails on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let german: number;
  beforeAll(async () => {
    german = await insertOrder(database.db, { status: 'processing', email: 'jana@example.de', firstName: 'Jana', lastName: 'Huber', billing: BERLIN, lines: [{ productId: null, name: 'Emaille-Becher', quantity: 2, unitPrice: 1800 }] });
    await database.db.updateTable('orders').set({ locale: 'de' }).where('id', '=', german).execute();
  });

  const mailsTo = (address: string) => database.db.selectFrom('outbox').selectAll().where('to_address', '=', address).orderBy('id').execute();

  it('mails the customer in the order’s language when the order is completed, with its lines, prices, address and link', async () => {
    expect(await changeOrderStatus(database.db, german, 'completed', { refundedBy: null, mail: null, orderMail: SETTINGS })).toMatchObject({ ok: true });
    const [mail] = await mailsTo('jana@example.de');
    expect(mail).toMatchObject({ kind: 'customer_completed_order', subject: `Ihre Bestellung #${german} bei Wombat Wares ist abgeschlossen`, status: 'pending' });
    expect(mail?.text).toContain('Hallo Jana, wir haben Ihre Bestellung');
    expect(mail?.text).toContain('Emaille-Becher × 2: 36,00');
    expect(mail?.text).toContain('10115 Berlin\nDeutschland');
    expect(mail?.text).toContain(`https://wombat.example/de/checkout/order-received/${german}/?key=`);
    expect(mail?.html).toContain('<html lang="de"');
  });

  it('tells the shop when an order to ship is cancelled, and nobody when the change sends no e-mail or none is asked for', async () => {
    const held = await insertOrder(database.db, { status: 'on-hold', email: 'held@example.com' });
    expect(await changeOrderStatus(database.db, held, 'cancelled', { refundedBy: null, mail: null, orderMail: SETTINGS })).toMatchObject({ ok: true });
    const [notice] = await mailsTo('owner@wombat.example');
    expect(notice).toMatchObject({ kind: 'cancelled_order', subject: `[Wombat Wares]: Order #${held} has been cancelled` });
    expect(await mailsTo('held@example.com')).toEqual([]);

    const quiet = await insertOrder(database.db, { status: 'processing', email: 'quiet@example.com' });
    expect(await changeOrderStatus(database.db, quiet, 'completed')).toMatchObject({ ok: true });
    expect(await mailsTo('quiet@example.com')).toEqual([]);
  });

  it('writes nothing, e-mail included, when the change is refused', async () => {
    const done = await insertOrder(database.db, { status: 'cancelled', email: 'refused@example.com' });
    expect(await changeOrderStatus(database.db, done, 'completed', { refundedBy: null, mail: null, orderMail: SETTINGS })).toMatchObject({ ok: false, error: { code: 'not_allowed' } });
    expect(await mailsTo('refused@example.com')).toEqual([]);
  });
});
