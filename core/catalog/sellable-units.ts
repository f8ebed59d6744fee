import type { Db } from '../../db/connect.ts';
import type { Product } from '../../db/schema.ts';
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

/** A row of the catalogue as an add to the cart finds it, whatever its type, with its variable product's fields. */
export interface CatalogRow {
  row: Product;
  parent: { id: number; name: string; slug: string; sku: string | null; status: Product['status']; type: Product['type'] } | null;
}

/** The id of the row that is sold: the variation when there is one. */
export const unitIdOf = (line: { productId: number; variationId?: number | null }): number => line.variationId ?? line.productId;

/** The rows among `ids`, by id, each with its parent (a variation's variable product), in one query. */
export async function readCatalogRows(db: Db, ids: readonly number[]): Promise<Map<number, CatalogRow>> {
  const valid = [...new Set(ids.filter((id) => isRowId(id)))];
  if (valid.length === 0) return new Map();
  const rows = await db
    .selectFrom('products as unit')
    .leftJoin('products as parent', 'parent.id', 'unit.parent_id')
    .selectAll('unit')
    .select(['parent.id as parent_row', 'parent.name as parent_name', 'parent.slug as parent_slug', 'parent.sku as parent_sku', 'parent.status as parent_status', 'parent.type as parent_type'])
    .where('unit.id', 'in', valid)
    .execute();
  return new Map(
    rows.map(({ parent_row, parent_name, parent_slug, parent_sku, parent_status, parent_type, ...row }) => [
      row.id,
      {
        row,
        parent: parent_row === null ? null : { id: parent_row, name: parent_name ?? '', slug: parent_slug ?? '', sku: parent_sku, status: parent_status ?? 'draft', type: parent_type ?? 'simple' },
      },
    ]),
  );
}

/**
 * The row as a sellable unit, or null: a published simple product, or an enabled variation of a published
 * variable product. Variable, grouped and external products are not sold as such.
 */
export function sellableUnitOf({ row, parent }: CatalogRow): SellableUnit | null {
  if (row.status !== 'publish') return null;
  if (row.type === 'simple') return { ...toSummary(row), productId: row.id, variationId: null };
  if (row.type !== 'variation' || !parent || parent.status !== 'publish' || parent.type !== 'variable') return null;
  return { ...toSummary(row), name: parent.name, slug: parent.slug, sku: row.sku ?? parent.sku, productId: parent.id, variationId: row.id };
}

/** The page a row belongs on when it is shown: its own, or its variable product's (null when not published). */
export function pageOf({ row, parent }: CatalogRow): { slug: string; name: string } | null {
  if (row.type === 'variation') return parent && parent.status === 'publish' ? { slug: parent.slug, name: parent.name } : null;
  return row.status === 'publish' ? { slug: row.slug, name: row.name } : null;
}

/** The sellable units among `ids`, by id (see sellableUnitOf). */
export async function readSellableUnits(db: Db, ids: readonly number[]): Promise<Map<number, SellableUnit>> {
  return unitsOf(await readCatalogRows(db, ids));
}

export function unitsOf(rows: ReadonlyMap<number, CatalogRow>): Map<number, SellableUnit> {
  const units = new Map<number, SellableUnit>();
  for (const [id, row] of rows) {
    const unit = sellableUnitOf(row);
    if (unit) units.set(id, unit);
  }
  return units;
}
