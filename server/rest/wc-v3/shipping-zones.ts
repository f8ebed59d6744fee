import type { Request, Response } from 'express';
import { z } from 'zod';
import { listShippingClasses } from '../../../core/shipping/class-store.ts';
import { readMethodFields } from '../../../core/shipping/method-fields.ts';
import { METHOD_TITLES, methodFromRow } from '../../../core/shipping/method-settings.ts';
import { REST_OF_WORLD_ZONE_ID, SHIPPING_METHOD_IDS, type ShippingMethod, type ShippingMethodId } from '../../../core/shipping/shipping-zone.ts';
import { addZoneMethod, createZone, deleteZone, deleteZoneMethod, setZoneLocations, updateZone, updateZoneMethod } from '../../../core/shipping/zone-store.ts';
import { isRowId } from '../../../core/shared/row-id.ts';
import type { FieldErrors } from '../../../core/shared/validation.ts';
import type { Db } from '../../../db/connect.ts';
import { requestServices } from '../../request/request-services.ts';
import { requireOwner } from '../auth.ts';
import { REST_ERRORS, sendRest, sendRestError } from '../errors.ts';
import { pickFields } from '../fields.ts';
import { readJsonBody } from '../json-body.ts';
import { fieldsParam, parseQuery } from '../query.ts';
import type { RestContext } from '../route-table.ts';
import { contextQuery, forced, linkBase, WC_ERRORS } from './common.ts';
import {
  byLocationOrder,
  checkSettingNames,
  isShippingMethodId,
  locationJson,
  parseLocations,
  parseMethodBody,
  parseZoneBody,
  settingParams,
  shippingMethodJson,
  zoneJson,
  zoneMethodJson,
  ZONES_ROUTE,
  type ClassName,
  type ZoneRecord,
} from './shipping-zone-json.ts';
import { restUrl } from './wc-format.ts';

/**
 * WooCommerce's shipping zones over REST: the zones, each zone's locations and methods, and the kinds of
 * method (`wc/v3/shipping_methods`). Zone 0, "Locations not covered by your other zones", is listed first
 * and has methods, but no locations, and it cannot be renamed or deleted.
 */

const itemSchema = z.object({ ...contextQuery });

/** A zone id from the path: digits by the route's pattern, 0 naming the zone for everywhere else. */
function zoneIdOf(context: RestContext, name: string): number | null {
  const id = Number(context.params[name]);
  return id === REST_OF_WORLD_ZONE_ID || isRowId(id) ? id : null;
}

async function findZone(db: Db, id: number | null): Promise<ZoneRecord | null> {
  if (id === null) return null;
  return (await db.selectFrom('shipping_zones').select(['id', 'name', 'zone_order']).where('id', '=', id).executeTakeFirst()) ?? null;
}

/** The zone the path names, after the owner's check; null once the refusal is sent. */
async function ownerAndZone(req: Request, res: Response, context: RestContext, { write, param }: { write: boolean; param: string }): Promise<ZoneRecord | null> {
  if (!(await requireOwner(req, res, { write }))) return null;
  const zone = await findZone(requestServices(res).db, zoneIdOf(context, param));
  if (!zone) sendRestError(res, WC_ERRORS.shippingZoneNotFound());
  return zone;
}

/** WooCommerce's `X-WP-Total` and `X-WP-TotalPages` for a list answered whole. */
function setWholeListHeaders(res: Response, total: number, pages: number): void {
  res.setHeader('X-WP-Total', String(total));
  res.setHeader('X-WP-TotalPages', String(pages));
}

// Zones

/** `GET /wc/v3/shipping/zones`: every zone, zone 0 first, then by their order; not paged. */
export async function listZonesRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const rows = await requestServices(res).db.selectFrom('shipping_zones').select(['id', 'name', 'zone_order']).orderBy('zone_order').orderBy('id').execute();
  const zones = [...rows.filter((zone) => zone.id === REST_OF_WORLD_ZONE_ID), ...rows.filter((zone) => zone.id !== REST_OF_WORLD_ZONE_ID)];
  setWholeListHeaders(res, zones.length, 1);
  sendRest(res, 200, pickFields(zones.map((zone) => zoneJson(zone, context)), fieldsParam(req)));
}

