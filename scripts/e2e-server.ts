/**
 * A browser tests' shop: a fresh database and uploads (`SQLITE_PATH`, `UPLOADS_DIR`), the uploads
 * starting as a copy of the drawn demo pictures (scripts/demo-pictures.ts), so it seeds without drawing.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { copyDemoPictures } from './demo-pictures.ts';

const { SQLITE_PATH, UPLOADS_DIR } = process.env;
if (!SQLITE_PATH || !UPLOADS_DIR) throw new Error('SQLITE_PATH and UPLOADS_DIR must name the test shop’s files');
rmSync(dirname(resolve(SQLITE_PATH)), { recursive: true, force: true });
rmSync(UPLOADS_DIR, { recursive: true, force: true });
mkdirSync(UPLOADS_DIR, { recursive: true });
copyDemoPictures(UPLOADS_DIR);

await import('../server/main.ts');
