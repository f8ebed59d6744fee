import type { Kysely } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { contentForStorage, type ContentFormat } from '../content/display.ts';
import { TRANSLATABLE, type ContentKind, type TranslatableField, type TranslatedFields } from './content-fields.ts';

/** The translations tables are named by kind; this one untyped view keeps the three shapes in one code path. */
const loose = (db: Db) => db as unknown as Kysely<any>;

/** Translations of one item, by locale; a locale with no row is absent. */
export type ItemTranslations<K extends ContentKind> = Record<string, TranslatedFields<K>>;

function pickFields<K extends ContentKind>(kind: K, row: Record<string, unknown>): TranslatedFields<K> {
  return Object.fromEntries(TRANSLATABLE[kind].fields.map((field) => [field, typeof row[field] === 'string' ? row[field] : ''])) as TranslatedFields<K>;
}

/** Every stored translation of one item. */
export async function getTranslations<K extends ContentKind>(db: Db, kind: K, id: number): Promise<ItemTranslations<K>> {
  const { table, key } = TRANSLATABLE[kind];
  const rows = await loose(db).selectFrom(table).selectAll().where(key, '=', id).orderBy('locale').execute();
  return Object.fromEntries(rows.map((row: Record<string, unknown>) => [String(row.locale), pickFields(kind, row)]));
}

/** Translations of many items in one locale, by item id (only items that have a row). */
export async function translationsIn<K extends ContentKind>(db: Db, kind: K, ids: readonly number[], locale: string): Promise<Map<number, TranslatedFields<K>>> {
  if (ids.length === 0) return new Map();
  const { table, key } = TRANSLATABLE[kind];
  const rows = await loose(db).selectFrom(table).selectAll().where(key, 'in', [...new Set(ids)]).where('locale', '=', locale).execute();
  return new Map(rows.map((row: Record<string, unknown>) => [Number(row[key]), pickFields(kind, row)]));
}

/**
 * Stores an item's translations (already checked with `parseTranslatedFields`), one locale at a time,
 * replacing what that locale had. Callers run it in the transaction that saves the item itself. A locale whose fields are all empty is removed. Translated post
 * content goes through the same sanitising as the post's own content, in the post's format.
 */
export async function saveTranslations<K extends ContentKind>(
  db: Db,
  kind: K,
  id: number,
  byLocale: Record<string, TranslatedFields<K>>,
  options: { contentFormat?: ContentFormat } = {},
): Promise<void> {
  const { table, key } = TRANSLATABLE[kind];
  for (const [locale, fields] of Object.entries(byLocale)) {
    const values: Record<string, string> = { ...fields };
    if (kind === 'post' && values.content) values.content = contentForStorage(values.content, options.contentFormat ?? 'text');
    if (Object.values(values).every((value) => value === '')) {
      await loose(db).deleteFrom(table).where(key, '=', id).where('locale', '=', locale).execute();
      continue;
    }
    await loose(db)
      .insertInto(table)
      .values({ [key]: id, locale, ...values })
      .onConflict((conflict) => conflict.columns([key, 'locale']).doUpdateSet(values))
      .execute();
  }
}

/** One item with its translation laid over it (fallback field by field). */
export function withTranslation<K extends ContentKind, T extends Partial<Record<TranslatableField<K>, string>>>(kind: K, item: T, translation: TranslatedFields<K> | undefined): T {
  if (!translation) return item;
  const merged: Record<string, unknown> = { ...item };
  for (const field of TRANSLATABLE[kind].fields as readonly string[]) {
    const text = (translation as Record<string, string>)[field];
    if (text && field in merged) merged[field] = text;
  }
  return merged as T;
}
