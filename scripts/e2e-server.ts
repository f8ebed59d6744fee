/**
 * The browser tests' shop: a fresh database and uploads under `E2E_DATA_DIR`, the uploads starting as a
 * copy of the drawn demo pictures (scripts/demo-pictures.ts), so the shop seeds without drawing any.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { copyDemoPictures } from './demo-pictures.ts';

const dataDir = resolve(process.env.E2E_DATA_DIR ?? 'data/e2e');
rmSync(resolve(dataDir, 'db'), { recursive: true, force: true });
rmSync(resolve(dataDir, 'uploads'), { recursive: true, force: true });
mkdirSync(resolve(dataDir, 'uploads'), { recursive: true });
copyDemoPictures(resolve(dataDir, 'uploads'));

await import('../server/main.ts');
