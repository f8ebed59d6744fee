import type { TestProject } from 'vitest/node';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { renderDemoUploads } from './demo-uploads.ts';

/**
 * HTTP-level suites serve the real built app, so build it first when it is missing or stale; the demo
 * images every seeded shop starts from are rendered once here (demo-uploads.ts).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  buildIfNeeded();
  const uploads = await renderDemoUploads();
  project.provide('demoUploadsDir', uploads.dir);
  return uploads.remove;
}
