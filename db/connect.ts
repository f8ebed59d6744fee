import { Kysely } from 'kysely';
import { NodeSqliteDialect, openSqlite } from './dialects/sqlite.ts';
import { createPostgresDialect } from './dialects/postgres.ts';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
}

export interface ConnectOptions {
  databaseUrl?: string | undefined;
  sqlitePath?: string;
  /** PostgreSQL only: schema to work in. */
  schema?: string;
  poolSize?: number;
}

export function connectDatabase(options: ConnectOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const { dialect } = createPostgresDialect({
      connectionString: options.databaseUrl,
      ...(options.schema ? { schema: options.schema } : {}),
      ...(options.poolSize ? { max: options.poolSize } : {}),
    });
    const db = new Kysely<Database>({ dialect });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const db = new Kysely<Database>({ dialect: new NodeSqliteDialect(openSqlite(options.sqlitePath ?? ':memory:')) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
