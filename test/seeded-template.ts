import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely } from 'kysely';
import type { Db } from '../db/connect.ts';
import { NodeSqliteDialect, openSqlite } from '../db/dialects/sqlite.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { dumpSchema } from './schema-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded demo shop as an SQLite file's bytes, written to this file (seededTemplates), or null. */
    sqliteSeededImage: string | null;
    /** The seeded demo shop's PostgreSQL schema as pg_dump writes it, rows and all, or null. */
    postgresSeededTemplate: string | null;
  }
}

/** The administrator's password in every shop a suite starts (test/http-shop.ts logs in with it). */
export const TEST_ADMIN_PASSWORD = 'test-admin-password';

/**
 * The demo shop, migrated and seeded once before the suites run, so that each suite's shop is a copy of
 * it rather than a seed of its own: seeding (the catalogue through its triggers, the administrator's
 * password through scrypt) took most of a shop's start, and a hundred suites start one on each database.
 * The seed is the shop's own (`seedIfEmpty`), over the drawn demo pictures, which it only reads.
 */
export async function seedSqliteImage(demoUploadsDir: string): Promise<string> {
  const database = openSqlite(':memory:');
  const db = new Kysely<Database>({ dialect: new NodeSqliteDialect(database) });
  try {
    await seedAfresh(db, 'sqlite', demoUploadsDir);
    const file = join(tmpdir(), `vitrine-seeded-${process.pid}-${randomBytes(4).toString('hex')}.sqlite`);
    writeFileSync(file, database.serialize());
    return file;
  } finally {
    await db.destroy();
  }
}

/** The seeded demo shop on PostgreSQL as the text of its schema (schema-template.ts), or null where pg_dump cannot be run. */
export function seedPostgresTemplate(url: string, demoUploadsDir: string): Promise<string | null> {
  return dumpSchema(url, 'seeded', (db, schema) => seedAfresh(db, 'postgres', demoUploadsDir, schema));
}

async function seedAfresh(db: Db, dialect: 'sqlite' | 'postgres', demoUploadsDir: string, schema?: string): Promise<void> {
  await migrateToLatest(db, dialect, schema);
  await seedIfEmpty(db, { adminPassword: TEST_ADMIN_PASSWORD, uploadsDir: demoUploadsDir });
}

export interface SeededTemplates {
  sqlite: string;
  postgres: string | null;
}

/** Both seeded shops, made once for every project's global setup that asks. */
export function seededTemplates(demoUploadsDir: string, url: string | undefined): Promise<SeededTemplates> {
  made ??= Promise.all([seedSqliteImage(demoUploadsDir), url ? seedPostgresTemplate(url, demoUploadsDir) : null]).then(([sqlite, postgres]) => ({ sqlite, postgres }));
  return made;
}

let made: Promise<SeededTemplates> | undefined;

/** A new in-memory SQLite database holding the seeded image's rows: each suite's own, changed as it likes. */
export function openSeededSqlite(imageFile: string): Db {
  const database = openSqlite(':memory:');
  database.deserialize(readFileSync(imageFile));
  return new Kysely<Database>({ dialect: new NodeSqliteDialect(database) });
}
