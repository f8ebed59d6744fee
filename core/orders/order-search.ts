import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { BILLING_NAME } from '../../db/migrations/024_owner_list_indexes.ts';
import { CatalogMemo } from '../catalog/catalog-memo.ts';
import { dialectOf } from '../catalog/query/compile.ts';
import { containsPattern } from '../shared/sql.ts';

/**
 * The orders whose billing e-mail or billing name ("first last") holds the text, case-insensitively:
 * a subquery of order ids, read from the trigram indexes of migrations 024 and 037 rather than from every
 * order. The same orders as `lower(<text>) like '%…%'` over both texts finds.
 *
 * Both databases' trigram indexes read every trigram of the text in every order holding it, and a few
 * trigrams are in nearly every order ("@example.com"): a search took as long as the orders were many. So
 * only the text's rarest trigrams are looked up in the index, and the whole text is checked on the few
 * orders holding them (in a form no index is given, or it would read every trigram again).
 */
export async function ordersHolding(db: Db, text: string): Promise<RawBuilder<unknown>> {
  const [emails, names] = await Promise.all([holding(db, 'email', text), holding(db, 'name', text)]);
  return sql`${emails} union all ${names}`;
}

type SearchedText = 'email' | 'name';

/** The orders whose e-mail, or name, holds the text. */
async function holding(db: Db, searched: SearchedText, text: string): Promise<RawBuilder<unknown>> {
  const postgres = dialectOf(db) === 'postgres';
  const rarest = await rarestTrigrams(db, searched, text, postgres);
  if (postgres) {
    const [table, id, value] = searched === 'email' ? [sql`orders`, sql`id`, sql`lower(billing_email)`] : [sql`order_addresses`, sql`order_id`, sql`lower(${sql.raw(BILLING_NAME())})`];
    const billing = searched === 'name' ? sql`type = 'billing' and ` : sql``;
    if (!rarest) return sql`select ${id} from ${table} where ${billing}${value} like ${containsPattern(text)} escape '\\'`;
    const lookedUp = rarest.map((trigram) => sql`${value} like ${`%${trigram}%`}`);
    return sql`select ${id} from ${table} where ${billing}${sql.join(lookedUp, sql` and `)} and (${value} || '') like ${containsPattern(text)} escape '\\'`;
  }
  // SQLite: each text in an FTS5 trigram index of its own (migration 037), read for a LIKE without ESCAPE
  // (LIKE there ignores ASCII case, as lower() folds it). A text with a wildcard or the escape character
  // is matched with ESCAPE, unindexed.
  const [table, column] = searched === 'email' ? [sql.table('order_search_emails'), sql.ref('email')] : [sql.table('order_search_names'), sql.ref('name')];
  if (/[\\%_]/.test(text)) return sql`select rowid from ${table} where ${column} like ${containsPattern(text)} escape '\\'`;
  const plain = `%${text.toLowerCase()}%`;
  if (!rarest) return sql`select rowid from ${table} where ${column} like ${plain}`;
  return sql`select rowid from ${table} where ${table} match ${rarest.map(quoted).join(' AND ')} and (${column} || '') like ${plain}`;
}

/** How many trigrams of a text are looked up in the index: the rarest few find few orders, the rest are checked on those. */
const TRIGRAMS_LOOKED_UP = 3;
/** The latest orders the trigrams are judged by. */
const SAMPLED = 2000;

/**
 * The text's rarest trigrams, judged by how many of the latest orders' e-mails (or names) hold each: a
 * bounded read, where counting a trigram's orders in the index would read them all. Null for a text the
 * index is given whole: too short to have trigrams, beyond ASCII (each database folds letters its own way
 * there), or with a wildcard. PostgreSQL's trigrams are of letters and digits only (pg_trgm reads a
 * pattern's words): a trigram with a dot or an @ would have its index read whole.
 */
async function rarestTrigrams(db: Db, searched: SearchedText, text: string, wordsOnly: boolean): Promise<string[] | null> {
  if (!/^[\x20-\x7e]+$/.test(text) || /[\\%_]/.test(text)) return null;
  const trigrams = [...trigramsOf(text)].filter((trigram) => !wordsOnly || /^[a-z0-9]{3}$/.test(trigram));
  if (trigrams.length === 0) return null;
  const held = await sampledTrigrams(db, searched);
  return trigrams.sort((a, b) => (held.get(a) ?? 0) - (held.get(b) ?? 0)).slice(0, TRIGRAMS_LOOKED_UP);
}

/** How many of the texts hold each trigram (lower case): counted once per sample, not once per search. */
function trigramCounts(texts: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) for (const trigram of trigramsOf(text)) counts.set(trigram, (counts.get(trigram) ?? 0) + 1);
  return counts;
}

/** A text's trigrams, lower case, each once. */
function trigramsOf(text: string): Set<string> {
  const folded = text.toLowerCase();
  return new Set(Array.from({ length: Math.max(0, folded.length - 2) }, (_, at) => folded.slice(at, at + 3)));
}

/**
 * How long a sample of the latest orders' texts judges trigrams: how common a trigram is changes slowly,
 * and reading 2,000 orders' e-mails and names again cost each search more than its lookup in the index.
 */
const SAMPLE_MAX_AGE_MS = 60_000;
const samples = new WeakMap<Db, CatalogMemo>();

/** The trigrams of the latest orders' texts, as sampled within the last minute (the sample is the connection's own, never shared between shops). */
function sampledTrigrams(db: Db, searched: SearchedText): Promise<Map<string, number>> {
  let memo = samples.get(db);
  if (!memo) samples.set(db, (memo = new CatalogMemo()));
  return memo.read(searched, async () => trigramCounts(await readLatestTexts(db, searched)), SAMPLE_MAX_AGE_MS);
}

/** The latest orders' e-mails or billing names: a range of the last numbers, read from the key whatever the orders' number. */
async function readLatestTexts(db: Db, searched: SearchedText): Promise<string[]> {
  const from = sql<number>`(select max(id) from orders) - ${SAMPLED}`;
  if (searched === 'email') {
    return (await db.selectFrom('orders').select('billing_email as text').where('id', '>', from).execute()).map((row) => row.text ?? '');
  }
  const rows = await db
    .selectFrom('order_addresses')
    .select(sql<string>`${sql.raw(BILLING_NAME())}`.as('text'))
    .where('order_id', '>', from)
    .where('type', '=', 'billing')
    .execute();
  return rows.map((row) => row.text);
}

/** A trigram as an FTS5 string: in double quotes, a double quote doubled. */
function quoted(trigram: string): string {
  return `"${trigram.replaceAll('"', '""')}"`;
}
