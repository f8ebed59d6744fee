import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DEFAULT_MESSAGE_LOCALE } from '../i18n/messages/index.ts';
import { queueShopEmail } from '../mail/email-settings.ts';
import { renderCustomerOrderMail, renderShopNotice } from '../mail/order-mail.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { getOrderDetail } from './order-details.ts';
import { insertOrderNote } from './order-notes.ts';
import { orderMailData, type OrderMailSettings } from './status-mail.ts';

/** WooCommerce's order actions on the admin's order page: e-mails sent when the owner asks. */
export const ORDER_ACTIONS = {
  send_order_details: 'Send order details to customer',
  send_order_details_admin: 'Resend new order notification',
} as const;

export type OrderAction = keyof typeof ORDER_ACTIONS;

export function isOrderAction(value: unknown): value is OrderAction {
  return typeof value === 'string' && Object.hasOwn(ORDER_ACTIONS, value);
}

/**
 * Runs an order action: the order details (WooCommerce's `customer_invoice`) to the customer in the
 * order's language, noted on the order; or the new-order notice to the shop again. Says what was done
 * in the owner's words; a notice turned off in the e-mail settings is not sent, and the owner is told.
 */
export async function runOrderAction(db: Db, orderId: number, action: OrderAction, settings: OrderMailSettings, author: string): Promise<Result<string, 'not_found' | 'no_email'>> {
  return inTransaction(db, async (trx) => {
    const detail = await getOrderDetail(trx, orderId);
    if (!detail) return fail('not_found', 'No such order.');
    const data = orderMailData(detail, settings);
    if (action === 'send_order_details') {
      if (!detail.order.billing_email) return fail('no_email', 'The order has no billing e-mail address to send the details to.');
      await queueShopEmail(trx, 'customer_invoice', data.language ?? DEFAULT_MESSAGE_LOCALE, (texts) => renderCustomerOrderMail(data, 'invoice', { texts }));
      await insertOrderNote(trx, orderId, { content: 'Order details manually sent to customer.', toCustomer: false, author });
      return ok(`Order details sent to ${detail.order.billing_email}.`);
    }
    const sent = await queueShopEmail(trx, 'new_order', settings.defaultLanguage, (texts) => renderShopNotice(data, texts));
    return ok(sent ? `New order notification sent to ${sent.to}.` : 'The new order e-mail is turned off in the e-mail settings, so nothing was sent.');
  });
}
