import type { Db } from '../../db/connect.ts';
import { firstImageViews } from '../catalog/product-list.ts';
import { getPublishedProducts, maxPurchasable, type ImageView, type ProductSummary } from '../catalog/products.ts';
import { cartHash } from './cart-hash.ts';
import { reconcileCart } from './reconcile.ts';
import { cartTotals } from './totals.ts';
import type { CartItem, CartRules } from './types.ts';

export interface CartLineView {
  key: string;
  productId: number;
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
}

/**
 * The cart priced live from the catalogue, with thumbnails, totals and the cart hash. `readProducts`
 * are the published products among (at least) these lines, when the caller has just read them (an add
 * has): a line missing from them is taken as gone, and the catalogue is not read again.
 */
export async function loadCartView(
  db: Db,
  items: readonly CartItem[],
  options: CartViewOptions,
  readProducts?: ReadonlyMap<number, ProductSummary>,
): Promise<CartView> {
  const products = readProducts ?? (await getPublishedProducts(db, items.map((item) => item.productId)));
  const reconciled = reconcileCart(items, products, options.maxLineQuantity, options.messages);
  const images = await firstImageViews(db, reconciled.items.map((item) => item.productId), options.uploadsUrl);
  const lines: CartLineView[] = [];
  for (const item of reconciled.items) {
    const product = products.get(item.productId);
    if (!product) continue;
    lines.push({
      key: item.key,
      productId: product.id,
      name: product.name,
      slug: product.slug,
      sku: product.sku,
      unitPrice: product.price,
      quantity: item.quantity,
      lineTotal: product.price * item.quantity,
      maxQuantity: maxPurchasable(product, options.maxLineQuantity),
      image: images.get(product.id) ?? null,
    });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  return {
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    ...cartTotals(subtotal, options),
    hash: cartHash(lines),
    items: reconciled.items,
    changed: reconciled.changed,
    notices: reconciled.notices,
  };
}
