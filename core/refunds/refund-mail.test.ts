import { describe, expect, it } from 'vitest';
import { renderRefundMail, type RefundMailData } from './refund-mail.ts';

const data = (overrides: Partial<RefundMailData> = {}): RefundMailData => ({
  storeName: 'Harbour <Ceramics>',
  language: 'en',
  locale: 'en-US',
  currency: 'USD',
  orderId: 42,
  orderCreatedAt: '2025-03-01T09:15:00.000Z',
  to: 'ada@example.com',
  firstName: 'Ada',
  full: false,
  lines: [{ name: 'Mug', quantity: 1, amount: 1190 }],
  shipping: 0,
  amount: 1190,
  reason: 'Chipped',
  refundedTotal: 1190,
  netPayment: 3875,
  orderUrl: 'https://shop.example/checkout/order-received/42/?key=wc_order_abc',
  ...overrides,
});

describe('renderRefundMail', () => {
  it('tells the customer of a partial refund, with what was refunded, the reason and what they paid net', () => {
    const mail = renderRefundMail(data());
    expect(mail.kind).toBe('customer_refunded_order');
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Your Harbour <Ceramics> order #42 has been partially refunded');
    expect(mail.text).toContain('Partial refund: #42');
    expect(mail.text).toContain('Hi Ada,\nYour order #42 on Harbour <Ceramics> has been partially refunded.');
    expect(mail.text).toContain('Order #42 (March 1, 2025)');
    expect(mail.text).toContain('Mug × 1: -$11.90');
    expect(mail.text).toContain('Refund: -$11.90');
    expect(mail.text).toContain('Reason for refund: Chipped');
    expect(mail.text).toContain('Refunded: -$11.90');
    expect(mail.text).toContain('Net payment: $38.75');
    expect(mail.text).toContain('View your order: https://shop.example/checkout/order-received/42/?key=wc_order_abc');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('Harbour &lt;Ceramics&gt;');
    expect(mail.html).not.toContain('<Ceramics>');
  });

  it('says a whole refund is one, and leaves out what is not there', () => {
    const mail = renderRefundMail(data({ full: true, lines: [], reason: '', shipping: 500, amount: 5065, refundedTotal: 5065, netPayment: 0, orderUrl: null }));
    expect(mail.subject).toBe('Your Harbour <Ceramics> order #42 has been refunded');
    expect(mail.text).toContain('Order refunded: #42');
    expect(mail.text).toContain('Shipping: -$5.00');
    expect(mail.text).not.toContain('Reason for refund');
    expect(mail.text).not.toContain('View your order');
  });

  it('speaks the order’s language, amounts and dates written as there', () => {
    const mail = renderRefundMail(data({ language: 'fr', locale: 'fr-FR' }));
    expect(mail.subject).toBe('Votre commande n°\u00a042 chez Harbour <Ceramics> a été partiellement remboursée');
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
    expect(mail.text).toContain('Bonjour Ada,');
    expect(mail.text).toContain('Motif du remboursement: Chipped');
    expect(mail.text).toContain('1 mars 2025');
    expect(mail.text).toMatch(/Paiement net: 38,75\s\$US/);
    const german = renderRefundMail(data({ language: 'de', locale: 'de-DE', full: true }));
    expect(german.subject).toBe('Ihre Bestellung #42 bei Harbour <Ceramics> wurde erstattet');
    expect(german.text).toContain('Erstattet: -11,90');
  });
});
