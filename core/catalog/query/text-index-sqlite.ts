import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { LOCALE_SLOTS } from '../../../db/migrations/045_search_facets.ts';
import { pastPrefix, type IndexClause, type IndexedWord, type SearchField, type TextIndex } from './search.ts';
import { forgivesTypo, oneEditApart, oneEditVariants } from './typos.ts';

/**
 * The catalogue's text index on SQLite: FTS5 (`product_search`, over `product_search_docs`), words folded
 * as its unicode61 tokenizer folds them (case and accents). A query is built from words of letters and
 * digits only, each quoted, so nothing a shopper types is read as an FTS5 operator. Typos: every word one
 * edit away is listed and looked up in the index's vocabulary (`product_search_vocab`), one lookup a word.
 */

/** As the tokenizer folds a word: lower case, accents dropped. */
export function foldAsIndexed(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function quoted(word: string): string {
  return `"${word.replaceAll('"', '""')}"`;
}

function wordQuery(word: IndexedWord): string {
  const typed = word.prefix && word.completions ? [quoted(word.word), ...word.completions.map(quoted)] : [`${quoted(word.word)}${word.prefix ? ' *' : ''}`];
  return `(${[...new Set([...typed, ...word.near.map(quoted)])].join(' OR ')})`;
}

function inLocale(locale: string | null): RawBuilder<unknown> {
  return locale === null ? sql`d.locale = ''` : sql`d.locale in ('', ${locale})`;
}

function documentsMatching(match: string, locale: string | null): RawBuilder<unknown> {
  const selected = locale === null ? sql`d.product_id` : sql`d.product_id, d.locale`;
  return sql`select ${selected} from product_search_docs d where ${inLocale(locale)} and d.id in (select rowid from product_search where product_search match ${match})`;
}

function matchQuery(words: readonly IndexedWord[], fields: readonly SearchField[], every: boolean): string {
  return `{${fields.join(' ')}} : (${words.map(wordQuery).join(every ? ' AND ' : ' OR ')})`;
}

function phraseQuery(words: readonly IndexedWord[]): string {
  // One word is its own phrase, typos forgiven; a phrase of several holds the words as typed.
  if (words.length === 1) return matchQuery(words, ['name'], true);
  const last = words.at(-1);
  const before = words.slice(0, -1).map((word) => word.word);
  // The last word's completions, each a phrase of its own; else the phrase as a prefix.
  if (last?.prefix && last.completions) return `{name} : (${[last.word, ...last.completions].map((word) => quoted([...before, word].join(' '))).join(' OR ')})`;
  return `{name} : ${quoted(words.map((word) => word.word).join(' '))}${last?.prefix ? ' *' : ''}`;
}

function clauseQuery(words: readonly IndexedWord[], clause: IndexClause): string {
  return clause.kind === 'phrase' ? phraseQuery(words) : matchQuery(words, clause.fields, clause.kind === 'every');
}

/** One of a group's terms, in the documents' `facets` column (migration 045): `t<term id>`. */
function facetQuery(group: readonly number[]): string {
  return `({facets} : (${group.map((term) => quoted(`t${term}`)).join(' OR ')}))`;
}

/**
 * The document a product is found by in `locale`: its translation's, else its default one. Read from the
 * document's id (its product's id times LOCALE_SLOTS plus its language's slot, migration 045), not from
 * its row: a common word's thousand matches cost a thousand reads of the documents table otherwise. Only a
 * default document in another language looks its translation up.
 */
function ownDocument(locale: string | null): RawBuilder<unknown> {
  const slot = sql`f.rowid % ${sql.lit(LOCALE_SLOTS)}`;
  if (locale === null) return sql`${slot} = 0`;
  const own = sql`(select slot from product_search_locales where locale = ${locale})`;
  return sql`(${slot} = ${own} or (${slot} = 0 and not exists (select 1 from product_search_docs t where t.id = f.rowid + ${own})))`;
}

export const sqliteTextIndex: TextIndex = {
  documents(words: readonly IndexedWord[], fields: readonly SearchField[], locale: string | null, every: boolean) {
    return documentsMatching(matchQuery(words, fields, every), locale);
  },

  matching(words, clauses, locale, facets = []) {
    // The full-text table leads the join (SQLite flattens this subquery into the caller's), so matches
    // are read one by one in the index's order and the caller's limit stops them.
    const match = [...clauses.map((clause) => `(${clauseQuery(words, clause)})`), ...facets.map(facetQuery)].join(' AND ');
    return sql<{ product_id: number }>`select f.rowid / ${sql.lit(LOCALE_SLOTS)} as product_id from product_search f
      where product_search match ${match} and ${ownDocument(locale)}`;
  },

  remote: false,

  asIndexed: foldAsIndexed,

  skuStartsWith(start) {
    // SQLite compares text as bytes: the start's range is the index's.
    return sql<SqlBool>`(lower(products.sku) >= ${start} and lower(products.sku) < ${pastPrefix(start)})`;
  },

  skuOrder: sql`lower(products.sku)`,

  phrase(words: readonly IndexedWord[], locale: string | null) {
    return documentsMatching(phraseQuery(words), locale);
  },

  // FTS5 reads every document of every word a prefix matches before the first match (3 ms for `walnu*` at
  // a million products, 87,000 documents), a whole word only as far as the query needs: a prefix of few
  // words is read as those words, listed from the vocabulary (1.5 ms).
  async completions(db: Db, prefix: string, most: number): Promise<string[] | null> {
    const start = foldAsIndexed(prefix);
    const found = await sql<{ term: string }>`select term from product_search_vocab where term >= ${start} and term < ${pastPrefix(start)} limit ${most + 1}`.execute(db);
    return found.rows.length > most ? null : found.rows.map((row) => row.term);
  },

  async nearWords(db: Db, words: readonly string[]): Promise<Map<string, string[]>> {
    const near = new Map<string, string[]>();
    const long = words.filter(forgivesTypo);
    if (long.length === 0) return near;
    const candidates = [...new Set(long.flatMap((word) => oneEditVariants(foldAsIndexed(word))))];
    const found = await sql<{ term: string }>`select term from product_search_vocab where term in (select value from json_each(${JSON.stringify(candidates)}))`.execute(db);
    for (const word of long) {
      const folded = foldAsIndexed(word);
      const terms = found.rows.map((row) => row.term).filter((term) => oneEditApart(folded, term));
      if (terms.length > 0) near.set(word, terms);
    }
    return near;
  },
};
