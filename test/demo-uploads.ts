import { cpSync } from 'node:fs';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    demoUploadsDir: string;
  }
}

/**
 * Fills `uploadsDir` with the demo store's pictures (drawn once by the global setup,
 * scripts/demo-pictures.ts): a copy, so what one shop uploads or deletes stays its own, and seeding a
 * shop over it draws nothing.
 */
export function copyDemoUploads(uploadsDir: string): void {
  cpSync(inject('demoUploadsDir'), uploadsDir, { recursive: true });
}
