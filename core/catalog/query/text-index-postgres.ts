import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { runKeptPrepared } from '../../../db/reusable-query.ts';
import { pastPrefix, type IndexClause, type IndexFacets, type IndexedWord, type ListedMatch, type SearchField, type TextIndex } from './search.ts';
import { forgivesTypo, oneEditApart, oneEditPatterns } from './typos.ts';
import { NAME_WORD_BUCKET_BITS } from '../../../db/schema.ts';

/**
 * The catalogue's text index on PostgreSQL: a weighted `tsvector` per document (name A, SKU B, short
 * description C, description D; 'simple' configuration) under a GIN index. The `tsquery` is written here
 * from words of letters and digits only, each quoted, never parsed from what a shopper typed. Typos: the
 * index's words (`product_search_terms`) one edit away, found with LIKE patterns through pg_trgm's index;
 * without pg_trgm, words are found whole or by their start only.
 */

const WEIGHTS: Record<SearchField, string> = { name: 'A', sku: 'B', short_description: 'C', description: 'D' };

function lexeme(word: string, prefix: boolean, weights: string): string {
  const quoted = `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  if (prefix) return `${quoted}:*${weights}`;
  return weights === '' ? quoted : `${quoted}:${weights}`;
}

function weightsOf(fields: readonly SearchField[]): string {
  return fields.length === 4 ? '' : fields.map((field) => WEIGHTS[field]).join('');
}

/** A word as typed: whole, as a prefix, or (a prefix the vocabulary listed) as the words starting with it. */
function typedQuery(word: IndexedWord, weights: string): string {
  if (!word.prefix || !word.completions) return lexeme(word.word, word.prefix, weights);
  return `(${[word.word, ...word.completions].map((whole) => lexeme(whole, false, weights)).join(' | ')})`;
}

function wordQuery(word: IndexedWord, weights: string): string {
  return `(${[typedQuery(word, weights), ...word.near.map((near) => lexeme(near, false, weights))].join(' | ')})`;
}

function phraseQuery(words: readonly IndexedWord[]): string {
  // One word is its own phrase, typos forgiven; a phrase of several holds the words as typed.
  if (words.length === 1 && words[0]) return wordQuery(words[0], 'A');
  return words.map((word) => typedQuery(word, 'A')).join(' <-> ');
}

function clauseQuery(words: readonly IndexedWord[], clause: IndexClause): string {
  if (clause.kind === 'phrase') return phraseQuery(words);
  const weights = weightsOf(clause.fields);
  return words.map((word) => wordQuery(word, weights)).join(clause.kind === 'every' ? ' & ' : ' | ');
}

/**
 * The terms as a `tsquery` of the documents' marked lexemes (migration 045: `~t<term id>`), cast as
 * written: `to_tsquery` would parse the mark away.
 */
function facetsQuery(facets: IndexFacets): string {
  return facets.map((group) => `(${group.map((term) => `'~t${term}'`).join(' | ')})`).join(' & ');
}

function documentsMatching(query: string, locale: string | null): RawBuilder<unknown> {
  const selected = locale === null ? sql`product_id` : sql`product_id, locale`;
  const inLocale = locale === null ? sql`locale = ''` : sql`locale in ('', ${locale})`;
  return sql`select ${selected} from product_search_docs where ${inLocale} and document @@ to_tsquery('simple', ${query})`;
}

/**
 * The words every match must have in its name, each as the forms it may take there (itself, its typos,
 * the words a prefix was listed as), where the clauses ask for nothing else of the words: a phrase, or
 * every word in the name (read through the name words' buckets, migration 069). Null otherwise, and for
 * a prefix read as a prefix: the documents' own index answers.
 */
function nameWordsOf(words: readonly IndexedWord[], clauses: readonly IndexClause[]): string[][] | null {
  const nameOnly = clauses.every((clause) => clause.kind === 'phrase' || (clause.kind === 'every' && clause.fields.length === 1 && clause.fields[0] === 'name'));
  if (clauses.length === 0 || !nameOnly || words.length === 0 || words.some((word) => word.prefix && !word.completions)) return null;
  return words.map((word) => [...new Set([word.word, ...word.near, ...(word.prefix ? (word.completions ?? []) : [])])]);
}

/** Whether the words' trigram index exists (pg_trgm installed when the index was made), once per database. */
const trigramIndexes = new WeakMap<Db, Promise<boolean>>();
function hasTrigramIndex(db: Db): Promise<boolean> {
  let known = trigramIndexes.get(db);
  if (!known) {
    known = sql<{ found: boolean }>`select to_regclass('product_search_terms_trigrams') is not null as found`.execute(db).then((result) => result.rows[0]?.found === true);
    trigramIndexes.set(db, known);
  }
  return known;
}

/**
 * The documents matching the clauses and facets in `locale` (the translation's where there is one): their
 * products' ids, or (`listed`) their ids, menu orders and dates, of products in one of the statuses the
 * documents carry (migrations 072 and 073).
 */
function matchingDocuments(
  words: readonly IndexedWord[],
  clauses: readonly IndexClause[],
  locale: string | null,
  facets: IndexFacets,
  listed: { statuses: readonly string[] | null } | null,
): RawBuilder<ListedMatch> {
  const query = clauses.map((clause) => `(${clauseQuery(words, clause)})`).join(' & ');
  const inLocale =
    locale === null
      ? sql`d.locale = ''`
      : sql`(d.locale = ${locale} or (d.locale = '' and not exists (select 1 from product_search_docs t where t.product_id = d.product_id and t.locale = ${locale})))`;
  const statuses = listed?.statuses;
  const own = statuses ? sql`${inLocale} and d.status in (${sql.join(statuses.map((status) => sql`${status}`))})` : inLocale;
  const listedColumns = sql`d.product_id, d.menu_order, d.created_at`;
  const selected = listed ? listedColumns : sql`d.product_id`;
  // Facets alone (a listing of a few products its filters name) are a query of their own: an empty tsquery matches nothing.
  const matched =
    facets.length === 0 ? sql`to_tsquery('simple', ${query})` : clauses.length === 0 ? sql`${facetsQuery(facets)}::tsquery` : sql`(to_tsquery('simple', ${query}) && ${facetsQuery(facets)}::tsquery)`;
  const named = nameWordsOf(words, clauses);
  if (named === null) return sql`select ${selected} from product_search_docs d where d.document @@ ${matched} and ${own}`;
  // Bucket by bucket of product ids, each bucket's documents having in the name one at least of each
  // word's forms and one term at least of each filter's (one small posting list each), checked against
  // the whole query; a limit stops at the bucket that fills it. The fence (`offset 0`) keeps PostgreSQL
  // from reading the whole query's posting lists instead.
  const groups = [...named, ...facets.map((group) => group.map((term) => `~t${term}`))];
  const inBucket = (entries: readonly string[]) => sql`array[${sql.join(entries.map((entry) => sql`'b' || bucket || ':' || ${entry}`))}]::text[]`;
  const every = groups.filter((group) => group.length === 1).map((group) => group[0]!);
  const either = groups.filter((group) => group.length > 1).map((group) => sql`d.name_words && ${inBucket(group)}`);
  const having = sql.join([...(every.length > 0 ? [sql`d.name_words @> ${inBucket(every)}`] : []), ...either], sql` and `);
  return sql`select ${selected} from generate_series(0, (select max(product_id) from product_search_docs) >> ${sql.lit(NAME_WORD_BUCKET_BITS)}) bucket
    cross join lateral (select ${listedColumns}, d.document from product_search_docs d where ${having} and ${own} offset 0) d
    where d.document @@ ${matched}`;
}

/** `trigrams: false` searches as a database without pg_trgm does: no typo tolerance. */
export function postgresTextIndex(options: { trigrams?: boolean } = {}): TextIndex {
  return {
    documents(words, fields, locale, every) {
      const weights = weightsOf(fields);
      return documentsMatching(words.map((word) => wordQuery(word, weights)).join(every ? ' & ' : ' | '), locale);
    },

    matching(words, clauses, locale, facets = []) {
      return matchingDocuments(words, clauses, locale, facets, null);
    },

    listedMatching(words, clauses, locale, facets, statuses) {
      return matchingDocuments(words, clauses, locale, facets, { statuses });
    },

    remote: true,

    asIndexed: (word) => word,

    skuStartsWith(start) {
      // Compared as bytes (the `text_pattern_ops` operators), whatever the database's collation.
      return sql<SqlBool>`(lower(products.sku) ~>=~ ${start} and lower(products.sku) ~<~ ${pastPrefix(start)})`;
    },

    skuOrder: sql`lower(products.sku) using ~<~`,

    phrase(words, locale) {
      return documentsMatching(phraseQuery(words), locale);
    },

    // GIN reads every entry of every word a prefix matches into one bitmap before the first match; a
    // prefix of few words is read as those words, listed from the vocabulary (its prefix index, migration
    // 069), so a name tier reads them bucket by bucket.
    async completions(db, prefix, most) {
      // Kept prepared: whatever the prefix, its plan is the same walk of the prefix index.
      const found = await runKeptPrepared(db, sql<{ term: string }>`select term from product_search_terms where term ~>=~ ${prefix} and term ~<~ ${pastPrefix(prefix)} order by term using ~<~ limit ${most + 1}`);
      return found.length > most ? null : found.map((row) => row.term);
    },

    async nearWords(db, words) {
      const near = new Map<string, string[]>();
      const long = words.filter(forgivesTypo);
      if (long.length === 0 || options.trigrams === false || !(await hasTrigramIndex(db))) return near;
      for (const word of long) {
        const { patterns, exact } = oneEditPatterns(word);
        const found = await sql<{ term: string }>`select term from product_search_terms where term like any(${patterns}) or term = any(${exact})`.execute(db);
        const terms = found.rows.map((row) => row.term).filter((term) => oneEditApart(word, term));
        if (terms.length > 0) near.set(word, terms);
      }
      return near;
    },
  };
}

export const defaultPostgresTextIndex = postgresTextIndex();
