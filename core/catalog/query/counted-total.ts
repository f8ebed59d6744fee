import type { Db } from '../../../db/connect.ts';
import { LISTED_TYPES, type CatalogQuery } from './description.ts';

/**
 * A listing's total from the counts the database keeps (db/migrations/021 and 027), when the query narrows
 * by nothing those counts do not keep: scope, status and type, or one category on the storefront. Such a
 * total costs a few rows whatever the catalogue's size; any other filter is counted by its query.
 * Returns null when the query must be counted.
 */
export function countedTotal(db: Db, query: CatalogQuery): Promise<number> | null {
  if (narrowedPastKeptCounts(query)) return null;
  if (query.categories === undefined) return statusTypeTotal(db, query);
  const [category, ...others] = query.categories;
  // A category keeps the count of its published products of every listed type.
  if (category === undefined || others.length > 0 || query.scope !== 'storefront' || query.types.length > 0) return null;
  return categoryTotal(db, category);
}

/** Narrowed by something no kept count keeps: a search, a term, a stock status, SKUs or ids, a sale or a price. */
export function narrowedPastKeptCounts(query: CatalogQuery): boolean {
  return (
    query.search !== '' ||
    (query.attributes?.length ?? 0) > 0 ||
    query.stockStatuses !== undefined ||
    query.skus !== undefined ||
    query.include !== undefined ||
    query.excludeIds.length > 0 ||
    query.onSale ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined
  );
}

async function statusTypeTotal(db: Db, query: CatalogQuery): Promise<number> {
  const types = query.types.length > 0 ? query.types : LISTED_TYPES;
  let counts = db.selectFrom('product_counts').select((eb) => eb.fn.sum<number | string | null>('count').as('total')).where('type', 'in', [...types]);
  if (query.scope === 'storefront') counts = counts.where('status', '=', 'publish');
  if (query.statuses) {
    if (query.statuses.length === 0) return 0;
    counts = counts.where('status', 'in', [...query.statuses]);
  }
  const row = await counts.executeTakeFirst();
  return Number(row?.total ?? 0);
}

async function categoryTotal(db: Db, category: number | string): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select('product_count')
    .where(typeof category === 'number' ? 'id' : 'slug', '=', category)
    .executeTakeFirst();
  return Number(row?.product_count ?? 0);
}
