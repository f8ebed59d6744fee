import type { AppConfig } from '../../../config/schema.ts';
import { termFieldErrors, type TermChanges } from '../../../core/catalog/attributes.ts';
import type { ItemTranslations } from '../../../core/i18n/content-translations.ts';
import type { TranslationFormValues } from '../../../core/i18n/content-form.ts';
import { textFields, type FieldErrors } from '../../../core/shared/validation.ts';
import type { TermFormValues } from '../../components/admin/TermForm.tsx';
import { readTranslationSections } from './translation-sections.ts';

const FIELDS = ['name', 'slug', 'description', 'menu_order'] as const;

/** A term form's values and the changes they ask for (the order a whole number). */
export function readTermForm(form: FormData): { values: TermFormValues; changes: TermChanges | null; errors: FieldErrors } {
  const values = textFields(form, FIELDS);
  const order = values.menu_order.trim();
  if (order !== '' && !/^-?\d{1,7}$/.test(order)) return { values, changes: null, errors: { menu_order: 'Enter a whole number.' } };
  return { values, changes: { name: values.name, slug: values.slug, description: values.description, menuOrder: order === '' ? 0 : Number(order) }, errors: {} };
}

/** The catalogue's term refusals by the form's field names. */
export function termErrorsByField(errors: FieldErrors): FieldErrors {
  const { menuOrder, ...rest } = errors;
  return { ...rest, ...(menuOrder ? { menu_order: menuOrder } : {}) };
}

/** What a term form posted, checked: the changes and translations to save, or every problem at once by its field. */
export type PostedTerm =
  | { ok: true; values: TermFormValues; translations: TranslationFormValues; changes: TermChanges; translated: ItemTranslations<'attribute_term'> }
  | { ok: false; values: TermFormValues; translations: TranslationFormValues; errors: FieldErrors };

export function readPostedTerm(form: FormData, config: AppConfig): PostedTerm {
  const { values, changes, errors } = readTermForm(form);
  const translated = readTranslationSections(form, config, 'attribute_term');
  if (changes && translated.parsed.ok) return { ok: true, values, translations: translated.values, changes, translated: translated.parsed.value };
  const own = changes ? termErrorsByField(termFieldErrors(changes)) : { ...termErrorsByField(termFieldErrors({ name: values.name, description: values.description })), ...errors };
  return { ok: false, values, translations: translated.values, errors: { ...own, ...(translated.parsed.ok ? {} : translated.parsed.errors) } };
}
