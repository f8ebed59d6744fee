import type { TermChanges } from '../../../core/catalog/attributes.ts';
import { textFields, type FieldErrors } from '../../../core/shared/validation.ts';
import type { TermFormValues } from '../../components/admin/TermForm.tsx';

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
