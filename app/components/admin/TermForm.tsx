import { Form } from 'react-router';
import { FormErrorSummary, NonceField, TextAreaField, TextField } from './Field.tsx';

export interface TermFormValues {
  name: string;
  slug: string;
  description: string;
  menu_order: string;
}

export const EMPTY_TERM: TermFormValues = { name: '', slug: '', description: '', menu_order: '0' };

/** The admin's form for one term of an attribute (Blue of Colour). */
export function TermForm({ nonce, values, errors = {}, isNew, attributeName }: { nonce: string; values: TermFormValues; errors?: Record<string, string> | undefined; isNew: boolean; attributeName: string }) {
  return (
    <Form method="post" className="admin-form term-form" noValidate>
      <NonceField nonce={nonce} />
      <FormErrorSummary errors={errors} />
      <TextField id="term-name" name="name" label="Name" required defaultValue={values.name} maxLength={200} error={errors.name} />
      <TextField id="term-slug" name="slug" label="Slug" defaultValue={values.slug} maxLength={120} error={errors.slug} hint="Leave blank to make it from the name." />
      <TextAreaField id="term-description" name="description" label="Description" rows={3} defaultValue={values.description} maxLength={5000} error={errors.description} />
      <TextField id="term-order" name="menu_order" label="Order" inputMode="numeric" defaultValue={values.menu_order} maxLength={8} error={errors.menu_order} hint="Lower numbers come first when the attribute uses custom ordering." className="form-row--narrow" />
      <p>
        <button type="submit" className="button" name="intent" value="save">
          {isNew ? `Add new ${attributeName}` : 'Update term'}
        </button>
      </p>
    </Form>
  );
}
