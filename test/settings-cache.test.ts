import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveStoreSettings, SETTINGS_DEFAULTS, touchContentVersion } from '../core/settings/settings.ts';
import { SettingsCache } from '../server/http/settings-cache.ts';
import { saveOwnerTranslations } from '../core/i18n/owner-strings.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './dialects.ts';

describe.each(DIALECTS)('site data cache on %s', (dialect) => {
  let database: TestDatabase;
  let now = 0;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await database.db.insertInto('categories').values({ name: 'Mugs', slug: 'mugs', description: '' }).execute();
  });
  afterAll(() => database.cleanup());

  it('reads settings and menu categories once, then serves them from memory within the second', async () => {
    const cache = new SettingsCache(database.db, 1000, () => now);
    const first = await cache.get();
    expect(first.settings).toEqual(SETTINGS_DEFAULTS);
    expect(first.navCategories).toEqual([{ slug: 'mugs', name: 'Mugs' }]);
    await database.db.insertInto('categories').values({ name: 'Bowls', slug: 'bowls', description: '' }).execute();
    await touchContentVersion(database.db);
    now += 999;
    expect(await cache.get()).toBe(first);
  });

  it('sees an edit once the content version changed and the second is over, and keeps the data while it has not', async () => {
    const cache = new SettingsCache(database.db, 1000, () => now);
    const before = await cache.get();
    now += 1000;
    expect(await cache.get()).toBe(before);
    await saveStoreSettings(database.db, { ...SETTINGS_DEFAULTS, storeNotice: { enabled: true, text: 'Closed Monday', id: '2' } });
    expect((await cache.get()).settings.storeNotice.enabled).toBe(false);
    now += 1000;
    const after = await cache.get();
    expect(after.settings.storeNotice).toEqual({ enabled: true, text: 'Closed Monday', id: '2' });
    expect(after.navCategories.map((category) => category.slug).sort()).toEqual(['bowls', 'mugs']);
  });

  it('keeps one catalog memo per content version: the same while it holds, a new one after an edit', async () => {
    const cache = new SettingsCache(database.db, 1000, () => now);
    const first = await cache.get();
    await first.catalog.read('images:1', async () => ['front']);
    now += 1000;
    expect((await cache.get()).catalog).toBe(first.catalog);
    await touchContentVersion(database.db);
    now += 1000;
    const edited = await cache.get();
    expect(edited.catalog).not.toBe(first.catalog);
    expect(edited.catalog.size).toBe(0);
    cache.invalidate();
    expect((await cache.get()).catalog).not.toBe(edited.catalog);
  });

  it('re-reads at once after invalidate or recheck, and shares one read between concurrent requests', async () => {
    const cache = new SettingsCache(database.db, 1000, () => now);
    await cache.get();
    await database.db.updateTable('categories').set({ name: 'Cups' }).where('slug', '=', 'mugs').execute();
    await touchContentVersion(database.db);
    cache.recheck();
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(a).toBe(b);
    expect(a.navCategories.map((category) => category.name)).toContain('Cups');
    await database.db.updateTable('categories').set({ name: 'Mugs' }).where('slug', '=', 'mugs').execute();
    cache.invalidate();
    expect((await cache.get()).navCategories.map((category) => category.name)).toContain('Mugs');
  });

  it('keeps the owner’s translations in memory and sees one saved by another process within the second', async () => {
    // Two caches over one database: two server processes.
    const here = new SettingsCache(database.db, 1000, () => now);
    const there = new SettingsCache(database.db, 1000, () => now);
    expect((await here.get()).ownerTranslations.get('fr')?.get('Closed Monday')).toBeUndefined();
    const before = await there.get();
    await saveOwnerTranslations(database.db, [{ locale: 'fr', source: 'Closed Monday', text: 'Fermé lundi' }]);
    expect(await there.get()).toBe(before);
    now += 1000;
    expect((await there.get()).ownerTranslations.get('fr')?.get('Closed Monday')).toBe('Fermé lundi');
    // Saving the same again changes nothing, so nothing is re-read.
    const current = await there.get();
    await saveOwnerTranslations(database.db, [{ locale: 'fr', source: 'Closed Monday', text: 'Fermé lundi' }]);
    now += 1000;
    expect(await there.get()).toBe(current);
    await saveOwnerTranslations(database.db, [{ locale: 'fr', source: 'Closed Monday', text: '' }]);
    now += 1000;
    expect((await here.get()).ownerTranslations.get('fr')?.get('Closed Monday')).toBeUndefined();
  });
});
