/**
 * The demo store's pictures, drawn once into `data/demo-pictures/` and kept there between runs: the test
 * shops (integration, reliability and browser) start from a copy, so none of them draws a picture. Files
 * are named after their content, so a changed drawing is a new file and nothing stale is ever served.
 */
import { cpSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { prepareDemoStore } from '../seed/demo-store.ts';
import { pictureProgress } from '../seed/picture-progress.ts';

export const DEMO_PICTURES_DIR = resolve(import.meta.dirname, '../data/demo-pictures');

/** Draws whatever the cache lacks (everything on a fresh clone, nothing after) and returns its path. */
export async function ensureDemoPictures(): Promise<string> {
  const { pictures } = await prepareDemoStore({ uploadsDir: DEMO_PICTURES_DIR });
  if (pictures.missing > 0) {
    console.log(`Drawing the demo store's ${pictures.missing} pictures once for the tests (kept in data/demo-pictures/)…`);
    await pictures.draw(pictureProgress((line) => console.log(line)));
  }
  return DEMO_PICTURES_DIR;
}

/** Starts `uploadsDir` as a copy of the drawn pictures, when there are any. */
export function copyDemoPictures(uploadsDir: string): void {
  if (existsSync(DEMO_PICTURES_DIR)) cpSync(DEMO_PICTURES_DIR, uploadsDir, { recursive: true });
}
