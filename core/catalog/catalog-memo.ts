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
