import { createHash } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import { touchContentVersion } from '../settings/settings.ts';
import { nowIso } from '../shared/time.ts';
import type { OwnerTranslations } from './owner-text.ts';

/**
 * Storage of the owner's string translations (./owner-text.ts says what they are). A translation belongs
 * to the text, not to the place: the same words in two places are translated once, and a text the owner rewrites needs translating again (its old translation stays,
 * unused, and comes back with the old words).
 */

/** The key a source text is stored under: short whatever the text's length. */
export function sourceHash(source: string): string {
  return createHash('sha256').update(source, 'utf8').digest('hex');
}

/** Every stored translation (a shop has a few dozen owner texts: one query, kept in memory). */
export async function readOwnerTranslations(db: Db): Promise<OwnerTranslations> {
  const rows = await db.selectFrom('string_translations').select(['locale', 'source', 'text']).execute();
  const byLocale = new Map<string, Map<string, string>>();
  for (const row of rows) {
    if (row.text === '') continue;
    let texts = byLocale.get(row.locale);
    if (!texts) byLocale.set(row.locale, (texts = new Map()));
    texts.set(row.source, row.text);
  }
  return byLocale;
}

/** One change of the admin's form: a source text's translation in a locale; empty removes it. */
export interface OwnerTranslationChange {
  locale: string;
  source: string;
  text: string;
}

/**
 * Saves the changes together and bumps the content version (pages are dropped from the page cache and
 * every process re-reads the translations). Returns how many rows changed; nothing is bumped when none did.
 */
export async function saveOwnerTranslations(db: Db, changes: readonly OwnerTranslationChange[]): Promise<number> {
  if (changes.length === 0) return 0;
  const changed = await db.transaction().execute(async (trx) => {
    let count = 0;
    for (const change of changes) {
      const key = { locale: change.locale, source_hash: sourceHash(change.source) };
      const current = await trx.selectFrom('string_translations').select('text').where('locale', '=', key.locale).where('source_hash', '=', key.source_hash).executeTakeFirst();
      if (change.text === '') {
        if (!current) continue;
        await trx.deleteFrom('string_translations').where('locale', '=', key.locale).where('source_hash', '=', key.source_hash).execute();
      } else if (!current) {
        await trx.insertInto('string_translations').values({ ...key, source: change.source, text: change.text, updated_at: nowIso() }).execute();
      } else if (current.text !== change.text) {
        await trx.updateTable('string_translations').set({ text: change.text, updated_at: nowIso() }).where('locale', '=', key.locale).where('source_hash', '=', key.source_hash).execute();
      } else continue;
      count += 1;
    }
    if (count > 0) await touchContentVersion(trx);
    return count;
  });
  return changed;
}

/** Adds translations where the text has none yet (the demo store's: an owner's own are never replaced). */
export async function addOwnerTranslations(db: Db, rows: readonly OwnerTranslationChange[]): Promise<void> {
  const values = rows.filter((row) => row.text !== '').map((row) => ({ locale: row.locale, source_hash: sourceHash(row.source), source: row.source, text: row.text, updated_at: nowIso() }));
  if (values.length === 0) return;
  await db
    .insertInto('string_translations')
    .values(values)
    .onConflict((oc) => oc.columns(['locale', 'source_hash']).doNothing())
    .execute();
}
