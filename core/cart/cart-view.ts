import type { Db } from '../../db/connect.ts';
import { attributeLabeller, type AttributeLabel } from '../catalog/attribute-labels.ts';
import type { CatalogReads } from '../catalog/catalog-memo.ts';
import { firstImageViews } from '../catalog/product-list.ts';
import { maxPurchasable, type ImageView } from '../catalog/products.ts';
import { readSellableUnits, unitIdOf, type SellableUnit } from '../catalog/sellable-units.ts';
import { priceCart, type ShippingChoice } from '../pricing/price-cart.ts';
import { withShippingClasses } from '../shipping/shipping-classes.ts';
import type { Destination, ShippingRate } from '../shipping/shipping-zone.ts';
import type { DiscountType } from '../pricing/coupon.ts';
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
  shipping: number;
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
  const [images, labels] = await Promise.all([
    firstImageViews(db, [...new Set(kept.flatMap(({ unit }) => [unit.id, unit.productId]))], options.uploadsUrl, options.memo),
    attributeLabeller(db, reconciled.items, options.attributeLocale),
  ]);
  const checked = await checkCartCoupons(
    db,
    coupons.codes,
    kept.map(({ item, unit }) => ({
      key: item.key,
      productId: unit.productId,
      variationId: unit.variationId,
      attributes: labels(item),
      name: unit.name,
      slug: unit.slug,
      sku: unit.sku,
      unitPrice: unit.price,
      onSale: unit.onSale,
      quantity: item.quantity,
      maxQuantity: maxPurchasable(unit, options.maxLineQuantity),
      image: images.get(unit.id) ?? images.get(unit.productId) ?? null,
      target: { productId: unit.productId, variationId: unit.variationId, categories: [], onSale: unit.onSale },
    })),
    { language: options.language ?? 'en', money: options.money ?? DEFAULT_MONEY_WORDS, now: new Date(), shopper: coupons.shopper },
  );
  const destination = coupons.shipping?.destination ?? options.defaultDestination;
  const lines = await withShippingClasses(db, checked.lines, options.shippingZones);
  const priced = priceCart(lines, options, { destination, chosenRate: coupons.shipping?.chosenRate ?? null }, checked.kept);
  const viewLines: CartLineView[] = priced.lines.map(({ subtotal, discount: _discount, total, target: _target, shippingClassId: _class, ...line }) => ({ ...line, lineSubtotal: subtotal, lineTotal: total }));
  // An empty cart's coupons wait, unchecked, for its first line.
  const couponCodes = kept.length === 0 ? [...coupons.codes] : checked.kept.map((coupon) => coupon.code);
  return {
    lines: viewLines,
    count: viewLines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: priced.subtotal,
    coupons: priced.coupons.map(({ coupon, discount }) => ({ code: coupon.code, discountType: coupon.discountType, discount, freeShipping: coupon.freeShipping })),
    discount: priced.discount,
    shippingRates: priced.shippingRates,
    shippingRate: priced.shippingRate,
    freeShippingShortfall: priced.freeShippingShortfall,
    destination,
    destinationGiven: coupons.shipping?.destination !== undefined,
    shipping: priced.shipping,
    total: priced.total,
    hash: cartHash(viewLines),
    items: reconciled.items,
    couponCodes,
    changed: reconciled.changed || couponCodes.length !== coupons.codes.length,
    notices: [...reconciled.notices, ...checked.notices],
    couponNotices: checked.notices,
  };
}