/** `GET /wc/v3/shipping/zones/<id>`. */
export async function getZoneRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const zone = await ownerAndZone(req, res, context, { write: false, param: 'id' });
  if (!zone) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  sendRest(res, 200, pickFields(zoneJson(zone, context), fieldsParam(req)));
}

const zoneError = (error: { message: string; field?: string }) => REST_ERRORS.invalidParams({ [error.field ?? 'body']: error.message });

/** `POST /wc/v3/shipping/zones`: a new zone (`name` required, `order`), without locations or methods yet. */
export async function createZoneRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const { db } = requestServices(res);
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const parsed = parseZoneBody(body.json);
  if (!parsed.ok) return sendRestError(res, REST_ERRORS.invalidParams(parsed.params));
  const created = await createZone(db, { name: parsed.fields.name, ...(parsed.fields.order === undefined ? {} : { order: parsed.fields.order }) });
  if (!created.ok) return sendRestError(res, zoneError(created.error));
  const zone = await findZone(db, created.value);
  if (!zone) return sendRestError(res, WC_ERRORS.shippingZoneNotFound());
  res.setHeader('Location', restUrl(context, `${ZONES_ROUTE}/${zone.id}`));
  sendRest(res, 201, pickFields(zoneJson(zone, context), fieldsParam(req)));
}

/** `PUT`/`PATCH` (or a POST) `/wc/v3/shipping/zones/<id>`: `name` and `order`, those sent. Zone 0 is refused. */
export async function updateZoneRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const zone = await ownerAndZone(req, res, context, { write: true, param: 'id' });
  if (!zone) return;
  if (zone.id === REST_OF_WORLD_ZONE_ID) return sendRestError(res, WC_ERRORS.restOfWorldZoneFixed('updated'));
  const { db } = requestServices(res);
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const parsed = parseZoneBody(body.json);
  if (!parsed.ok) return sendRestError(res, REST_ERRORS.invalidParams(parsed.params));
  const updated = await updateZone(db, zone.id, parsed.fields);
  if (!updated.ok) return sendRestError(res, updated.error.code === 'not_found' ? WC_ERRORS.shippingZoneNotFound() : zoneError(updated.error));
  const saved = await findZone(db, zone.id);
  if (!saved) return sendRestError(res, WC_ERRORS.shippingZoneNotFound());
  sendRest(res, 200, pickFields(zoneJson(saved, context), fieldsParam(req)));
}

/** `DELETE /wc/v3/shipping/zones/<id>?force=true`: the zone as it was; its locations and methods go with it. */
export async function removeZoneRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const zone = await ownerAndZone(req, res, context, { write: true, param: 'id' });
  if (!zone) return;
  if (zone.id === REST_OF_WORLD_ZONE_ID) return sendRestError(res, WC_ERRORS.restOfWorldZoneFixed('deleted'));
  if (!forced(req)) return sendRestError(res, WC_ERRORS.shippingTrashNotSupported('zones'));
  const deleted = await deleteZone(requestServices(res).db, zone.id);
  if (!deleted.ok) return sendRestError(res, WC_ERRORS.shippingZoneNotFound());
  sendRest(res, 200, pickFields(zoneJson(zone, context), fieldsParam(req)));
}

// Locations

async function locationsJson(db: Db, zoneId: number, context: RestContext) {
  const rows = await db.selectFrom('shipping_zone_locations').select(['type', 'code']).where('zone_id', '=', zoneId).execute();
  return rows.sort(byLocationOrder).map((location) => locationJson(location, zoneId, context));
}

/** `GET /wc/v3/shipping/zones/<id>/locations`: `[{code, type}]`, countries, then states, then postcodes. */
export async function getLocationsRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const zone = await ownerAndZone(req, res, context, { write: false, param: 'id' });
  if (!zone) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  sendRest(res, 200, pickFields(await locationsJson(requestServices(res).db, zone.id, context), fieldsParam(req)));
}

/** `PUT` (or POST, PATCH) `/wc/v3/shipping/zones/<id>/locations`: the list sent replaces the zone's; zone 0 is refused. */
export async function updateLocationsRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const zone = await ownerAndZone(req, res, context, { write: true, param: 'id' });
  if (!zone) return;
  if (zone.id === REST_OF_WORLD_ZONE_ID) return sendRestError(res, WC_ERRORS.restOfWorldLocationsFixed());
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const parsed = parseLocations(body.json);
  if (!parsed.ok) return sendRestError(res, REST_ERRORS.invalidParams(parsed.params));
  const { db } = requestServices(res);
  const saved = await setZoneLocations(db, zone.id, parsed.locations);
  if (!saved.ok) return sendRestError(res, WC_ERRORS.shippingZoneNotFound());
  sendRest(res, 200, pickFields(await locationsJson(db, zone.id, context), fieldsParam(req)));
}

