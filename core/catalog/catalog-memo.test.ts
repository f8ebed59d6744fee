import { describe, expect, it } from 'vitest';
import { CatalogMemo, NO_MEMO, readEach } from './catalog-memo.ts';

/** A loader that counts its calls and answers with the call number. */
function counter() {
  let calls = 0;
  return {
    load: () => Promise.resolve(++calls),
    get calls() {
      return calls;
    },
  };
}

describe('catalog memo', () => {
  it('loads a key once and answers later reads from memory', async () => {
    const memo = new CatalogMemo();
    const images = counter();
    expect(await memo.read('images:1', images.load)).toBe(1);
    expect(await memo.read('images:1', images.load)).toBe(1);
    expect(images.calls).toBe(1);
    expect(await memo.read('images:2', images.load)).toBe(2);
    expect(memo.size).toBe(2);
  });

  it('shares one load between concurrent reads of a key', async () => {
    const memo = new CatalogMemo();
    let release: (value: string) => void = () => {};
    let calls = 0;
    const load = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const reads = [memo.read('related:1', load), memo.read('related:1', load), memo.read('related:1', load)];
    release('ids');
    expect(await Promise.all(reads)).toEqual(['ids', 'ids', 'ids']);
    expect(calls).toBe(1);
  });

  it('keeps no failed load: the next read tries again', async () => {
    const memo = new CatalogMemo();
    await expect(memo.read('images:1', () => Promise.reject(new Error('database busy')))).rejects.toThrow('database busy');
    expect(memo.size).toBe(0);
    expect(await memo.read('images:1', () => Promise.resolve('loaded'))).toBe('loaded');
  });

  it('reloads a value older than the age the reader accepts', async () => {
    let now = 0;
    const memo = new CatalogMemo({ now: () => now });
    const related = counter();
    await memo.read('related:1', related.load, 600_000);
    now = 599_999;
    expect(await memo.read('related:1', related.load, 600_000)).toBe(1);
    now = 600_000;
    expect(await memo.read('related:1', related.load, 600_000)).toBe(2);
    // Without an age, a value is kept for as long as the memo lives.
    const images = counter();
    await memo.read('images:1', images.load);
    now += 10 * 365 * 86_400_000;
    expect(await memo.read('images:1', images.load)).toBe(1);
  });

  it('starts over instead of growing past its bound', async () => {
    const memo = new CatalogMemo({ maxEntries: 3 });
    const loads = counter();
    for (const key of ['a', 'b', 'c']) await memo.read(key, loads.load);
    expect(memo.size).toBe(3);
    await memo.read('d', loads.load);
    expect(memo.size).toBe(1);
    expect(await memo.read('a', loads.load)).toBe(5);
  });

  it('reads straight through when nothing is to be kept', async () => {
    const loads = counter();
    await NO_MEMO.read('images:1', loads.load);
    await NO_MEMO.read('images:1', loads.load);
    expect(loads.calls).toBe(2);
  });
});

describe('each id kept on its own', () => {
  /** A loader of squares that records the ids of each call. */
  function squares() {
    const calls: number[][] = [];
    return {
      calls,
      load: (ids: readonly number[]) => {
        calls.push([...ids]);
        return Promise.resolve(new Map(ids.filter((id) => id !== 0).map((id) => [id, id * id])));
      },
    };
  }

  it('loads the ids the memo lacks in one call and answers the others from memory', async () => {
    const memo = new CatalogMemo();
    const loader = squares();
    expect(await readEach(memo, 'square:', [2, 3, 2], loader.load, -1)).toEqual(new Map([[2, 4], [3, 9]]));
    expect(await readEach(memo, 'square:', [3, 4, 0], loader.load, -1)).toEqual(new Map([[3, 9], [4, 16], [0, -1]]));
    expect(loader.calls).toEqual([[2, 3], [4, 0]]);
    expect(await readEach(memo, 'square:', [0, 4], loader.load, -1)).toEqual(new Map([[0, -1], [4, 16]]));
    expect(loader.calls).toHaveLength(2);
  });

  it('loads every time, in one call, when nothing is to be kept', async () => {
    const loader = squares();
    expect(await readEach(NO_MEMO, 'square:', [5, 0], loader.load, -1)).toEqual(new Map([[5, 25], [0, -1]]));
    expect(await readEach(NO_MEMO, 'square:', [5], loader.load, -1)).toEqual(new Map([[5, 25]]));
    expect(loader.calls).toEqual([[5, 0], [5]]);
  });
});
