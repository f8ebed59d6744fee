import { PostgresDialect } from 'kysely';
import pg from 'pg';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** PostgreSQL returns bigint counts and sums as strings; this shop's values all fit in a JS number. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

export interface PostgresOptions {
  connectionString: string;
  /** Schema to use instead of `public` (tests isolate themselves this way). */
  schema?: string;
  max?: number;
}

export function createPostgresDialect(options: PostgresOptions): { dialect: PostgresDialect; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    types,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  return { dialect: new PostgresDialect({ pool }), pool };
}
