import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { isRowId } from '../shared/row-id.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import { nowIso } from '../shared/time.ts';
import type { WebhookEvent, WebhookResource } from './topics.ts';

/** The queue's topic for a ping: no resource, no WooCommerce headers. */
export const PING_TOPIC = 'ping';

/** The active webhooks of a topic: read on every order and product write, so kept compiled. */
const activeWebhooks = reusableQuery((db, p: { topic: string }) => db.selectFrom('webhooks').select('id').where('topic', '=', p.topic).where('status', '=', 'active'));

/** Resources per statement, well inside SQLite's bound-parameter limit. */
const CHUNK = 500;

/**
 * Queues a delivery of `resource.event` for each of `ids` to every active webhook of that topic. Call it
 * with the transaction that writes the change: the delivery exists exactly when the change does. A shop
 * without such a webhook pays one indexed read. A delivery already waiting for the same webhook and
 * resource (not yet taken by a worker) is not queued twice: its body is made when it goes out, so it
 * tells of this change too.
 */
export async function enqueueWebhookEvent(db: Db, resource: WebhookResource, event: WebhookEvent, ids: number | readonly number[]): Promise<void> {
  const resourceIds = [...new Set(typeof ids === 'number' ? [ids] : ids)].filter(isRowId);
  if (resourceIds.length === 0) return;
  const topic = `${resource}.${event}`;
  const webhooks = await activeWebhooks(db, { topic });
  if (webhooks.length === 0) return;
  const webhookIds = webhooks.map((webhook) => webhook.id);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const createdAt = nowIso();
  for (let start = 0; start < resourceIds.length; start += CHUNK) {
    const part = resourceIds.slice(start, start + CHUNK);
    // Locked on PostgreSQL, so a worker cannot take one of them (and make its body without this change)
    // until this transaction commits; on SQLite the write transaction already runs alone.
    const waiting = await db
      .selectFrom('webhook_queue')
      .select(['webhook_id', 'resource_id'])
      .where('topic', '=', topic)
      .where('webhook_id', 'in', webhookIds)
      .where('resource_id', 'in', part)
      .where('attempts', '=', 0)
      .where('locked_until', 'is', null)
      .$if(postgres, (query) => query.forUpdate())
      .execute();
    const queued = new Set(waiting.map((row) => `${row.webhook_id}:${row.resource_id}`));
    const rows = webhookIds.flatMap((webhookId) =>
      part.filter((resourceId) => !queued.has(`${webhookId}:${resourceId}`)).map((resourceId) => ({ webhook_id: webhookId, topic, resource_id: resourceId, created_at: createdAt })),
    );
    for (let at = 0; at < rows.length; at += CHUNK) await db.insertInto('webhook_queue').values(rows.slice(at, at + CHUNK)).execute();
  }
}

/** Queues WooCommerce's ping to a webhook's URL (`webhook_id=<id>`), sent once, never retried. */
export async function enqueuePing(db: Db, webhookId: number): Promise<void> {
  await db.insertInto('webhook_queue').values({ webhook_id: webhookId, topic: PING_TOPIC, resource_id: webhookId, created_at: nowIso() }).execute();
}
