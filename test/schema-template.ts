import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { connectDatabase, type Db } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PostgreSQL schema as pg_dump writes it (schemaTemplateText), or null. */
    postgresSchemaTemplate: string | null;
  }
}

const run = promisify(execFile);

/** Stands for the schema's name in the template's text. */
const PLACEHOLDER = 'vitrine_schema_placeholder';

/**
 * A PostgreSQL schema migrated once before the suites run and dumped by pg_dump (its tables, functions,
 * triggers, the rows the migrations write and their bookkeeping), with its name left as a placeholder:
 * each suite's schema is then made from the text in one round trip instead of by running every migration.
 * Null where pg_dump cannot be run (the suites migrate their schemas themselves), with the reason printed.
 */
export function schemaTemplateText(url: string): Promise<string | null> {
  // Each project's global setup asks; one dump serves them all.
  let made = templates.get(url);
  if (!made) templates.set(url, (made = dumpSchema(url, 'migrated', async (db, schema) => void (await migrateToLatest(db, 'postgres', schema)))));
  return made;
}

const templates = new Map<string, Promise<string | null>>();

/**
 * A new schema, filled by `fill` (migrated, and seeded where a template of a seeded shop is made), dumped
 * with its rows and its name left as a placeholder, then dropped. Triggers come after the rows in the
 * dump, so restoring the rows fires none: the counts they kept are restored as they were.
 */
export async function dumpSchema(url: string, label: string, fill: (db: Db, schema: string) => Promise<void>): Promise<string | null> {
  const schema = `t_template_${randomBytes(6).toString('hex')}`;
  const handle = connectDatabase({ databaseUrl: url, schema, poolSize: 2 });
  try {
    await sql.raw(`create schema ${schema}`).execute(handle.db);
    await fill(handle.db, schema);
    // Column names on every row: a generated column (the search documents' name words) is left out of the dump.
    const { stdout } = await run('pg_dump', ['--dbname', url, '--schema', schema, '--column-inserts', '--no-owner', '--no-privileges', '--no-comments'], { maxBuffer: 64 * 1024 * 1024 });
    // The dump names its schema, qualified, wherever it means it; the name is random, so no other text holds it.
    // Its psql commands (`\restrict`) are psql's own, not statements.
    return stdout
      .split('\n')
      .filter((line) => !line.startsWith('\\'))
      .join('\n')
      .replaceAll(schema, PLACEHOLDER);
  } catch (error) {
    console.warn(`No ${label} PostgreSQL schema to copy: each suite makes its own (${(error as Error).message.split('\n')[0]})`);
    return null;
  } finally {
    await handle.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`).finally(() => client.end());
  }
}

/** Makes `schema` from the template's text: every statement of the dump, one round trip. */
export async function restoreSchema(url: string, templateText: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(templateText.replaceAll(PLACEHOLDER, schema));
  } finally {
    await client.end();
  }
}
