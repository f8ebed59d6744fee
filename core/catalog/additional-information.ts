import type { Db } from '../../db/connect.ts';
import type { ViewLocale } from '../i18n/catalog-views.ts';
import { productAttributesInLocale } from './attribute-translations.ts';
import { readProductAttributes } from './product-attributes.ts';
import { hasDimensions, type ShippingColumns } from './product-shipping.ts';

/**
 * What the product page's "Additional information" table lists, as WooCommerce's
 * `wc_display_product_attributes` does: the weight and the dimensions when the product (or, for a
 * variable product, one of its enabled variations) has them, then the product's visible attributes.
 */
export interface AdditionalInformation {
  /** The product's own values; a variable product's page shows its variation's once one is chosen. */
  shipping: ShippingColumns;
  showWeight: boolean;
  showDimensions: boolean;
  attributes: AdditionalAttribute[];
}

export interface AdditionalAttribute {
  key: string;
  name: string;
  values: string[];
}

/** The product's visible attributes, named in the page's language (one read when it has none). */
export async function readAdditionalAttributes(db: Db, productId: number, locale: ViewLocale | undefined): Promise<AdditionalAttribute[]> {
  const visible = (await readProductAttributes(db, productId)).filter((attribute) => attribute.visible && attribute.options.length > 0);
  if (visible.length === 0) return [];
  const named = await productAttributesInLocale(db, visible, locale);
  return named.map((attribute) => ({ key: attribute.key, name: attribute.name, values: attribute.options.map((option) => option.label) }));
}

/**
 * The table from what the page has read already: the product's own weight and dimensions, its enabled
 * variations' (a variable product's; none for other types) and its visible attributes.
 */
export function additionalInformation(shipping: ShippingColumns, variations: readonly ShippingColumns[], attributes: AdditionalAttribute[]): AdditionalInformation {
  const all = [shipping, ...variations];
  return {
    shipping,
    showWeight: all.some((values) => Boolean(values.weight)),
    showDimensions: all.some((values) => hasDimensions(values)),
    attributes,
  };
}

/** Whether the table has a row to show. */
export function hasAdditionalInformation(info: AdditionalInformation | null): info is AdditionalInformation {
  return info !== null && (info.showWeight || info.showDimensions || info.attributes.length > 0);
}
