import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { ensureDemoPictures } from '../scripts/demo-pictures.ts';
import { schemaTemplateText } from './schema-template.ts';
import { seededTemplates } from './seeded-template.ts';

/**
 * HTTP-level suites serve the real built app, so build it first when it is missing or stale; the demo
 * pictures every seeded shop starts from are drawn once and kept (scripts/demo-pictures.ts); the demo
 * shop seeded once on each database, which every suite's shop is a copy of (test/seeded-template.ts);
 * with PostgreSQL, the migrated schema every suite's own is made from (test/schema-template.ts).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  buildIfNeeded();
  const demoUploadsDir = await ensureDemoPictures();
  project.provide('demoUploadsDir', demoUploadsDir);
  const url = process.env.TEST_DATABASE_URL;
  const [schemaTemplate, seeded] = await Promise.all([url ? schemaTemplateText(url) : null, seededTemplates(demoUploadsDir, url)]);
  project.provide('postgresSchemaTemplate', schemaTemplate);
  project.provide('sqliteSeededImage', seeded.sqlite);
  project.provide('postgresSeededTemplate', seeded.postgres);
  return () => rmSync(seeded.sqlite, { force: true });
}
