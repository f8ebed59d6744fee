import { Form } from 'react-router';
import type { TranslationFormValues } from '../../../core/i18n/content-form.ts';
import { FormErrorSummary, NonceField, SelectField, TextField } from './Field.tsx';
import { TranslationFields, type TranslationLocale } from './TranslationFields.tsx';

export interface AttributeFormValues {
  name: string;
  slug: string;
  order_by: string;
}

/** WooCommerce's "Default sort order" choices, by their stored value. */
export const ATTRIBUTE_ORDER_OPTIONS = [
  { value: 'menu_order', label: 'Custom ordering' },
  { value: 'name', label: 'Name' },
  { value: 'name_num', label: 'Name (numeric)' },
  { value: 'id', label: 'Term ID' },
] as const;

interface AttributeFormProps {
  nonce: string;
  values: AttributeFormValues;
  errors?: Record<string, string> | undefined;
  isNew: boolean;
  /** Its name in the shop's other languages; absent in a one-language shop. */
  translations?: { locales: TranslationLocale[]; defaultName: string; values: TranslationFormValues } | undefined;
}

const TRANSLATED_FIELDS = [{ field: 'name', label: 'Name', maxLength: 200 }];

/** The admin's form for one global attribute (Colour, Size). */
export function AttributeForm({ nonce, values, errors = {}, isNew, translations }: AttributeFormProps) {
  return (
    <Form method="post" className="admin-form attribute-form" noValidate>
      <NonceField nonce={nonce} />
      <FormErrorSummary errors={errors} />
      <TextField id="attribute-name" name="name" label="Name" required defaultValue={values.name} maxLength={200} error={errors.name} hint="The name shoppers see, such as Colour." />
      <TextField
        id="attribute-slug"
        name="slug"
        label="Slug"
        defaultValue={values.slug}
        maxLength={28}
        error={errors.slug}
        hint="Names the attribute in addresses and the API (pa_<slug>); at most 28 characters. Leave blank to make it from the name."
      />
      <SelectField id="attribute-order" name="order_by" label="Default sort order" defaultValue={values.order_by} options={ATTRIBUTE_ORDER_OPTIONS} error={errors.order_by} hint="How its terms are listed on products. Custom ordering follows each term's order number." />
      {translations ? <TranslationFields idPrefix="attribute" fields={TRANSLATED_FIELDS} errors={errors} {...translations} /> : null}
      <p>
        <button type="submit" className="button" name="intent" value="save">
          {isNew ? 'Add attribute' : 'Update attribute'}
        </button>
      </p>
    </Form>
  );
}
