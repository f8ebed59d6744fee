import type { OrderAddress } from '../../db/schema.ts';
import { formatMoney } from '../shared/money.ts';
import { escapeHtml, oneLine } from './escape.ts';
import type { OutgoingMail } from './outbox.ts';

/** An address as the order stores it, without the keys that tie it to the order. */
export type MailAddress = Omit<OrderAddress, 'order_id' | 'type'>;

/** Everything an order e-mail shows, gathered while the order is written. */
export interface OrderMailData {
  storeName: string;
  shopEmail: string;
  orderId: number;
  createdAt: string;
  currency: string;
  locale: string;
  lines: { name: string; sku: string | null; quantity: number; total: number }[];
  subtotal: number;
  shipping: number;
  total: number;
  paymentMethod: 'cod' | 'bacs';
  paymentTitle: string;
  /** Shown to bank-transfer customers. */
  paymentInstructions: string;
  customerNote: string;
  billing: MailAddress;
  shippingAddress: MailAddress;
  /** Absolute link to the order-received page (with its key), or null without a known origin. */
  orderUrl: string | null;
}

export function renderCustomerConfirmation(order: OrderMailData): OutgoingMail {
  const heading = 'Thank you for your order';
  const intro = `Hi ${order.billing.first_name}, we have received your order #${order.orderId} and are now processing it.`;
  return {
    kind: 'customer_order_confirmation',
    to: order.billing.email,
    subject: oneLine(`Your ${order.storeName} order #${order.orderId} has been received!`),
    html: layout(order, heading, [
      `<p>${escapeHtml(intro)}</p>`,
      order.paymentMethod === 'bacs' ? `<p>${escapeHtml(order.paymentInstructions)}</p>` : '',
      linesTable(order),
      addressesHtml(order),
      order.orderUrl ? `<p><a href="${escapeHtml(order.orderUrl)}">View your order</a></p>` : '',
    ]),
    text: [
      heading,
      '',
      intro,
      order.paymentMethod === 'bacs' ? `\n${order.paymentInstructions}` : '',
      '',
      linesText(order),
      '',
      addressesText(order),
      order.orderUrl ? `\nView your order: ${order.orderUrl}` : '',
    ].join('\n'),
  };
}

export function renderShopNotice(order: OrderMailData): OutgoingMail {
  const who = `${order.billing.first_name} ${order.billing.last_name}`;
  const intro = `You have received an order from ${who}. Order #${order.orderId}, paid by ${order.paymentTitle}.`;
  return {
    kind: 'shop_new_order',
    to: order.shopEmail,
    subject: oneLine(`[${order.storeName}]: New order #${order.orderId}`),
    html: layout(order, `New order: #${order.orderId}`, [
      `<p>${escapeHtml(intro)}</p>`,
      linesTable(order),
      order.customerNote ? `<p><strong>Note:</strong> ${escapeHtml(order.customerNote)}</p>` : '',
      addressesHtml(order),
    ]),
    text: [
      `New order: #${order.orderId}`,
      '',
      intro,
      '',
      linesText(order),
      order.customerNote ? `\nNote: ${order.customerNote}` : '',
      '',
      addressesText(order),
    ].join('\n'),
  };
}

function money(order: OrderMailData, minor: number): string {
  return formatMoney(minor, order.currency, order.locale);
}

function totals(order: OrderMailData): [string, string][] {
  return [
    ['Subtotal', money(order, order.subtotal)],
    ['Shipping', order.shipping === 0 ? 'Free shipping' : money(order, order.shipping)],
    ['Payment method', order.paymentTitle],
    ['Total', money(order, order.total)],
  ];
}

function layout(order: OrderMailData, heading: string, blocks: string[]): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(heading)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,sans-serif;color:#1b1f24">',
    '<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">',
    `<p style="font-weight:bold;margin:0 0 16px">${escapeHtml(order.storeName)}</p>`,
    `<h1 style="font-size:22px">${escapeHtml(heading)}</h1>`,
    ...blocks.filter(Boolean),
    '</div></body></html>',
  ].join('\n');
}

function linesTable(order: OrderMailData): string {
  const cell = 'style="text-align:left;padding:6px;border-bottom:1px solid #dfe3e8"';
  const rows = order.lines
    .map((line) => `<tr><td ${cell}>${escapeHtml(line.name)}</td><td ${cell}>${line.quantity}</td><td ${cell}>${escapeHtml(money(order, line.total))}</td></tr>`)
    .join('');
  const foot = totals(order)
    .map(([label, value]) => `<tr><th scope="row" colspan="2" ${cell}>${escapeHtml(label)}</th><td ${cell}>${escapeHtml(value)}</td></tr>`)
    .join('');
  return [
    `<h2 style="font-size:18px">Order #${order.orderId} (${escapeHtml(order.createdAt.slice(0, 10))})</h2>`,
    '<table style="width:100%;border-collapse:collapse">',
    `<thead><tr><th scope="col" ${cell}>Product</th><th scope="col" ${cell}>Quantity</th><th scope="col" ${cell}>Price</th></tr></thead>`,
    `<tbody>${rows}</tbody><tfoot>${foot}</tfoot></table>`,
  ].join('');
}

function linesText(order: OrderMailData): string {
  return [
    `Order #${order.orderId} (${order.createdAt.slice(0, 10)})`,
    ...order.lines.map((line) => `- ${line.name} × ${line.quantity}: ${money(order, line.total)}`),
    ...totals(order).map(([label, value]) => `${label}: ${value}`),
  ].join('\n');
}

function addressLines(address: MailAddress): string[] {
  return [
    `${address.first_name} ${address.last_name}`.trim(),
    address.company,
    address.address_1,
    address.address_2,
    [address.city, address.state, address.postcode].filter(Boolean).join(', '),
    address.country,
    address.phone,
    address.email,
  ].filter(Boolean);
}

function addressesHtml(order: OrderMailData): string {
  const block = (title: string, address: MailAddress) =>
    `<h2 style="font-size:18px">${title}</h2><p>${addressLines(address).map(escapeHtml).join('<br>')}</p>`;
  return block('Billing address', order.billing) + block('Shipping address', order.shippingAddress);
}

function addressesText(order: OrderMailData): string {
  return ['Billing address', ...addressLines(order.billing), '', 'Shipping address', ...addressLines(order.shippingAddress)].join('\n');
}
