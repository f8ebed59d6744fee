import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { WebhookRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { renderWebhookDisabledMail } from './disabled-mail.ts';
import { PING_TOPIC } from './enqueue.ts';
import { DeliveryFailed, type SendWebhook, type WebhookRequest } from './http-post.ts';
import { webhookSignature } from './signature.ts';
import { isWebhookTopic, splitTopic, type WebhookResource } from './topics.ts';

/**
 * A resource's `wc/v3` JSON (what `GET /wc/v3/<resource>s/<id>` answers), or null when it is gone. The
 * server provides it from its REST module, so this domain code never imports the HTTP layer.
 */
export type WebhookPayloads = (db: Db, resource: WebhookResource, id: number) => Promise<unknown>;

export const WEBHOOK_DELIVERY_DEFAULTS = {
  /** Deliveries taken per round. */
  batch: 20,
  /** Failed deliveries in a row that disable a webhook (WooCommerce's limit). */
  maxFailures: 5,
  /** How long a worker holds a delivery while making it; longer than a receiver may take to answer. */
  leaseMs: 60_000,
  /** The wait after a webhook's first failure; it doubles with each failure in a row. */
  retryDelayMs: 60_000,
  maxRetryDelayMs: 3_600_000,
  /** Log entries kept per webhook. */
  logPerWebhook: 50,
  /** Characters of an answer kept in the log. */
  answerChars: 1000,
};

export interface WebhookDeliverySettings extends Partial<typeof WEBHOOK_DELIVERY_DEFAULTS> {
  send: SendWebhook;
  payloads: WebhookPayloads;
  /** The shop's address with its trailing slash (`X-WC-Webhook-Source`). */
  source: string;
  userAgent: string;
  /** Who hears of a webhook disabled, and the admin's address of a webhook's page. */
  owner: { email: string; storeName: string; webhookUrl: (id: number) => string };
  /** The time (tests move it on instead of waiting). */
  now?: () => number;
}

export interface WebhookRoundReport {
  delivered: number;
  failed: number;
  /** Webhooks this round disabled. */
  disabled: number;
}

type QueueRow = { id: number; webhook_id: number; attempts: number };
type Outcome = 'delivered' | 'failed' | 'skipped';

/** The wait before a webhook's next delivery after `failures` failed ones in a row. */
export function retryDelay(failures: number, baseMs = WEBHOOK_DELIVERY_DEFAULTS.retryDelayMs, maxMs = WEBHOOK_DELIVERY_DEFAULTS.maxRetryDelayMs): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(failures - 1, 30)));
}

/**
 * One round of the delivery queue, oldest first: the deliveries of active webhooks that are not waiting
 * out a failure. Each is taken with a conditional update that sets a lease, so processes running this
 * side by side never send one twice, and one that dies mid-delivery leaves it to the next after the
 * lease. A webhook's deliveries go one after another and stop at its first failure (the rest wait with
 * it); different webhooks are delivered side by side, so a slow receiver holds up only its own.
 */
export async function deliverWebhooks(db: Db, settings: WebhookDeliverySettings): Promise<WebhookRoundReport> {
  const options = { ...WEBHOOK_DELIVERY_DEFAULTS, ...settings };
  const clock = options.now ?? Date.now;
  const nowText = new Date(clock()).toISOString();
  const rows = await db
    .selectFrom('webhook_queue as q')
    .innerJoin('webhooks as w', 'w.id', 'q.webhook_id')
    .select(['q.id', 'q.webhook_id', 'q.attempts'])
    .where('w.status', '=', 'active')
    .where((eb) => eb.or([eb('w.retry_at', 'is', null), eb('w.retry_at', '<=', nowText)]))
    .where((eb) => eb.or([eb('q.locked_until', 'is', null), eb('q.locked_until', '<=', nowText)]))
    .orderBy('q.id')
    .limit(options.batch)
    .execute();
  const byWebhook = new Map<number, QueueRow[]>();
  for (const row of rows) byWebhook.set(row.webhook_id, [...(byWebhook.get(row.webhook_id) ?? []), row]);
  const report: WebhookRoundReport = { delivered: 0, failed: 0, disabled: 0 };
  await Promise.all(
    [...byWebhook.values()].map(async (queue) => {
      for (const row of queue) {
        const outcome = await deliverOne(db, row, options, clock, report);
        if (outcome === 'failed') break;
      }
    }),
  );
  return report;
}

