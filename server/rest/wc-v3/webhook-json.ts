import { z } from 'zod';
import { isWebhookTopic, splitTopic, topicHooks } from '../../../core/webhooks/topics.ts';
import type { WebhookInput } from '../../../core/webhooks/webhook-store.ts';
import { fieldErrorsFrom, type FieldErrors } from '../../../core/shared/validation.ts';
import type { WebhookRow } from '../../../db/schema.ts';
import { itemLinks, wcDates, type WcLinkBase } from './wc-format.ts';

export const WEBHOOKS_ROUTE = '/wc/v3/webhooks';

/**
 * A webhook as WooCommerce's `wc/v3` answers it. The secret is never answered (WooCommerce's JSON leaves
 * it out too): it is written, and read only by the receiver's check of the signature.
 */
export function webhookJson(row: WebhookRow, base: Pick<WcLinkBase, 'siteOrigin'>) {
  const topic = isWebhookTopic(row.topic) ? row.topic : null;
  const parts = topic ? splitTopic(topic) : { resource: '', event: '' };
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    topic: row.topic,
    resource: parts.resource,
    event: parts.event,
    hooks: topic ? topicHooks(topic) : [],
    delivery_url: row.delivery_url,
    ...wcDates('created', row.created_at),
    ...wcDates('modified', row.updated_at),
    _links: itemLinks(base, WEBHOOKS_ROUTE, row.id),
  };
}

const text = z.string({ error: 'must be a string' });

/** The fields a write may send; any other is refused by name, never dropped. */
const webhookBodySchema = z.strictObject({ name: text, status: text, topic: text, delivery_url: text, secret: text }, { error: 'must be a JSON object' }).partial();

export type ParsedWebhookBody = { ok: true; input: WebhookInput } | { ok: false; params: FieldErrors };

export function parseWebhookBody(json: unknown): ParsedWebhookBody {
  const parsed = webhookBodySchema.safeParse(json);
  if (!parsed.success) return { ok: false, params: fieldErrorsFrom(parsed.error, { root: 'body', key: 'path' }) };
  const { name, status, topic, delivery_url, secret } = parsed.data;
  return { ok: true, input: { name, status, topic, deliveryUrl: delivery_url, secret } };
}
