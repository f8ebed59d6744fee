/**
 * The product page's `form.variations_form` (docs/contract.md, "Catalog"): WooCommerce's markup and the JSON
 * of its variations in `data-product_variations`, which the page's script matches the shopper's choice
 * against. The server writes both; the browser reads them.
 */
export const VARIATIONS_FORM_SELECTOR = 'form.variations_form';
/** The field of an attribute's select: `attribute_pa_colour`. */
export const attributeField = (key: string): string => `attribute_${key}`;

/** One variation as WooCommerce's variations form carries it (the keys themes' scripts read). */
export interface VariationJson {
  variation_id: number;
  /** The variation's value per field (`attribute_pa_colour` → `blue`); '' where it takes any value. */
  attributes: Record<string, string>;
  /** Prices in the currency's units (`40` for 40.00), as WooCommerce gives them. */
  display_price: number;
  display_regular_price: number;
  is_in_stock: boolean;
  is_purchasable: boolean;
  variation_is_active: boolean;
  variation_is_visible: boolean;
  sku: string;
  image: { src: string; srcset: string; alt: string; width: number; height: number } | null;
  /** The price and availability as the page shows them (escaped by the server). */
  price_html: string;
  availability_html: string;
  /** The variation's description: sanitised HTML (its own paragraphs), '' for none. */
  variation_description: string;
  /** Its weight and dimensions, each blank one its product's, as strings in the shop's units ('' for none). */
  weight?: string;
  dimensions?: { length: string; width: string; height: string };
  /** As the page shows them ("0.4 kg", "30 × 20 × 2 cm", else "N/A" in the page's language), escaped. */
  weight_html?: string;
  dimensions_html?: string;
  min_qty: number;
  /** Most one order may take; '' when stock is not counted. */
  max_qty: number | '';
}

/** The "Additional information" table's rows the chosen variation's weight and dimensions are written in. */
export const WEIGHT_ROW = 'woocommerce-product-attributes-item--weight';
export const DIMENSIONS_ROW = 'woocommerce-product-attributes-item--dimensions';
export const ATTRIBUTE_VALUE_CELL = 'woocommerce-product-attributes-item__value';

/** Whether a variation fits what is chosen so far: each chosen value equal, or the variation takes any. */
export function fitsChoice(variation: Pick<VariationJson, 'attributes'>, chosen: Readonly<Record<string, string>>): boolean {
  return Object.entries(chosen).every(([field, value]) => value === '' || (variation.attributes[field] ?? '') === '' || variation.attributes[field] === value);
}

/** The variation a complete choice names (every field chosen), the first in the page's order; null otherwise. */
export function chosenVariation(variations: readonly VariationJson[], fields: readonly string[], chosen: Readonly<Record<string, string>>): VariationJson | null {
  if (fields.some((field) => !chosen[field])) return null;
  return variations.find((variation) => fitsChoice(variation, chosen)) ?? null;
}

/**
 * Whether choosing `value` for `field`, with the other choices as they are, leaves a variation that can be
 * bought: the options that leave none are marked.
 */
export function canBuyWith(variations: readonly VariationJson[], chosen: Readonly<Record<string, string>>, field: string, value: string): boolean {
  const next = { ...chosen, [field]: value };
  return variations.some((variation) => variation.is_purchasable && fitsChoice(variation, next));
}
