import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Product } from '../../db/schema.ts';
import type { AttributionValues } from '../attribution/fields.ts';
import { insertOrderAttribution } from '../attribution/order-attribution.ts';
import type { CartItem } from '../cart/types.ts';
import { cartTotals } from '../cart/totals.ts';
import type { AddressInput, CheckoutInput } from '../checkout/checkout-form.ts';
import { BANK_ACCOUNT, PAYMENT_METHODS } from '../checkout/payment-methods.ts';
import { renderCustomerConfirmation, renderShopNotice, type OrderMailData } from '../mail/order-mail.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { translator, type Translate } from '../i18n/translator.ts';
import { DEFAULT_MESSAGE_LOCALE, type MessageLocale } from '../i18n/messages/index.ts';
import { touchContentVersion } from '../settings/settings.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { nowIso } from '../shared/time.ts';
import { newOrderKey } from './order-key.ts';
import type { OrderStatus } from './status.ts';

export interface PlaceOrderInput {
  items: readonly Pick<CartItem, 'productId' | 'quantity'>[];
  checkout: CheckoutInput;
  customerId: number | null;
  /** Sanitised attribution (see sanitiseAttribution); null or absent stores none ("Unknown"). */
  attribution?: AttributionValues | null;
}

export interface PlaceOrderOptions {
  storeName: string;
  shopEmail: string;
  currency: string;
  locale: string;
  /** The language the order is placed in (the checkout page's): stored with it, and its customer e-mail's. Default: English. */
  language?: MessageLocale;
  flatRateShipping: number;
  freeShippingThreshold: number;
  /** Public origin for links in e-mails (`https://shop.example`); null leaves the link out. */
  siteUrl: string | null;
}

export interface PlacedOrder {
  orderId: number;
  orderKey: string;
  status: OrderStatus;
  total: number;
}

export type PlaceOrderError = 'empty_cart' | 'out_of_stock';

export const outOfStockMessage = (name: string, t: Translate = translator(DEFAULT_MESSAGE_LOCALE)) => t('notice.lineUnavailable', { name });

/** Thrown inside the transaction so everything written so far rolls back. */
export class LineUnavailableError extends Error {
  readonly productName: string;
  constructor(productName: string, message = outOfStockMessage(productName)) {
    super(message);
    this.productName = productName;
  }
}

/**
 * Places an order in one transaction (see writeOrder). A line that cannot be supplied rolls everything
 * back and comes back as an error value.
 */
export async function placeOrder(db: Db, input: PlaceOrderInput, options: PlaceOrderOptions): Promise<Result<PlacedOrder, PlaceOrderError>> {
  if (input.items.length === 0) return fail('empty_cart', 'Your cart is empty.');
  try {
    const { order, soldOut } = await db.transaction().execute((trx) => writeOrder(trx, input, options));
    if (soldOut) await announceSoldOut(db);
    return ok(order);
  } catch (error) {
    if (error instanceof LineUnavailableError) return fail('out_of_stock', error.message);
    throw error;
  }
}

/** A product page that said "in stock" is now wrong: let page caches know (after the order commits). */
export const announceSoldOut = (db: Db) => touchContentVersion(db);

/**
 * Writes an order in the caller's transaction: re-reads the products, takes the stock with a
 * conditional update per line (never below zero, whatever runs at the same time), writes the order,
 * its addresses, lines with a product snapshot, totals, attribution, and the two e-mails to the outbox.
 * A line that cannot be supplied throws LineUnavailableError, so the caller's transaction rolls back.
 * `soldOut`: some product's stock reached zero (call announceSoldOut once committed).
 */
