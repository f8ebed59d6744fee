import { attributeSummary, type AttributeLabel } from '../catalog/attribute-labels.ts';
import { includedTaxText } from '../tax/order-tax-display.ts';
import type { OrderAddress } from '../../db/schema.ts';
import { formatMoney } from '../shared/money.ts';
import { shippingText } from '../orders/shipping-text.ts';
import { escapeHtml, oneLine } from './escape.ts';
import type { OutgoingMail } from './outbox.ts';
import { translator, type Translate } from '../i18n/translator.ts';
import { DEFAULT_MESSAGE_LOCALE, type MessageLocale } from '../i18n/messages/index.ts';
import { textDirection } from '../i18n/text-direction.ts';
import { formatDate, intlLocale } from '../i18n/format.ts';
import { formatAddressLines } from '../i18n/address-format.ts';
import { additionalHtml, fillPlaceholders, NO_OWNER_TEXTS, ownerOr, type MailPlaceholderValues, type OwnerMailTexts } from './email-texts.ts';
import type { EmailTypeId } from './email-types.ts';
import type { MailBrand } from './mail-brand.ts';

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
  /** The language the order was placed in: the customer's e-mail speaks it (the shop's notice stays in the default). */
  language?: MessageLocale;
  /** `attributes`: a variation's, as the shopper chose them ("Size: M"). */
  lines: { name: string; sku: string | null; quantity: number; total: number; attributes?: readonly AttributeLabel[] }[];
  subtotal: number;
  /** What coupons took off (0: none). */
  discount: number;
  shipping: number;
  /** The shipping method's title ("Flat rate"); absent for an order that names none. */
  shippingMethod?: string;
  /** The tax as the shop shows it: rows before the total (`excl`), or what the total includes (`incl`); none without tax. */
  taxes?: { display: 'incl' | 'excl'; amounts: { label: string; amount: number }[] };
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
  /** The shop's public origin, for the owner's `{site_url}`; absent or null leaves that placeholder as written. */
  siteUrl?: string | null;
  /** The shop's logo and colour (Theme settings → Branding); absent: the shop's name in the default colours. */
  brand?: MailBrand;
}

/** The e-mails a customer gets about an order, by what happened to it (WooCommerce's set). */
export type CustomerOrderMail = 'processing' | 'on-hold' | 'completed' | 'note' | 'invoice';

const CUSTOMER_WORDS = {
  processing: { kind: 'customer_processing_order', subject: 'mail.customer.subject', heading: 'mail.customer.heading', intro: 'mail.customer.intro' },
  'on-hold': { kind: 'customer_on_hold_order', subject: 'mail.onHold.subject', heading: 'mail.customer.heading', intro: 'mail.onHold.intro' },
  completed: { kind: 'customer_completed_order', subject: 'mail.completed.subject', heading: 'mail.completed.heading', intro: 'mail.completed.intro' },
  note: { kind: 'customer_note', subject: 'mail.note.subject', heading: 'mail.note.heading', intro: 'mail.note.intro' },
  invoice: { kind: 'customer_invoice', subject: 'mail.invoice.subject', heading: 'mail.invoice.heading', intro: 'mail.invoice.intro' },
} as const;

/** The e-mail's id in the shop's e-mail settings: the one the outbox files it under. */
export function customerOrderMailId(what: CustomerOrderMail): EmailTypeId {
  return CUSTOMER_WORDS[what].kind;
}

export interface CustomerOrderMailOptions {
  /** The shop's note to the customer, for the customer-note e-mail. */
  note?: string;
  /** What the owner wrote for this e-mail in its language (core/mail/email-settings.ts). */
  texts?: OwnerMailTexts;
}

/** The values the owner's placeholders stand for in an e-mail about this order. */
function orderPlaceholders(order: OrderMailData): MailPlaceholderValues {
  return { siteTitle: order.storeName, siteUrl: order.siteUrl ?? null, orderNumber: String(order.orderId), orderDate: formatDate(order.createdAt, order.locale) };
}

