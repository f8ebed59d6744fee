import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { prepareDemoStore } from '../seed/demo-store.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    demoUploadsDir: string;
  }
}

/**
 * Renders the demo store's images once for the whole run (about 7 s), for the global setup. Seeding
 * names image files by their content and keeps files already there, so a shop whose uploads start as a
 * copy of these seeds the same rows without rendering a single image again.
 */
export async function renderDemoUploads(): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-demo-uploads-'));
  await prepareDemoStore({ uploadsDir: dir });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Fills `uploadsDir` with the run's demo images: a copy, so what one shop uploads or deletes stays its own. */
export function copyDemoUploads(uploadsDir: string): void {
  cpSync(inject('demoUploadsDir'), uploadsDir, { recursive: true });
}
