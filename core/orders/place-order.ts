import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Product } from '../../db/schema.ts';
import type { AttributionValues } from '../attribution/fields.ts';
import { insertOrderAttribution } from '../attribution/order-attribution.ts';
import type { CartItem } from '../cart/types.ts';
import { lineKey } from '../cart/cart-key.ts';
import { attributeLabeller } from '../catalog/attribute-labels.ts';
import { readSellableUnits, unitIdOf, type SellableUnit } from '../catalog/sellable-units.ts';
import { priceCart } from '../pricing/price-cart.ts';
import { withShippingClasses } from '../shipping/shipping-classes.ts';
import type { ShippingZone } from '../shipping/shipping-zone.ts';
import type { TaxRules } from '../tax/tax-store.ts';
import { rateInLanguage } from '../shipping/method-title.ts';
import { DEFAULT_ORDER_TAX_DISPLAY, orderTaxAmounts, orderTaxDisplayOf, shownOrderAmounts, type OrderTaxSource } from '../tax/order-tax-display.ts';
import type { CheckedLine } from '../pricing/coupon-validity.ts';
import { checkCartCoupons, type CouponCheckOptions } from '../cart/cart-coupons.ts';
import { CouponRefusedError, takeCouponUses } from '../coupons/coupon-usage.ts';
import { couponWords } from '../coupons/coupon-messages.ts';
import { intlLocale } from '../i18n/format.ts';
import type { AddressInput, CheckoutInput } from '../checkout/checkout-form.ts';
import { BANK_ACCOUNT, PAYMENT_METHODS } from '../checkout/payment-methods.ts';
import { orderReceivedUrl } from '../checkout/order-received-path.ts';
import { customerOrderMailId, renderCustomerOrderMail, renderShopNotice, type OrderMailData } from '../mail/order-mail.ts';
import { queueShopEmail } from '../mail/email-settings.ts';
import type { MailBrand } from '../mail/mail-brand.ts';
import { enqueueWebhookEvent } from '../webhooks/enqueue.ts';
import { translator, type Translate } from '../i18n/translator.ts';
import { productNamesIn, type LocaleChoice } from '../i18n/catalog-views.ts';
import { DEFAULT_MESSAGE_LOCALE, type MessageLocale } from '../i18n/messages/index.ts';
import { touchContentVersion } from '../settings/settings.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { nowIso } from '../shared/time.ts';
import { newOrderKey } from './order-key.ts';
import type { OwnerTextLookup } from '../i18n/owner-text.ts';
import type { OrderStatus } from './status.ts';

export interface PlaceOrderInput {
  items: readonly Pick<CartItem, 'productId' | 'variationId' | 'attributes' | 'quantity'>[];
  /** The coupons applied to the cart, by code; checked again, with the billing e-mail, in the order's transaction. */
  coupons?: readonly string[];
  checkout: CheckoutInput;
  customerId: number | null;
  /** Sanitised attribution (see sanitiseAttribution); null or absent stores none ("Unknown"). */
  attribution?: AttributionValues | null;
  /** The shipping rate the shopper chose (`flat_rate:2`); the first offered for the address when absent or no longer offered. */
  chosenShipping?: string | null;
}

export interface PlaceOrderOptions {
  storeName: string;
  shopEmail: string;
  currency: string;
  locale: string;
  /** The language the order is placed in (the checkout page's): stored with it, and its customer e-mail's. Default: English. */
  language?: MessageLocale;
  /** The language the lines' attributes are written in ("Farbe: Rost"), as the shopper read them; the default's when absent. */
  attributeLocale?: LocaleChoice;
  /** The shipping zones the order is priced by (core/shipping). */
  shippingZones: readonly ShippingZone[];
  /** The tax options, rates and classes the order is taxed by (core/tax); no tax when absent. */
  taxes?: TaxRules | undefined;
  /** Public origin for links in e-mails (`https://shop.example`); null leaves the link out. */
  siteUrl: string | null;
  /** The shop's logo and colour for the order's e-mails. */
  brand?: MailBrand;
  /** The owner's translations in the order's language: the order keeps an owner-titled method's name in it. */
  ownerText?: OwnerTextLookup;
}