/**
 * An e-mail to the customer about their order, in the order's language, with its lines, totals and
 * addresses, in the owner's words where the owner wrote some.
 */
export function renderCustomerOrderMail(placed: OrderMailData, what: CustomerOrderMail, options: CustomerOrderMailOptions = {}): OutgoingMail {
  const language = placed.language ?? DEFAULT_MESSAGE_LOCALE;
  // Prices, dates and addresses as the customer's language writes them ("18,00 $US", "28. November 2026").
  const order = { ...placed, locale: intlLocale(language, placed.locale) };
  const { note = '', texts = NO_OWNER_TEXTS } = options;
  const words = CUSTOMER_WORDS[what];
  const t = translator(language);
  const orderId = String(order.orderId);
  const date = formatDate(order.createdAt, order.locale);
  const placeholders = orderPlaceholders(order);
  const heading = ownerOr(texts.heading, placeholders, () => t(words.heading, { orderId, storeName: order.storeName }));
  const intro = t(words.intro, { name: order.billing.first_name, orderId, date });
  const additional = fillPlaceholders(texts.additionalContent, placeholders);
  const viewOrder = t('mail.viewOrder');
  const bankDetails = order.paymentMethod === 'bacs' && what !== 'completed';
  return {
    kind: words.kind,
    to: order.billing.email,
    subject: oneLine(ownerOr(texts.subject, placeholders, () => t(words.subject, { storeName: order.storeName, orderId, date }))),
    html: layout(order, language, heading, [
      `<p>${escapeHtml(intro)}</p>`,
      note ? `<blockquote style="margin:0 0 16px;padding:8px 16px;border-inline-start:4px solid #d0d4da">${escapeHtml(note).replace(/\n/g, '<br>')}</blockquote>` : '',
      bankDetails ? `<p>${escapeHtml(order.paymentInstructions)}</p>` : '',
      linesTable(order, language, t),
      addressesHtml(order, t),
      order.orderUrl ? `<p><a href="${escapeHtml(order.orderUrl)}">${escapeHtml(viewOrder)}</a></p>` : '',
      additionalHtml(additional),
    ]),
    text: [
      heading,
      '',
      intro,
      note ? `\n${note}` : '',
      bankDetails ? `\n${order.paymentInstructions}` : '',
      '',
      linesText(order, t),
      '',
      addressesText(order, t),
      order.orderUrl ? `\n${viewOrder}: ${order.orderUrl}` : '',
      additional ? `\n${additional}` : '',
    ].join('\n'),
  };
}

/** The shop's own notices of an order gone wrong, in the shop's language (as its new-order notice). */
export function renderShopStatusNotice(order: OrderMailData, what: 'cancelled' | 'failed', texts: OwnerMailTexts = NO_OWNER_TEXTS): OutgoingMail {
  const t = translator(DEFAULT_MESSAGE_LOCALE);
  const who = `${order.billing.first_name} ${order.billing.last_name}`.trim();
  const placeholders = orderPlaceholders(order);
  const heading = ownerOr(texts.heading, placeholders, () => (what === 'cancelled' ? `Order cancelled: #${order.orderId}` : `Order failed: #${order.orderId}`));
  const intro =
    what === 'cancelled'
      ? `Order #${order.orderId} from ${who} has been cancelled. Any stock it held is back on sale.`
      : `Payment for order #${order.orderId} from ${who} has failed. The order is marked failed.`;
  const additional = fillPlaceholders(texts.additionalContent, placeholders);
  return {
    kind: what === 'cancelled' ? 'cancelled_order' : 'failed_order',
    to: order.shopEmail,
    subject: oneLine(ownerOr(texts.subject, placeholders, () => `[${order.storeName}]: Order #${order.orderId} has ${what === 'cancelled' ? 'been cancelled' : 'failed'}`)),
    html: layout(order, DEFAULT_MESSAGE_LOCALE, heading, [`<p>${escapeHtml(intro)}</p>`, linesTable(order, DEFAULT_MESSAGE_LOCALE, t), addressesHtml(order, t), additionalHtml(additional)]),
    text: [heading, '', intro, '', linesText(order, t), '', addressesText(order, t), additional ? `\n${additional}` : ''].join('\n'),
  };
}

