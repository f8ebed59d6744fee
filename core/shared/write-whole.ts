import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';

/**
 * Writes a file through a temporary name beside it, renamed into place once whole: a reader (the static
 * file server, another process) never sees half of it, and a failed write leaves nothing behind.
 */
export async function writeFileWhole(path: string, bytes: Uint8Array): Promise<void> {
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
