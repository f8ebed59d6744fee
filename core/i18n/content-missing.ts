import type { Kysely } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { localeName } from './locales.ts';
import { TRANSLATABLE, type ContentKind } from './content-fields.ts';

/** Which of an item's fields still show the default locale's text in one locale. */
export interface LocaleCompleteness {
  locale: string;
  /** Fields with text of their own and no translation in this locale (a field left empty needs none). */
  missing: string[];
  /** Fields with text of their own that are translated in this locale. */
  translated: string[];
}

/** For each item, one entry per locale asked about, in the order asked. */
export async function missingTranslations(db: Db, kind: ContentKind, ids: readonly number[], locales: readonly string[]): Promise<Map<number, LocaleCompleteness[]>> {
  const result = new Map<number, LocaleCompleteness[]>();
  if (ids.length === 0 || locales.length === 0) return result;
  const { table, source, key, fields } = TRANSLATABLE[kind];
  const loose = db as unknown as Kysely<any>;
  const unique = [...new Set(ids)];
  const [originals, translations] = await Promise.all([
    loose.selectFrom(source).select(['id', ...fields]).where('id', 'in', unique).execute(),
    loose.selectFrom(table).selectAll().where(key, 'in', unique).where('locale', 'in', [...locales]).execute(),
  ]);
  const translated = new Map<string, Record<string, unknown>>(translations.map((row: Record<string, unknown>) => [`${String(row[key])}:${String(row.locale)}`, row]));
  for (const original of originals as Record<string, unknown>[]) {
    const id = Number(original.id);
    const written = fields.filter((field) => typeof original[field] === 'string' && (original[field] as string).trim() !== '');
    result.set(
      id,
      locales.map((locale) => {
        const row = translated.get(`${id}:${locale}`);
        const has = (field: string) => typeof row?.[field] === 'string' && (row[field] as string).trim() !== '';
        return { locale, missing: written.filter((field) => !has(field)), translated: written.filter(has) };
      }),
    );
  }
  return result;
}

/** "fr missing, de ok" for a list's cell; "partly" when some fields are translated. */
export function completenessSummary(entries: readonly LocaleCompleteness[]): { short: string; label: string } {
  const state = (entry: LocaleCompleteness) => (entry.missing.length === 0 ? 'ok' : entry.translated.length === 0 ? 'missing' : 'partly');
  const words = { ok: 'translated', missing: 'not translated', partly: 'partly translated' } as const;
  return {
    short: entries.map((entry) => `${entry.locale} ${state(entry)}`).join(', '),
    label: entries.map((entry) => `${localeName(entry.locale)}: ${words[state(entry)]}`).join('; '),
  };
}
