import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DIALECTS, useTestDatabase, type SuiteDatabase } from './dialects.ts';

/** Each table `Database` in db/schema.ts names, with the columns of its interface, sorted. */
function declaredTables(): Record<string, string[]> {
  const path = resolve(import.meta.dirname, '../db/schema.ts');
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const interfaces = new Map(source.statements.filter(ts.isInterfaceDeclaration).map((declaration) => [declaration.name.text, declaration]));
  const properties = (name: string) => (interfaces.get(name)?.members ?? []).flatMap((member) => (ts.isPropertySignature(member) ? [member] : []));
  const columns = (name: string) => properties(name).map((member) => member.name.getText(source)).sort();
  return Object.fromEntries(properties('Database').map((table) => [table.name.getText(source), columns(table.type?.getText(source) ?? '')]));
}

/**
 * The text indexes are each database's own (FTS5 and its shadow tables, a tsvector table and its words):
 * the catalogue's (migration 022), read only through core/catalog/query/text-index-*.ts, and the orders'
 * on SQLite (migration 024), read only through core/orders/order-search.ts. Not in `Database`.
 */
const isTextIndex = (table: string) => table.startsWith('product_search') || table.startsWith('order_search');

/**
 * The tables of this suite's database and their columns, sorted. On PostgreSQL read from the suite's own
 * schema alone: listing every schema's tables races the other suites dropping theirs.
 */
async function migratedTables({ db, dialect }: SuiteDatabase): Promise<Record<string, string[]>> {
  if (dialect === 'sqlite') {
    const tables = await db.introspection.getTables();
    return Object.fromEntries(tables.filter((table) => !isTextIndex(table.name)).map((table) => [table.name, table.columns.map((column) => column.name).sort()]));
  }
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and left(c.table_name, 7) <> 'kysely_'`.execute(db);
  const tables: Record<string, string[]> = {};
  for (const row of rows) if (!isTextIndex(row.table_name)) (tables[row.table_name] ??= []).push(row.column_name);
  for (const columns of Object.values(tables)) columns.sort();
  return tables;
}

describe.each(DIALECTS)('db/schema.ts on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('names every table and column the migrations make, one interface per table, and nothing they do not', async () => {
    const migrated = await migratedTables(database);
    const declared = declaredTables();
    expect(Object.keys(declared).sort()).toEqual(Object.keys(migrated).sort());
    for (const [table, columns] of Object.entries(migrated)) expect(declared[table], table).toEqual(columns);
  });
});
