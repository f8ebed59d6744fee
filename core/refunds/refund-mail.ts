import { escapeHtml, oneLine } from '../mail/escape.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { formatDate, LONG_DATE } from '../i18n/format.ts';
import type { MessageLocale } from '../i18n/messages/index.ts';
import { textDirection } from '../i18n/text-direction.ts';
import { translator, type Translate } from '../i18n/translator.ts';
import { formatMoney } from '../shared/money.ts';
import { additionalHtml, fillPlaceholders, NO_OWNER_TEXTS, ownerOr, type OwnerMailTexts } from '../mail/email-texts.ts';

/** WooCommerce's e-mail for a refund, whole or partial (its `customer_refunded_order`). */
export const REFUND_MAIL_KIND = 'customer_refunded_order';

/** Everything the customer's refund e-mail shows, gathered in the refund's transaction. */
export interface RefundMailData {
  storeName: string;
  /** The order's language: the e-mail speaks it. */
  language: MessageLocale;
  /** The Intl locale amounts and dates are written in. */
  locale: string;
  currency: string;
  orderId: number;
  orderCreatedAt: string;
  to: string;
  firstName: string;
  /** The order is refunded in full with this refund. */
  full: boolean;
  /** The refunded items: units and what was given back for them, tax included. */
  lines: { name: string; quantity: number; amount: number }[];
  /** Shipping given back, tax included (0: none). */
  shipping: number;
  amount: number;
  reason: string;
  /** Every refund of the order so far, this one included, and what the customer paid net of them. */
  refundedTotal: number;
  netPayment: number;
  orderUrl: string | null;
  /** The shop's public origin, for the owner's `{site_url}`. */
  siteUrl?: string | null;
}

function rows(data: RefundMailData, t: Translate): [string, string][] {
  const money = (minor: number) => formatMoney(minor, data.currency, data.locale);
  return [
    ...data.lines.map((line): [string, string] => [`${line.name} × ${line.quantity}`, money(-line.amount)]),
    ...(data.shipping > 0 ? [[t('totals.shipping'), money(-data.shipping)] as [string, string]] : []),
    [t('mail.refund.amount'), money(-data.amount)],
    ...(data.reason ? [[t('mail.refund.reason'), data.reason] as [string, string]] : []),
    [t('totals.refunded'), money(-data.refundedTotal)],
    [t('totals.netPayment'), money(data.netPayment)],
  ];
}

/** The customer's e-mail about a refund, in the order's language, as HTML and text. */
export function renderRefundMail(data: RefundMailData, texts: OwnerMailTexts = NO_OWNER_TEXTS): OutgoingMail {
  const t = translator(data.language);
  const kind = data.full ? 'full' : 'partial';
  const orderId = String(data.orderId);
  const placeholders = { siteTitle: data.storeName, siteUrl: data.siteUrl ?? null, orderNumber: orderId, orderDate: formatDate(data.orderCreatedAt, data.locale) };
  const heading = ownerOr(texts.heading, placeholders, () => t(`mail.refund.heading.${kind}`, { orderId }));
  const additional = fillPlaceholders(texts.additionalContent, placeholders);
  const greeting = t('mail.refund.greeting', { name: data.firstName });
  const intro = t(`mail.refund.intro.${kind}`, { orderId, storeName: data.storeName });
  const title = t('mail.order', { orderId, date: formatDate(data.orderCreatedAt, data.locale, LONG_DATE) });
  const viewOrder = t('mail.viewOrder');
  const start = textDirection(data.language) === 'rtl' ? 'right' : 'left';
  const cell = `style="text-align:${start};padding:6px;border-bottom:1px solid #dfe3e8"`;
  const table = rows(data, t)
    .map(([label, value]) => `<tr><th scope="row" ${cell}>${escapeHtml(label)}</th><td ${cell}>${escapeHtml(value)}</td></tr>`)
    .join('');
  const html = [
    `<!doctype html><html lang="${data.language}" dir="${textDirection(data.language)}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(heading)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,sans-serif;color:#1b1f24">',
    '<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">',
    `<p style="font-weight:bold;margin:0 0 16px">${escapeHtml(data.storeName)}</p>`,
    `<h1 style="font-size:22px">${escapeHtml(heading)}</h1>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<h2 style="font-size:18px">${escapeHtml(title)}</h2>`,
    `<table style="width:100%;border-collapse:collapse"><tbody>${table}</tbody></table>`,
    data.orderUrl ? `<p><a href="${escapeHtml(data.orderUrl)}">${escapeHtml(viewOrder)}</a></p>` : '',
    additionalHtml(additional),
    '</div></body></html>',
  ]
    .filter(Boolean)
    .join('\n');
  const text = [
    heading,
    '',
    greeting,
    intro,
    '',
    title,
    ...rows(data, t).map(([label, value]) => `${label}: ${value}`),
    data.orderUrl ? `\n${viewOrder}: ${data.orderUrl}` : '',
    additional ? `\n${additional}` : '',
  ].join('\n');
  return {
    kind: REFUND_MAIL_KIND,
    to: data.to,
    subject: oneLine(ownerOr(texts.subject, placeholders, () => t(`mail.refund.subject.${kind}`, { storeName: data.storeName, orderId }))),
    html,
    text,
  };
}
