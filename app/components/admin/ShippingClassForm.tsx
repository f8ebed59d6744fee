import { Form } from 'react-router';
import { FormErrorSummary, NonceField, TextAreaField, TextField } from './Field.tsx';

/** A shipping class's form as typed. */
export interface ShippingClassFormValues {
  name: string;
  slug: string;
  description: string;
}

export const EMPTY_SHIPPING_CLASS: ShippingClassFormValues = { name: '', slug: '', description: '' };

/** The admin's form for one shipping class: its name, slug and description. */
export function ShippingClassForm({ nonce, values, errors = {}, isNew }: { nonce: string; values: ShippingClassFormValues; errors?: Record<string, string> | undefined; isNew: boolean }) {
  return (
    <Form method="post" className="admin-form shipping-class-form" noValidate>
      <NonceField nonce={nonce} />
      <FormErrorSummary errors={errors} />
      <TextField id="class-name" name="name" label="Shipping class" required defaultValue={values.name} maxLength={200} error={errors.name} hint="A name for a group of products that ship alike, such as “Bulky” or “Fragile”." />
      <TextField id="class-slug" name="slug" label="Slug" defaultValue={values.slug} maxLength={100} spellCheck={false} autoComplete="off" error={errors.slug} hint="Its name for the REST API: lower-case letters, digits and hyphens. Blank: made from the name." />
      <TextAreaField id="class-description" name="description" label="Description" rows={2} defaultValue={values.description} maxLength={2000} error={errors.description} hint="For you only: customers never see it." />
      <p>
        <button type="submit" name="intent" value="save" className="button">
          {isNew ? 'Add shipping class' : 'Update shipping class'}
        </button>
      </p>
    </Form>
  );
}
