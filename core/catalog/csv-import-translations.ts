import { FIELD_LABELS, parseTranslatedFields, TRANSLATABLE, type TranslatableField } from '../i18n/content-fields.ts';
import type { ShopLocales } from '../i18n/locales.ts';
import { shown, type CsvRecord } from './csv-import-row.ts';

/**
 * Translated columns of a product export: the column's own name and the locale in brackets, such as
 * "Name (fr)", "Short description (de)", "Description (fr)". Only the shop's other locales may appear.
 */
const TRANSLATED_COLUMN = /^(.+?)\s*\(([^()]*)\)$/;

type ProductField = TranslatableField<'product'>;

export interface TranslationColumn {
  column: string;
  field: ProductField;
  locale: string;
}

const FIELD_BY_LABEL = new Map<string, ProductField>(TRANSLATABLE.product.fields.map((field) => [FIELD_LABELS[field]!.toLowerCase(), field]));

/** The header's translated columns, and a message for each that names a locale the shop does not speak. */
export function findTranslationColumns(columns: Iterable<string>, locales: ShopLocales): { columns: TranslationColumn[]; errors: string[] } {
  const found: TranslationColumn[] = [];
  const errors: string[] = [];
  for (const column of columns) {
    const match = TRANSLATED_COLUMN.exec(column);
    const field = match ? FIELD_BY_LABEL.get(match[1]!.toLowerCase()) : undefined;
    if (!match || !field) continue;
    const locale = match[2]!.trim();
    if (locales.others.includes(locale as ShopLocales['default'])) {
      found.push({ column, field, locale });
      continue;
    }
    const why =
      locale === locales.default
        ? `${locale} is the shop's default locale, whose text is in the "${FIELD_LABELS[field]}" column`
        : locales.others.length === 0
          ? `the shop has no other locales (store.locales in the config)`
          : `'${shown(locale.slice(0, 20))}' is not one of the shop's other locales (${locales.others.join(', ')})`;
    errors.push(`Column "${shown(column.slice(0, 60))}": ${why}; column ignored`);
  }
  return { columns: found, errors };
}

/** One row's translations, by locale, checked with the rules of the fields they translate. */
export function checkRowTranslations(record: CsvRecord, columns: readonly TranslationColumn[]): { translations: Record<string, Partial<Record<ProductField, string>>>; problems: string[] } {
  const byLocale: Record<string, Partial<Record<ProductField, string>>> = {};
  for (const { column, field, locale } of columns) {
    // WooCommerce writes line breaks inside descriptions as "\n"; names keep theirs, so a bad one is refused.
    const raw = (record[column] ?? '').trim();
    (byLocale[locale] ??= {})[field] = field === 'name' ? raw : raw.replace(/\\n/g, '\n');
  }
  const problems: string[] = [];
  const translations: Record<string, Partial<Record<ProductField, string>>> = {};
  for (const [locale, values] of Object.entries(byLocale)) {
    const parsed = parseTranslatedFields('product', values);
    if (!parsed.ok) {
      for (const [field, message] of Object.entries(parsed.errors)) problems.push(`${FIELD_LABELS[field]} (${locale}): ${String(message).replace(/\.$/, '')}`);
      continue;
    }
    // Only the columns the file has: an absent column leaves that translation as it is.
    translations[locale] = Object.fromEntries(Object.keys(values).map((field) => [field, parsed.value[field as ProductField]]));
  }
  return { translations, problems };
}
