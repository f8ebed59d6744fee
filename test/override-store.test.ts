import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { consentOverrideStore } from '../core/settings/consent-overrides.ts';
import { overrideStore } from '../core/settings/override-store.ts';
import { getContentVersion, putSetting, readSetting } from '../core/settings/settings.ts';
import { themeOverrideStore } from '../core/settings/theme-overrides.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';

/** A section of the config file of its own, so the store is seen apart from the banner's and the theme's rules. */
const schema = z.object({ title: z.string().min(1), size: z.int().min(1).max(9) }).partial();
const store = overrideStore('sample', schema);

describe.each(DIALECTS)('owner overrides kept in a settings row on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('reads null until something is saved, then what was saved, and null again after a reset', async () => {
    const { db } = database;
    expect(await store.read(db)).toBeNull();
    await store.save(db, { size: 3 });
    expect(await readSetting(db, 'sample')).toBe('{"size":3}');
    expect(await store.read(db)).toEqual({ size: 3 });
    await store.reset(db);
    expect(await readSetting(db, 'sample')).toBeUndefined();
    expect(await store.read(db)).toBeNull();
  });

  it('removes the row when no override is left, so the section follows the file alone', async () => {
    const { db } = database;
    await store.save(db, { title: 'Kept' });
    await store.save(db, {});
    expect(await readSetting(db, 'sample')).toBeUndefined();
    expect(await store.read(db)).toBeNull();
  });

  it('bumps the content version on every save and reset, so cached pages are dropped', async () => {
    const { db } = database;
    const versions = [await getContentVersion(db)];
    await store.save(db, { title: 'New' });
    versions.push(await getContentVersion(db));
    await store.save(db, {});
    versions.push(await getContentVersion(db));
    await store.reset(db);
    versions.push(await getContentVersion(db));
    expect(new Set(versions).size).toBe(4);
  });

  it('reads a row that is not JSON or no longer fits the schema as none, and refuses to save what does not fit', async () => {
    const { db } = database;
    await putSetting(db, 'sample', 'not json');
    expect(await store.read(db)).toBeNull();
    await putSetting(db, 'sample', '{"size":42}');
    expect(await store.read(db)).toBeNull();
    await expect(store.save(db, { size: 42 })).rejects.toThrow();
    expect(await readSetting(db, 'sample')).toBe('{"size":42}');
  });

  it('keeps the banner’s and the theme’s overrides in rows of their own', async () => {
    const { db } = database;
    await consentOverrideStore.save(db, { position: 'top' });
    await themeOverrideStore.save(db, { offcanvas: { width: 300 } });
    expect(await readSetting(db, 'consent')).toBe('{"position":"top"}');
    expect(await consentOverrideStore.read(db)).toEqual({ position: 'top' });
    expect(await themeOverrideStore.read(db)).toMatchObject({ offcanvas: { width: 300 } });
    await consentOverrideStore.reset(db);
    expect(await consentOverrideStore.read(db)).toBeNull();
    expect(await themeOverrideStore.read(db)).not.toBeNull();
  });
});
