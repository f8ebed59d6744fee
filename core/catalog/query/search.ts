import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { containsPattern, lowerLike } from '../../shared/sql.ts';
import type { CatalogScope } from './description.ts';

/**
 * How a listing's search matches a product, and how well: WordPress's rules on our columns. The terms are
 * split into words and every word must match somewhere (name, SKU, and in the shop's own listings the
 * short description and description), case-insensitively, LIKE's wildcards taken literally. The one
 * place a search is matched and ranked, so a real text index can take its place without touching the
 * rest of the query.
 */

/** More words than this are matched as one phrase, as WordPress does: a long search stays a few conditions. */
export const MAX_SEARCH_WORDS = 9;

/** The texts a search reads, each as the query's language shows it (compile.ts joins the translations). */
export interface SearchColumns {
  name: RawBuilder<string>;
  sku: RawBuilder<string>;
  shortDescription: RawBuilder<string>;
  description: RawBuilder<string>;
}

/** The distinct words of a search, lower-cased; the whole search as one word past `MAX_SEARCH_WORDS`. */
export function searchWords(search: string): string[] {
  const words = [...new Set(search.toLowerCase().split(/\s+/u).filter((word) => word !== ''))];
  return words.length > MAX_SEARCH_WORDS ? [search.toLowerCase().trim()] : words;
}

function columnsFor(columns: SearchColumns, scope: CatalogScope): RawBuilder<string>[] {
  // The owner's lists (admin, wc/v3) look a product up by name or SKU, as they always did.
  return scope === 'storefront' ? [columns.name, columns.sku, columns.shortDescription, columns.description] : [columns.name, columns.sku];
}

/** Every word is in `column`. */
function allWordsIn(column: RawBuilder<string>, words: readonly string[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    words.map((word) => lowerLike(column, containsPattern(word))),
    sql` and `,
  )})`;
}

/** Each word of the search is in one of the scope's columns (not necessarily the same one). */
export function searchCondition(search: string, scope: CatalogScope, columns: SearchColumns): Expression<SqlBool> {
  const fields = columnsFor(columns, scope);
  const words = searchWords(search);
  return sql<SqlBool>`(${sql.join(
    words.map(
      (word) =>
        sql`(${sql.join(
          fields.map((field) => lowerLike(field, containsPattern(word))),
          sql` or `,
        )})`,
    ),
    sql` and `,
  )})`;
}

/**
 * How well a product matches, best first (0): its SKU is the search exactly; the name holds the whole
 * search; the name holds every word; the name holds one of them; the short description holds every word;
 * the description does; the words are spread over several texts. Ties are the sort's to break.
 */
export function relevanceRank(search: string, columns: SearchColumns): RawBuilder<number> {
  const words = searchWords(search);
  const phrase = search.toLowerCase().trim();
  const anyWordInName = sql<SqlBool>`(${sql.join(
    words.map((word) => lowerLike(columns.name, containsPattern(word))),
    sql` or `,
  )})`;
  return sql<number>`case
    when lower(${columns.sku}) = ${phrase} then 0
    when ${lowerLike(columns.name, containsPattern(phrase))} then 1
    when ${allWordsIn(columns.name, words)} then 2
    when ${anyWordInName} then 3
    when ${allWordsIn(columns.shortDescription, words)} then 4
    when ${allWordsIn(columns.description, words)} then 5
    else 6 end`;
}
