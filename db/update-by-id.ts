import { sql, type RawBuilder } from 'kysely';
import { boundChunks } from './bound-values.ts';
import type { Db } from './connect.ts';
import type { Database } from './schema.ts';

type Value = string | number | null;

/** The type money columns are cast to (PostgreSQL keeps amounts as bigint; SQLite reads it as an integer). */
export const MONEY = 'bigint';

/**
 * Sets columns of many rows, each to its own values, in one statement per few thousand rows rather than
 * one a row: `update … from (values …)`, which both SQLite and PostgreSQL read (the values' columns are
 * `column1`, `column2`… on both). Each column names its SQL type, so PostgreSQL knows what the bound
 * values are.
 */
export async function updateRowsById<T extends keyof Database & string, C extends keyof Database[T] & string>(
  db: Db,
  table: T,
  columns: readonly { name: C; type: 'bigint' | 'integer' | 'text' }[],
  rows: readonly { id: number; values: Readonly<Record<C, Value>> }[],
  /** A further condition on the rows updated (`products.type = 'variable'`). */
  only?: RawBuilder<unknown>,
): Promise<void> {
  if (rows.length === 0 || columns.length === 0) return;
  const sets = sql.join(columns.map((column, index) => sql`${sql.ref(column.name)} = v.${sql.raw(`column${index + 2}`)}`));
  for (const part of boundChunks(rows, columns.length + 1)) {
    const tuples = part.map((row) => sql`(cast(${row.id} as integer), ${sql.join(columns.map((column) => sql`cast(${row.values[column.name]} as ${sql.raw(column.type)})`))})`);
    await sql`update ${sql.table(table)} set ${sets} from (values ${sql.join(tuples)}) as v where ${sql.table(table)}.id = v.column1${only ? sql` and ${only}` : sql``}`.execute(db);
  }
}
