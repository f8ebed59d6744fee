import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DIALECTS, useTestDatabase } from './dialects.ts';

/** Each table `Database` in db/schema.ts names, with the columns of its interface, sorted. */
function declaredTables(): Record<string, string[]> {
  const path = resolve(import.meta.dirname, '../db/schema.ts');
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const interfaces = new Map(source.statements.filter(ts.isInterfaceDeclaration).map((declaration) => [declaration.name.text, declaration]));
  const properties = (name: string) => (interfaces.get(name)?.members ?? []).flatMap((member) => (ts.isPropertySignature(member) ? [member] : []));
  const columns = (name: string) => properties(name).map((member) => member.name.getText(source)).sort();
  return Object.fromEntries(properties('Database').map((table) => [table.name.getText(source), columns(table.type?.getText(source) ?? '')]));
}

describe.each(DIALECTS)('db/schema.ts on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('names every table and column the migrations make, one interface per table, and nothing they do not', async () => {
    const { db } = database;
    const schema = dialect === 'postgres' ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name : undefined;
    const tables = (await db.introspection.getTables()).filter((table) => table.schema === schema);
    const migrated = Object.fromEntries(tables.map((table) => [table.name, table.columns.map((column) => column.name).sort()]));
    const declared = declaredTables();
    expect(Object.keys(declared).sort()).toEqual(Object.keys(migrated).sort());
    for (const [table, columns] of Object.entries(migrated)) expect(declared[table], table).toEqual(columns);
  });
});
