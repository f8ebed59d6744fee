import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { containsPattern, lowerLike } from '../../shared/sql.ts';
import type { CatalogScope } from './description.ts';

/**
 * How a listing's search matches a product, and how well; the one place that knows. The terms are split
 * into words and every word must be found somewhere (name, SKU, and in the shop's own listings the short
 * description and description), in the page's language. A word of letters and digits is looked up in
 * the catalogue's text index (one implementation per database: text-index-sqlite.ts, text-index-postgres.ts):
 * as a whole word, as the start of a word when it is the last one typed, or as a word of the index one
 * typo away when it has five letters or more. A word with other characters ("50%", "ZK-1", "snake_case")
 * is found as written anywhere in a text, case-insensitively, LIKE's wildcards taken literally, as
 * WordPress finds every word.
 */

/** More words than this are matched as one phrase, as WordPress does: a long search stays a few conditions. */
export const MAX_SEARCH_WORDS = 9;

/** The texts of a product the index holds, in the order of their weight. */
export type SearchField = 'name' | 'sku' | 'short_description' | 'description';

/** A word of the search as the text index looks it up. */
export interface IndexedWord {
  word: string;
  /** Also the start of a longer word: the last word, still being typed. */
  prefix: boolean;
  /** The index's words one typo away, found in its vocabulary (empty for short words). */
  near: readonly string[];
  /**
   * For a prefix, the index's words starting with it where the index looks them up faster than the
   * prefix and they are few (withCompletions); the prefix is read as those words. Unset: read as a prefix.
   */
  completions?: readonly string[];
}

/** A search taken apart: what the text index finds, and what is found as written. */
export interface SearchPlan {
  /** The whole search, lower-cased: an exact SKU and a name holding the whole search rank first. */
  phrase: string;
  indexed: IndexedWord[];
  literal: string[];
}

/**
 * One condition on a document's texts, as a search's best matches are gathered tier by tier
 * (best-matches.ts): every word in one of `fields`, one of the words at least, or the words one after
 * another in the name.
 */
export type IndexClause = { kind: 'every'; fields: readonly SearchField[] } | { kind: 'some'; fields: readonly SearchField[] } | { kind: 'phrase' };

/**
 * Attribute terms a document must have, as the text index holds them beside the words (migration 045):
 * one at least of each group, by id.
 */
export type IndexFacets = readonly (readonly number[])[];

/** A match as the documents list it (TextIndex.listedMatching): its product's id, and the columns a search's tiers rank or sort it by. */
export interface ListedMatch {
  product_id: number;
  menu_order: number;
  created_at: string;
}

/** A catalogue text index, as each database keeps it (db/migrations/022_product_search_index.ts). */
export interface TextIndex {
  /**
   * The index's documents in `locale` ('' for the default texts; with a locale, its own too) whose `fields`
   * hold every word (`every`) or any of them: a subquery of `product_id` (no locale) or `product_id, locale`.
   */
  documents(words: readonly IndexedWord[], fields: readonly SearchField[], locale: string | null, every: boolean): RawBuilder<unknown>;
  /** The documents whose name holds the words one after another (the last as a prefix when it is one). */
  phrase(words: readonly IndexedWord[], locale: string | null): RawBuilder<unknown>;
  /** For each word forgiven a typo, the index's words one edit away (the word itself never among them). */
  nearWords(db: Db, words: readonly string[]): Promise<Map<string, string[]>>;
  /**
   * The index's words starting with `prefix` (the prefix itself among them when it is one), where reading
   * them is cheaper than reading the prefix and they are at most `most`; null otherwise.
   */
  completions(db: Db, prefix: string, most: number): Promise<string[] | null>;
  /**
   * The products whose document in `locale` (the translation's where there is one, else the default one)
   * meets every clause and has the facets: a subquery of `product_id`, written so that the index leads a
   * join with the products and a limit stops the reading (never every match of a common word), the
   * facets intersected with the words in the index itself.
   */
  matching(words: readonly IndexedWord[], clauses: readonly IndexClause[], locale: string | null, facets?: IndexFacets): RawBuilder<{ product_id: number }>;
  /**
   * Where the documents carry their products' status, menu order and date: the matches as `matching` finds
   * them, of products in one of `statuses` (any status when null), each with its `menu_order` and
   * `created_at`, read from the documents alone. A search the listing asks nothing more of, in relevance
   * order or by those columns, needs no product row.
   */
  listedMatching?(
    words: readonly IndexedWord[],
    clauses: readonly IndexClause[],
    locale: string | null,
    facets: IndexFacets,
    statuses: readonly string[] | null,
  ): RawBuilder<ListedMatch>;
  /** The product's SKU, lower-cased, starts with `start` (lower case): read from the SKUs' own index (migration 030). */
  skuStartsWith(start: string): RawBuilder<SqlBool>;
  /** The SKUs' own index order (lower-cased SKU, compared as that index compares), for reading a range of it in order. */
  skuOrder: RawBuilder<unknown>;
  /** A word of the search as the index's vocabulary writes it (completions lists it so when it is a word of the index). */
  asIndexed(word: string): string;
  /**
   * Each lookup is a round trip to a database server: a search sends independent ones at once, where an
   * embedded database answers each in less time than a round trip takes.
   */
  remote: boolean;
}

/** The first string past every one starting with `start`, in code point (and UTF-8 byte) order. */
export function pastPrefix(start: string): string {
  const points = [...start];
  const last = points.pop() ?? '';
  return points.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}

/** The texts a search reads, each as the query's language shows it (compile.ts joins the translations). */
export interface SearchColumns {
  name: RawBuilder<string>;
  sku: RawBuilder<string>;
  shortDescription: RawBuilder<string>;
  description: RawBuilder<string>;
}

