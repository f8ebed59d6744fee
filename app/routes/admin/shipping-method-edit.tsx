import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/shipping-method-edit.ts';
import { services } from '../../context.ts';
import type { Db } from '../../../db/connect.ts';
import { listShippingClasses } from '../../../core/shipping/class-store.ts';
import { readMethodFields } from '../../../core/shipping/method-fields.ts';
import { METHOD_TITLES } from '../../../core/shipping/method-settings.ts';
import { readShippingZones } from '../../../core/shipping/shipping-store.ts';
import { REST_OF_WORLD_ZONE_ID } from '../../../core/shipping/shipping-zone.ts';
import { deleteZoneMethod, updateZoneMethod } from '../../../core/shipping/zone-store.ts';
import { exampleAmount } from '../../../core/shared/money.ts';
import type { FieldErrors } from '../../../core/shared/validation.ts';
import { NonceField } from '../../components/admin/Field.tsx';
import { ShippingMethodForm, type MethodFormValues } from '../../components/admin/ShippingMethodForm.tsx';
import { idParam, readAdminForm } from './guard.ts';
import { methodFormErrors, methodFormValues, methodSettingsOf, ORDER_PROBLEM, readMethodForm, readOrder, zoneIdParam } from './shipping-form-values.ts';
import { CLASSES_PATH, methodPath, REST_OF_WORLD_NAME, zonePath } from './shipping-paths.ts';
import { useAdminNonce } from './use-nonce.ts';

/** The zone and its method the URL names; 404 when either is not there. */
async function findMethod(db: Db, params: { zoneId?: string; instanceId?: string }) {
  const zoneId = zoneIdParam(params.zoneId);
  const zone = zoneId === null ? undefined : (await readShippingZones(db)).find((candidate) => candidate.id === zoneId);
  const method = zone?.methods.find((candidate) => candidate.instanceId === idParam(params.instanceId));
  if (!zone || !method) throw data('Not found', { status: 404 });
  return { zone, method };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const { zone, method } = await findMethod(db, params);
  const currency = config.store.currency;
  const values = methodFormValues(method, currency);
  return {
    zone: { id: zone.id, name: zone.id === REST_OF_WORLD_ZONE_ID ? REST_OF_WORLD_NAME : zone.name },
    methodId: method.methodId,
    type: METHOD_TITLES[method.methodId],
    title: method.settings.title,
    values,
    // Changes with every save, so the form starts afresh from what was saved.
    revision: JSON.stringify(values),
    classes: (await listShippingClasses(db)).map((shippingClass) => ({ id: shippingClass.id, name: shippingClass.name })),
    currency,
    amountExample: exampleAmount(currency),
  };
}

type Failure = { errors: FieldErrors; values: MethodFormValues };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, session, config } = services(context);
  const form = await readAdminForm(request, context);
  const { zone, method } = await findMethod(db, params);

  if (form.get('intent') === 'delete') {
    await deleteZoneMethod(db, zone.id, method.instanceId);
    await session.addNotice({ type: 'success', message: `Shipping method “${method.settings.title}” was deleted.` });
    return redirect(zonePath(zone.id), 303);
  }

  const currency = config.store.currency;
  const classes = await listShippingClasses(db);
  const values = readMethodForm(form, method.methodId, classes.map((shippingClass) => shippingClass.id));
  const order = readOrder(values.order ?? '');
  const settings = methodSettingsOf(values);
  const fail = (errors: FieldErrors) => data<Failure>({ errors: { ...methodFormErrors(errors, new Map(classes.map((shippingClass) => [shippingClass.id, shippingClass.name])), exampleAmount(currency)), ...(order === null ? { order: ORDER_PROBLEM } : {}) }, values }, { status: 400 });
  // Every mistake is named at once, the order's with the settings'; nothing is saved until all read.
  const checked = readMethodFields(method.methodId, settings, currency, method.settings);
  if (!checked.ok || order === null) return fail(checked.ok ? {} : checked.errors);
  const saved = await updateZoneMethod(db, zone.id, method.instanceId, { enabled: values.enabled === 'yes', order, settings }, currency);
  if (!saved.ok) {
    if (saved.code === 'not_found') throw data('Not found', { status: 404 });
    return fail(saved.errors);
  }
  await session.addNotice({ type: 'success', message: 'Shipping method saved.' });
  return redirect(methodPath(zone.id, method.instanceId), 303);
}

export default function AdminShippingMethodEdit({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { zone, methodId, type, revision } = loaderData;
  const title = `${loaderData.title} settings`;
  return (
    <>
      <title>{`${title} · Shop admin`}</title>
      <h1>{title}</h1>
      <p>
        <Link to={zonePath(zone.id)}>{`← ${zone.name}`}</Link>
      </p>
      <p>{`${type}, in the zone “${zone.name}”.`}</p>
      <ShippingMethodForm
        key={revision}
        nonce={nonce}
        methodId={methodId}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors}
        classes={loaderData.classes}
        classesHref={CLASSES_PATH}
        currency={loaderData.currency}
        amountExample={loaderData.amountExample}
      />
      <Form method="post" className="admin-danger-zone">
        <NonceField nonce={nonce} />
        <h2>Delete shipping method</h2>
        <p>Deleting removes the method from this zone for good; past orders keep their shipping lines. To stop offering it for now, untick Enabled instead.</p>
        <button type="submit" name="intent" value="delete" className="button button--danger">
          Delete shipping method
        </button>
      </Form>
    </>
  );
}
