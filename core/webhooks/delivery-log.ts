import type { Db } from '../../db/connect.ts';
import type { WebhookDeliveryRow } from '../../db/schema.ts';

/** A webhook's latest delivery attempts, newest first, with their answers. */
export async function recentDeliveries(db: Db, webhookId: number, limit = 20): Promise<WebhookDeliveryRow[]> {
  return db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).orderBy('id', 'desc').limit(limit).execute();
}

/** How many deliveries of each webhook wait to go out (retries included), by webhook id. */
export async function waitingDeliveries(db: Db, webhookIds: readonly number[]): Promise<Map<number, number>> {
  if (webhookIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('webhook_queue')
    .select((eb) => ['webhook_id', eb.fn.countAll<number>().as('waiting')])
    .where('webhook_id', 'in', [...webhookIds])
    .groupBy('webhook_id')
    .execute();
  return new Map(rows.map((row) => [row.webhook_id, Number(row.waiting)]));
}
