import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { BILLING_NAME } from '../../db/migrations/024_owner_list_indexes.ts';
import { dialectOf } from '../catalog/query/compile.ts';
import { containsPattern } from '../shared/sql.ts';

/**
 * The orders whose billing e-mail or billing name ("first last") holds the text, case-insensitively:
 * a subquery of order ids, read from the trigram indexes of migration 024 rather than from every order.
 * The same orders as `lower(<text>) like '%…%'` over both texts finds.
 */
export function ordersHolding(db: Db, text: string): RawBuilder<unknown> {
  const pattern = containsPattern(text);
  if (dialectOf(db) === 'postgres') {
    return sql`select id from orders where lower(billing_email) like ${pattern} escape '\\'
      union all select order_id from order_addresses where type = 'billing' and lower(${sql.raw(BILLING_NAME())}) like ${pattern} escape '\\'`;
  }
  // SQLite's FTS5 reads its trigram index only for a LIKE without ESCAPE; LIKE there ignores ASCII case,
  // as lower() folds it. A text with a wildcard or the escape character is matched with ESCAPE, unindexed.
  if (/[\\%_]/.test(text)) {
    return sql`select rowid from order_search where email like ${pattern} escape '\\' union all select rowid from order_search where name like ${pattern} escape '\\'`;
  }
  const plain = `%${text.toLowerCase()}%`;
  return sql`select rowid from order_search where email like ${plain} union all select rowid from order_search where name like ${plain}`;
}
