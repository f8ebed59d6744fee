import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SpillFile } from './csv-import-spill.ts';

describe('SpillFile', () => {
  it('gives back what was written, in order, with lines and quotes inside values, and leaves no file behind', async () => {
    const spill = await SpillFile.create<{ n: number; text: string; none: null }>();
    for (let n = 1; n <= 3000; n++) await spill.write({ n, text: `line "${n}"\nnext`, none: null });
    const read: number[] = [];
    for await (const item of spill.read()) {
      expect(item).toEqual({ n: read.length + 1, text: `line "${read.length + 1}"\nnext`, none: null });
      read.push(item.n);
    }
    expect(read).toHaveLength(3000);
    expect(spill.count).toBe(3000);
    expect(existsSync(spill.path)).toBe(true);
    await spill.close();
    expect(existsSync(dirname(spill.path))).toBe(false);
  });

  it('reads nothing from an empty spill and closes without having been read', async () => {
    const empty = await SpillFile.create<number>();
    const items: number[] = [];
    for await (const item of empty.read()) items.push(item);
    expect(items).toEqual([]);
    await empty.close();
    const unread = await SpillFile.create<number>();
    await unread.write(1);
    await unread.close();
    expect(existsSync(dirname(unread.path))).toBe(false);
  });
});