/** The shop's notice of a new order, in the shop's language. */
export function renderShopNotice(order: OrderMailData, texts: OwnerMailTexts = NO_OWNER_TEXTS): OutgoingMail {
  const t = translator(DEFAULT_MESSAGE_LOCALE);
  const who = `${order.billing.first_name} ${order.billing.last_name}`;
  const placeholders = orderPlaceholders(order);
  const heading = ownerOr(texts.heading, placeholders, () => `New order: #${order.orderId}`);
  const intro = `You have received an order from ${who}. Order #${order.orderId}, paid by ${order.paymentTitle}.`;
  const additional = fillPlaceholders(texts.additionalContent, placeholders);
  return {
    kind: 'new_order',
    to: order.shopEmail,
    subject: oneLine(ownerOr(texts.subject, placeholders, () => `[${order.storeName}]: New order #${order.orderId}`)),
    html: layout(order, DEFAULT_MESSAGE_LOCALE, heading, [
      `<p>${escapeHtml(intro)}</p>`,
      linesTable(order, DEFAULT_MESSAGE_LOCALE, t),
      order.customerNote ? `<p><strong>Note:</strong> ${escapeHtml(order.customerNote)}</p>` : '',
      addressesHtml(order, t),
      additionalHtml(additional),
    ]),
    text: [
      heading,
      '',
      intro,
      '',
      linesText(order, t),
      order.customerNote ? `\nNote: ${order.customerNote}` : '',
      '',
      addressesText(order, t),
      additional ? `\n${additional}` : '',
    ].join('\n'),
  };
}

function money(order: OrderMailData, minor: number): string {
  return formatMoney(minor, order.currency, order.locale);
}

function totals(order: OrderMailData, t: Translate): [string, string][] {
  return [
    [t('totals.subtotal'), money(order, order.subtotal)],
    ...(order.discount > 0 ? [[t('totals.discount'), money(order, -order.discount)] as [string, string]] : []),
    [t('totals.shipping'), shippingText(order.shipping, order.shippingMethod, (minor) => money(order, minor), t)],
    ...(order.taxes?.display === 'excl' ? order.taxes.amounts.map((tax): [string, string] => [tax.label, money(order, tax.amount)]) : []),
    [t('totals.paymentMethod'), t(`payment.${order.paymentMethod}.title`)],
    [t('totals.total'), `${money(order, order.total)}${includedText(order, t)}`],
  ];
}

/** " (includes $3.80 VAT)" after a total shown with tax; nothing otherwise. */
function includedText(order: OrderMailData, t: Translate): string {
  if (order.taxes?.display !== 'incl' || order.taxes.amounts.length === 0) return '';
  return ` ${t('totals.includesTax', { taxes: includedTaxText(order.taxes.amounts, (minor) => money(order, minor)) })}`;
}

/** The logo's image with its box (both sides when its size is known), as mail programs lay it out before it loads. */
function mailLogo(logo: NonNullable<MailBrand['logo']>, storeName: string): string {
  const width = logo.width === undefined ? '' : ` width="${logo.width}"`;
  const style = `display:block;height:${logo.height}px;width:${logo.width === undefined ? 'auto' : `${logo.width}px`};border:0`;
  return `<img src="${escapeHtml(logo.url)}" alt="${escapeHtml(logo.alt || storeName)}"${width} height="${logo.height}" style="${style}">`;
}

