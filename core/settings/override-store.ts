import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { deleteSetting, putSetting, readSetting, safeJson, touchContentVersion } from './settings.ts';

/**
 * The shop owner's overrides of one section of the config file, kept as JSON in one settings row. They
 * name only what the owner changed, so an empty set is no set: the row is removed and the section
 * follows the file alone. The cookie banner and the theme each have one, with their own key and schema.
 */
export interface OverrideStore<T extends object> {
  /** The settings row's key. */
  readonly key: string;
  /** Stored overrides, or null when there are none or they no longer fit the schema. */
  parse(value: unknown): T | null;
  /** The saved overrides, or null when the section follows the config file alone. */
  read(db: Db): Promise<T | null>;
  /**
   * Saves the overrides (none left means the file alone) and bumps the content version: cached pages
   * carry what they override, so they are dropped and every process re-reads its options.
   */
  save(db: Db, overrides: T): Promise<void>;
  /** Back to the config file's section. */
  reset(db: Db): Promise<void>;
}

export function overrideStore<T extends object>(key: string, schema: z.ZodType<T>): OverrideStore<T> {
  const parse = (value: unknown): T | null => {
    const parsed = schema.safeParse(value);
    return parsed.success && Object.keys(parsed.data).length > 0 ? parsed.data : null;
  };
  const reset = async (db: Db): Promise<void> => {
    await deleteSetting(db, key);
    await touchContentVersion(db);
  };
  return {
    key,
    parse,
    async read(db) {
      const value = await readSetting(db, key);
      return value === undefined ? null : parse(safeJson(value));
    },
    async save(db, overrides) {
      // The form validated them already: a value that does not fit is a bug, not input.
      const valid = schema.parse(overrides);
      if (Object.keys(valid).length === 0) return reset(db);
      await putSetting(db, key, JSON.stringify(valid));
      await touchContentVersion(db);
    },
    reset,
  };
}