// A zone's methods

async function classNames(db: Db): Promise<ClassName[]> {
  return (await listShippingClasses(db)).map(({ id, name }) => ({ id, name }));
}

async function zoneMethods(db: Db, zoneId: number): Promise<ShippingMethod[]> {
  const rows = await db.selectFrom('shipping_zone_methods').selectAll().where('zone_id', '=', zoneId).orderBy('method_order').orderBy('id').execute();
  return rows.map(methodFromRow);
}

async function zoneMethod(db: Db, zoneId: number, instanceId: number | null): Promise<ShippingMethod | null> {
  if (instanceId === null) return null;
  const row = await db.selectFrom('shipping_zone_methods').selectAll().where('zone_id', '=', zoneId).where('id', '=', instanceId).executeTakeFirst();
  return row ? methodFromRow(row) : null;
}

function instanceIdOf(context: RestContext): number | null {
  const id = Number(context.params.instance_id);
  return isRowId(id) ? id : null;
}

/** `GET /wc/v3/shipping/zones/<zone_id>/methods`: the zone's methods in their order. */
export async function listMethodsRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const zone = await ownerAndZone(req, res, context, { write: false, param: 'zone_id' });
  if (!zone) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const { db } = requestServices(res);
  const [methods, classes] = await Promise.all([zoneMethods(db, zone.id), classNames(db)]);
  const base = linkBase(res, context);
  setWholeListHeaders(res, methods.length, methods.length > 0 ? 1 : 0);
  sendRest(res, 200, pickFields(methods.map((method) => zoneMethodJson(zone.id, method, classes, base)), fieldsParam(req)));
}

/** `GET /wc/v3/shipping/zones/<zone_id>/methods/<instance_id>`. */
export async function getMethodRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const zone = await ownerAndZone(req, res, context, { write: false, param: 'zone_id' });
  if (!zone) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  await answerMethod(req, res, context, zone.id, instanceIdOf(context), 200);
}

async function answerMethod(req: Request, res: Response, context: RestContext, zoneId: number, instanceId: number | null, status: number): Promise<void> {
  const { db } = requestServices(res);
  const method = await zoneMethod(db, zoneId, instanceId);
  if (!method) return sendRestError(res, WC_ERRORS.shippingZoneMethodNotFound());
  sendRest(res, status, pickFields(zoneMethodJson(zoneId, method, await classNames(db), linkBase(res, context)), fieldsParam(req)));
}

/** A write's settings checked by name, then as a whole over the method's current settings. */
function settingsProblems(methodId: ShippingMethodId, settings: Readonly<Record<string, string>>, classes: readonly ClassName[], currency: string, current: ShippingMethod['settings']): FieldErrors | null {
  const names = checkSettingNames(methodId, settings, classes);
  if (Object.keys(names).length > 0) return names;
  const read = readMethodFields(methodId, settings, currency, current);
  return read.ok ? null : settingParams(read.errors);
}

/**
 * `POST /wc/v3/shipping/zones/<zone_id>/methods`: adds a method (`method_id`) with WooCommerce's defaults,
 * then the `enabled`, `order` and `settings` sent; answered `200`, as WooCommerce answers it. Settings that
 * do not read add nothing.
 */
