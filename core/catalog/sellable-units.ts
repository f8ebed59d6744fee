import type { Db } from '../../db/connect.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
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
  /** How it is taxed: its product's status, its own class (a variation's `parent` resolved to its product's). */
  taxStatus: Product['tax_status'];
  taxClass: string;
}

/** A row of the catalogue as an add to the cart finds it, whatever its type, with its variable product's fields. */
export interface CatalogRow {
  row: Product;
  parent: Pick<Product, 'id' | 'name' | 'slug' | 'sku' | 'status' | 'type' | 'tax_status' | 'tax_class'> | null;
}

/** The id of the row that is sold: the variation when there is one. */
export const unitIdOf = (line: { productId: number; variationId?: number | null }): number => line.variationId ?? line.productId;

/**
 * The rows among `ids`, by id, each with its parent (a variation's variable product). Every cart change
 * and every page with a cart runs this: a cart of simple products, the usual one, is one primary-key read
 * (whole rows, which Kysely builds faster than a list of columns); variations add one read for their products.
 */
const productRows = reusableQuery((db, p: { ids: number[] }) => db.selectFrom('products').selectAll().where('id', 'in', p.ids));
const parentRows = reusableQuery((db, p: { ids: number[] }) => db.selectFrom('products').select(['id', 'name', 'slug', 'sku', 'status', 'type', 'tax_status', 'tax_class']).where('id', 'in', p.ids));

export async function readCatalogRows(db: Db, ids: readonly number[]): Promise<Map<number, CatalogRow>> {
  const valid = [...new Set(ids.filter((id) => isRowId(id)))];
  if (valid.length === 0) return new Map();
  return withParents(db, await productRows(db, { ids: valid }));
}

/** Whole product rows as catalogue rows, with the variable products of the variations among them. */
export async function withParents(db: Db, rows: readonly Product[]): Promise<Map<number, CatalogRow>> {
  const parentIds = [...new Set(rows.flatMap((row) => (row.parent_id === null ? [] : [row.parent_id])))];
  const parents = new Map<number, NonNullable<CatalogRow['parent']>>();
  if (parentIds.length > 0) {
    for (const parent of await parentRows(db, { ids: parentIds })) parents.set(parent.id, parent);
  }
  const catalogRows = new Map<number, CatalogRow>();
  for (const row of rows) catalogRows.set(row.id, { row, parent: row.parent_id === null ? null : (parents.get(row.parent_id) ?? null) });
  return catalogRows;
}

/**
 * The row as a sellable unit, or null: a published simple product, or an enabled variation of a published
 * variable product. Variable, grouped and external products are not sold as such.
 */
export function sellableUnitOf({ row, parent }: CatalogRow): SellableUnit | null {
  if (row.status !== 'publish') return null;
  if (row.type === 'simple') return { ...toSummary(row), productId: row.id, variationId: null, taxStatus: row.tax_status, taxClass: row.tax_class };
  if (row.type !== 'variation' || !parent || parent.status !== 'publish' || parent.type !== 'variable') return null;
  const taxClass = row.tax_class === 'parent' ? parent.tax_class : row.tax_class;
  return { ...toSummary(row), name: parent.name, slug: parent.slug, sku: row.sku ?? parent.sku, productId: parent.id, variationId: row.id, taxStatus: parent.tax_status, taxClass };
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
