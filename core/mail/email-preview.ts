import type { Db } from '../../db/connect.ts';
import { isSupportedLocale } from '../i18n/locales.ts';
import { DEFAULT_MESSAGE_LOCALE, type MessageLocale } from '../i18n/messages/index.ts';
import { intlLocale } from '../i18n/format.ts';
import { translator } from '../i18n/translator.ts';
import { getOrderDetail } from '../orders/order-details.ts';
import { bankInstructions } from '../orders/place-order.ts';
import { orderMailData, type OrderMailSettings } from '../orders/status-mail.ts';
import { renderRefundMail } from '../refunds/refund-mail.ts';
import { nowIso } from '../shared/time.ts';
import type { OwnerMailTexts } from './email-texts.ts';
import type { EmailTypeId } from './email-types.ts';
import { renderNewAccountMail } from './new-account-mail.ts';
import { customerOrderMailId, renderCustomerOrderMail, renderShopNotice, renderShopStatusNotice, type CustomerOrderMail, type MailAddress, type OrderMailData } from './order-mail.ts';
import type { OutgoingMail } from './outbox.ts';
import { renderPasswordResetMail } from './password-reset-mail.ts';

/** Who the account e-mails of a preview are written to: the owner looking at it. */
export interface PreviewReader {
  name: string;
  username: string;
  email: string;
}

export interface EmailPreviewContext {
  order: OrderMailSettings;
  reader: PreviewReader;
  /** The shop's currency, for an example order. */
  currency: string;
  /** Absolute address of a page in a language (`/my-account/`), or null without a known origin. */
  pageUrl: (path: string, language: MessageLocale) => string | null;
}

export interface EmailPreview {
  mail: OutgoingMail;
  /** What the preview shows: the shop's latest order, or an example made of its products when it has none. */
  source: { kind: 'order'; orderId: number } | { kind: 'example' } | { kind: 'account' };
}

const CUSTOMER_MAILS: readonly CustomerOrderMail[] = ['processing', 'on-hold', 'completed', 'note', 'invoice'];

/**
 * One e-mail as it would be written now in `language`, with `texts` (the owner's saved words or what
 * they are typing): about the shop's latest order, or an example made of two of its products when no
 * order was placed yet; the account e-mails are written to the owner.
 */
export async function previewEmail(db: Db, id: EmailTypeId, language: MessageLocale, texts: OwnerMailTexts, context: EmailPreviewContext): Promise<EmailPreview | null> {
  if (id === 'customer_new_account') {
    const mail = renderNewAccountMail(
      { storeName: context.order.storeName, to: context.reader.email, name: context.reader.name, username: context.reader.username, accountUrl: context.pageUrl('/my-account/', language), siteUrl: context.order.siteUrl },
      language,
      texts,
    );
    return { mail, source: { kind: 'account' } };
  }
  if (id === 'customer_reset_password') {
    const resetUrl = `${context.pageUrl('/my-account/lost-password/', language) ?? '/my-account/lost-password/'}?key=preview`;
    const mail = renderPasswordResetMail(
      { storeName: context.order.storeName, to: context.reader.email, name: context.reader.name, username: context.reader.username, resetUrl, validMinutes: 60, siteUrl: context.order.siteUrl },
      language,
      texts,
    );
    return { mail, source: { kind: 'account' } };
  }
  const latest = await db.selectFrom('orders').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const detail = latest ? await getOrderDetail(db, latest.id) : null;
  const data = detail ? orderMailData({ ...detail, order: { ...detail.order, locale: language } }, context.order) : await exampleOrder(db, language, context);
  if (!data) return null;
  const source = detail ? { kind: 'order' as const, orderId: detail.order.id } : { kind: 'example' as const };
  const customer = CUSTOMER_MAILS.find((what) => customerOrderMailId(what) === id);
  if (customer) {
    const note = customer === 'note' ? translator(language)('mail.preview.note') : '';
    return { mail: renderCustomerOrderMail(data, customer, { note, texts }), source };
  }
  if (id === 'new_order') return { mail: renderShopNotice(data, texts), source };
  if (id === 'cancelled_order' || id === 'failed_order') return { mail: renderShopStatusNotice(data, id === 'cancelled_order' ? 'cancelled' : 'failed', texts), source };
  // customer_refunded_order: the order refunded in full.
  const mail = renderRefundMail(
    {
      storeName: data.storeName,
      language,
      locale: intlLocale(language, context.order.storeLocale),
      currency: data.currency,
      orderId: data.orderId,
      orderCreatedAt: data.createdAt,
      to: data.billing.email,
      firstName: data.billing.first_name,
      full: true,
      lines: data.lines.map((line) => ({ name: line.name, quantity: line.quantity, amount: line.total })),
      shipping: data.shipping,
      amount: data.total,
      reason: '',
      refundedTotal: data.total,
      netPayment: 0,
      orderUrl: data.orderUrl,
      siteUrl: data.siteUrl ?? null,
    },
    texts,
  );
  return { mail, source };
}

/** An order made of the shop's first two products, to the owner, for a shop that has no order yet. */
async function exampleOrder(db: Db, language: MessageLocale, context: EmailPreviewContext): Promise<OrderMailData | null> {
  const products = await db
    .selectFrom('products')
    .select(['name', 'sku', 'price'])
    .where('status', '=', 'publish')
    .where('type', 'in', ['simple', 'variation'])
    .orderBy('id')
    .limit(2)
    .execute();
  if (products.length === 0) return null;
  const t = translator(isSupportedLocale(language) ? language : DEFAULT_MESSAGE_LOCALE);
  const [first = '', ...rest] = context.reader.name.split(' ');
  const address: MailAddress = { first_name: first, last_name: rest.join(' '), company: '', address_1: '', address_2: '', city: '', state: '', postcode: '', country: '', phone: '', email: context.reader.email };
  const total = products.reduce((sum, product) => sum + product.price, 0);
  return {
    storeName: context.order.storeName,
    shopEmail: context.order.shopEmail,
    orderId: 1,
    createdAt: nowIso(),
    currency: context.currency,
    locale: context.order.storeLocale,
    language,
    lines: products.map((product) => ({ name: product.name, sku: product.sku, quantity: 1, total: product.price })),
    subtotal: total,
    discount: 0,
    shipping: 0,
    total,
    paymentMethod: 'bacs',
    paymentTitle: t('payment.bacs.title'),
    paymentInstructions: bankInstructions(1, t),
    customerNote: '',
    billing: address,
    shippingAddress: address,
    orderUrl: null,
    siteUrl: context.order.siteUrl,
  };
}
