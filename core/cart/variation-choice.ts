import type { Db } from '../../db/connect.ts';
import { customAttributeKey } from '../catalog/attribute-keys.ts';
import { attributeNamesIn } from '../catalog/attribute-translations.ts';
import type { LocaleChoice } from '../i18n/catalog-views.ts';
import type { ProductAttributeView } from '../catalog/product-attributes.ts';
import { chooseVariation, loadVariableProduct, type VariableProduct } from '../catalog/variations.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import type { CartMessages } from './messages.ts';
import type { CartErrorCode } from './types.ts';

/** A variable product's choice made whole: the variation sold and every attribute's value, "any" ones as chosen. */
export interface VariationChoice {
  productId: number;
  variationId: number;
  /** Product name, for notices. */
  name: string;
  attributes: Record<string, string>;
}

/**
 * The variation of a variable product (`parentId`) a shopper's add names, by the variation's id when the
 * form or link gives it and by the attributes chosen: the variation and every value, or why none can be
 * added, worded for the shopper (naming an attribute in `attributeLocale`). Posted values are matched on
 * the term slugs and the default language's names, whatever the shopper's language.
 */
export async function resolveVariationChoice(
  db: Db,
  parentId: number,
  variationId: number | null,
  posted: Readonly<Record<string, string>>,
  messages: CartMessages,
  attributeLocale?: LocaleChoice,
): Promise<Result<VariationChoice, CartErrorCode>> {
  const product = await loadVariableProduct(db, parentId);
  if (!product || product.parent.status !== 'publish') return fail('invalid_product', messages.cannotPurchase);
  const chosen = valuesByKey(product.attributes, posted);
  const names = await attributeNamesIn(db, product.attributes.map((attribute) => attribute.id), attributeLocale);
  const nameOf: AttributeNaming = (key) => {
    const attribute = product.attributes.find((candidate) => candidate.key === key);
    return attribute ? names.attribute(attribute.id, attribute.name) : (key ?? '');
  };
  return variationId === null ? matchChoice(product, chosen, messages, nameOf) : checkNamedVariation(product, variationId, chosen, messages, nameOf);
}

/** An attribute as a refusal names it, by its key: in the shopper's language where it is translated. */
type AttributeNaming = (key: string | undefined) => string;

/** The posted values by attribute key: posted under the key (`pa_colour`) or under the attribute's name ("Colour"). */
function valuesByKey(attributes: readonly ProductAttributeView[], posted: Readonly<Record<string, string>>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const attribute of attributes.filter((candidate) => candidate.variation)) {
    const value = posted[attribute.key] ?? posted[customAttributeKey(attribute.name)];
    if (value !== undefined) values[attribute.key] = optionValue(attribute, value.trim());
  }
  return values;
}

/** A posted value as the product stores it: a term by its slug or its name, a custom value in any case. */
function optionValue(attribute: ProductAttributeView, value: string): string {
  const lower = value.toLowerCase();
  return attribute.options.find((option) => option.value === value || option.value.toLowerCase() === lower || option.label.toLowerCase() === lower)?.value ?? value;
}

function matchChoice(product: VariableProduct, chosen: Record<string, string>, messages: CartMessages, nameOf: AttributeNaming): Result<VariationChoice, CartErrorCode> {
  const match = chooseVariation(product, chosen);
  if (match.ok) return ok({ productId: product.parent.id, variationId: match.variation.id, name: product.parent.name, attributes: completeValues(product, match.variation.values, chosen) });
  switch (match.reason) {
    case 'incomplete':
      return fail('invalid_product', Object.keys(chosen).length === 0 ? messages.chooseOptions(product.parent.name) : messages.attributeRequired(nameOf(match.attribute)));
    case 'not_offered':
      return fail('invalid_product', messages.invalidAttributeValue(nameOf(match.attribute)));
    case 'out_of_stock':
      return fail('out_of_stock', messages.outOfStock(product.parent.name));
    default:
      return fail('invalid_product', messages.variationUnavailable);
  }
}

/**
 * A variation the request names by id: it must be this product's; each of its own values may be posted
 * again but not changed, and each "any" value is the shopper's. The rest is the same check as a choice's.
 */
function checkNamedVariation(
  product: VariableProduct,
  variationId: number,
  chosen: Record<string, string>,
  messages: CartMessages,
  nameOf: AttributeNaming,
): Result<VariationChoice, CartErrorCode> {
  const variation = product.variations.find((candidate) => candidate.row.id === variationId);
  if (!variation) return fail('invalid_product', messages.variationUnavailable);
  const changed = product.axes.find((axis) => variation.values[axis.key] && chosen[axis.key] && chosen[axis.key] !== variation.values[axis.key]);
  if (changed) return fail('invalid_product', messages.invalidAttributeValue(nameOf(changed.key)));
  const values = Object.fromEntries(product.axes.map((axis) => [axis.key, variation.values[axis.key] || chosen[axis.key] || '']));
  return matchChoice({ ...product, variations: [variation] }, values, messages, nameOf);
}

/** Every axis's value for the cart line: the variation's own, or the shopper's where it allows "any". */
function completeValues(product: VariableProduct, own: Readonly<Record<string, string>>, chosen: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(product.axes.map((axis) => [axis.key, own[axis.key] || chosen[axis.key] || '']));
}