function layout(order: OrderMailData, language: MessageLocale, heading: string, blocks: string[]): string {
  const { brand } = order;
  // The colour was checked as a hex colour when saved; links take it as mail programs ignore the page's sheet.
  const colour = brand ? `;color:${brand.colour}` : '';
  const masthead = brand?.logo
    ? `<p style="margin:0 0 16px">${mailLogo(brand.logo, order.storeName)}</p>`
    : `<p style="font-weight:bold;margin:0 0 16px">${escapeHtml(order.storeName)}</p>`;
  const body = blocks.filter(Boolean).join('\n');
  // System fonts, whatever the brand's (an uploaded family among them): mail programs load web fonts
  // unreliably, many not at all, and a half-loaded face would only reflow the message.
  return [
    `<!doctype html><html lang="${language}" dir="${textDirection(language)}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(heading)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,sans-serif;color:#1b1f24">',
    '<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">',
    masthead,
    `<h1 style="font-size:22px${colour}">${escapeHtml(heading)}</h1>`,
    brand ? body.replaceAll('<a href=', `<a style="color:${brand.colour}" href=`) : body,
    '</div></body></html>',
  ].join('\n');
}

function linesTable(order: OrderMailData, language: MessageLocale, t: Translate): string {
  // Mail programs that ignore `text-align: start` still read a side: the one the language starts from.
  const start = textDirection(language) === 'rtl' ? 'right' : 'left';
  const cell = `style="text-align:${start};padding:6px;border-bottom:1px solid #dfe3e8"`;
  const rows = order.lines
    .map((line) => `<tr><td ${cell}>${escapeHtml(line.name)}${line.attributes?.length ? `<br><small>${escapeHtml(attributeSummary(line.attributes))}</small>` : ''}</td><td ${cell}>${line.quantity}</td><td ${cell}>${escapeHtml(money(order, line.total))}</td></tr>`)
    .join('');
  const foot = totals(order, t)
    .map(([label, value]) => `<tr><th scope="row" colspan="2" ${cell}>${escapeHtml(label)}</th><td ${cell}>${escapeHtml(value)}</td></tr>`)
    .join('');
  return [
    `<h2 style="font-size:18px">${escapeHtml(t('mail.order', { orderId: String(order.orderId), date: formatDate(order.createdAt, order.locale) }))}</h2>`,
    '<table style="width:100%;border-collapse:collapse">',
    `<thead><tr><th scope="col" ${cell}>${escapeHtml(t('mail.product'))}</th><th scope="col" ${cell}>${escapeHtml(t('mail.quantity'))}</th><th scope="col" ${cell}>${escapeHtml(t('mail.price'))}</th></tr></thead>`,
    `<tbody>${rows}</tbody><tfoot>${foot}</tfoot></table>`,
  ].join('');
}

function linesText(order: OrderMailData, t: Translate): string {
  return [
    t('mail.order', { orderId: String(order.orderId), date: formatDate(order.createdAt, order.locale) }),
    ...order.lines.map((line) => `- ${line.name}${line.attributes?.length ? ` (${attributeSummary(line.attributes)})` : ''} × ${line.quantity}: ${money(order, line.total)}`),
    ...totals(order, t).map(([label, value]) => `${label}: ${value}`),
  ].join('\n');
}

/** The address as its country writes it, the country named in the mail's language, then how to reach them. */
function addressLines(address: MailAddress, locale: string): string[] {
  return [...formatAddressLines(address, locale), address.phone, address.email].filter(Boolean);
}

function addressesHtml(order: OrderMailData, t: Translate): string {
  const block = (title: string, address: MailAddress) =>
    `<h2 style="font-size:18px">${title}</h2><p>${addressLines(address, order.locale).map(escapeHtml).join('<br>')}</p>`;
  return block(escapeHtml(t('order.billingAddress')), order.billing) + block(escapeHtml(t('order.shippingAddress')), order.shippingAddress);
}

function addressesText(order: OrderMailData, t: Translate): string {
  return [t('order.billingAddress'), ...addressLines(order.billing, order.locale), '', t('order.shippingAddress'), ...addressLines(order.shippingAddress, order.locale)].join('\n');
}
