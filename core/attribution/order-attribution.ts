import type { Db } from '../../db/connect.ts';
import type { OrderAttributionRow } from '../../db/schema.ts';
import { deviceType, type DeviceType } from './device.ts';
import { ATTRIBUTION_FIELDS, type AttributionValues } from './fields.ts';
import { originLabel, UNKNOWN_ORIGIN } from './origin.ts';

export { UNKNOWN_ORIGIN };

export interface OrderAttribution {
  orderId: number;
  values: AttributionValues;
  deviceType: DeviceType;
  origin: string;
}

/** Stores an order's sanitised attribution; call inside the transaction that writes the order. */
export async function insertOrderAttribution(trx: Db, orderId: number, values: AttributionValues): Promise<void> {
  const row: Record<string, string | number | null> = {};
  for (const field of ATTRIBUTION_FIELDS) row[field] = values[field] ?? null;
  await trx
    .insertInto('order_attribution')
    .values({ ...row, order_id: orderId, device_type: deviceType(values.user_agent), origin: originLabel(values) })
    .execute();
}

function fromRow(row: OrderAttributionRow): OrderAttribution {
  const values: Record<string, string | number> = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const value = row[field];
    if (value !== null) values[field] = value;
  }
  return { orderId: row.order_id, values: values as AttributionValues, deviceType: row.device_type as DeviceType, origin: row.origin };
}

/** An order's attribution, or null when it arrived without any. */
export async function getOrderAttribution(db: Db, orderId: number): Promise<OrderAttribution | null> {
  const row = await db.selectFrom('order_attribution').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  return row ? fromRow(row) : null;
}

// Well below SQLite's and PostgreSQL's bound-parameter limits.
const IDS_PER_QUERY = 500;

/** Origin label per order for a list of orders; orders without attribution are "Unknown". */
export async function originsForOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, string>> {
  const origins = new Map<number, string>(orderIds.map((id) => [id, UNKNOWN_ORIGIN]));
  const ids = [...origins.keys()];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom('order_attribution')
      .select(['order_id', 'origin'])
      .where('order_id', 'in', ids.slice(start, start + IDS_PER_QUERY))
      .execute();
    for (const row of rows) origins.set(row.order_id, row.origin);
  }
  return origins;
}
