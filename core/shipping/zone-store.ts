import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { touchContentVersion } from '../settings/settings.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { isRowId } from '../shared/row-id.ts';
import type { FieldErrors } from '../shared/validation.ts';
import { readMethodFields, type MethodFields } from './method-fields.ts';
import { METHOD_TITLES, methodFromRow } from './method-settings.ts';
import { REST_OF_WORLD_ZONE_ID, SHIPPING_METHOD_IDS, type ShippingMethodId, type ZoneLocation } from './shipping-zone.ts';

export { readLocation } from './zone-location.ts';

/**
 * The owner's writes to shipping zones, their locations and methods, and to shipping classes. Each
 * bumps the content version, so every process prices carts by the new zones within a second.
 * Zone 0 ("everywhere else") keeps its name and has no locations; it cannot be deleted.
 */

export type ZoneError = 'not_found' | 'invalid';

const NAME_MAX = 200;

function zoneName(name: unknown): Result<string, 'invalid'> {
  const text = typeof name === 'string' ? name.trim() : '';
  if (text === '') return fail('invalid', 'is required', 'name');
  if (text.length > NAME_MAX) return fail('invalid', `must be at most ${NAME_MAX} characters`, 'name');
  return ok(text);
}

export async function createZone(db: Db, fields: { name: unknown; order?: number }): Promise<Result<number, ZoneError>> {
  const name = zoneName(fields.name);
  if (!name.ok) return name;
  const row = await db.insertInto('shipping_zones').values({ name: name.value, zone_order: fields.order ?? 0 }).returning('id').executeTakeFirstOrThrow();
  await touchContentVersion(db);
  return ok(row.id);
}

export async function updateZone(db: Db, id: number, fields: { name?: unknown; order?: number }): Promise<Result<number, ZoneError>> {
  if (!(await zoneExists(db, id))) return fail('not_found', 'There is no such shipping zone.');
  const changes: { name?: string; zone_order?: number } = {};
  if (fields.name !== undefined && id !== REST_OF_WORLD_ZONE_ID) {
    const name = zoneName(fields.name);
    if (!name.ok) return name;
    changes.name = name.value;
  }
  if (fields.order !== undefined && Number.isInteger(fields.order)) changes.zone_order = fields.order;
  if (Object.keys(changes).length > 0) await db.updateTable('shipping_zones').set(changes).where('id', '=', id).execute();
  await touchContentVersion(db);
  return ok(id);
}

export async function deleteZone(db: Db, id: number): Promise<Result<number, ZoneError>> {
  if (id === REST_OF_WORLD_ZONE_ID) return fail('invalid', 'The zone for locations not covered by other zones cannot be deleted.');
  if (!(await zoneExists(db, id))) return fail('not_found', 'There is no such shipping zone.');
  await db.deleteFrom('shipping_zones').where('id', '=', id).execute();
  await touchContentVersion(db);
  return ok(id);
}

async function zoneExists(db: Db, id: number): Promise<boolean> {
  if (!Number.isInteger(id) || id < 0) return false;
  return (await db.selectFrom('shipping_zones').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Replaces a zone's locations (none for zone 0). */
export async function setZoneLocations(db: Db, id: number, locations: readonly ZoneLocation[]): Promise<Result<number, ZoneError>> {
  if (id === REST_OF_WORLD_ZONE_ID) return fail('invalid', 'The zone for locations not covered by other zones has no locations of its own.');
  if (!(await zoneExists(db, id))) return fail('not_found', 'There is no such shipping zone.');
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('shipping_zone_locations').where('zone_id', '=', id).execute();
    const unique = [...new Map(locations.map((location) => [`${location.type}|${location.code}`, location])).values()];
    if (unique.length > 0) await trx.insertInto('shipping_zone_locations').values(unique.map((location) => ({ zone_id: id, ...location }))).execute();
  });
  await touchContentVersion(db);
  return ok(id);
}

export function isMethodId(value: unknown): value is ShippingMethodId {
  return typeof value === 'string' && (SHIPPING_METHOD_IDS as readonly string[]).includes(value);
}

/** Adds a method to a zone with WooCommerce's defaults (a flat rate without a cost is offered once it has one); its instance id. */
export async function addZoneMethod(db: Db, zoneId: number, methodId: unknown, currency: string): Promise<Result<number, ZoneError>> {
  if (!(await zoneExists(db, zoneId))) return fail('not_found', 'There is no such shipping zone.');
  if (!isMethodId(methodId)) return fail('invalid', 'must be flat_rate, free_shipping or local_pickup', 'method_id');
  const defaults = readMethodFields(methodId, { title: METHOD_TITLES[methodId] }, currency);
  if (!defaults.ok) throw new Error('A new method’s defaults do not read');
  const last = await db.selectFrom('shipping_zone_methods').select((eb) => eb.fn.max('method_order').as('last')).where('zone_id', '=', zoneId).executeTakeFirst();
  const row = await db
    .insertInto('shipping_zone_methods')
    .values({ zone_id: zoneId, method_id: methodId, method_order: Number(last?.last ?? 0) + 1, enabled: 1, settings: JSON.stringify(defaults.settings) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await touchContentVersion(db);
  return ok(row.id);
}

export interface MethodUpdate {
  enabled?: boolean;
  order?: number;
  /** WooCommerce's fields of the method's settings; those not sent stay as they are. */
  settings?: MethodFields;
}

export type MethodUpdateResult = { ok: true } | { ok: false; code: 'not_found'; message: string } | { ok: false; code: 'invalid'; errors: FieldErrors };

/** Changes a zone's method: enabled, order, settings (checked as a whole after the fields sent are laid over). */
export async function updateZoneMethod(db: Db, zoneId: number, instanceId: number, update: MethodUpdate, currency: string): Promise<MethodUpdateResult> {
  if (!isRowId(instanceId)) return { ok: false, code: 'not_found', message: 'There is no such shipping method.' };
  const row = await db.selectFrom('shipping_zone_methods').selectAll().where('id', '=', instanceId).where('zone_id', '=', zoneId).executeTakeFirst();
  if (!row) return { ok: false, code: 'not_found', message: 'There is no such shipping method.' };
  const changes: { enabled?: number; method_order?: number; settings?: string } = {};
  if (update.enabled !== undefined) changes.enabled = update.enabled ? 1 : 0;
  if (update.order !== undefined && Number.isInteger(update.order)) changes.method_order = update.order;
  if (update.settings) {
    const current = methodFromRow(row).settings;
    const read = readMethodFields(row.method_id, update.settings, currency, current);
    if (!read.ok) return { ok: false, code: 'invalid', errors: read.errors };
    changes.settings = JSON.stringify(read.settings);
  }
  if (Object.keys(changes).length > 0) await db.updateTable('shipping_zone_methods').set(changes).where('id', '=', instanceId).execute();
  await touchContentVersion(db);
  return { ok: true };
}

export async function deleteZoneMethod(db: Db, zoneId: number, instanceId: number): Promise<Result<number, ZoneError>> {
  if (!isRowId(instanceId)) return fail('not_found', 'There is no such shipping method.');
  const deleted = await db.deleteFrom('shipping_zone_methods').where('id', '=', instanceId).where('zone_id', '=', zoneId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) return fail('not_found', 'There is no such shipping method.');
  await touchContentVersion(db);
  return ok(instanceId);
}
