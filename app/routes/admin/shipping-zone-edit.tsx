import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/shipping-zone-edit.ts';
import { services } from '../../context.ts';
import type { Db } from '../../../db/connect.ts';
import { countryOptions } from '../../../core/checkout/countries.ts';
import { METHOD_TITLES } from '../../../core/shipping/method-settings.ts';
import { readShippingZones } from '../../../core/shipping/shipping-store.ts';
import { REST_OF_WORLD_ZONE_ID, type ShippingZone } from '../../../core/shipping/shipping-zone.ts';
import { addZoneMethod, createZone, deleteZone, setZoneLocations, updateZone, updateZoneMethod } from '../../../core/shipping/zone-store.ts';
import type { FieldErrors } from '../../../core/shared/validation.ts';
import { NonceField } from '../../components/admin/Field.tsx';
import { ShippingZoneForm, type ZoneFormValues } from '../../components/admin/ShippingZoneForm.tsx';
import { ShippingZoneMethods } from '../../components/admin/ShippingZoneMethods.tsx';
import { readAdminForm } from './guard.ts';
import { CONTINENT_OPTIONS, METHOD_OPTIONS, ORDER_PROBLEM, parseZoneForm, readOrder, readZoneForm, zoneFormValues, zoneIdParam } from './shipping-form-values.ts';
import { methodPath, REST_OF_WORLD_NAME, SHIPPING_PATH, zonePath } from './shipping-paths.ts';
import { useAdminNonce } from './use-nonce.ts';

/** The zone the URL names (404 when there is none); null for a new zone. */
async function findZone(db: Db, param: string | undefined): Promise<ShippingZone | null> {
  if (param === undefined) return null;
  const id = zoneIdParam(param);
  const zone = id === null ? undefined : (await readShippingZones(db)).find((candidate) => candidate.id === id);
  if (!zone) throw data('Not found', { status: 404 });
  return zone;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const zone = await findZone(db, params.zoneId);
  // The shop's countries, and any other a zone was given elsewhere (the REST API), so a save keeps it.
  const own = (zone?.locations ?? []).filter((location) => location.type === 'country').map((location) => location.code);
  const codes = [...new Set([...config.store.countries, ...own])];
  const values = zoneFormValues(zone);
  return {
    id: zone?.id ?? null,
    rest: zone?.id === REST_OF_WORLD_ZONE_ID,
    name: zone?.name ?? '',
    values,
    // Changes with every save, so the form starts afresh from what was saved.
    revision: JSON.stringify(values),
    continents: CONTINENT_OPTIONS,
    countries: countryOptions(codes, config.store.locale),
    methodOptions: METHOD_OPTIONS,
    methods: (zone?.methods ?? []).map((method) => ({
      instanceId: method.instanceId,
      title: method.settings.title,
      type: METHOD_TITLES[method.methodId],
      enabled: method.enabled,
      order: String(method.order),
      href: methodPath(zone?.id ?? 0, method.instanceId),
    })),
  };
}

