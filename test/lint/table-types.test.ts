import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
/** The shop's code outside db/: it takes its table and row types from db/schema.ts. */
const FOLDERS = ['app', 'core', 'server', 'cli', 'seed', 'config'];
/** A table declared or widened on the spot, or a row type derived outside the schema. */
const OWN_TABLE_TYPES = [/\bwithTables\s*</, /\binterface\s+\w+Table\b/, /\b(?:Selectable|Insertable|Updateable)\s*</];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|fixture)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('table types', () => {
  it('live in db/schema.ts alone: no module declares a table, widens the database or derives a row type of its own', () => {
    const found = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, where: `${relative(ROOT, file)}:${index + 1}` })),
      )
      .filter(({ line }) => OWN_TABLE_TYPES.some((pattern) => pattern.test(line)))
      .map(({ where, line }) => `${where}: ${line.trim()}`);
    expect(found).toEqual([]);
  });
});
