import { PostgresAdapter } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import type { TextIndex } from './search.ts';
import { sqliteTextIndex } from './text-index-sqlite.ts';
import { defaultPostgresTextIndex } from './text-index-postgres.ts';

/** The database's own text index. */
export function textIndexOf(db: Db): TextIndex {
  return db.getExecutor().adapter instanceof PostgresAdapter ? defaultPostgresTextIndex : sqliteTextIndex;
}
