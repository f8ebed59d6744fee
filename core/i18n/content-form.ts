import { TRANSLATABLE, parseTranslatedFields, type ContentKind, type TranslatedFields } from './content-fields.ts';

/**
 * The admin forms' translation sections: one input per locale and field, named `<field>__<locale>`
 * ("name__fr"), so the values travel with the rest of the form and an error sits by its input.
 */
export type TranslationFormValues = Record<string, Record<string, string>>;

export function translationInputName(field: string, locale: string): string {
  return `${field}__${locale}`;
}

/** What was typed in each locale's section (a missing input reads as empty). */
export function readTranslationForm(form: { get(name: string): unknown }, kind: ContentKind, locales: readonly string[]): TranslationFormValues {
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      Object.fromEntries(
        TRANSLATABLE[kind].fields.map((field) => {
          const value = form.get(translationInputName(field, locale));
          return [field, typeof value === 'string' ? value : ''];
        }),
      ),
    ]),
  );
}

/** Checks every locale's fields; the errors are keyed by input name, beside the form's own. */
export function parseTranslationForm<K extends ContentKind>(
  kind: K,
  values: TranslationFormValues,
): { ok: true; value: Record<string, TranslatedFields<K>> } | { ok: false; errors: Record<string, string> } {
  const value: Record<string, TranslatedFields<K>> = {};
  const errors: Record<string, string> = {};
  for (const [locale, fields] of Object.entries(values)) {
    const parsed = parseTranslatedFields(kind, fields as Partial<TranslatedFields<K>>);
    if (parsed.ok) value[locale] = parsed.value;
    else for (const [field, message] of Object.entries(parsed.errors)) errors[translationInputName(field, locale)] = message as string;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

/** The form's starting values from what is stored: every locale asked for, empty where nothing is. */
export function translationFormValues(kind: ContentKind, stored: Record<string, Record<string, string>>, locales: readonly string[]): TranslationFormValues {
  return Object.fromEntries(locales.map((locale) => [locale, Object.fromEntries(TRANSLATABLE[kind].fields.map((field) => [field, stored[locale]?.[field] ?? '']))]));
}
