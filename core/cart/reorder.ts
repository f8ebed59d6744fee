import type { Db } from '../../db/connect.ts';
import type { OrderLine } from '../../db/schema.ts';
import { productsAttributesInLocale } from '../catalog/attribute-translations.ts';
import type { ProductAttributeView } from '../catalog/product-attributes.ts';
import { loadVariableProducts } from '../catalog/variations.ts';
import type { LocaleChoice } from '../i18n/catalog-views.ts';
import { orderLineAttributes } from '../orders/order-line-attributes.ts';
import type { AttributeLabel } from '../catalog/attribute-labels.ts';
import type { AddRequest } from './add-request.ts';

export type ReorderedLine = Pick<OrderLine, 'product_id' | 'variation_id' | 'quantity' | 'attributes'>;

/**
 * The add each of an order's lines asks of the cart ("Order again"), as the product page's form sends it:
 * a variation by its product and its own id, with the values the shopper chose where it takes any value
 * ("Colour: any" bought as Blue), read back from the line's attributes. The line keeps them as the shopper
 * read them, in the order's language (`labelledIn`), so they are matched on those words or the default
 * language's, then on the value itself. Null for a line whose product is gone. The cart's own checks
 * decide the rest: a variation gone, disabled or out of stock, or a value no longer offered, is refused.
 */
export async function reorderRequests(db: Db, lines: readonly ReorderedLine[], labelledIn?: LocaleChoice): Promise<(AddRequest | null)[]> {
  const parentIds = lines.flatMap((line) => (line.variation_id !== null && line.product_id !== null ? [line.product_id] : []));
  const products = await loadVariableProducts(db, parentIds);
  const own = new Map([...products].map(([id, product]) => [id, product.attributes]));
  const translated = await productsAttributesInLocale(db, own, labelledIn);
  return lines.map((line) => {
    const quantity = line.quantity;
    if (line.variation_id === null) return line.product_id === null ? null : { productId: line.product_id, quantity };
    const product = line.product_id === null ? undefined : products.get(line.product_id);
    const variation = product?.variations.find((candidate) => candidate.row.id === line.variation_id);
    // Not one of its product's variations now: the cart says it cannot be sold.
    if (!product || !variation) return { productId: line.variation_id, quantity };
    const labels = orderLineAttributes(line);
    const attributes: Record<string, string> = {};
    for (const axis of product.axes) {
      if (variation.values[axis.key]) continue;
      const attribute = product.attributes.find((candidate) => candidate.key === axis.key);
      const inLanguage = translated.get(product.parent.id)?.find((candidate) => candidate.key === axis.key);
      if (!attribute) continue;
      const value = chosenValue(labels, attribute, inLanguage);
      if (value !== null) attributes[axis.key] = value;
    }
    return { productId: product.parent.id, variationId: variation.row.id, quantity, attributes };
  });
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The value a line's labels give an attribute: the option whose words (in either language) or value the label has; else the label's value as it is. */
function chosenValue(labels: readonly AttributeLabel[], attribute: ProductAttributeView, inLanguage: ProductAttributeView | undefined): string | null {
  const names = [attribute.name, attribute.key, ...(inLanguage ? [inLanguage.name] : [])];
  const label = labels.find((candidate) => names.some((name) => same(name, candidate.name)));
  if (!label) return null;
  const options = [...attribute.options, ...(inLanguage?.options ?? [])];
  return (options.find((option) => same(option.label, label.value)) ?? options.find((option) => same(option.value, label.value)))?.value ?? label.value;
}
