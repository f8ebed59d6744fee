import type { Db } from '../../db/connect.ts';
import { attributeLabeller, type AttributeLabel } from '../catalog/attribute-labels.ts';
import type { CatalogReads } from '../catalog/catalog-memo.ts';
import { firstImageViews } from '../catalog/product-list.ts';
import { productNamesIn } from '../i18n/catalog-views.ts';
import { maxPurchasable, type ImageView } from '../catalog/products.ts';
import { readSellableUnits, unitIdOf, type SellableUnit } from '../catalog/sellable-units.ts';
import { priceCart, type ShippingChoice } from '../pricing/price-cart.ts';
import { withShippingClasses } from '../shipping/shipping-classes.ts';
import { rateInLanguage } from '../shipping/method-title.ts';
import type { Destination, ShippingRate } from '../shipping/shipping-zone.ts';
import type { DiscountType } from '../pricing/coupon.ts';
import type { LineTaxes } from '../tax/cart-taxes.ts';
import type { TaxDisplay } from '../tax/tax-settings.ts';
import { DEFAULT_CURRENCY } from '../shared/money.ts';
import { cartHash } from './cart-hash.ts';
import { checkCartCoupons, type CouponShopperRef } from './cart-coupons.ts';
import { reconcileCart } from './reconcile.ts';
import type { CartItem, CartRules } from './types.ts';

export interface CartLineView {
  key: string;
  /** The product chosen (a variation's variable product). */
  productId: number;
  /** The variation sold, or null for a simple product. */
  variationId: number | null;
  /** The variation's attributes as the shopper reads them ("Size", "M"); empty for a simple product. */
  attributes: AttributeLabel[];
  name: string;
  slug: string;
  sku: string | null;
  unitPrice: number;
  /** The sale price is in force (coupons may exclude sale items). */
  onSale: boolean;
  quantity: number;
  /** Unit price × quantity: what the cart table shows. */
  lineSubtotal: number;
  /** After coupons. */
  lineTotal: number;
  /** Most this line may hold (stock or the line cap): the quantity input's max. */
  maxQuantity: number;
  image: ImageView | null;
  /** Its taxes: by rate, added up, and the line without tax (all zero and equal to the line when the shop charges none). */
  tax: LineTaxes;
}

/** The cart's taxes as the totals show them (core/tax). */
export interface CartTaxView {
  /** The shop charges tax. */
  enabled: boolean;
  /** Prices in the cart and checkout with tax or without (the owner's setting). */
  display: TaxDisplay;
  /** One row per rate, or one "Tax" row. */
  itemized: boolean;
  /** Every tax, the shipping's among them. */
  total: number;
  shipping: number;
  /** One row per rate: its tax on the items and the shipping. */
  rows: { rateId: number; code: string; label: string; rate: number; amount: number }[];
  /** The items without tax, before coupons. */
  netSubtotal: number;
}

export interface CartView {
  lines: CartLineView[];
  /** Units in the cart (the header count). */
  count: number;
  subtotal: number;
  /** The coupons that apply, each with what it takes off (lower-case codes, in the order applied). */
  coupons: CartCouponView[];
  discount: number;
  /** The ways the cart ships to `destination`, and the one it is priced with (null: none is offered there). */
  shippingRates: ShippingRate[];
  shippingRate: ShippingRate | null;
  /** What the cart still needs for free shipping by minimum amount; null when none waits. */
  freeShippingShortfall: number | null;
  destination: Destination;
  /** The shopper gave the destination (else it is the shop's guess: the visitor's country). */
  destinationGiven: boolean;
  /** The shipping's cost without its tax. */
  shipping: number;
  taxes: CartTaxView;
  total: number;
  hash: string;
  /** The stored lines after reconciliation: what the session should hold. */
  items: CartItem[];
  /** The coupon codes after checking them: what the session should hold. */
  couponCodes: string[];
  /** True when reconciliation changed the stored lines or coupons (save them). */
  changed: boolean;
  /** Why lines were dropped or capped, and coupons taken off, for the shopper. */
  notices: string[];
  /** Those of `notices` about coupons taken off: a change that takes one off says so on the next page. */
  couponNotices: string[];
}

export interface CartCouponView {
  code: string;
  discountType: DiscountType;
  discount: number;
  freeShipping: boolean;
}

/**
 * What a cart holds beside its lines: its coupons and who it belongs to (their limits and e-mails are
 * checked against it), and where it ships with the rate chosen (the rules' default destination when not said).
 */
export interface CartCoupons {
  codes: readonly string[];
  shopper: CouponShopperRef;
  shipping?: Partial<ShippingChoice>;
}

const NO_COUPONS: CartCoupons = { codes: [], shopper: { customerId: null, email: null } };

/** Refusals' amounts when the caller gives no words: the default currency, in English. */
const DEFAULT_MONEY_WORDS = { currency: DEFAULT_CURRENCY, locale: 'en-US' };

