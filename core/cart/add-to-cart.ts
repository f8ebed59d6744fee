import type { Db } from '../../db/connect.ts';
import { groupedChildIds } from '../catalog/product-kind.ts';
import { pageOf, readCatalogRows, readSellableUnits, unitIdOf, unitsOf, type CatalogRow, type SellableUnit } from '../catalog/sellable-units.ts';
import { productNamesIn } from '../i18n/catalog-views.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import type { AddRequest } from './add-request.ts';
import { lineKey } from './cart-key.ts';
import { cartMessages as englishCartMessages } from './messages.ts';
import { parseProductId, parseQuantity } from './quantity.ts';
import type { CartErrorCode, CartItem, CartRules } from './types.ts';
import { resolveVariationChoice } from './variation-choice.ts';

export interface AddedToCart {
  items: CartItem[];
  product: SellableUnit;
  /** What the notice names: the product, or a grouped product's products added ("Mug, Bowl"). */
  addedName: string;
  quantity: number;
  /**
   * The sellable units among the cart's lines and the one added, all read in one query: the new cart is
   * priced from them (loadCartView) without reading them again.
   */
  products: ReadonlyMap<number, SellableUnit>;
}

/** A refused add, with the product it named when that product is published (the shopper is sent to its page). */
export type AddToCartFailure = Extract<Result<AddedToCart, CartErrorCode>, { ok: false }> & { product?: Pick<SellableUnit, 'slug' | 'name'> };

export type AddToCartResult = Extract<Result<AddedToCart, CartErrorCode>, { ok: true }> | AddToCartFailure;

/**
 * Adds a sellable unit to the cart lines (returns new lines; the caller saves them): a simple product by
 * its id, or a variable product's variation by the attributes chosen (and the variation's id, when the form
 * names it). Raw request values are accepted as they come: garbage becomes error values, never exceptions.
 */
