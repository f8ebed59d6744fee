import { Form } from 'react-router';
import type { TranslationFormValues } from '../../../core/i18n/content-form.ts';
import { FormErrorSummary, NonceField, TextAreaField, TextField } from './Field.tsx';
import { TranslationFields, type TranslationLocale } from './TranslationFields.tsx';

export interface CategoryFormValues {
  name: string;
  slug: string;
  description: string;
  menu_order: string;
}

interface CategoryFormProps {
  nonce: string;
  values: CategoryFormValues;
  errors?: Record<string, string> | undefined;
  isNew: boolean;
  translations?: { locales: TranslationLocale[]; defaultName: string; values: TranslationFormValues } | undefined;
}

const TRANSLATED_FIELDS = [
  { field: 'name', label: 'Name', maxLength: 200 },
  { field: 'description', label: 'Description', rows: 3, maxLength: 5000 },
];

/** The admin's form for one product category. */
export function CategoryForm({ nonce, values, errors = {}, isNew, translations }: CategoryFormProps) {
  return (
    <Form method="post" className="admin-form category-form" noValidate>
      <NonceField nonce={nonce} />
      <FormErrorSummary errors={errors} />
      <TextField id="category-name" name="name" label="Name" required defaultValue={values.name} maxLength={200} error={errors.name} />
      <TextField id="category-slug" name="slug" label="Slug" defaultValue={values.slug} maxLength={120} error={errors.slug} hint="The category's address: /product-category/<slug>/. Leave blank to make it from the name." />
      <TextAreaField id="category-description" name="description" label="Description" rows={3} defaultValue={values.description} maxLength={5000} error={errors.description} />
      <TextField id="category-order" name="menu_order" label="Menu order" inputMode="numeric" defaultValue={values.menu_order} maxLength={8} error={errors.menu_order} hint="Lower numbers come first in menus." className="form-row--narrow" />
      {translations ? <TranslationFields idPrefix="category" fields={TRANSLATED_FIELDS} errors={errors} {...translations} /> : null}
      <p>
        <button type="submit" className="button">
          {isNew ? 'Add category' : 'Update category'}
        </button>
      </p>
    </Form>
  );
}
