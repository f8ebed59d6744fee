import { topicLabel, WEBHOOK_STATUS_LABELS, WEBHOOK_STATUSES, WEBHOOK_TOPICS, type WebhookStatus } from '../../../core/webhooks/topics.ts';

export const WEBHOOKS_PAGE = '/admin/settings/webhooks/';
export const webhookPage = (id: number) => `${WEBHOOKS_PAGE}${id}/`;

export const STATUS_OPTIONS = WEBHOOK_STATUSES.map((status) => ({ value: status, label: WEBHOOK_STATUS_LABELS[status] }));
export const TOPIC_OPTIONS = WEBHOOK_TOPICS.map((topic) => ({ value: topic, label: topicLabel(topic) }));

/** The badge colour a status borrows from the order statuses': active green, paused amber, disabled red. */
export const STATUS_BADGE: Record<WebhookStatus, string> = { active: 'publish', paused: 'pending', disabled: 'failed' };

const FIELD_LABELS: Record<string, string> = { name: 'Name', status: 'Status', topic: 'Topic', delivery_url: 'Delivery URL', secret: 'Secret' };

/** The store's reasons ("is required") as sentences under their field ("Delivery URL is required."). */
export function fieldMessages(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, reason]) => [field, FIELD_LABELS[field] ? `${FIELD_LABELS[field]} ${reason}.` : reason]));
}
