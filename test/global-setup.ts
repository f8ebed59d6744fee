import type { TestProject } from 'vitest/node';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { ensureDemoPictures } from '../scripts/demo-pictures.ts';
import { schemaTemplateText } from './schema-template.ts';

/**
 * HTTP-level suites serve the real built app, so build it first when it is missing or stale; the demo
 * pictures every seeded shop starts from are drawn once and kept (scripts/demo-pictures.ts); with
 * PostgreSQL, the migrated schema every suite's own is made from (test/schema-template.ts).
 */
export default async function setup(project: TestProject): Promise<void> {
  buildIfNeeded();
  project.provide('demoUploadsDir', await ensureDemoPictures());
  const url = process.env.TEST_DATABASE_URL;
  project.provide('postgresSchemaTemplate', url ? await schemaTemplateText(url) : null);
}
