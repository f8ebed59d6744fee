import type { Db } from '../../db/connect.ts';
import { isRowId } from '../shared/row-id.ts';
import { toSummary, type ProductSummary } from './products.ts';

/**
 * What a cart line, an order line, a stock count and a price belong to: a simple product, or one
 * variation of a variable product. `id` is the unit's own row (the variation's for a variation); its
 * name and address are its product's, since that is the page the shopper chose it on.
 */
export interface SellableUnit extends ProductSummary {
  /** The product the shopper chose: the unit itself, or a variation's variable product. */
  productId: number;
  /** The variation, or null for a simple product. */
  variationId: number | null;
}

/** The id of the row that is sold: the variation when there is one. */
export const unitIdOf = (line: { productId: number; variationId?: number | null }): number => line.variationId ?? line.productId;

/**
 * The published sellable units among `ids`, by id: simple products, and enabled variations of
 * published variable products. Variable, grouped and external products are not sold as such.
 */
export async function readSellableUnits(db: Db, ids: readonly number[]): Promise<Map<number, SellableUnit>> {
  const valid = [...new Set(ids.filter((id) => isRowId(id)))];
  if (valid.length === 0) return new Map();
  const rows = await db
    .selectFrom('products as unit')
    .leftJoin('products as parent', (join) => join.onRef('parent.id', '=', 'unit.parent_id').on('parent.status', '=', 'publish').on('parent.type', '=', 'variable'))
    .selectAll('unit')
    .select(['parent.id as parent_row', 'parent.name as parent_name', 'parent.slug as parent_slug', 'parent.sku as parent_sku'])
    .where('unit.id', 'in', valid)
    .where('unit.status', '=', 'publish')
    .where((eb) => eb.or([eb('unit.type', '=', 'simple'), eb.and([eb('unit.type', '=', 'variation'), eb('parent.id', 'is not', null)])]))
    .execute();
  const units = new Map<number, SellableUnit>();
  for (const row of rows) {
    const summary = toSummary(row);
    if (row.type === 'variation' && row.parent_row !== null) {
      units.set(row.id, { ...summary, name: row.parent_name ?? row.name, slug: row.parent_slug ?? row.slug, sku: row.sku ?? row.parent_sku, productId: row.parent_row, variationId: row.id });
    } else {
      units.set(row.id, { ...summary, productId: row.id, variationId: null });
    }
  }
  return units;
}