export interface PlacedOrder {
  orderId: number;
  orderKey: string;
  status: OrderStatus;
  total: number;
}

export type PlaceOrderError = 'empty_cart' | 'out_of_stock' | 'coupon_refused' | 'no_shipping';

export const outOfStockMessage = (name: string, t: Translate = translator(DEFAULT_MESSAGE_LOCALE)) => t('notice.lineUnavailable', { name });

/** Thrown inside the order's transaction when nothing ships to the address: nothing is written. */
export class NoShippingError extends Error {}

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
    if (error instanceof CouponRefusedError) return fail('coupon_refused', error.message);
    if (error instanceof NoShippingError) return fail('no_shipping', error.message);
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
  // One order line per cart line (a product, variation and chosen attributes); stock is taken per sellable unit.
  const byKey = new Map<string, Pick<CartItem, 'productId' | 'variationId' | 'attributes' | 'quantity'>>();
  for (const item of input.items) {
    const key = lineKey(item);
    const earlier = byKey.get(key);
    byKey.set(key, { ...item, quantity: (earlier?.quantity ?? 0) + item.quantity });
  }
  if (byKey.size === 0) throw new Error('writeOrder needs at least one line');
  const wanted = new Map<number, number>();
  for (const item of byKey.values()) wanted.set(unitIdOf(item), (wanted.get(unitIdOf(item)) ?? 0) + item.quantity);
  // Lock rows in one order (by id) so two multi-line orders cannot deadlock each other.
  const unitIds = [...wanted.keys()].sort((a, b) => a - b);

  let soldOut = false;
  const language = options.language ?? DEFAULT_MESSAGE_LOCALE;
  const t = translator(language);
  const now = nowIso();
  const units = await readSellableUnits(trx, unitIds);
  const unavailable = async (item: { productId: number }) => {
    const row = await trx.selectFrom('products').select('name').where('id', '=', item.productId).executeTakeFirst();
    const name = row?.name ?? t('notice.anItem');
    return new LineUnavailableError(name, outOfStockMessage(name, t));
  };
  for (const item of byKey.values()) {
    const unit = units.get(unitIdOf(item));
    if (!unit || unit.productId !== item.productId) throw await unavailable(item);
  }
  for (const id of unitIds) {
    const unit = units.get(id) as SellableUnit;
    const quantity = wanted.get(id) as number;
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
    if (Number(taken.numUpdatedRows) !== 1) throw new LineUnavailableError(unit.name, outOfStockMessage(unit.name, t));
    if (unit.stock !== null && unit.stock - quantity <= 0) soldOut = true;
    // A variable product counts its variations' sales too, as WooCommerce's does.
    if (unit.variationId !== null) {
      await trx.updateTable('products').set({ total_sales: sql<number>`total_sales + ${quantity}` }).where('id', '=', unit.productId).execute();
    }
  }

  const items = [...byKey.values()].sort((a, b) => unitIdOf(a) - unitIdOf(b));
  const [labels, names] = await Promise.all([
    attributeLabeller(trx, items, options.attributeLocale),
    // The order keeps its lines' names in the language it was placed in.
    productNamesIn(trx, items.map((item) => item.productId), options.attributeLocale),
  ]);
  const nameOf = (unit: SellableUnit) => names.get(unit.productId) ?? unit.name;
  const billing = input.checkout.billing;
  const money = { currency: options.currency, locale: intlLocale(language, options.locale) };
  const coupons = await orderCoupons(
    trx,
    input.coupons ?? [],
    items.map((item) => {
      const unit = units.get(unitIdOf(item)) as SellableUnit;
      const target = { productId: unit.productId, variationId: unit.variationId, categories: [], onSale: unit.onSale };
      return { unit, attributes: labels(item), unitPrice: unit.price, quantity: item.quantity, name: nameOf(unit), target, taxStatus: unit.taxStatus, taxClass: unit.taxClass };
    }),
    { language, money, now: new Date(now), shopper: { customerId: input.customerId, email: billing.email } },
  );
  const shippingAddress = input.checkout.shipping ?? billing;
  const destination = { country: shippingAddress.country, state: shippingAddress.state, postcode: shippingAddress.postcode, city: shippingAddress.city };
  const priced = priceCart(
    await withShippingClasses(trx, coupons.lines, options.shippingZones),
    { currency: options.currency, shippingZones: options.shippingZones, taxes: options.taxes },
    { destination, chosenRate: input.chosenShipping ?? null, billing: { country: billing.country, state: billing.state, postcode: billing.postcode, city: billing.city } },
    coupons.kept,
  );
  // Nothing ships there: the order is not placed (the shopper sees why and may change the address).
  if (!priced.shippingRate) throw new NoShippingError(t('notice.noShipping'));
  // The method as the shopper read it at checkout: a default title in the order's language.
  const shippingRate = rateInLanguage(priced.shippingRate, language, options.ownerText);
  const method = PAYMENT_METHODS[input.checkout.paymentMethod];
  const orderKey = newOrderKey();
  const shipping: AddressInput = input.checkout.shipping ?? { ...billing, phone: '', email: '' };

  const order = await trx
    .insertInto('orders')
    .values({
      order_key: orderKey,
      status: method.initialStatus,
      customer_id: input.customerId,
      currency: options.currency,
      // WooCommerce's meaning: amounts without tax, the taxes beside them.
      subtotal: priced.netSubtotal,
      shipping_total: priced.shipping,
      discount_total: priced.netSubtotal - priced.netTotal,
      tax_total: priced.tax,
      shipping_tax: priced.shippingTax,
      discount_tax: priced.discountTax,
      prices_include_tax: priced.pricesIncludeTax ? 1 : 0,
      total: priced.total,
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
    .insertInto('order_shipping_lines')
    .values({
      order_id: orderId,
      method_id: shippingRate.methodId,
      instance_id: shippingRate.instanceId,
      method_title: shippingRate.label,
      total: priced.shipping,
      total_tax: priced.shippingTax,
      taxes: JSON.stringify(priced.taxLines.filter((line) => line.shippingTax !== 0).map((line) => ({ id: line.rate.id, total: line.shippingTax }))),
    })
    .execute();
  if (priced.taxLines.length > 0) {
    await trx
      .insertInto('order_tax_lines')
      .values(
        priced.taxLines.map((line) => ({
          order_id: orderId,
          rate_id: line.rate.id,
          rate_code: line.code,
          label: line.rate.name,
          compound: line.rate.compound ? 1 : 0,
          rate: line.rate.rate,
          tax_total: line.tax,
          shipping_tax_total: line.shippingTax,
        })),
      )
      .execute();
  }
  await takeCouponUses(trx, priced.coupons, { orderId, customerId: input.customerId, email: billing.email }, (code) => couponWords(language).dropped(code, t('coupon.usageLimit')));

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
      priced.lines.map(({ unit, attributes, unitPrice, quantity, tax }) => ({
        order_id: orderId,
        product_id: unit.productId,
        variation_id: unit.variationId,
        attributes: JSON.stringify(attributes),
        name: nameOf(unit),
        sku: unit.sku,
        quantity,
        unit_price: unitPrice,
        subtotal: tax.netSubtotal,
        total: tax.netTotal,
        subtotal_tax: tax.subtotalTax,
        total_tax: tax.totalTax,
        taxes: JSON.stringify(tax.taxes),
        tax_class: unit.taxClass,
      })),
    )
    .execute();

  // The e-mails show amounts as the shop's pages do: with tax or without, tax by rate or as one amount.
  const taxDisplay = options.taxes?.settings.enabled ? orderTaxDisplayOf(options.taxes.settings) : DEFAULT_ORDER_TAX_DISPLAY;
  const taxSource: OrderTaxSource = {
    subtotal: priced.netSubtotal,
    shippingTotal: priced.shipping,
    shippingTax: priced.shippingTax,
    taxTotal: priced.tax,
    lineSubtotalTaxes: priced.lines.map((line) => line.tax.subtotalTax),
    taxLines: priced.taxLines.map((line) => ({ label: line.rate.name, taxTotal: line.tax, shippingTaxTotal: line.shippingTax })),
  };
  const shown = shownOrderAmounts(taxSource, taxDisplay);
  const mail: OrderMailData = {
    storeName: options.storeName,
    shopEmail: options.shopEmail,
    orderId,
    createdAt: now,
    currency: options.currency,
    locale: options.locale,
    language,
    lines: priced.lines.map(({ unit, attributes, quantity, tax }) => ({ name: nameOf(unit), sku: unit.sku, quantity, total: tax.netSubtotal + (taxDisplay.display === 'incl' ? tax.subtotalTax : 0), attributes })),
    subtotal: shown.subtotal,
    discount: priced.discount,
    shipping: shown.shipping,
    shippingMethod: shippingRate.label,
    taxes: { display: taxDisplay.display, amounts: orderTaxAmounts(taxSource, taxDisplay, t('totals.tax')) },
    total: priced.total,
    paymentMethod: method.id,
    paymentTitle: method.title,
    paymentInstructions: bankInstructions(orderId, t),
    customerNote: input.checkout.customerNote,
    billing,
    shippingAddress: shipping,
    // The order's page in the language it was placed in.
    orderUrl: orderReceivedUrl(options.siteUrl, { orderId, orderKey }, options.attributeLocale?.locale ?? '', options.attributeLocale?.defaultLocale ?? ''),
    siteUrl: options.siteUrl,
    ...(options.brand ? { brand: options.brand } : {}),
  };
  // WooCommerce's mail for the status the order starts in: processing (paid on delivery) or on hold (waiting for a transfer).
  const confirmation = method.initialStatus === 'on-hold' ? 'on-hold' : 'processing';
  await enqueueWebhookEvent(trx, 'order', 'created', orderId);
  await queueShopEmail(trx, customerOrderMailId(confirmation), language, (texts) => renderCustomerOrderMail(mail, confirmation, { texts }));
  await queueShopEmail(trx, 'new_order', options.attributeLocale?.defaultLocale ?? DEFAULT_MESSAGE_LOCALE, (texts) => renderShopNotice(mail, texts));
  return { order: { orderId, orderKey, status: method.initialStatus, total: priced.total }, soldOut };
}

/**
 * The cart's coupons checked again inside the order's transaction, now with the billing e-mail and the
 * shopper's own uses: a coupon that no longer applies throws CouponRefusedError (the order rolls back,
 * and the checkout takes the coupon off the cart with the reason).
 */
async function orderCoupons<Line extends CheckedLine>(trx: Db, codes: readonly string[], lines: Line[], options: CouponCheckOptions) {
  const checked = await checkCartCoupons(trx, codes, lines, options);
  const dropped = codes.find((code) => !checked.kept.some((coupon) => coupon.code === code));
  if (dropped !== undefined && checked.notices.length > 0) throw new CouponRefusedError(dropped, checked.notices[0] as string);
  return checked;
}

/** What bank-transfer customers are told to do, on the page and in the e-mail. */
export function bankInstructions(orderId: number, t: Translate = translator(DEFAULT_MESSAGE_LOCALE)): string {
  return t('payment.bacs.instructions', { description: t('payment.bacs.description'), ...BANK_ACCOUNT, orderId: String(orderId) });
}
