/**
 * The shop's e-mails, by WooCommerce's ids, in the order its settings list them. `switchable`: the owner
 * may turn it off; the two sent only when someone asks (order details, password reset) always go.
 * `placeholders`: what the owner may write in the subject, heading and closing text.
 */
export const EMAIL_TYPES = [
  { id: 'new_order', to: 'shop', title: 'New order', description: 'Sent to the shop when a customer places an order.', switchable: true, order: true },
  { id: 'cancelled_order', to: 'shop', title: 'Cancelled order', description: 'Sent to the shop when an order that was processing or on hold is cancelled.', switchable: true, order: true },
  { id: 'failed_order', to: 'shop', title: 'Failed order', description: 'Sent to the shop when the payment for a pending or on-hold order fails.', switchable: true, order: true },
  { id: 'customer_on_hold_order', to: 'customer', title: 'Order on hold', description: 'Sent to the customer when their order is placed and waits for payment (bank transfer).', switchable: true, order: true },
  { id: 'customer_processing_order', to: 'customer', title: 'Processing order', description: 'Sent to the customer when their order is paid or will be paid on delivery, and is being prepared.', switchable: true, order: true },
  { id: 'customer_completed_order', to: 'customer', title: 'Completed order', description: 'Sent to the customer when their order is marked completed.', switchable: true, order: true },
  { id: 'customer_refunded_order', to: 'customer', title: 'Refunded order', description: 'Sent to the customer when their order is refunded, in whole or in part.', switchable: true, order: true },
  { id: 'customer_invoice', to: 'customer', title: 'Order details', description: 'Sent to the customer when you send the order details from the order page.', switchable: false, order: true },
  { id: 'customer_note', to: 'customer', title: 'Customer note', description: 'Sent to the customer when you add a note for them to their order.', switchable: true, order: true },
  { id: 'customer_reset_password', to: 'customer', title: 'Reset password', description: 'Sent to the customer when they ask to reset their password.', switchable: false, order: false },
  { id: 'customer_new_account', to: 'customer', title: 'New account', description: 'Sent to the customer when they create an account.', switchable: true, order: false },
] as const;

export type EmailTypeId = (typeof EMAIL_TYPES)[number]['id'];
export type EmailType = (typeof EMAIL_TYPES)[number];

export const EMAIL_TYPE_IDS: readonly EmailTypeId[] = EMAIL_TYPES.map((type) => type.id);

export function isEmailTypeId(value: unknown): value is EmailTypeId {
  return typeof value === 'string' && (EMAIL_TYPE_IDS as readonly string[]).includes(value);
}

export function emailType(id: EmailTypeId): EmailType {
  return EMAIL_TYPES.find((type) => type.id === id) as EmailType;
}

/** The placeholders an e-mail's texts may hold, as WooCommerce names them. */
export function emailPlaceholders(type: EmailType): readonly string[] {
  return type.order ? ['{site_title}', '{site_url}', '{order_number}', '{order_date}'] : ['{site_title}', '{site_url}'];
}
