import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { BILLING_NAME } from '../../db/migrations/024_owner_list_indexes.ts';
import { dialectOf } from '../catalog/query/compile.ts';
import { containsPattern } from '../shared/sql.ts';

/**
 * The orders whose billing e-mail or billing name ("first last") holds the text, case-insensitively:
 * a subquery of order ids, read from the trigram indexes of migrations 024 and 037 rather than from every order.
 * The same orders as `lower(<text>) like '%…%'` over both texts finds.
 */
export async function ordersHolding(db: Db, text: string): Promise<RawBuilder<unknown>> {
  const pattern = containsPattern(text);
  if (dialectOf(db) === 'postgres') {
    return sql`select id from orders where lower(billing_email) like ${pattern} escape '\\'
      union all select order_id from order_addresses where type = 'billing' and lower(${sql.raw(BILLING_NAME())}) like ${pattern} escape '\\'`;
  }
  // SQLite: each text in a trigram index of its own (migration 037). FTS5 reads its trigram index only for
  // a LIKE without ESCAPE; LIKE there ignores ASCII case, as lower() folds it. A text with a wildcard or the
  // escape character is matched with ESCAPE, unindexed.
  if (/[\\%_]/.test(text)) {
    return sql`select rowid from order_search_emails where email like ${pattern} escape '\\' union all select rowid from order_search_names where name like ${pattern} escape '\\'`;
  }
  const plain = `%${text.toLowerCase()}%`;
  const [emails, names] = await Promise.all([holding(db, 'email', text, plain), holding(db, 'name', text, plain)]);
  return sql`${emails} union all ${names}`;
}

const SEARCHED = { email: 'order_search_emails', name: 'order_search_names' } as const;

/**
 * The orders whose text (e-mail or name) holds the search: the few holding its rarest trigrams, then the
 * whole text checked in those alone (a LIKE the index is not given, or it would read every trigram's
 * orders again, "@example.com"'s too).
 */
async function holding(db: Db, column: keyof typeof SEARCHED, text: string, plain: string): Promise<RawBuilder<unknown>> {
  const table = sql.table(SEARCHED[column]);
  const rarest = await rarestTrigrams(db, column, text);
  if (rarest === null) return sql`select rowid from ${table} where ${sql.ref(column)} like ${plain}`;
  if (rarest.length === 0) return sql`select rowid from ${table} where 1 = 0`;
  return sql`select rowid from ${table} where ${table} match ${rarest.map(quoted).join(' AND ')} and (${sql.ref(column)} || '') like ${plain}`;
}

/** How many trigrams of a text the search looks up: the rarest few find few orders, the rest are checked on those. */
const TRIGRAMS_LOOKED_UP = 3;
/** How many orders holding a trigram are read to judge how rare it is. */
const PROBED = 100;

/**
 * The text's rarest trigrams in one text of the orders. The index's vocabulary would count each trigram's
 * orders by reading them all, so each is judged from its first orders instead: fewer than `PROBED` is a
 * count; else how far into the orders (by number) its first `PROBED` reach says how thinly it is spread.
 * None where one of the text's trigrams is in no order (nothing holds the text). Null for a text too short
 * to have trigrams, with more of them than are worth judging, or beyond ASCII.
 */
async function rarestTrigrams(db: Db, column: keyof typeof SEARCHED, text: string): Promise<string[] | null> {
  // The index folds letters as SQLite does; beyond ASCII that may differ from JavaScript's folding.
  if (!/^[\x20-\x7e]+$/.test(text)) return null;
  const folded = text.toLowerCase();
  const trigrams = [...new Set(Array.from({ length: Math.max(0, folded.length - 2) }, (_, at) => folded.slice(at, at + 3)))];
  if (trigrams.length === 0 || trigrams.length > 40) return null;
  const table = sql.table(SEARCHED[column]);
  const probes = trigrams.map(
    (trigram) => sql`select ${trigram} as trigram, count(*) as seen, coalesce(max(r), 0) as reach
      from (select rowid as r from ${table} where ${table} match ${quoted(trigram)} limit ${PROBED})`,
  );
  const { rows } = await sql<{ trigram: string; seen: number | string; reach: number | string }>`${sql.join(probes, sql` union all `)}`.execute(db);
  if (rows.some((row) => Number(row.seen) === 0)) return [];
  // Orders holding it per order number: where all were seen, a count (below any share); else the share its first reach covered.
  const spread = (row: (typeof rows)[number]) => (Number(row.seen) < PROBED ? Number(row.seen) / Number.MAX_SAFE_INTEGER : PROBED / Number(row.reach));
  return rows
    .sort((a, b) => spread(a) - spread(b))
    .slice(0, TRIGRAMS_LOOKED_UP)
    .map((row) => row.trigram);
}

/** A trigram as an FTS5 string: in double quotes, a double quote doubled. */
function quoted(trigram: string): string {
  return `"${trigram.replaceAll('"', '""')}"`;
}
