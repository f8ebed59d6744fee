import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileWhole } from './write-whole.ts';

describe('writeFileWhole', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'write-whole-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('puts the whole file in place, replacing one there, and leaves no temporary file', async () => {
    const path = join(dir, 'a.bin');
    await writeFileWhole(path, Buffer.from('first'));
    await writeFileWhole(path, Buffer.from('second'));
    expect(await readFile(path, 'utf8')).toBe('second');
    expect(await readdir(dir)).toEqual(['a.bin']);
  });

  it('throws when the place cannot be written, and leaves nothing behind', async () => {
    await expect(writeFileWhole(join(dir, 'missing', 'a.bin'), Buffer.from('x'))).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });
});
