import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../core/accounts/register.ts';
import { DIALECTS } from './dialects.ts';
import { insertTaxedOrder, refundsOf, stockOf, VAT_RATE_ID } from './fixtures/refunds.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { decode, logInAs, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

/** The message shown under a field (by the input's id). */
const errorBy = (html: string, id: string) => textOf(new RegExp(`id="${id}-error"[^>]*>([\\s\\S]*?)</span>`).exec(html)?.[1] ?? '');
/** An input of the page (by its name), as written. */
const inputNamed = (html: string, name: string) => new RegExp(`<input[^>]*name="${name.replace(/[[\]]/g, '\\$&')}"[^>]*>`).exec(html)?.[0] ?? '';
/** A row of the order's totals: its value by its label. */
const totalsRow = (html: string, label: string) => textOf(new RegExp(`<th scope="row">${label}(?:<!-- -->)?:</th><td class="numeric">([^<]*)</td>`).exec(html)?.[1] ?? '');
/** The refund form's submit button's text. */
const refundButton = (html: string) => textOf(/<button(?=[^>]*name="intent")(?=[^>]*value="refund")[^>]*>([^<]*)<\/button>/.exec(html)?.[1] ?? '');
/** The refunds listed on the order page, each as its text. */
const listedRefunds = (html: string) => [...html.matchAll(/<li class="refund-list__item">([\s\S]*?)<\/li>/g)].map(([, item = '']) => textOf(item.replace(/<\/span><span/g, '</span> <span')));
/** A dashboard figure by its label, as a number of dollars. */
const figure = (html: string, label: string) => Number(textOf(new RegExp(`${label}</span><span class="stat-card__value">([^<]*)</span>`).exec(html)?.[1] ?? 'NaN').replace(/[$,]/g, ''));

