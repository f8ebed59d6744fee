import { Form } from 'react-router';
import type { TranslationFormValues } from '../../../core/i18n/content-form.ts';
import { FormErrorSummary, NonceField, TextAreaField, TextField } from './Field.tsx';
import { TranslationFields, type TranslationLocale } from './TranslationFields.tsx';

export interface TermFormValues {
  name: string;
  slug: string;
  description: string;
  menu_order: string;
}

export const EMPTY_TERM: TermFormValues = { name: '', slug: '', description: '', menu_order: '0' };

interface TermFormProps {
  nonce: string;
  values: TermFormValues;
  errors?: Record<string, string> | undefined;
  isNew: boolean;
  attributeName: string;
  /** Its name and description in the shop's other languages; absent in a one-language shop. */
  translations?: { locales: TranslationLocale[]; defaultName: string; values: TranslationFormValues } | undefined;
}

const TRANSLATED_FIELDS = [
  { field: 'name', label: 'Name', maxLength: 200 },
  { field: 'description', label: 'Description', rows: 3, maxLength: 5000 },
];

/** The admin's form for one term of an attribute (Blue of Colour). */
export function TermForm({ nonce, values, errors = {}, isNew, attributeName, translations }: TermFormProps) {
  return (
    <Form method="post" className="admin-form term-form" noValidate>
      <NonceField nonce={nonce} />
      <FormErrorSummary errors={errors} />
      <TextField id="term-name" name="name" label="Name" required defaultValue={values.name} maxLength={200} error={errors.name} />
      <TextField id="term-slug" name="slug" label="Slug" defaultValue={values.slug} maxLength={120} error={errors.slug} hint="Leave blank to make it from the name." />
      <TextAreaField id="term-description" name="description" label="Description" rows={3} defaultValue={values.description} maxLength={5000} error={errors.description} />
      <TextField id="term-order" name="menu_order" label="Order" inputMode="numeric" defaultValue={values.menu_order} maxLength={8} error={errors.menu_order} hint="Lower numbers come first when the attribute uses custom ordering." className="form-row--narrow" />
      {translations ? <TranslationFields idPrefix="term" fields={TRANSLATED_FIELDS} errors={errors} {...translations} /> : null}
      <p>
        <button type="submit" className="button" name="intent" value="save">
          {isNew ? `Add new ${attributeName}` : 'Update term'}
        </button>
      </p>
    </Form>
  );
}