type Options = typeof WEBHOOK_DELIVERY_DEFAULTS & WebhookDeliverySettings;

async function deliverOne(db: Db, row: QueueRow, options: Options, clock: () => number, report: WebhookRoundReport): Promise<Outcome> {
  const nowText = new Date(clock()).toISOString();
  const claimed = await db
    .updateTable('webhook_queue')
    .set({ attempts: row.attempts + 1, locked_until: new Date(clock() + options.leaseMs).toISOString() })
    .where('id', '=', row.id)
    .where('attempts', '=', row.attempts)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowText)]))
    // Another process may have failed a delivery of this webhook, or it was paused, since the round began.
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('webhooks')
          .select('webhooks.id')
          .whereRef('webhooks.id', '=', 'webhook_queue.webhook_id')
          .where('webhooks.status', '=', 'active')
          .where((eb) => eb.or([eb('webhooks.retry_at', 'is', null), eb('webhooks.retry_at', '<=', nowText)])),
      ),
    )
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return 'skipped';
  const [queued, webhook] = await Promise.all([
    db.selectFrom('webhook_queue').selectAll().where('id', '=', row.id).executeTakeFirst(),
    db.selectFrom('webhooks').selectAll().where('id', '=', row.webhook_id).executeTakeFirst(),
  ]);
  if (!queued || !webhook) return 'skipped';

  const ping = queued.topic === PING_TOPIC;
  let body = queued.payload;
  let deliveryId = queued.delivery_id;
  if (body === null || deliveryId === null) {
    // Made once, at the first attempt: every retry sends the same bytes under the same delivery id.
    body = ping ? `webhook_id=${webhook.id}` : JSON.stringify(await payloadOf(db, queued.topic, queued.resource_id, options.payloads));
    deliveryId = randomUUID();
    await db.updateTable('webhook_queue').set({ payload: body, delivery_id: deliveryId }).where('id', '=', row.id).execute();
  }

  const request: WebhookRequest = {
    url: webhook.delivery_url,
    body,
    headers: ping ? pingHeaders(options.userAgent) : deliveryHeaders(webhook, queued.topic, body, deliveryId, options),
  };
  const started = clock();
  let status: number | null = null;
  let response: string;
  try {
    const answer = await options.send(request);
    status = answer.status;
    response = answer.body.slice(0, options.answerChars);
  } catch (error) {
    if (!(error instanceof DeliveryFailed)) throw error;
    response = error.message;
  }
  const success = status !== null && status >= 200 && status < 300;
  const log = {
    webhook_id: webhook.id,
    delivery_id: deliveryId,
    topic: queued.topic,
    resource_id: queued.resource_id,
    attempt: queued.attempts,
    success: success ? 1 : 0,
    status_code: status,
    response,
    duration_ms: Math.max(0, Math.round(clock() - started)),
    created_at: new Date(clock()).toISOString(),
  };
  const disabled = await inTransaction(db, async (trx) => {
    // The webhook may have been deleted meanwhile, its queue and log with it.
    if (!(await trx.selectFrom('webhooks').select('id').where('id', '=', webhook.id).executeTakeFirst())) return false;
    await trx.insertInto('webhook_deliveries').values(log).execute();
    await pruneLog(trx, webhook.id, options.logPerWebhook);
    if (success || ping) {
      // A ping is sent once, answered or not; an answered one ends the webhook's wait for it.
      await trx.deleteFrom('webhook_queue').where('id', '=', row.id).execute();
      if (ping) {
        if (success) await trx.updateTable('webhooks').set({ pending_delivery: 0 }).where('id', '=', webhook.id).execute();
      } else {
        await trx.updateTable('webhooks').set({ failure_count: 0, retry_at: null }).where('id', '=', webhook.id).execute();
      }
      return false;
    }
    return failed(trx, webhook, row.id, status === null ? response : `HTTP ${status}${response ? `: ${response.slice(0, 200)}` : ''}`, options, clock);
  });
  if (ping) return success ? 'delivered' : 'skipped';
  if (success) report.delivered += 1;
  else report.failed += 1;
  if (disabled) report.disabled += 1;
  return success ? 'delivered' : 'failed';
}

