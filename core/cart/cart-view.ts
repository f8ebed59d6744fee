import type { Db } from '../../db/connect.ts';
import { attributeLabeller, type AttributeLabel } from '../catalog/attribute-labels.ts';
import type { CatalogReads } from '../catalog/catalog-memo.ts';
import { firstImageViews } from '../catalog/product-list.ts';
import { maxPurchasable, type ImageView } from '../catalog/products.ts';
import { readSellableUnits, unitIdOf, type SellableUnit } from '../catalog/sellable-units.ts';
import { priceCart } from '../pricing/price-cart.ts';
import { cartHash } from './cart-hash.ts';
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
  quantity: number;
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
  shipping: number;
  total: number;
  hash: string;
  /** The stored lines after reconciliation: what the session should hold. */
  items: CartItem[];
  /** True when reconciliation changed the stored lines (save them). */
  changed: boolean;
  /** Why lines were dropped or capped, for the shopper. */
  notices: string[];
}

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
  const priced = priceCart(
    kept.map(({ item, unit }) => ({
      key: item.key,
      productId: unit.productId,
      variationId: unit.variationId,
      attributes: labels(item),
      name: unit.name,
      slug: unit.slug,
      sku: unit.sku,
      unitPrice: unit.price,
      quantity: item.quantity,
      maxQuantity: maxPurchasable(unit, options.maxLineQuantity),
      image: images.get(unit.id) ?? images.get(unit.productId) ?? null,
    })),
    options,
  );
  const lines: CartLineView[] = priced.lines.map(({ subtotal: _subtotal, total, ...line }) => ({ ...line, lineTotal: total }));
  return {
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: priced.subtotal,
    shipping: priced.shipping,
    total: priced.total,
    hash: cartHash(lines),
    items: reconciled.items,
    changed: reconciled.changed,
    notices: reconciled.notices,
  };
}
