/**
 * The admin forms' translation sections: one input per locale and field, named `<field>__<locale>`
 * ("name__fr"), so the values travel with the rest of the form and an error sits by its input. Kept
 * apart from the form's checks, so the form component in the browser does not carry the validator.
 */
export type TranslationFormValues = Record<string, Record<string, string>>;

export function translationInputName(field: string, locale: string): string {
  return `${field}__${locale}`;
}
