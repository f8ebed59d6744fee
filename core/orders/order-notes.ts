import type { Db } from '../../db/connect.ts';
import type { OrderNote } from '../../db/schema.ts';
import { nowIso } from '../shared/time.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { hasControlCharacters } from '../shared/validation.ts';
import { inTransaction } from '../../db/transaction.ts';
import { renderCustomerOrderMail } from '../mail/order-mail.ts';
import { queueShopEmail } from '../mail/email-settings.ts';
import { DEFAULT_MESSAGE_LOCALE } from '../i18n/messages/index.ts';
import { getOrderDetail } from './order-details.ts';
import { orderMailData, type OrderMailSettings } from './status-mail.ts';

import { ORDER_NOTE_MAX_LENGTH } from './order-note-limits.ts';

/** WooCommerce's order notes: written by the shop on an order, private or for the customer to read. */

export interface NewOrderNote {
  content: string;
  /** Shown to the customer on their order page, and e-mailed to them. */
  toCustomer: boolean;
  author: string;
}

/** Plain text: line breaks and tabs are kept, other control characters refused. */
function cleanContent(content: string): string | null {
  const text = content.replace(/\r\n?/g, '\n').trim();
  return hasControlCharacters(text.replace(/[\n\t]/g, ' ')) ? null : text;
}

/**
 * Adds a note to an order; a note to the customer is e-mailed to them (WooCommerce's customer-note e-mail,
 * in the order's language) with `mail`, in the note's transaction.
 */
export async function addOrderNote(db: Db, orderId: number, note: NewOrderNote, mail?: OrderMailSettings): Promise<Result<OrderNote, 'invalid' | 'not_found'>> {
  const content = cleanContent(note.content);
  if (content === null || content === '') return fail('invalid', 'Write the note first.', 'order_note');
  if (content.length > ORDER_NOTE_MAX_LENGTH) return fail('invalid', `Keep the note under ${ORDER_NOTE_MAX_LENGTH} characters.`, 'order_note');
  const order = await db.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();
  if (!order) return fail('not_found', 'No such order.');
  const row = await inTransaction(db, async (trx) => {
    const stored = await insertOrderNote(trx, orderId, { content, toCustomer: note.toCustomer, author: note.author });
    if (stored.customer_note === 1 && mail) await customerNoteAdded(trx, stored, mail);
    return stored;
  });
  return ok(row);
}

/** Writes a note already checked (or written by the shop itself), in the caller's transaction. */
export function insertOrderNote(trx: Db, orderId: number, note: NewOrderNote): Promise<OrderNote> {
  return trx
    .insertInto('order_notes')
    .values({ order_id: orderId, content: note.content, customer_note: note.toCustomer ? 1 : 0, author: note.author.slice(0, 200), created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An order's notes, newest first, as WooCommerce lists them; `customerOnly` for the customer's own page. */
export function listOrderNotes(db: Db, orderId: number, options: { customerOnly?: boolean } = {}): Promise<OrderNote[]> {
  return db
    .selectFrom('order_notes')
    .selectAll()
    .where('order_id', '=', orderId)
    .$if(options.customerOnly === true, (query) => query.where('customer_note', '=', 1))
    .orderBy('id', 'desc')
    .execute();
}

/** WooCommerce's "customer note" e-mail: the note, then the order as a reminder, in the order's language. */
export async function customerNoteAdded(trx: Db, note: OrderNote, settings: OrderMailSettings): Promise<void> {
  const detail = await getOrderDetail(trx, note.order_id);
  if (!detail || !detail.order.billing_email) return;
  const data = orderMailData(detail, settings);
  await queueShopEmail(trx, 'customer_note', data.language ?? DEFAULT_MESSAGE_LOCALE, (texts) => renderCustomerOrderMail(data, 'note', { note: note.content, texts }));
}
