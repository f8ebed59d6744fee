import { textFields, type FieldErrors } from '../../../core/shared/validation.ts';
import type { ShippingClassFormValues } from '../../components/admin/ShippingClassForm.tsx';

/** What a posted shipping class form holds (what was typed, kept to show again). */
export function readShippingClassForm(form: FormData): ShippingClassFormValues {
  const values = textFields(form, ['name', 'slug', 'description'] as const);
  return { name: values.name.slice(0, 1000), slug: values.slug.slice(0, 1000), description: values.description.slice(0, 5000) };
}

const LABELS: Record<string, string> = { name: 'Shipping class name', slug: 'Slug', description: 'Description' };

/** The class fields' messages ("is required") as sentences by field ("Shipping class name is required."). */
export function shippingClassErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => (LABELS[field] ? [field, `${LABELS[field]} ${message}.`] : ['form', message])));
}
