import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle, type DialectName } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { useForSuite } from './suite-resource.ts';

/** The advisory lock test schemas are made and dropped under (any number, the same in every suite). */
const SCHEMA_LOCK = 727_411;

/** Every integration suite runs once per dialect: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DIALECTS: DialectName[] = ['sqlite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];

export interface TestDatabase extends DatabaseHandle {
  /** Drops everything the test created. */
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated database: an in-memory SQLite database (or a new file at `sqlitePath`), or a PostgreSQL schema of its own so suites
 * running in parallel never see each other's rows.
 */
export async function createTestDatabase(dialect: DialectName, sqlitePath = ':memory:'): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const handle = connectDatabase({ sqlitePath });
    await migrateToLatest(handle.db, handle.dialect);
    return { ...handle, cleanup: () => handle.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  // The migrator looks for its table by listing every schema's tables; a schema another suite drops
  // meanwhile fails that listing ("schema … does not exist"). Migrations share a lock, a drop takes it
  // alone, so suites migrate side by side and never see a schema half gone.
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('select pg_advisory_lock_shared($1)', [SCHEMA_LOCK]);
  const handle = connectDatabase({ databaseUrl: url, schema, poolSize: 20 });
  try {
    await admin.query(`create schema ${schema}`);
    await migrateToLatest(handle.db, handle.dialect, schema);
  } finally {
    await admin.end();
  }
  return {
    ...handle,
    cleanup: async () => {
      await handle.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

export type SuiteDatabase = Pick<TestDatabase, 'db' | 'dialect'>;

/** A fresh database for the enclosing suite, opened before its first test and dropped after its last. */
export function useTestDatabase(dialect: DialectName): SuiteDatabase {
  const current = useForSuite(() => createTestDatabase(dialect), (database) => database.cleanup());
  return {
    get db() {
      return current().db;
    },
    get dialect() {
      return current().dialect;
    },
  };
}
