import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A file in the uploads directory saying that rows already name pictures whose files are still being
 * drawn. Every process serving the uploads sees it (a file, not memory), and a start after a crash finds
 * it and finishes the drawing. Dot files are never served.
 */
const PENDING_FILE = '.pictures-pending';

export function picturesPending(uploadsDir: string): boolean {
  return existsSync(join(uploadsDir, PENDING_FILE));
}

export async function markPicturesPending(uploadsDir: string): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  await writeFile(join(uploadsDir, PENDING_FILE), `${new Date().toISOString()}\n`);
}

export async function clearPicturesPending(uploadsDir: string): Promise<void> {
  await rm(join(uploadsDir, PENDING_FILE), { force: true });
}
