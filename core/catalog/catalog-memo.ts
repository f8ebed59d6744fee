/**
 * What one content version of the catalog says about its products and only an edit changes: each
 * product's images and categories, and which products its page suggests; and the published pages and
 * posts the home page shows. Every edit of products, images, categories, pages or posts bumps the
 * content version (core/settings/settings.ts), and the server starts a new memo for each version
 * (server/http/settings-cache.ts), so nothing here outlives the data it was read from. Prices and
 * stock change with every order and are never kept here: pages read them fresh.
 */
export class CatalogMemo {
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: { maxEntries?: number; now?: () => number } = {}) {
    this.#maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.#now = options.now ?? Date.now;
  }

  /**
   * The value kept under `key`, loading it first when there is none or it is older than `maxAgeMs`.
   * Concurrent reads of one key share a load; a failed load is not kept.
   */
  read<T>(key: string, load: () => Promise<T>, maxAgeMs = Number.POSITIVE_INFINITY): Promise<T> {
    const kept = this.#entries.get(key);
    if (kept && this.#now() - kept.loadedAt < maxAgeMs) return kept.value as Promise<T>;
    const value = load();
    const entry: Entry = { value, loadedAt: this.#now() };
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
    this.#entries.set(key, entry);
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return value;
  }

  /** How many values are kept (for tests and diagnostics). */
  get size(): number {
    return this.#entries.size;
  }
}

interface Entry {
  value: Promise<unknown>;
  loadedAt: number;
}

/**
 * A few entries per product: a catalog of tens of thousands of products fits, and past that the memo
 * starts over rather than growing without bound.
 */
const DEFAULT_MAX_ENTRIES = 100_000;

/** Reads straight through: for callers that keep nothing (scripts, tests of the queries themselves). */
export const NO_MEMO = {
  read: <T>(_key: string, load: () => Promise<T>): Promise<T> => load(),
} satisfies Pick<CatalogMemo, 'read'>;

export type CatalogReads = Pick<CatalogMemo, 'read'>;

/**
 * Each id's value, kept under `prefix` and the id until the catalogue's next edit. Those the memo lacks are
 * loaded together, in one call of `load` (on PostgreSQL a query fewer is a round trip fewer); an id `load`
 * gives no value gets `absent`.
 */
export async function readEach<V>(
  memo: CatalogReads,
  prefix: string,
  ids: readonly number[],
  load: (ids: readonly number[]) => Promise<ReadonlyMap<number, V>>,
  absent: V,
): Promise<Map<number, V>> {
  const unique = [...new Set(ids)];
  const values = new Map<number, V>();
  if (memo === NO_MEMO) {
    const loaded = unique.length > 0 ? await load(unique) : new Map<number, V>();
    for (const id of unique) values.set(id, loaded.get(id) ?? absent);
    return values;
  }
  const missing: number[] = [];
  let loading: Promise<ReadonlyMap<number, V>> | undefined;
  const kept = unique.map((id) =>
    memo.read(`${prefix}${id}`, () => {
      missing.push(id);
      // Started once every id was asked for, so it loads all the missing ones at once.
      loading ??= Promise.resolve().then(() => load(missing));
      return loading.then((loaded) => loaded.get(id) ?? absent);
    }),
  );
  const found = await Promise.all(kept);
  unique.forEach((id, index) => values.set(id, found[index] as V));
  return values;
}