export interface CartViewOptions extends CartRules {
  uploadsUrl: string;
  /** Where the lines' images are kept until the catalogue's next edit (core/catalog/catalog-memo.ts). */
  memo?: CatalogReads;
}

/**
 * The cart priced live from the catalogue (core/pricing), with thumbnails, totals and the cart hash.
 * `readUnits` are the sellable units among (at least) these lines, when the caller has just read them
 * (an add has): a line missing from them is taken as gone, and the catalogue is not read again.
 */
export async function loadCartView(
  db: Db,
  items: readonly CartItem[],
  options: CartViewOptions,
  readUnits?: ReadonlyMap<number, SellableUnit>,
  coupons: CartCoupons = NO_COUPONS,
): Promise<CartView> {
  const units = readUnits ?? (await readSellableUnits(db, items.map(unitIdOf)));
  const reconciled = reconcileCart(items, units, options.maxLineQuantity, options.messages);
  const kept = reconciled.items.flatMap((item) => {
    const unit = units.get(unitIdOf(item));
    return unit ? [{ item, unit }] : [];
  });
  // A variation without a picture of its own shows its product's.
  const [images, labels, names] = await Promise.all([
    firstImageViews(db, [...new Set(kept.flatMap(({ unit }) => [unit.id, unit.productId]))], options.uploadsUrl, options.memo),
    attributeLabeller(db, reconciled.items, options.attributeLocale),
    // Lines are named in the page's language, as the product's own page names it.
    productNamesIn(db, kept.map(({ unit }) => unit.productId), options.attributeLocale && { ...options.attributeLocale, ...(options.memo ? { reads: options.memo } : {}) }),
  ]);
  const checked = await checkCartCoupons(
    db,
    coupons.codes,
    kept.map(({ item, unit }) => ({
      key: item.key,
      productId: unit.productId,
      variationId: unit.variationId,
      attributes: labels(item),
      name: names.get(unit.productId) ?? unit.name,
      slug: unit.slug,
      sku: unit.sku,
      unitPrice: unit.price,
      onSale: unit.onSale,
      quantity: item.quantity,
      maxQuantity: maxPurchasable(unit, options.maxLineQuantity),
      image: images.get(unit.id) ?? images.get(unit.productId) ?? null,
      target: { productId: unit.productId, variationId: unit.variationId, categories: [], onSale: unit.onSale },
      taxStatus: unit.taxStatus,
      taxClass: unit.taxClass,
    })),
    { language: options.language ?? 'en', money: options.money ?? DEFAULT_MONEY_WORDS, now: new Date(), shopper: coupons.shopper },
  );
  const destination = coupons.shipping?.destination ?? options.defaultDestination;
  const lines = await withShippingClasses(db, checked.lines, options.shippingZones);
  const priced = priceCart(lines, options, { destination, chosenRate: coupons.shipping?.chosenRate ?? null, billing: coupons.shipping?.billing ?? null }, checked.kept);
  const viewLines: CartLineView[] = priced.lines.map(({ subtotal, discount: _discount, total, target: _target, shippingClassId: _class, taxStatus: _status, taxClass: _taxClass, ...line }) => ({
    ...line,
    lineSubtotal: subtotal,
    lineTotal: total,
  }));
  const taxSettings = options.taxes?.settings;
  // Methods still titled with their defaults are named in the shopper's language.
  const language = options.language ?? 'en';
  const shippingRates = priced.shippingRates.map((rate) => rateInLanguage(rate, language, options.ownerText));
  const shippingRate = priced.shippingRate && rateInLanguage(priced.shippingRate, language, options.ownerText);
  // An empty cart's coupons wait, unchecked, for its first line.
  const couponCodes = kept.length === 0 ? [...coupons.codes] : checked.kept.map((coupon) => coupon.code);
  return {
    lines: viewLines,
    count: viewLines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: priced.subtotal,
    coupons: priced.coupons.map(({ coupon, discount }) => ({ code: coupon.code, discountType: coupon.discountType, discount, freeShipping: coupon.freeShipping })),
    discount: priced.discount,
    shippingRates,
    shippingRate,
    freeShippingShortfall: priced.freeShippingShortfall,
    destination,
    destinationGiven: coupons.shipping?.destination !== undefined,
    shipping: priced.shipping,
    taxes: {
      enabled: taxSettings?.enabled === true,
      display: taxSettings?.displayCart ?? 'excl',
      itemized: taxSettings?.totalDisplay !== 'single',
      total: priced.tax,
      shipping: priced.shippingTax,
      rows: priced.taxLines.map((line) => ({ rateId: line.rate.id, code: line.code, label: line.rate.name, rate: line.rate.rate, amount: line.tax + line.shippingTax })),
      netSubtotal: priced.netSubtotal,
    },
    total: priced.total,
    hash: cartHash(viewLines),
    items: reconciled.items,
    couponCodes,
    changed: reconciled.changed || couponCodes.length !== coupons.codes.length,
    notices: [...reconciled.notices, ...checked.notices],
    couponNotices: checked.notices,
  };
}