/**
 * A failed delivery: it waits for the next attempt (released from its lease), and the webhook counts
 * one more failure in a row and waits out its backoff; the failure that reaches the limit disables the
 * webhook and e-mails the owner (only the process whose update flips it writes the mail).
 */
async function failed(trx: Db, webhook: WebhookRow, queueId: number, lastAnswer: string, options: Options, clock: () => number): Promise<boolean> {
  await trx.updateTable('webhook_queue').set({ locked_until: null }).where('id', '=', queueId).execute();
  const counted = await trx
    .updateTable('webhooks')
    .set({ failure_count: sql<number>`failure_count + 1` })
    .where('id', '=', webhook.id)
    .returning(['failure_count'])
    .executeTakeFirst();
  const failures = Number(counted?.failure_count ?? 0);
  if (failures < options.maxFailures) {
    await trx
      .updateTable('webhooks')
      .set({ retry_at: new Date(clock() + retryDelay(failures, options.retryDelayMs, options.maxRetryDelayMs)).toISOString() })
      .where('id', '=', webhook.id)
      .execute();
    return false;
  }
  const flipped = await trx
    .updateTable('webhooks')
    .set({ status: 'disabled', retry_at: null, updated_at: new Date(clock()).toISOString() })
    .where('id', '=', webhook.id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (Number(flipped.numUpdatedRows) !== 1) return false;
  await enqueueMail(
    trx,
    renderWebhookDisabledMail(webhook, failures, lastAnswer, { to: options.owner.email, storeName: options.owner.storeName, adminUrl: options.owner.webhookUrl(webhook.id) }),
  );
  return true;
}

/** The body of a delivery: the resource's JSON, or only its id once it is deleted (or gone), as WooCommerce sends. */
async function payloadOf(db: Db, topic: string, id: number, payloads: WebhookPayloads): Promise<unknown> {
  if (!isWebhookTopic(topic)) return { id };
  const { resource, event } = splitTopic(topic);
  if (event === 'deleted') return { id };
  return (await payloads(db, resource, id)) ?? { id };
}

/** WooCommerce's headers, the signature over the very bytes sent. */
function deliveryHeaders(webhook: WebhookRow, topic: string, body: string, deliveryId: string, options: Options): Record<string, string> {
  const [resource = '', event = ''] = topic.split('.');
  return {
    'content-type': 'application/json',
    'user-agent': options.userAgent,
    'x-wc-webhook-source': options.source,
    'x-wc-webhook-topic': topic,
    'x-wc-webhook-resource': resource,
    'x-wc-webhook-event': event,
    'x-wc-webhook-signature': webhookSignature(body, webhook.secret),
    'x-wc-webhook-id': String(webhook.id),
    'x-wc-webhook-delivery-id': deliveryId,
  };
}

/** WooCommerce's ping is a plain form post with no webhook headers and no signature. */
function pingHeaders(userAgent: string): Record<string, string> {
  return { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent };
}

/** Keeps the webhook's last `keep` log entries. */
async function pruneLog(trx: Db, webhookId: number, keep: number): Promise<void> {
  const oldestKept = await trx
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('webhook_id', '=', webhookId)
    .orderBy('id', 'desc')
    .limit(1)
    .offset(keep - 1)
    .executeTakeFirst();
  if (oldestKept) await trx.deleteFrom('webhook_deliveries').where('webhook_id', '=', webhookId).where('id', '<', oldestKept.id).execute();
}