export async function addToCart(
  db: Db,
  items: readonly CartItem[],
  request: AddRequest,
  rules: Pick<CartRules, 'maxLineQuantity' | 'messages' | 'attributeLocale'>,
  /** The rows of the product named and of the cart's lines, when the caller read them with the session (core/cart/session-cart-rows.ts). */
  readRows?: ReadonlyMap<number, CatalogRow>,
): Promise<AddToCartResult> {
  const cartMessages = rules.messages ?? englishCartMessages;
  const productId = parseProductId(request.productId);
  if (productId === null) return fail('invalid_product', cartMessages.cannotPurchase);
  // No variation, as WooCommerce's forms send it: absent, empty or 0.
  const namesNoVariation = request.variationId === undefined || request.variationId === null || ['', '0'].includes(String(request.variationId).trim());
  const variationId = namesNoVariation ? null : parseProductId(request.variationId);
  if (!namesNoVariation && variationId === null) return fail('invalid_product', cartMessages.variationUnavailable);

  // One read for the common case: the product named and the cart's lines, whatever their types.
  const rows = readRows ?? (await readCatalogRows(db, [productId, ...items.map(unitIdOf)]));
  const products = unitsOf(rows);
  const named = rows.get(productId);
  if (!named) return fail('invalid_product', cartMessages.cannotPurchase);
  const page = pageOf(named) ?? undefined;
  if (named.row.type === 'grouped' && page) return addGroupedProducts(db, items, named.row.id, request.quantities ?? {}, rules, page);
  let line: Pick<CartItem, 'productId' | 'variationId' | 'attributes'> = { productId };
  const parentId = named.row.type === 'variable' ? named.row.id : named.row.type === 'variation' ? named.row.parent_id : null;
  if (parentId !== null) {
    // A variable product, or a variation named by its own id: the options chosen name the unit.
    const choice = await resolveVariationChoice(db, parentId, named.row.type === 'variation' ? named.row.id : variationId, request.attributes ?? {}, cartMessages, rules.attributeLocale);
    if (!choice.ok) return { ...choice, product: page };
    line = { productId: choice.value.productId, variationId: choice.value.variationId, attributes: choice.value.attributes };
    if (!products.has(choice.value.variationId)) for (const [id, unit] of await readSellableUnits(db, [choice.value.variationId])) products.set(id, unit);
  } else if (variationId !== null) {
    return { ...fail('invalid_product', cartMessages.variationUnavailable), product: page };
  }
  const unitId = unitIdOf(line);
  const product = products.get(unitId);
  if (!product || product.productId !== line.productId) return { ...fail('invalid_product', cartMessages.cannotPurchase), product: page };
  const refuse = (code: CartErrorCode, message: string): AddToCartFailure => ({ ...fail(code, message), product });
  // Notices name the product as the page the shopper is on does.
  const name = (await productNamesIn(db, [product.productId], rules.attributeLocale)).get(product.productId) ?? product.name;

  const quantity = parseQuantity(request.quantity, { min: 1, max: rules.maxLineQuantity, fallback: 1 }, cartMessages);
  if (!quantity.ok) {
    return quantity.error.code === 'line_limit'
      ? refuse('line_limit', cartMessages.lineLimit(name, rules.maxLineQuantity))
      : refuse('invalid_quantity', quantity.error.message);
  }
  if (!product.purchasable) return refuse('out_of_stock', cartMessages.outOfStock(name));

  const key = lineKey(line);
  const existing = items.find((item) => item.key === key);
  const inCart = existing?.quantity ?? 0;
  // Stock belongs to the unit: other lines of the same variation (other "any" choices) take from it too.
  const unitInCart = items.filter((item) => unitIdOf(item) === unitId).reduce((sum, item) => sum + item.quantity, 0);
  const wanted = inCart + quantity.value;
  if (product.stock !== null && unitInCart + quantity.value > product.stock) {
    return unitInCart > 0
      ? refuse('not_enough_stock', cartMessages.alreadyInCart(product.stock, unitInCart))
      : refuse('not_enough_stock', cartMessages.notEnoughStock(name, product.stock));
  }
  if (wanted > rules.maxLineQuantity) return refuse('line_limit', cartMessages.lineLimit(name, rules.maxLineQuantity));

  const next = existing
    ? items.map((item) => (item === existing ? { ...item, quantity: wanted } : item))
    : [...items, { key, ...line, quantity: quantity.value }];
  return ok({ items: next, product, addedName: name, quantity: quantity.value, products });
}

/**
 * A grouped product's form: each of its products with a quantity above 0 is added in turn, as its own add
 * would be. The first refusal stops the rest and says why; none chosen asks for a quantity.
 */
async function addGroupedProducts(
  db: Db,
  items: readonly CartItem[],
  groupedId: number,
  quantities: Readonly<Record<string, string>>,
  rules: Pick<CartRules, 'maxLineQuantity' | 'messages' | 'attributeLocale'>,
  page: Pick<SellableUnit, 'slug' | 'name'>,
): Promise<AddToCartResult> {
  const cartMessages = rules.messages ?? englishCartMessages;
  const children = (await groupedChildIds(db, [groupedId])).get(groupedId) ?? [];
  const wanted = children.filter((id) => (quantities[String(id)] ?? '').trim() !== '' && quantities[String(id)]!.trim() !== '0');
  if (wanted.length === 0) return { ...fail('invalid_quantity', cartMessages.chooseQuantity), product: page };
  let current: readonly CartItem[] = items;
  const added: AddedToCart[] = [];
  for (const id of wanted) {
    const result = await addToCart(db, current, { productId: id, quantity: quantities[String(id)] }, rules);
    if (!result.ok) return { ...result, product: page };
    added.push(result.value);
    current = result.value.items;
  }
  const last = added.at(-1) as AddedToCart;
  return ok({ ...last, addedName: added.map((each) => each.product.name).join(', '), quantity: added.reduce((sum, each) => sum + each.quantity, 0) });
}
