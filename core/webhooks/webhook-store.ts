import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { WebhookRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { isRowId } from '../shared/row-id.ts';
import { containsPattern, lowerLike } from '../shared/sql.ts';
import { hasControlCharacters, type FieldErrors } from '../shared/validation.ts';
import { deliveryTargetProblem, parseDeliveryUrl, type TargetPolicy } from './delivery-target.ts';
import { enqueuePing } from './enqueue.ts';
import { newWebhookSecret } from './signature.ts';
import { isWebhookStatus, topicProblem, WEBHOOK_STATUSES, type WebhookStatus, type WebhookTopic } from './topics.ts';

export const WEBHOOK_NAME_MAX = 200;
export const WEBHOOK_SECRET_MAX = 200;

/** What a save asks to change; a field left out keeps its value (a new webhook needs a topic and a URL). */
export interface WebhookInput {
  name?: string;
  status?: string;
  topic?: string;
  deliveryUrl?: string;
  /** Empty keeps the secret (a new webhook gets one made for it). */
  secret?: string;
}

export interface SaveWebhookOptions {
  policy: TargetPolicy;
  /** Who made it (a new webhook only). */
  userId?: number | null;
  /**
   * Queue a ping to the URL when the saved webhook is active and no ping has been answered yet, as
   * WooCommerce does when a webhook is made over REST and each time the admin saves it active until one is.
   */
  ping: boolean;
}

export type SaveWebhookResult = { ok: true; value: WebhookRow; pinged: boolean } | { ok: false; errors: FieldErrors };

/** WooCommerce's name for a webhook made without one. */
function defaultName(now: Date): string {
  const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(now);
  const time = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(now);
  return `Webhook created on ${day} @ ${time}`;
}

function textProblem(value: string, max: number): string | null {
  if (value.length > max) return `must be at most ${max} characters`;
  if (hasControlCharacters(value)) return 'must be one line of text';
  return null;
}

/**
 * Creates (`current` null) or updates a webhook, after checking every field and where its URL leads
 * (a refused target is the URL's error). Setting a webhook active again starts its failures afresh; a new
 * URL is pinged again. Field errors are keyed by the REST names (`delivery_url`).
 */
export async function saveWebhook(db: Db, current: WebhookRow | null, input: WebhookInput, options: SaveWebhookOptions): Promise<SaveWebhookResult> {
  const errors: FieldErrors = {};
  const name = input.name?.trim();
  const nameProblem = name === undefined ? null : textProblem(name, WEBHOOK_NAME_MAX);
  if (nameProblem) errors.name = nameProblem;

  const status = input.status?.trim();
  if (status !== undefined && !isWebhookStatus(status)) errors.status = `must be one of ${WEBHOOK_STATUSES.join(', ')}`;

  const topic = input.topic?.trim().toLowerCase();
  if (topic === undefined || topic === '') {
    if (!current) errors.topic = 'is required';
  } else {
    const problem = topicProblem(topic);
    if (problem) errors.topic = problem;
  }

  let deliveryUrl: string | undefined;
  if (input.deliveryUrl === undefined || input.deliveryUrl.trim() === '') {
    if (!current) errors.delivery_url = 'is required';
  } else {
    const parsed = parseDeliveryUrl(input.deliveryUrl);
    if (!parsed.ok) errors.delivery_url = parsed.reason;
    else {
      const refused = await deliveryTargetProblem(parsed.url, options.policy);
      if (refused) errors.delivery_url = refused;
      else deliveryUrl = parsed.url.href;
    }
  }

  const secret = input.secret;
  const secretProblem = secret === undefined || secret === '' ? null : textProblem(secret, WEBHOOK_SECRET_MAX);
  if (secretProblem) errors.secret = secretProblem;
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const now = new Date();
  const nowText = now.toISOString();
  const nextStatus = (status as WebhookStatus | undefined) ?? current?.status ?? 'active';
  const reactivated = current !== null && current.status !== 'active' && nextStatus === 'active';
  const newUrl = current !== null && deliveryUrl !== undefined && deliveryUrl !== current.delivery_url;
  return inTransaction(db, async (trx) => {
    let row: WebhookRow;
    if (!current) {
      row = await trx
        .insertInto('webhooks')
        .values({
          name: name || defaultName(now),
          status: nextStatus,
          topic: topic as WebhookTopic,
          delivery_url: deliveryUrl as string,
          secret: secret || newWebhookSecret(),
          user_id: options.userId ?? null,
          failure_count: 0,
          pending_delivery: 1,
          retry_at: null,
          created_at: nowText,
          updated_at: nowText,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } else {
      const updated = await trx
        .updateTable('webhooks')
        .set({
          ...(name ? { name } : {}),
          status: nextStatus,
          ...(topic ? { topic } : {}),
          ...(deliveryUrl !== undefined ? { delivery_url: deliveryUrl } : {}),
          ...(secret ? { secret } : {}),
          // Its failures were the old URL's, or what the owner has now seen to.
          ...(reactivated || newUrl ? { failure_count: 0, retry_at: null } : {}),
          ...(newUrl ? { pending_delivery: 1 } : {}),
          updated_at: nowText,
        })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirst();
      if (!updated) return { ok: false as const, errors: { id: 'There is no such webhook.' } };
      row = updated;
    }
    const pinged = options.ping && row.status === 'active' && row.pending_delivery === 1;
    if (pinged) await enqueuePing(trx, row.id);
    return { ok: true as const, value: row, pinged };
  });
}

export async function getWebhook(db: Db, id: number): Promise<WebhookRow | null> {
  if (!isRowId(id)) return null;
  return (await db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** Deletes a webhook; the deliveries it was still to make and its log go with it (foreign keys). The webhook as it was, or null. */
export async function deleteWebhook(db: Db, id: number): Promise<WebhookRow | null> {
  if (!isRowId(id)) return null;
  return (await db.deleteFrom('webhooks').where('id', '=', id).returningAll().executeTakeFirst()) ?? null;
}

export interface WebhookListQuery {
  page: number;
  perPage: number;
  /** Skips this many instead of the pages before `page`. */
  offset?: number;
  status?: WebhookStatus;
  /** Part of the name (any case). */
  search?: string;
  include?: readonly number[];
  exclude?: readonly number[];
  /** Made after / before these times (ISO). */
  after?: string;
  before?: string;
  orderBy: 'date' | 'id' | 'title';
  order: 'asc' | 'desc';
}

/** A page of webhooks and how many match in all. */
export async function listWebhooks(db: Db, query: WebhookListQuery): Promise<{ rows: WebhookRow[]; total: number }> {
  let base = db.selectFrom('webhooks');
  if (query.status) base = base.where('status', '=', query.status);
  if (query.search) base = base.where(lowerLike(sql.ref('name'), containsPattern(query.search.trim())));
  if (query.include && query.include.length > 0) base = base.where('id', 'in', [...query.include]);
  if (query.exclude && query.exclude.length > 0) base = base.where('id', 'not in', [...query.exclude]);
  if (query.after) base = base.where('created_at', '>', query.after);
  if (query.before) base = base.where('created_at', '<', query.before);
  const column = query.orderBy === 'title' ? 'name' : query.orderBy === 'date' ? 'created_at' : 'id';
  const offset = query.offset ?? (query.page - 1) * query.perPage;
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy(column, query.order).orderBy('id', query.order).limit(query.perPage).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
