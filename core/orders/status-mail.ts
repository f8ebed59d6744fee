import type { Db } from '../../db/connect.ts';
import { isSupportedLocale } from '../i18n/locales.ts';
import { DEFAULT_MESSAGE_LOCALE, type MessageLocale } from '../i18n/messages/index.ts';
import { translator } from '../i18n/translator.ts';
import { customerOrderMailId, renderCustomerOrderMail, renderShopStatusNotice, type CustomerOrderMail, type MailAddress, type OrderMailData } from '../mail/order-mail.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { queueShopEmail } from '../mail/email-settings.ts';
import { mailBrand, type MailBrand } from '../mail/mail-brand.ts';
import type { BrandOptions } from '../contract/theme/brand.ts';
import { orderTaxAmounts, orderTaxDisplayOf, orderTaxSource, shownOrderAmounts, DEFAULT_ORDER_TAX_DISPLAY, type OrderTaxDisplay } from '../tax/order-tax-display.ts';
import { getOrderDetail, type OrderDetail } from './order-details.ts';
import { orderReceivedUrl } from '../checkout/order-received-path.ts';
import { orderLineAttributes } from './order-line-attributes.ts';
import { bankInstructions } from './place-order.ts';
import type { OrderStatus } from './status.ts';

/** What the e-mails about an order need of the shop beside the order itself. */
export interface OrderMailSettings {
  storeName: string;
  shopEmail: string;
  /** The shop's `store.locale` (`en-US`): amounts and dates in the order's language follow it where it speaks that language. */
  storeLocale: string;
  /** The shop's default language: an order placed in another one links to its pages under that language's prefix. */
  defaultLanguage: string;
  /** Public origin for the e-mail's link to the order; null leaves the link out. */
  siteUrl: string | null;
  taxDisplay?: OrderTaxDisplay;
  /** The shop's logo and colour for its e-mails (core/mail/mail-brand.ts). */
  brand?: MailBrand;
}

/** The shop's settings its order e-mails are written with: the store's, the tax display's and the brand's. */
export function orderMailSettingsOf(
  store: { name: string; email: string; locale: string; locales: { default: string } },
  siteUrl: string | null,
  taxSettings: Parameters<typeof orderTaxDisplayOf>[0],
  brand: Readonly<BrandOptions>,
): OrderMailSettings {
  return {
    storeName: store.name,
    shopEmail: store.email,
    storeLocale: store.locale,
    defaultLanguage: store.locales.default,
    siteUrl,
    taxDisplay: orderTaxDisplayOf(taxSettings),
    brand: mailBrand(brand, siteUrl),
  };
}

/**
 * Which e-mail a status change sends, as WooCommerce's do: the customer hears when the order is being
 * processed, is on hold for payment or is complete; the shop when an order it was about to ship is
 * cancelled or a payment failed.
 */
export function statusChangeMail(from: OrderStatus, to: OrderStatus): { customer: CustomerOrderMail } | { shop: 'cancelled' | 'failed' } | null {
  if (to === 'completed') return { customer: 'completed' };
  if (to === 'processing' && ['pending', 'on-hold', 'failed'].includes(from)) return { customer: 'processing' };
  if (to === 'on-hold' && ['pending', 'failed'].includes(from)) return { customer: 'on-hold' };
  if (to === 'cancelled' && ['processing', 'on-hold'].includes(from)) return { shop: 'cancelled' };
  if (to === 'failed' && ['pending', 'on-hold'].includes(from)) return { shop: 'failed' };
  return null;
}

/** Queues the e-mail a status change sends, if any, in the transaction that changed the status. */
export async function enqueueStatusMail(trx: Db, orderId: number, from: OrderStatus, to: OrderStatus, settings: OrderMailSettings): Promise<OutgoingMail | null> {
  const which = statusChangeMail(from, to);
  if (!which) return null;
  const detail = await getOrderDetail(trx, orderId);
  if (!detail) return null;
  const data = orderMailData(detail, settings);
  if ('customer' in which) {
    return queueShopEmail(trx, customerOrderMailId(which.customer), data.language ?? DEFAULT_MESSAGE_LOCALE, (texts) => renderCustomerOrderMail(data, which.customer, { texts }));
  }
  return queueShopEmail(trx, `${which.shop}_order`, settings.defaultLanguage, (texts) => renderShopStatusNotice(data, which.shop, texts));
}

/** A stored order as its e-mails show it: amounts as the shop displays tax, in the order's language. */
export function orderMailData(detail: OrderDetail, settings: OrderMailSettings): OrderMailData {
  const { order } = detail;
  const language: MessageLocale = isSupportedLocale(order.locale) ? order.locale : DEFAULT_MESSAGE_LOCALE;
  const t = translator(language);
  const taxDisplay = settings.taxDisplay ?? DEFAULT_ORDER_TAX_DISPLAY;
  const source = orderTaxSource(order, detail.lines, detail.taxLines);
  const shown = shownOrderAmounts(source, taxDisplay);
  const address = (stored: OrderDetail['billing']): MailAddress =>
    stored
      ? { first_name: stored.first_name, last_name: stored.last_name, company: stored.company, address_1: stored.address_1, address_2: stored.address_2, city: stored.city, state: stored.state, postcode: stored.postcode, country: stored.country, phone: stored.phone, email: stored.email }
      : { first_name: '', last_name: '', company: '', address_1: '', address_2: '', city: '', state: '', postcode: '', country: '', phone: '', email: '' };
  const billing = { ...address(detail.billing), email: order.billing_email };
  const shippingMethod = detail.shippingLines[0]?.method_title;
  return {
    storeName: settings.storeName,
    shopEmail: settings.shopEmail,
    orderId: order.id,
    createdAt: order.created_at,
    currency: order.currency,
    locale: settings.storeLocale,
    language,
    lines: detail.lines.map((line) => ({ name: line.name, sku: line.sku, quantity: line.quantity, total: line.subtotal + (taxDisplay.display === 'incl' ? line.subtotal_tax : 0), attributes: orderLineAttributes(line) })),
    subtotal: shown.subtotal,
    discount: order.discount_total,
    shipping: shown.shipping,
    ...(shippingMethod !== undefined ? { shippingMethod } : {}),
    taxes: { display: taxDisplay.display, amounts: orderTaxAmounts(source, taxDisplay, t('totals.tax')) },
    total: order.total,
    paymentMethod: order.payment_method === 'bacs' ? 'bacs' : 'cod',
    paymentTitle: t(`payment.${order.payment_method === 'bacs' ? 'bacs' : 'cod'}.title`),
    paymentInstructions: bankInstructions(order.id, t),
    customerNote: order.customer_note,
    billing,
    shippingAddress: detail.shipping ? address(detail.shipping) : billing,
    orderUrl: orderReceivedUrl(settings.siteUrl, { orderId: order.id, orderKey: order.order_key }, language, settings.defaultLanguage),
    siteUrl: settings.siteUrl,
    ...(settings.brand ? { brand: settings.brand } : {}),
  };
}
