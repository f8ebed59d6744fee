import type { Db } from '../../db/connect.ts';
import { isRowId } from '../shared/row-id.ts';
import { readProductAttributes } from './product-attributes.ts';
import { hasDimensions, NO_SHIPPING, shippingOf, type ShippingColumns } from './product-shipping.ts';

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
  attributes: { key: string; name: string; values: string[] }[];
}

export async function readAdditionalInformation(db: Db, productId: number): Promise<AdditionalInformation | null> {
  if (!isRowId(productId)) return null;
  const [rows, attributes] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'type', 'weight', 'length', 'width', 'height'])
      .where((eb) => eb.or([eb('id', '=', productId), eb.and([eb('parent_id', '=', productId), eb('type', '=', 'variation'), eb('status', '=', 'publish')])]))
      .execute(),
    readProductAttributes(db, productId),
  ]);
  const own = rows.find((row) => row.id === productId);
  const shipping = own ? shippingOf(own) : NO_SHIPPING;
  return {
    shipping,
    showWeight: rows.some((row) => Boolean(row.weight)),
    showDimensions: rows.some((row) => hasDimensions(row)),
    attributes: attributes.filter((attribute) => attribute.visible && attribute.options.length > 0).map((attribute) => ({ key: attribute.key, name: attribute.name, values: attribute.options.map((option) => option.label) })),
  };
}

/** Whether the table has a row to show. */
export function hasAdditionalInformation(info: AdditionalInformation | null): info is AdditionalInformation {
  return info !== null && (info.showWeight || info.showDimensions || info.attributes.length > 0);
}