/** Where a search runs: the texts, the index, and the product and language a document must be for. */
export interface SearchContext {
  columns: SearchColumns;
  index: TextIndex;
  /** The query's language; null for the default one. */
  locale: string | null;
  /** `products.id` without a locale; `(products.id, <the translation's locale or ''>)` with one. */
  documentKey: RawBuilder<unknown>;
}

/** The distinct words of a search, lower-cased; the whole search as one word past `MAX_SEARCH_WORDS`. */
export function searchWords(search: string): string[] {
  const words = [...new Set(search.toLowerCase().split(/\s+/u).filter((word) => word !== ''))];
  return words.length > MAX_SEARCH_WORDS ? [search.toLowerCase().trim()] : words;
}

/** Letters and digits only: a word both indexes hold as one, and safe in any index query. */
const INDEXED_WORD = /^[\p{L}\p{M}\p{N}]+$/u;

/** The search taken apart, without typos (`planSearch` looks them up). */
export function parseSearch(search: string): SearchPlan {
  const words = searchWords(search);
  const indexedWords = words.filter((word) => INDEXED_WORD.test(word));
  const last = words.at(-1);
  return {
    phrase: search.toLowerCase().trim(),
    indexed: indexedWords.map((word) => ({ word, prefix: word === last, near: [] })),
    literal: words.filter((word) => !INDEXED_WORD.test(word)),
  };
}

/** The search taken apart, with the index's words one typo from each long word. */
export async function planSearch(db: Db, search: string, index: TextIndex): Promise<SearchPlan> {
  return withTypos(db, parseSearch(search), index);
}

/** The plan with the index's words one typo from each of its long words. */
export async function withTypos(db: Db, plan: SearchPlan, index: TextIndex): Promise<SearchPlan> {
  if (plan.indexed.length === 0) return plan;
  const near = await index.nearWords(db, plan.indexed.map((word) => word.word));
  return { ...plan, indexed: plan.indexed.map((word) => ({ ...word, near: near.get(word.word) ?? [] })) };
}

/** At most this many words a prefix is read as (more, and it is read as a prefix). */
export const MOST_COMPLETIONS = 64;

/** The plan with its prefix read as the index's words starting with it, where the index says that is cheaper. */
export async function withCompletions(db: Db, plan: SearchPlan, index: TextIndex): Promise<SearchPlan> {
  const indexed = await Promise.all(
    plan.indexed.map(async (word) => {
      if (!word.prefix) return word;
      const completions = await index.completions(db, word.word, MOST_COMPLETIONS);
      return completions === null ? word : { ...word, completions };
    }),
  );
  return { ...plan, indexed };
}

export const STOREFRONT_FIELDS: readonly SearchField[] = ['name', 'sku', 'short_description', 'description'];
// The owner's lists (admin, wc/v3) look a product up by name or SKU, as they always did.
export const OWNER_FIELDS: readonly SearchField[] = ['name', 'sku'];

function columnOf(columns: SearchColumns, field: SearchField): RawBuilder<string> {
  if (field === 'short_description') return columns.shortDescription;
  return field === 'name' ? columns.name : columns[field];
}

function inIndex(context: SearchContext, documents: RawBuilder<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`${context.documentKey} in (${documents})`;
}

/** A literal word in any of the fields. */
function literalIn(context: SearchContext, word: string, fields: readonly SearchField[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    fields.map((field) => lowerLike(columnOf(context.columns, field), containsPattern(word))),
    sql` or `,
  )})`;
}

/** Every word of the plan in `fields` (each in any of them, not necessarily the same one). */
function everyWordIn(plan: SearchPlan, context: SearchContext, fields: readonly SearchField[]): RawBuilder<SqlBool> {
  const conditions = [
    ...(plan.indexed.length > 0 ? [inIndex(context, context.index.documents(plan.indexed, fields, context.locale, true))] : []),
    ...plan.literal.map((word) => literalIn(context, word, fields)),
  ];
  return conditions.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/** Each word of the search is in one of the scope's texts. */
export function searchCondition(plan: SearchPlan, scope: CatalogScope, context: SearchContext): Expression<SqlBool> {
  return everyWordIn(plan, context, scope === 'storefront' ? STOREFRONT_FIELDS : OWNER_FIELDS);
}

/**
 * How well a product matches, best first (0): its SKU is the search exactly; the SKU starts with it; the
 * name holds the whole search; the name holds every word; the name holds one of them; the short
 * description holds every word; the description does; the words are spread over several texts. Ties are
 * the sort's to break.
 */
export function relevanceRank(plan: SearchPlan, context: SearchContext): RawBuilder<number> {
  const { columns, index, locale } = context;
  const nameHoldsPhrase =
    plan.literal.length === 0 && plan.indexed.length > 0 ? inIndex(context, index.phrase(plan.indexed, locale)) : lowerLike(columns.name, containsPattern(plan.phrase));
  const anyWordInName = sql<SqlBool>`(${sql.join(
    [
      ...(plan.indexed.length > 0 ? [inIndex(context, index.documents(plan.indexed, ['name'], locale, false))] : []),
      ...plan.literal.map((word) => literalIn(context, word, ['name'])),
    ],
    sql` or `,
  )})`;
  return sql<number>`case
    when lower(${columns.sku}) = ${plan.phrase} then 0
    when ${index.skuStartsWith(plan.phrase)} then 1
    when ${nameHoldsPhrase} then 2
    when ${everyWordIn(plan, context, ['name'])} then 3
    when ${anyWordInName} then 4
    when ${everyWordIn(plan, context, ['short_description'])} then 5
    when ${everyWordIn(plan, context, ['description'])} then 6
    else 7 end`;
}
