import { sql, type RawBuilder } from 'kysely';

/**
 * A LIKE pattern matching `text` anywhere, lower-cased, with LIKE's wildcards (`%`, `_`) and the escape
 * character taken literally, so a search for "50%" finds "50%" and not every "50…".
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `lower(<text>) like <pattern> escape '\'`: a case-insensitive "contains" that reads the same on SQLite and
 * PostgreSQL (PostgreSQL's ILIKE does not exist on SQLite). The pattern comes from `containsPattern`.
 */
export function lowerLike(text: RawBuilder<unknown>, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${text}) like ${pattern} escape '\\'`;
}
