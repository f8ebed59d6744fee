import type { AppConfig } from '../../../config/schema.ts';
import type { Db } from '../../../db/connect.ts';
import type { ContentKind } from '../../../core/i18n/content-fields.ts';
import { parseTranslationForm, readTranslationForm, translationFormValues, type TranslationFormValues } from '../../../core/i18n/content-form.ts';
import { completenessSummary, missingTranslations } from '../../../core/i18n/content-missing.ts';
import { getTranslations } from '../../../core/i18n/content-translations.ts';
import { localeName } from '../../../core/i18n/locales.ts';

/** The shop's locales other than the default, as the admin's translation sections name them. */
export function otherLocales(config: AppConfig) {
  return config.store.locales.others.map((tag) => ({ tag, name: localeName(tag) }));
}

/** What an edit form's translation sections start from, or undefined when the shop speaks one language. */
export async function translationSections(db: Db, config: AppConfig, kind: ContentKind, id: number | null) {
  const locales = otherLocales(config);
  if (locales.length === 0) return undefined;
  const stored = id === null ? {} : await getTranslations(db, kind, id);
  return { locales, defaultName: localeName(config.store.locales.default), values: translationFormValues(kind, stored, config.store.locales.others) };
}

/** The posted translation sections, read and checked (nothing to check for a one-language shop). */
export function readTranslationSections<K extends ContentKind>(form: FormData, config: AppConfig, kind: K) {
  const values: TranslationFormValues = readTranslationForm(form, kind, config.store.locales.others);
  return { values, parsed: parseTranslationForm(kind, values) };
}

/** For a list: each item's "fr missing, de ok" and its spoken label, or an empty map for a one-language shop. */
export async function translationColumn(db: Db, config: AppConfig, kind: ContentKind, ids: readonly number[]): Promise<Map<number, { short: string; label: string }>> {
  const others = config.store.locales.others;
  if (others.length === 0) return new Map();
  const missing = await missingTranslations(db, kind, ids, others);
  return new Map([...missing].map(([id, entries]) => [id, completenessSummary(entries)]));
}
