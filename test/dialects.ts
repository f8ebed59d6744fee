import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle, type DialectName } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { restoreSchema } from './schema-template.ts';
import { useForSuite } from './suite-resource.ts';
import { openSeededSqlite, TEST_ADMIN_PASSWORD } from './seeded-template.ts';
import { seedIfEmpty } from '../seed/index.ts';

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
export async function createTestDatabase(dialect: DialectName, sqlitePath = ':memory:', postgresTemplate?: string): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const handle = connectDatabase({ sqlitePath });
    await migrateToLatest(handle.db, handle.dialect);
    return { ...handle, cleanup: () => handle.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const handle = connectDatabase({ databaseUrl: url, schema, poolSize: 20 });
  // Made once by the global setup (test/schema-template.ts); a suite run without it migrates.
  const template = postgresTemplate ?? inject('postgresSchemaTemplate') ?? null;
  if (template !== null) await restoreSchema(url, template, schema);
  else {
    await whileNoSchemaIsDropped('postgres', async () => {
      await sql.raw(`create schema ${schema}`).execute(handle.db);
      await migrateToLatest(handle.db, handle.dialect, schema);
    });
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

/**
 * A fresh database holding the seeded demo shop (test/seeded-template.ts): a copy of the image or schema
 * the global setup seeded, or, where there is none (a suite on an SQLite file, PostgreSQL without
 * pg_dump), a database migrated and seeded here.
 */
export async function createSeededTestDatabase(dialect: DialectName, sqlitePath = ':memory:', demoUploadsDir: string): Promise<TestDatabase> {
  const image = dialect === 'sqlite' && sqlitePath === ':memory:' ? inject('sqliteSeededImage') : null;
  if (image) {
    const db = openSeededSqlite(image);
    return { db, dialect, close: () => db.destroy(), cleanup: () => db.destroy() };
  }
  const template = dialect === 'postgres' ? inject('postgresSeededTemplate') : null;
  const database = template ? await createTestDatabase(dialect, sqlitePath, template) : await createTestDatabase(dialect, sqlitePath);
  await seedIfEmpty(database.db, { adminPassword: TEST_ADMIN_PASSWORD, uploadsDir: demoUploadsDir });
  return database;
}

/**
 * Runs `work` while no suite drops its schema (PostgreSQL). The migrator looks for its table by listing
 * every schema's tables, and a schema another suite drops meanwhile fails that listing ("schema … does
 * not exist"): migrations share a lock and a drop takes it alone, so suites migrate side by side and never
 * see a schema half gone.
 */
export async function whileNoSchemaIsDropped<T>(dialect: DialectName, work: () => Promise<T>): Promise<T> {
  const url = process.env.TEST_DATABASE_URL;
  if (dialect !== 'postgres' || !url) return work();
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock_shared($1)', [SCHEMA_LOCK]);
    return await work();
  } finally {
    await lock.end();
  }
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
