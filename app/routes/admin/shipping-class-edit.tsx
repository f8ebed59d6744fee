import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/shipping-class-edit.ts';
import { services } from '../../context.ts';
import { deleteShippingClass, getShippingClass, readShippingClass, shippingClassCounts, updateShippingClass } from '../../../core/shipping/class-store.ts';
import type { FieldErrors } from '../../../core/shared/validation.ts';
import { NonceField } from '../../components/admin/Field.tsx';
import { ShippingClassForm, type ShippingClassFormValues } from '../../components/admin/ShippingClassForm.tsx';
import { idParam, readAdminForm } from './guard.ts';
import { readShippingClassForm, shippingClassErrors } from './shipping-class-fields.ts';
import { CLASSES_PATH } from './shipping-paths.ts';
import { useAdminNonce } from './use-nonce.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = services(context);
  const shippingClass = await getShippingClass(db, idParam(params.id));
  if (!shippingClass) throw data('Not found', { status: 404 });
  const values: ShippingClassFormValues = { name: shippingClass.name, slug: shippingClass.slug, description: shippingClass.description };
  return { id: shippingClass.id, values, count: (await shippingClassCounts(db)).get(shippingClass.id) ?? 0 };
}

type Failure = { errors: FieldErrors; values: ShippingClassFormValues };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, session } = services(context);
  const form = await readAdminForm(request, context);
  const existing = await getShippingClass(db, idParam(params.id));
  if (!existing) throw data('Not found', { status: 404 });

  if (form.get('intent') === 'delete') {
    await deleteShippingClass(db, existing.id);
    await session.addNotice({ type: 'success', message: `Shipping class “${existing.name}” was deleted.` });
    return redirect(CLASSES_PATH, 303);
  }

  const values = readShippingClassForm(form);
  const fail = (errors: FieldErrors) => data<Failure>({ errors, values }, { status: 400 });
  const read = readShippingClass(values, existing);
  if (!read.ok) return fail(shippingClassErrors(read.errors));
  const saved = await updateShippingClass(db, existing.id, read.value);
  if (!saved.ok) {
    if (saved.error.code === 'not_found') throw data('Not found', { status: 404 });
    return fail({ [saved.error.field ?? 'form']: saved.error.message });
  }
  await session.addNotice({ type: 'success', message: 'Shipping class updated.' });
  return redirect(CLASSES_PATH, 303);
}

export default function AdminShippingClassEdit({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { id, values, count } = loaderData;
  const title = `Edit shipping class “${values.name}”`;
  return (
    <>
      <title>{`${title} · Shop admin`}</title>
      <h1>{title}</h1>
      <p>
        <Link to={CLASSES_PATH}>← All shipping classes</Link>
      </p>
      <ShippingClassForm key={`${id}:${values.name}:${values.slug}:${values.description}`} nonce={nonce} values={actionData?.values ?? values} errors={actionData?.errors} isNew={false} />
      <Form method="post" className="admin-danger-zone">
        <NonceField nonce={nonce} />
        <h2>Delete shipping class</h2>
        <p>{`Deleting removes the class for good, and flat rates no longer charge its cost.${count === 0 ? '' : ` ${count === 1 ? 'The product' : `The ${count} products`} in it then ${count === 1 ? 'ships' : 'ship'} without a class (a variation as its product does).`}`}</p>
        <button type="submit" name="intent" value="delete" className="button button--danger">
          Delete shipping class
        </button>
      </Form>
    </>
  );
}