export async function createMethodRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const zone = await ownerAndZone(req, res, context, { write: true, param: 'zone_id' });
  if (!zone) return;
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const parsed = parseMethodBody(body.json, null);
  if (!parsed.ok) return sendRestError(res, REST_ERRORS.invalidParams(parsed.params));
  const { methodId, enabled, order, settings } = parsed.body;
  if (methodId === undefined || !isShippingMethodId(methodId)) return sendRestError(res, REST_ERRORS.invalidParams({ method_id: 'must be flat_rate, free_shipping or local_pickup' }));
  const { db, config } = requestServices(res);
  const { currency } = config.store;
  if (settings) {
    const defaults = readMethodFields(methodId, { title: METHOD_TITLES[methodId] }, currency);
    const problems = defaults.ok ? settingsProblems(methodId, settings, await classNames(db), currency, defaults.settings) : null;
    if (problems) return sendRestError(res, REST_ERRORS.invalidParams(problems));
  }
  const added = await addZoneMethod(db, zone.id, methodId, currency);
  if (!added.ok) return sendRestError(res, added.error.code === 'not_found' ? WC_ERRORS.shippingZoneNotFound() : zoneError(added.error));
  if (enabled !== undefined || order !== undefined || settings) {
    const updated = await updateZoneMethod(db, zone.id, added.value, { ...(enabled === undefined ? {} : { enabled }), ...(order === undefined ? {} : { order }), ...(settings ? { settings } : {}) }, currency);
    if (!updated.ok) {
      await deleteZoneMethod(db, zone.id, added.value);
      return sendRestError(res, updated.code === 'invalid' ? REST_ERRORS.invalidParams(settingParams(updated.errors)) : WC_ERRORS.shippingZoneMethodNotFound());
    }
  }
  await answerMethod(req, res, context, zone.id, added.value, 200);
}

/** `PUT`/`PATCH` (or a POST) `/wc/v3/shipping/zones/<zone_id>/methods/<instance_id>`: `enabled`, `order`, and the settings sent. */
export async function updateMethodRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const zone = await ownerAndZone(req, res, context, { write: true, param: 'zone_id' });
  if (!zone) return;
  const { db, config } = requestServices(res);
  const method = await zoneMethod(db, zone.id, instanceIdOf(context));
  if (!method) return sendRestError(res, WC_ERRORS.shippingZoneMethodNotFound());
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const parsed = parseMethodBody(body.json, method.methodId);
  if (!parsed.ok) return sendRestError(res, REST_ERRORS.invalidParams(parsed.params));
  const { enabled, order, settings } = parsed.body;
  const { currency } = config.store;
  if (settings) {
    const names = checkSettingNames(method.methodId, settings, await classNames(db));
    if (Object.keys(names).length > 0) return sendRestError(res, REST_ERRORS.invalidParams(names));
  }
  const updated = await updateZoneMethod(db, zone.id, method.instanceId, { ...(enabled === undefined ? {} : { enabled }), ...(order === undefined ? {} : { order }), ...(settings ? { settings } : {}) }, currency);
  if (!updated.ok) return sendRestError(res, updated.code === 'invalid' ? REST_ERRORS.invalidParams(settingParams(updated.errors)) : WC_ERRORS.shippingZoneMethodNotFound());
  await answerMethod(req, res, context, zone.id, method.instanceId, 200);
}

/** `DELETE /wc/v3/shipping/zones/<zone_id>/methods/<instance_id>?force=true`: the method as it was. */
export async function removeMethodRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const zone = await ownerAndZone(req, res, context, { write: true, param: 'zone_id' });
  if (!zone) return;
  const { db } = requestServices(res);
  const method = await zoneMethod(db, zone.id, instanceIdOf(context));
  if (!method) return sendRestError(res, WC_ERRORS.shippingZoneMethodNotFound());
  if (!forced(req)) return sendRestError(res, WC_ERRORS.shippingTrashNotSupported('methods'));
  const json = zoneMethodJson(zone.id, method, await classNames(db), linkBase(res, context));
  const deleted = await deleteZoneMethod(db, zone.id, method.instanceId);
  if (!deleted.ok) return sendRestError(res, WC_ERRORS.shippingZoneMethodNotFound());
  sendRest(res, 200, pickFields(json, fieldsParam(req)));
}

// The kinds of method

/** `GET /wc/v3/shipping_methods`: flat rate, free shipping and local pickup. */
export async function listShippingMethodsRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  sendRest(res, 200, pickFields(SHIPPING_METHOD_IDS.map((methodId) => shippingMethodJson(methodId, context)), fieldsParam(req)));
}

/** `GET /wc/v3/shipping_methods/<id>`. */
export async function getShippingMethodRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const methodId = context.params.method ?? '';
  if (!isShippingMethodId(methodId)) return sendRestError(res, WC_ERRORS.shippingMethodNotFound());
  sendRest(res, 200, pickFields(shippingMethodJson(methodId, context), fieldsParam(req)));
}