describe.each(DIALECTS)('refunds from the admin’s order page on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect);
  const admin = new Visitor(shop);
  let nonce = '';
  let adminId = 0;

  const page = async (orderId: number) => decode(await admin.page(`/admin/orders/${orderId}/`));
  const refund = (orderId: number, fields: Record<string, string>) => admin.post(`/admin/orders/${orderId}/`, { _wpnonce: nonce, intent: 'refund', ...fields });
  const mailsTo = (email: string) => shop.database.db.selectFrom('outbox').selectAll().where('to_address', '=', email).where('kind', '=', 'customer_refunded_order').orderBy('id').execute();
  const countRows = async () => ({
    refunds: (await shop.database.db.selectFrom('order_refunds').select('id').execute()).length,
    lines: (await shop.database.db.selectFrom('order_refund_lines').select('id').execute()).length,
    mails: (await shop.database.db.selectFrom('outbox').select('id').execute()).length,
  });

  /** Three mugs at $10.00 + 19 % and a poster without tax, $5.00 shipping + 19 %, placed in French: $50.65 paid. */
  async function frenchOrder(email: string) {
    const mug = await insertProduct(shop.database.db, { name: 'Mug', price: 1000, stock: 5 });
    const placed = await insertTaxedOrder(shop.database.db, {
      locale: 'fr',
      email,
      lines: [
        { productId: mug, name: 'Mug', quantity: 3, total: 3000, tax: 570 },
        { productId: null, name: 'Poster', quantity: 1, total: 900, tax: 0 },
      ],
      shipping: { total: 500, tax: 95 },
    });
    const [mugLine = 0, posterLine = 0] = placed.lineIds;
    return { ...placed, mug, mugLine, posterLine };
  }

  beforeAll(async () => {
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(await admin.page('/admin/orders/'));
    expect(nonce).not.toBe('');
    adminId = (await shop.database.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
  });

  it('offers WooCommerce’s refund form on a paid order: units and amounts per line, shipping, amount, reason and restock, each labelled', async () => {
    const { orderId, mugLine, posterLine } = await frenchOrder('form@example.com');
    const html = await page(orderId);
    expect(html).toContain('<h2 id="refunds-heading">Refunds</h2>');
    expect(html).toContain('No refunds yet.');
    expect(html).toMatch(/<summary class="button">Refund<\/summary>/);
    for (const name of [`refund_order_item_qty[${mugLine}]`, `refund_line_total[${mugLine}]`, `refund_line_tax[${mugLine}]`, `refund_order_item_qty[${posterLine}]`, `refund_line_total[${posterLine}]`, 'refund_shipping_total', 'refund_shipping_tax', 'refund_amount', 'refund_reason']) {
      expect(inputNamed(html, name), name).not.toBe('');
    }
    // The poster was charged no tax: no tax to refund.
    expect(inputNamed(html, `refund_line_tax[${posterLine}]`)).toBe('');
    expect(inputNamed(html, `refund_order_item_qty[${mugLine}]`)).toMatch(/type="number"[^>]*min="0"[^>]*max="3"/);
    expect(html).toContain(`<label for="refund-qty-${mugLine}" class="visually-hidden">Quantity of “Mug” to refund (at most 3)</label>`);
    expect(html).toContain('<label for="refund-amount">Refund amount</label>');
    expect(html).toContain('<label for="refund-reason">Reason for refund (optional)</label>');
    expect(inputNamed(html, 'restock_refunded_items')).toContain('checked=""');
    expect(html).toContain('<label for="restock-refunded-items">Restock refunded items</label>');
    expect(html).toMatch(/<dt>Total available to refund<\/dt><dd>\$50\.65<\/dd>/);
    expect(refundButton(html)).toBe('Refund manually');
  });

  it('refuses a refund from a customer or with a stale nonce, writing nothing', async () => {
    const { orderId, mugLine } = await frenchOrder('sneaky@example.com');
    const before = await countRows();
    expect((await admin.post(`/admin/orders/${orderId}/`, { _wpnonce: 'stale', intent: 'refund', [`refund_order_item_qty[${mugLine}]`]: '1' })).status).toBe(403);
    expect((await registerCustomer(shop.database.db, { email: 'refund-customer@example.com', password: 'a-long-enough-password' })).ok).toBe(true);
    const customer = new Visitor(shop);
    await logInAs(customer, 'refund-customer@example.com', 'a-long-enough-password');
    const own = nonceIn(await customer.page('/my-account/'));
    expect((await customer.post(`/admin/orders/${orderId}/`, { _wpnonce: own, intent: 'refund', refund_amount: '10' })).status).toBe(403);
    expect(await countRows()).toEqual(before);
  });

  it('refunds part of an order from its units alone (no script), puts them back into stock and e-mails the customer in the order’s language', async () => {
    const { orderId, mug, mugLine } = await frenchOrder('partial@example.com');
    const response = await refund(orderId, { [`refund_order_item_qty[${mugLine}]`]: '1', refund_amount: '', refund_reason: 'Chipped on arrival', restock_refunded_items: '1' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/admin/orders/${orderId}/`);

    const { refunds, order } = await refundsOf(shop.database.db, orderId);
    expect(order).toEqual({ status: 'processing', total: 5065, refunded_total: 1190 });
    expect(refunds).toMatchObject([{ amount: 1190, reason: 'Chipped on arrival', refunded_by: adminId, restocked: 1, shipping_total: 0, shipping_tax: 0 }]);
    const lines = await shop.database.db.selectFrom('order_refund_lines').selectAll().where('refund_id', '=', refunds[0]!.id).execute();
    expect(lines.map(({ order_line_id, quantity, total, total_tax, taxes }) => ({ order_line_id, quantity, total, total_tax, taxes: JSON.parse(taxes) }))).toEqual([
      { order_line_id: mugLine, quantity: 1, total: 1000, total_tax: 190, taxes: [{ id: VAT_RATE_ID, total: 190 }] },
    ]);
    expect(await stockOf(shop.database.db, mug)).toBe(6);

    const [mail, ...more] = await mailsTo('partial@example.com');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Votre commande n°\u00a0${orderId} chez Vitrine Demo Store a été partiellement remboursée`);
    expect(mail?.html).toContain('<html lang="fr" dir="ltr">');
    expect(mail?.text).toContain('Bonjour Ada,');
    expect(mail?.text).toContain('Motif du remboursement: Chipped on arrival');
    expect(mail?.text).toMatch(/Mug × 1: -11,90\s\$US/);

    const html = await page(orderId);
    expect(html).toContain(`Refund of $11.90 made for order #${orderId}. 1 unit was put back into stock.`);
    const [listed, ...others] = listedRefunds(html);
    expect(others).toEqual([]);
    expect(listed).toMatch(new RegExp(`^Refund #${refunds[0]!.id} – .+ – by admin – Chipped on arrival – items restocked -\\$11\\.90$`));
    expect(totalsRow(html, 'Refunded')).toBe('-$11.90');
    expect(totalsRow(html, 'Net payment')).toBe('$38.75');
    // The line says how much of it was refunded, and offers the units left.
    expect(html).toMatch(/1 of 3<span class="refund-items__refunded-amount"> \(-\$11\.90\)<\/span>/);
    expect(inputNamed(html, `refund_order_item_qty[${mugLine}]`)).toContain('max="2"');
    expect(html).toMatch(/<dt>Total available to refund<\/dt><dd>\$38\.75<\/dd>/);
  });

  it('refuses an over-refund with the reason by its field, keeps what was typed and writes nothing', async () => {
    const { orderId, mugLine, posterLine } = await frenchOrder('over@example.com');
    expect((await refund(orderId, { refund_amount: '40.00' })).status).toBe(303);
    const before = await countRows();

    const tooMuch = await refund(orderId, { refund_amount: '11.00', refund_reason: 'Second thoughts' });
    expect(tooMuch.status).toBe(400);
    const html = decode(await tooMuch.text());
    expect(errorBy(html, 'refund-amount')).toBe('The refund amount cannot be more than the $10.65 left to refund.');
    expect(html).toMatch(/<input[^>]*id="refund-amount"[^>]*aria-invalid="true"/);
    expect(inputNamed(html, 'refund_amount')).toContain('value="11.00"');
    expect(inputNamed(html, 'refund_reason')).toContain('value="Second thoughts"');
    expect(html).toMatch(/<details class="refund-panel__form" open="">/);
    expect(html).toContain('Please correct the fields marked below.');

    const units = await refund(orderId, { [`refund_order_item_qty[${mugLine}]`]: '4', restock_refunded_items: '1' });
    expect(units.status).toBe(400);
    expect(errorBy(decode(await units.text()), `refund-qty-${mugLine}`)).toBe('Only 3 of “Mug” are left to refund.');

    const unreadable = await refund(orderId, { [`refund_line_total[${posterLine}]`]: 'ten' });
    expect(unreadable.status).toBe(400);
    expect(errorBy(decode(await unreadable.text()), `refund-total-${posterLine}`)).toBe('Enter an amount such as 19.99.');

    const nothing = await refund(orderId, {});
    expect(nothing.status).toBe(400);
    expect(errorBy(decode(await nothing.text()), 'refund-amount')).toBe('Choose what to refund: the quantities or amounts of the items, or a refund amount.');

    expect(await countRows()).toEqual(before);
    expect((await refundsOf(shop.database.db, orderId)).order).toMatchObject({ status: 'processing', refunded_total: 4000 });
  });

  it('refunds the rest with the shipping and without restocking: the order is refunded, its stock unchanged, and the e-mail says so', async () => {
    const { orderId, mug, mugLine, posterLine } = await frenchOrder('whole@example.com');
    expect((await refund(orderId, { [`refund_order_item_qty[${mugLine}]`]: '1', restock_refunded_items: '1' })).status).toBe(303);
    expect(await stockOf(shop.database.db, mug)).toBe(6);

    const rest = await refund(orderId, {
      [`refund_order_item_qty[${mugLine}]`]: '2',
      [`refund_order_item_qty[${posterLine}]`]: '1',
      refund_shipping_total: '5.00',
      refund_shipping_tax: '0.95',
      refund_amount: '',
    });
    expect(rest.status).toBe(303);
    const { refunds, order } = await refundsOf(shop.database.db, orderId);
    expect(order).toEqual({ status: 'refunded', total: 5065, refunded_total: 5065 });
    expect(refunds.map((row) => [row.amount, row.restocked, row.shipping_total, row.shipping_tax])).toEqual([
      [1190, 1, 0, 0],
      [3875, 0, 500, 95],
    ]);
    // The last two mugs give back what is left of the line to the cent: $20.00 and $3.80 of tax.
    const lines = await shop.database.db.selectFrom('order_refund_lines').select(['order_line_id', 'quantity', 'total', 'total_tax']).where('refund_id', '=', refunds[1]!.id).orderBy('order_line_id').execute();
    expect(lines).toEqual([
      { order_line_id: mugLine, quantity: 2, total: 2000, total_tax: 380 },
      { order_line_id: posterLine, quantity: 1, total: 900, total_tax: 0 },
    ]);
    expect(await stockOf(shop.database.db, mug)).toBe(6);
    const mails = await mailsTo('whole@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Votre commande n°\u00a0${orderId} chez Vitrine Demo Store a été partiellement remboursée`,
      `Votre commande n°\u00a0${orderId} chez Vitrine Demo Store a été remboursée`,
    ]);

    const html = await page(orderId);
    expect(html).toContain(`Refund of $38.75 made for order #${orderId}. The order is refunded in full.`);
    expect(html).toContain('This order has been refunded in full: there is nothing left to refund.');
    expect(html).not.toContain('name="refund_amount"');
    expect(totalsRow(html, 'Refunded')).toBe('-$50.65');
    expect(totalsRow(html, 'Net payment')).toBe('$0.00');
    expect(listedRefunds(html)).toHaveLength(2);
  });

  it('takes a typed amount as it is, for a refund of no item', async () => {
    const { orderId } = await frenchOrder('goodwill@example.com');
    expect((await refund(orderId, { refund_amount: '7.5', refund_reason: 'Late delivery' })).status).toBe(303);
    const { refunds, order } = await refundsOf(shop.database.db, orderId);
    expect(refunds).toMatchObject([{ amount: 750, reason: 'Late delivery', restocked: 0 }]);
    expect(order.refunded_total).toBe(750);
    expect(await shop.database.db.selectFrom('order_refund_lines').select('id').where('refund_id', '=', refunds[0]!.id).execute()).toEqual([]);
  });

  it('does not refund an order that was not paid', async () => {
    const product = await insertProduct(shop.database.db, { name: 'Unpaid vase', stock: 3 });
    const { orderId } = await insertTaxedOrder(shop.database.db, { status: 'pending', lines: [{ productId: product, name: 'Unpaid vase', quantity: 1, total: 2000, tax: 0 }] });
    const html = await page(orderId);
    expect(html).toContain('Only a processing or completed order can be refunded: this one is Pending payment.');
    expect(html).not.toContain('name="refund_amount"');
    const refused = await refund(orderId, { refund_amount: '5' });
    expect(refused.status).toBe(400);
    expect(decode(await refused.text())).toContain('Only a processing or completed order can be refunded: this one is Pending payment.');
    expect((await refundsOf(shop.database.db, orderId)).refunds).toEqual([]);
  });

  it('puts back at a cancellation only the units a refund has not put back already', async () => {
    const lamp = await insertProduct(shop.database.db, { name: 'Desk lamp', stock: 10 });
    const { orderId, lineIds } = await insertTaxedOrder(shop.database.db, { lines: [{ productId: lamp, name: 'Desk lamp', quantity: 3, total: 4500, tax: 0 }] });
    expect((await refund(orderId, { [`refund_order_item_qty[${lineIds[0]}]`]: '1', restock_refunded_items: '1' })).status).toBe(303);
    expect(await stockOf(shop.database.db, lamp)).toBe(11);
    const cancelled = await admin.post(`/admin/orders/${orderId}/`, { _wpnonce: nonce, status: 'cancelled' });
    expect(cancelled.status).toBe(303);
    expect(await stockOf(shop.database.db, lamp)).toBe(13);
    expect(await page(orderId)).toContain(`Order #${orderId} changed from Processing to Cancelled. 2 units were put back into stock.`);
    expect((await shop.database.db.selectFrom('order_lines').select('restocked_quantity').where('id', '=', lineIds[0]!).executeTakeFirstOrThrow()).restocked_quantity).toBe(3);
  });

  it('puts a variation’s units back into the variation’s own stock', async () => {
    const shirt = await insertProduct(shop.database.db, { name: 'Linen shirt', type: 'variable', price: 4000, stock: 50 });
    const large = await insertProduct(shop.database.db, { name: 'Linen shirt – L', type: 'variation', parent_id: shirt, price: 4000, stock: 2 });
    const { orderId, lineIds } = await insertTaxedOrder(shop.database.db, { lines: [{ productId: shirt, name: 'Linen shirt', quantity: 2, total: 8000, tax: 0 }] });
    await shop.database.db.updateTable('order_lines').set({ variation_id: large }).where('id', '=', lineIds[0]!).execute();
    expect((await refund(orderId, { [`refund_order_item_qty[${lineIds[0]}]`]: '2', restock_refunded_items: '1' })).status).toBe(303);
    expect(await stockOf(shop.database.db, large)).toBe(4);
    expect(await stockOf(shop.database.db, shirt)).toBe(50);
    expect((await refundsOf(shop.database.db, orderId)).order).toMatchObject({ status: 'refunded', refunded_total: 8000 });
  });

  it('records what was left as a refund when the order is marked refunded by hand, and e-mails the customer', async () => {
    const vase = await insertProduct(shop.database.db, { name: 'Tall vase', stock: 4 });
    const { orderId, lineIds } = await insertTaxedOrder(shop.database.db, { email: 'by-hand@example.com', lines: [{ productId: vase, name: 'Tall vase', quantity: 2, total: 2000, tax: 0 }] });
    expect((await refund(orderId, { [`refund_order_item_qty[${lineIds[0]}]`]: '1' })).status).toBe(303);
    expect((await admin.post(`/admin/orders/${orderId}/`, { _wpnonce: nonce, status: 'refunded' })).status).toBe(303);
    const { refunds, order } = await refundsOf(shop.database.db, orderId);
    expect(order).toEqual({ status: 'refunded', total: 2000, refunded_total: 2000 });
    expect(refunds.map((row) => [row.amount, row.reason, row.refunded_by])).toEqual([
      [1000, '', adminId],
      [1000, 'Order fully refunded.', adminId],
    ]);
    // A processing order refunded by its status gives back every unit not put back already, as a cancellation does.
    expect(await stockOf(shop.database.db, vase)).toBe(6);
    expect((await mailsTo('by-hand@example.com')).map((mail) => mail.subject)).toEqual([
      `Your Vitrine Demo Store order #${orderId} has been partially refunded`,
      `Your Vitrine Demo Store order #${orderId} has been refunded`,
    ]);
  });

  it('shows the customer what was refunded and what they paid net on their order', async () => {
    expect((await registerCustomer(shop.database.db, { email: 'refunded-customer@example.com', password: 'a-long-enough-password' })).ok).toBe(true);
    const customerId = (await shop.database.db.selectFrom('users').select('id').where('email', '=', 'refunded-customer@example.com').executeTakeFirstOrThrow()).id;
    const { orderId, mugLine } = await frenchOrder('refunded-customer@example.com');
    await shop.database.db.updateTable('orders').set({ customer_id: customerId }).where('id', '=', orderId).execute();
    const customer = new Visitor(shop);
    await logInAs(customer, 'refunded-customer@example.com', 'a-long-enough-password');
    expect(totalsRow(decode(await customer.page(`/my-account/view-order/${orderId}/`)), 'Refunded')).toBe('');
    expect((await refund(orderId, { [`refund_order_item_qty[${mugLine}]`]: '1' })).status).toBe(303);
    const html = decode(await customer.page(`/my-account/view-order/${orderId}/`));
    expect(totalsRow(html, 'Total')).toBe('$50.65');
    expect(totalsRow(html, 'Refunded')).toBe('-$11.90');
    expect(totalsRow(html, 'Net payment')).toBe('$38.75');
  });

  it('shows the month’s sales net of refunds on the dashboard, beside the refunds', async () => {
    const { orderId, lineIds } = await insertTaxedOrder(shop.database.db, { lines: [{ productId: null, name: 'Gift card', quantity: 4, total: 8000, tax: 0 }] });
    const before = decode(await admin.page('/admin/'));
    expect(before).toContain('Net sales this month');
    const [net, refunds] = [figure(before, 'Net sales this month'), figure(before, 'Refunds this month')];
    expect(net).toBeGreaterThanOrEqual(80);
    expect((await refund(orderId, { [`refund_order_item_qty[${lineIds[0]}]`]: '1' })).status).toBe(303);
    const after = decode(await admin.page('/admin/'));
    expect(figure(after, 'Net sales this month')).toBeCloseTo(net - 20, 2);
    expect(figure(after, 'Refunds this month')).toBeCloseTo(refunds - 20, 2);
    // Gross sales stay what the orders were paid.
    expect(after).toMatch(/<span class="stat-card__note">\$[\d,.]+(?:<!-- -->)? gross sales<\/span>/);
  });
});
