import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { getStoreSettings, saveStoreSettings, SETTINGS_DEFAULTS } from '../core/settings/settings.ts';
import { DIALECTS, useTestDatabase, whileNoSchemaIsDropped } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';

describe.each(DIALECTS)('database foundation on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('migrates once and is idempotent on the second run', async () => {
    expect(await whileNoSchemaIsDropped(dialect, () => migrateToLatest(database.db, database.dialect))).toEqual([]);
  });

  it('refuses negative stock at the database level', async () => {
    await expect(insertProduct(database.db, { name: 'Neg', price: 100, stock: -1 })).rejects.toThrow();
  });

  it('stores settings and falls back to defaults', async () => {
    expect(await getStoreSettings(database.db)).toEqual(SETTINGS_DEFAULTS);
    const changed = { ...SETTINGS_DEFAULTS, comingSoon: true };
    await saveStoreSettings(database.db, changed);
    expect(await getStoreSettings(database.db)).toEqual(changed);
  });
});
