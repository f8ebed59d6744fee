import { sql, type Expression, type SqlBool } from 'kysely';
import { containsPattern, lowerLike } from '../../shared/sql.ts';
import type { CatalogScope } from './description.ts';

/**
 * How a listing's search matches a product: case-insensitive "contains" on the name and SKU, and on the
 * short description in the shop's own listings. The one place a search is matched, so a real text index
 * can take its place without touching the rest of the query.
 */
export function searchCondition(search: string, scope: CatalogScope): Expression<SqlBool> {
  const pattern = containsPattern(search);
  const columns = [sql`products.name`, sql`coalesce(products.sku, '')`, ...(scope === 'storefront' ? [sql`products.short_description`] : [])];
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => lowerLike(column, pattern)),
    sql` or `,
  )})`;
}
