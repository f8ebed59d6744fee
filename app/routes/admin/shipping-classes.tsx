import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/shipping-classes.ts';
import { services } from '../../context.ts';
import { createShippingClass, listShippingClasses, readShippingClass, shippingClassCounts } from '../../../core/shipping/class-store.ts';
import type { FieldErrors } from '../../../core/shared/validation.ts';
import { EMPTY_SHIPPING_CLASS, ShippingClassForm, type ShippingClassFormValues } from '../../components/admin/ShippingClassForm.tsx';
import { readAdminForm } from './guard.ts';
import { CLASSES_PATH, SHIPPING_PATH } from './shipping-paths.ts';
import { readShippingClassForm, shippingClassErrors } from './shipping-class-fields.ts';
import { useAdminNonce } from './use-nonce.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = services(context);
  const [classes, counts] = await Promise.all([listShippingClasses(db), shippingClassCounts(db)]);
  return {
    classes: classes.map((shippingClass) => ({ id: shippingClass.id, name: shippingClass.name, slug: shippingClass.slug, description: shippingClass.description, count: counts.get(shippingClass.id) ?? 0 })),
  };
}

type Failure = { errors: FieldErrors; values: ShippingClassFormValues };

export async function action({ request, context }: Route.ActionArgs) {
  const { db, session } = services(context);
  const form = await readAdminForm(request, context);
  const values = readShippingClassForm(form);
  const fail = (errors: FieldErrors) => data<Failure>({ errors, values }, { status: 400 });
  const read = readShippingClass(values);
  if (!read.ok) return fail(shippingClassErrors(read.errors));
  const created = await createShippingClass(db, read.value);
  if (!created.ok) return fail({ [created.error.field ?? 'form']: created.error.message });
  await session.addNotice({ type: 'success', message: `Shipping class “${created.value.name}” added.` });
  return redirect(CLASSES_PATH, 303);
}

export default function AdminShippingClasses({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { classes } = loaderData;
  return (
    <>
      <title>Shipping classes · Shop admin</title>
      <h1>Shipping classes</h1>
      <p>
        <Link to={SHIPPING_PATH}>← Shipping zones</Link>
      </p>
      <p>Shipping classes group products that ship alike, such as bulky or fragile ones; a flat rate can charge each class a cost of its own. Set a product’s class in its Shipping section.</p>
      {classes.length === 0 ? (
        <p className="woocommerce-info">There are no shipping classes yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="shop_table admin-table admin-table--stack shipping-classes-table">
            <caption className="visually-hidden">Shipping classes</caption>
            <thead>
              <tr>
                <th scope="col">Shipping class</th>
                <th scope="col">Slug</th>
                <th scope="col">Description</th>
                <th scope="col" className="numeric">
                  Product count
                </th>
              </tr>
            </thead>
            <tbody>
              {classes.map((shippingClass) => (
                <tr key={shippingClass.id}>
                  <th scope="row">
                    <Link to={`${CLASSES_PATH}${shippingClass.id}/`}>{shippingClass.name}</Link>
                  </th>
                  <td data-label="Slug">{shippingClass.slug}</td>
                  <td data-label="Description">{shippingClass.description || '–'}</td>
                  <td data-label="Product count" className="numeric">
                    {shippingClass.count}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <section aria-labelledby="add-shipping-class-heading">
        <h2 id="add-shipping-class-heading">Add shipping class</h2>
        <ShippingClassForm key={classes.length} nonce={nonce} values={actionData?.values ?? EMPTY_SHIPPING_CLASS} errors={actionData?.errors} isNew />
      </section>
    </>
  );
}