export async function writeOrder(trx: Db, input: PlaceOrderInput, options: PlaceOrderOptions): Promise<{ order: PlacedOrder; soldOut: boolean }> {
  const wanted = new Map<number, number>();
  for (const item of input.items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
  if (wanted.size === 0) throw new Error('writeOrder needs at least one line');
  // Lock rows in one order (by id) so two multi-line orders cannot deadlock each other.
  const productIds = [...wanted.keys()].sort((a, b) => a - b);

  let soldOut = false;
  const language = options.language ?? DEFAULT_MESSAGE_LOCALE;
  const t = translator(language);
  const now = nowIso();
  const rows = await trx.selectFrom('products').selectAll().where('id', 'in', productIds).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lines: { product: Product; quantity: number }[] = [];
  for (const id of productIds) {
    const product = byId.get(id);
    const quantity = wanted.get(id) as number;
    if (!product || product.status !== 'publish') throw new LineUnavailableError(product?.name ?? t('notice.anItem'), outOfStockMessage(product?.name ?? t('notice.anItem'), t));
    const taken = await trx
      .updateTable('products')
      .set({
        stock: sql<number | null>`stock - ${quantity}`,
        stock_status: sql<Product['stock_status']>`case when stock - ${quantity} <= 0 then 'outofstock' else stock_status end`,
        total_sales: sql<number>`total_sales + ${quantity}`,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'publish')
      .where('stock_status', '!=', 'outofstock')
      .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>=', quantity)]))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new LineUnavailableError(product.name, outOfStockMessage(product.name, t));
    if (product.stock !== null && product.stock - quantity <= 0) soldOut = true;
    lines.push({ product, quantity });
  }

  const subtotal = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  const totals = cartTotals(subtotal, options);
  const method = PAYMENT_METHODS[input.checkout.paymentMethod];
  const orderKey = newOrderKey();
  const billing = input.checkout.billing;
  const shipping: AddressInput = input.checkout.shipping ?? { ...billing, phone: '', email: '' };

  const order = await trx
    .insertInto('orders')
    .values({
      order_key: orderKey,
      status: method.initialStatus,
      customer_id: input.customerId,
      currency: options.currency,
      subtotal: totals.subtotal,
      shipping_total: totals.shipping,
      discount_total: 0,
      tax_total: 0,
      total: totals.total,
      payment_method: method.id,
      payment_method_title: method.title,
      locale: language,
      customer_note: input.checkout.customerNote,
      billing_email: billing.email,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const orderId = order.id;
  if (input.attribution) await insertOrderAttribution(trx, orderId, input.attribution);

  await trx
    .insertInto('order_addresses')
    .values([
      { order_id: orderId, type: 'billing', ...billing },
      { order_id: orderId, type: 'shipping', ...shipping, phone: input.checkout.shipping ? shipping.phone : '', email: '' },
    ])
    .execute();
  await trx
    .insertInto('order_lines')
    .values(
      lines.map(({ product, quantity }) => ({
        order_id: orderId,
        product_id: product.id,
        name: product.name,
        sku: product.sku,
        quantity,
        unit_price: product.price,
        total: product.price * quantity,
      })),
    )
    .execute();

  const mail: OrderMailData = {
    storeName: options.storeName,
    shopEmail: options.shopEmail,
    orderId,
    createdAt: now,
    currency: options.currency,
    locale: options.locale,
    language,
    lines: lines.map(({ product, quantity }) => ({ name: product.name, sku: product.sku, quantity, total: product.price * quantity })),
    ...totals,
    paymentMethod: method.id,
    paymentTitle: method.title,
    paymentInstructions: bankInstructions(orderId, t),
    customerNote: input.checkout.customerNote,
    billing,
    shippingAddress: shipping,
    orderUrl: options.siteUrl ? `${options.siteUrl.replace(/\/+$/, '')}/checkout/order-received/${orderId}/?key=${orderKey}` : null,
  };
  await enqueueMail(trx, renderCustomerConfirmation(mail));
  await enqueueMail(trx, renderShopNotice(mail));
  return { order: { orderId, orderKey, status: method.initialStatus, total: totals.total }, soldOut };
}

/** What bank-transfer customers are told to do, on the page and in the e-mail. */
export function bankInstructions(orderId: number, t: Translate = translator(DEFAULT_MESSAGE_LOCALE)): string {
  return t('payment.bacs.instructions', { description: t('payment.bacs.description'), ...BANK_ACCOUNT, orderId: String(orderId) });
}
