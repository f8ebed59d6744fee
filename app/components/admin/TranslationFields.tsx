import { translationInputName, type TranslationFormValues } from '../../../core/i18n/content-input-name.ts';
import { TextAreaField, TextField } from './Field.tsx';

/** One translatable field as the form shows it. */
export interface TranslationFieldSpec {
  field: string;
  label: string;
  /** Rows of a text area; a one-line input when absent. */
  rows?: number;
  maxLength: number;
}

/** The shop's other locales, each with its own name ("Français"). */
export interface TranslationLocale {
  tag: string;
  name: string;
}

/** The translation sections a form shows: the saved ones, with what was posted when a save was refused. */
export function translationsShown<T extends { values: TranslationFormValues }>(saved: T | null | undefined, posted: TranslationFormValues | undefined): T | undefined {
  return saved ? { ...saved, values: posted ?? saved.values } : undefined;
}

interface TranslationFieldsProps {
  /** Prefix of the inputs' ids, such as "product". */
  idPrefix: string;
  locales: readonly TranslationLocale[];
  /** The default locale's own name, which an empty field shows. */
  defaultName: string;
  fields: readonly TranslationFieldSpec[];
  values: TranslationFormValues;
  errors?: Record<string, string> | undefined;
}

/** A section per other locale with the translatable fields; nothing when the shop speaks one language. */
export function TranslationFields({ idPrefix, locales, defaultName, fields, values, errors = {} }: TranslationFieldsProps) {
  if (locales.length === 0) return null;
  return (
    <>
      {locales.map((locale) => (
        <fieldset key={locale.tag} className="admin-fieldset translation-fields">
          <legend>
            Translation: <span lang={locale.tag}>{locale.name}</span>
          </legend>
          {fields.map((spec) => {
            const name = translationInputName(spec.field, locale.tag);
            const id = `${idPrefix}-${spec.field.replace(/_/g, '-')}-${locale.tag}`;
            const common = {
              id,
              name,
              label: `${spec.label} (${locale.tag})`,
              lang: locale.tag,
              defaultValue: values[locale.tag]?.[spec.field] ?? '',
              maxLength: spec.maxLength,
              error: errors[name],
              hint: `Leave empty to show the ${defaultName} ${spec.label.toLowerCase()}.`,
            };
            return spec.rows ? <TextAreaField key={name} rows={spec.rows} {...common} /> : <TextField key={name} {...common} />;
          })}
        </fieldset>
      ))}
    </>
  );
}

/** How complete an item's translations are: short for the eye, in words for screen readers. */
type TranslationSummary = { short: string; label: string };

/** A list cell's "fr missing, de ok", read out in words ("Français: not translated; Deutsch: translated"). */
function TranslationStatus({ summary }: { summary: TranslationSummary | undefined }) {
  if (!summary) return <>–</>;
  return (
    <>
      <span aria-hidden="true">{summary.short}</span>
      <span className="visually-hidden">{summary.label}</span>
    </>
  );
}

/** A list row's "Translations" cell, in a shop that has other languages (none in a one-language shop). */
export function TranslationCell({ shown, summary }: { shown: boolean; summary: TranslationSummary | undefined }) {
  if (!shown) return null;
  return (
    <td data-label="Translations">
      <TranslationStatus summary={summary} />
    </td>
  );
}
