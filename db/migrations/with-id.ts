import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from '../connect.ts';

/** A table's integer primary key `id`, numbered by the database: `serial` on PostgreSQL, SQLite's autoincrement. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
