import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { readSetting, touchContentVersion } from '../settings/settings.ts';
import { flatRateMethods, type FlatRateConfig } from './configured-zone.ts';
import { methodFromRow } from './method-settings.ts';
import { REST_OF_WORLD_ZONE_ID, type ShippingZone } from './shipping-zone.ts';

/** Every zone with its locations and methods, zone 0 among them: three reads, kept with the site data until the next edit. */
export async function readShippingZones(db: Db): Promise<ShippingZone[]> {
  const [zones, locations, methods] = await Promise.all([
    db.selectFrom('shipping_zones').selectAll().orderBy('zone_order').orderBy('id').execute(),
    db.selectFrom('shipping_zone_locations').selectAll().execute(),
    db.selectFrom('shipping_zone_methods').selectAll().orderBy('method_order').orderBy('id').execute(),
  ]);
  return zones.map((zone) => ({
    id: zone.id,
    name: zone.name,
    order: zone.zone_order,
    locations: locations.filter((location) => location.zone_id === zone.id).map(({ type, code }) => ({ type, code })),
    methods: methods.filter((method) => method.zone_id === zone.id).map(methodFromRow),
  }));
}

/** Set once the config's flat rate became zone 0's methods, so an owner who deletes them does not get them back. */
const ADOPTED_KEY = 'shipping_flat_rate_adopted';

/**
 * The old flat rate (`store.flatRateShipping`, `store.freeShippingThreshold`) as zone 0's methods, once,
 * at the first start with zones: a shop ships as it did until its owner sets zones up. Claimed by the
 * settings row first, so two processes starting at once add them once. Amounts in the shop's currency.
 */
export async function adoptConfiguredShipping(db: Db, config: FlatRateConfig, currency: string): Promise<boolean> {
  if ((await readSetting(db, ADOPTED_KEY)) !== undefined) return false;
  return inTransaction(db, async (trx) => {
    const claimed = await trx.insertInto('settings').values({ key: ADOPTED_KEY, value: new Date().toISOString() }).onConflict((oc) => oc.column('key').doNothing()).returning('key').executeTakeFirst();
    if (!claimed) return false;
    const existing = await trx.selectFrom('shipping_zone_methods').select('id').where('zone_id', '=', REST_OF_WORLD_ZONE_ID).executeTakeFirst();
    if (existing) return false;
    for (const method of flatRateMethods(config, currency)) {
      await trx
        .insertInto('shipping_zone_methods')
        .values({ zone_id: REST_OF_WORLD_ZONE_ID, method_id: method.methodId, method_order: method.order, enabled: 1, settings: JSON.stringify(method.settings) })
        .execute();
    }
    // Other processes may have read the zones before these methods existed: a new content version makes them read again.
    await touchContentVersion(trx);
    return true;
  });
}