type Failure =
  | { form: 'zone'; errors: FieldErrors; values: ZoneFormValues }
  | { form: 'methods'; errors: FieldErrors; typed: Record<string, { enabled: boolean; order: string }> }
  | { form: 'add'; errors: FieldErrors }
  | { form: 'delete'; errors: FieldErrors };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, session, config } = services(context);
  const form = await readAdminForm(request, context);
  const zone = await findZone(db, params.zoneId);
  const intent = String(form.get('intent') ?? '');
  const fail = (failure: Failure) => data<Failure>(failure, { status: 400 });

  if (zone && intent === 'delete') {
    const deleted = await deleteZone(db, zone.id);
    if (!deleted.ok) return fail({ form: 'delete', errors: { form: deleted.error.message } });
    await session.addNotice({ type: 'success', message: `Zone “${zone.name}” was deleted.` });
    return redirect(SHIPPING_PATH, 303);
  }

  if (zone && intent === 'add-method') {
    const added = await addZoneMethod(db, zone.id, form.get('method_id'), config.store.currency);
    if (!added.ok) return fail({ form: 'add', errors: { method_id: 'Choose a shipping method from the list.' } });
    const methodId = String(form.get('method_id')) as keyof typeof METHOD_TITLES;
    await session.addNotice({ type: 'success', message: `${METHOD_TITLES[methodId]} added. Set it up below.` });
    return redirect(methodPath(zone.id, added.value), 303);
  }

  if (zone && intent === 'save-methods') {
    const sent = new Set(form.getAll('method_ids').map(String));
    const rows = zone.methods
      .filter((method) => sent.has(String(method.instanceId)))
      .map((method) => ({
        instanceId: method.instanceId,
        enabled: form.get(`method_${method.instanceId}_enabled`) === '1',
        orderText: String(form.get(`method_${method.instanceId}_order`) ?? '').slice(0, 20),
      }));
    const errors: FieldErrors = {};
    for (const row of rows) if (readOrder(row.orderText) === null) errors[`method_${row.instanceId}_order`] = ORDER_PROBLEM;
    if (Object.keys(errors).length > 0) {
      return fail({ form: 'methods', errors, typed: Object.fromEntries(rows.map((row) => [String(row.instanceId), { enabled: row.enabled, order: row.orderText }])) });
    }
    for (const row of rows) await updateZoneMethod(db, zone.id, row.instanceId, { enabled: row.enabled, order: readOrder(row.orderText) ?? 0 }, config.store.currency);
    await session.addNotice({ type: 'success', message: 'Shipping methods saved.' });
    return redirect(zonePath(zone.id), 303);
  }

  const values = readZoneForm(form);
  if (zone?.id === REST_OF_WORLD_ZONE_ID) return fail({ form: 'zone', errors: { form: 'This zone covers every address the other zones do not: its name and regions stay as they are.' }, values });
  const parsed = parseZoneForm(values);
  if (!parsed.ok) return fail({ form: 'zone', errors: parsed.errors, values });
  const { name, order, locations } = parsed.value;
  const saved = zone ? await updateZone(db, zone.id, { name, order }) : await createZone(db, { name, order });
  if (!saved.ok) {
    if (saved.error.code === 'not_found') throw data('Not found', { status: 404 });
    return fail({ form: 'zone', errors: { [saved.error.field === 'name' ? 'zone_name' : 'form']: saved.error.message }, values });
  }
  const placed = await setZoneLocations(db, saved.value, locations);
  if (!placed.ok) throw data('Not found', { status: 404 });
  await session.addNotice({ type: 'success', message: zone ? 'Zone saved.' : 'Zone added. Now add the shipping methods it offers.' });
  return redirect(zonePath(saved.value), 303);
}

export default function AdminShippingZoneEdit({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { id, rest, name, methods, continents, countries, revision } = loaderData;
  const isNew = id === null;
  const title = isNew ? 'Add shipping zone' : rest ? REST_OF_WORLD_NAME : `Edit zone “${name}”`;
  const zoneFailure = actionData?.form === 'zone' ? actionData : undefined;
  const methodsFailure = actionData?.form === 'methods' ? actionData : undefined;
  const refused = actionData && (actionData.form === 'delete' || (rest && actionData.form === 'zone')) ? actionData.errors.form : undefined;
  return (
    <>
      <title>{`${title} · Shop admin`}</title>
      <h1>{title}</h1>
      <p>
        <Link to={SHIPPING_PATH}>← All shipping zones</Link>
      </p>
      {refused ? (
        <div className="woocommerce-error" role="alert">
          {refused}
        </div>
      ) : null}
      {rest ? (
        <p>These methods are offered to customers whose address none of your other zones covers.</p>
      ) : (
        <ShippingZoneForm key={revision} nonce={nonce} values={zoneFailure?.values ?? loaderData.values} errors={zoneFailure?.errors} isNew={isNew} continents={continents} countries={countries} />
      )}
      {id !== null ? (
        <ShippingZoneMethods
          key={`methods:${methods.map((method) => `${method.instanceId}.${method.enabled}.${method.order}`).join(',')}`}
          nonce={nonce}
          zoneName={rest ? REST_OF_WORLD_NAME : name}
          methods={methods}
          errors={methodsFailure?.errors}
          typed={methodsFailure?.typed}
          addError={actionData?.form === 'add' ? actionData.errors.method_id : undefined}
          options={loaderData.methodOptions}
        />
      ) : null}
      {id !== null && !rest ? (
        <Form method="post" className="admin-danger-zone">
          <NonceField nonce={nonce} />
          <h2>Delete zone</h2>
          <p>Deleting removes the zone and its shipping methods for good; addresses in its regions then ship by the next zone that covers them. Past orders keep their shipping lines.</p>
          <button type="submit" name="intent" value="delete" className="button button--danger">
            Delete zone
          </button>
        </Form>
      ) : null}
    </>
  );
}
