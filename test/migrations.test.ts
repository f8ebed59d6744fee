import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { getStoreSettings, saveStoreSettings, SETTINGS_DEFAULTS } from '../core/settings/settings.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './dialects.ts';

describe.each(DIALECTS)('database foundation on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.cleanup());

  it('migrates once and is idempotent on the second run', async () => {
    expect(await migrateToLatest(database.db, database.dialect)).toEqual([]);
  });

  it('refuses negative stock at the database level', async () => {
    const now = new Date().toISOString();
    await expect(
      database.db
        .insertInto('products')
        .values({ slug: 'neg', name: 'Neg', status: 'publish', short_description: '', description: '', regular_price: 100, sale_price: null, price: 100, stock: -1, stock_status: 'instock', created_at: now, updated_at: now, sku: null })
        .execute(),
    ).rejects.toThrow();
  });

  it('stores settings and falls back to defaults', async () => {
    expect(await getStoreSettings(database.db)).toEqual(SETTINGS_DEFAULTS);
    const changed = { ...SETTINGS_DEFAULTS, comingSoon: true };
    await saveStoreSettings(database.db, changed);
    expect(await getStoreSettings(database.db)).toEqual(changed);
  });
});
