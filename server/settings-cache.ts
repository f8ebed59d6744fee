import type { Db } from '../db/connect.ts';
import { getStoreSettings, type StoreSettings } from '../core/settings/settings.ts';

/**
 * Store settings are read on every page; a one-second cache keeps that off the database while an
 * admin's change still shows up at once in this process (invalidate) and within a second in others.
 */
export class SettingsCache {
  readonly #db: Db;
  readonly #ttlMs: number;
  #value: StoreSettings | null = null;
  #loadedAt = 0;

  constructor(db: Db, ttlMs = 1000) {
    this.#db = db;
    this.#ttlMs = ttlMs;
  }

  async get(): Promise<StoreSettings> {
    if (!this.#value || Date.now() - this.#loadedAt > this.#ttlMs) {
      this.#value = await getStoreSettings(this.#db);
      this.#loadedAt = Date.now();
    }
    return this.#value;
  }

  invalidate(): void {
    this.#value = null;
  }
}
