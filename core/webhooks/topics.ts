/**
 * WooCommerce's webhook topics: a resource and an event (`order.created`). The shop delivers the four
 * core resources' created, updated and deleted events, and `order.restored` (an order out of the trash:
 * orders are the only thing the shop puts there); the other `restored` topics and `action.<hook>` (a
 * WordPress hook: the shop has none) are refused by name.
 */

export const WEBHOOK_RESOURCES = ['coupon', 'customer', 'order', 'product'] as const;
export type WebhookResource = (typeof WEBHOOK_RESOURCES)[number];

const EVERY_RESOURCE_EVENTS = ['created', 'updated', 'deleted'] as const;
export type WebhookEvent = (typeof EVERY_RESOURCE_EVENTS)[number] | 'restored';

/** Only an order goes to the trash, so only an order comes back out of it. */
const RESTORED_TOPIC = 'order.restored' as const;

export type WebhookTopic = `${WebhookResource}.${(typeof EVERY_RESOURCE_EVENTS)[number]}` | typeof RESTORED_TOPIC;

export const WEBHOOK_TOPICS: readonly WebhookTopic[] = WEBHOOK_RESOURCES.flatMap((resource): WebhookTopic[] => [
  ...EVERY_RESOURCE_EVENTS.map((event) => `${resource}.${event}` as const),
  ...(resource === 'order' ? [RESTORED_TOPIC] : []),
]);

/** A webhook's status, as WooCommerce's: `disabled` is what five failed deliveries in a row leave. */
export const WEBHOOK_STATUSES = ['active', 'paused', 'disabled'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

export const WEBHOOK_STATUS_LABELS: Record<WebhookStatus, string> = { active: 'Active', paused: 'Paused', disabled: 'Disabled' };

const RESOURCE_LABELS: Record<WebhookResource, string> = { coupon: 'Coupon', customer: 'Customer', order: 'Order', product: 'Product' };
const EVENT_LABELS: Record<WebhookEvent, string> = { created: 'created', updated: 'updated', deleted: 'deleted', restored: 'restored' };

/** "Order created", as WooCommerce's topic menu names them. */
export function topicLabel(topic: WebhookTopic): string {
  const { resource, event } = splitTopic(topic);
  return `${RESOURCE_LABELS[resource]} ${EVENT_LABELS[event]}`;
}

export function isWebhookTopic(value: unknown): value is WebhookTopic {
  return typeof value === 'string' && (WEBHOOK_TOPICS as readonly string[]).includes(value);
}

export function isWebhookStatus(value: unknown): value is WebhookStatus {
  return typeof value === 'string' && (WEBHOOK_STATUSES as readonly string[]).includes(value);
}

export function splitTopic(topic: WebhookTopic): { resource: WebhookResource; event: WebhookEvent } {
  const [resource, event] = topic.split('.') as [WebhookResource, WebhookEvent];
  return { resource, event };
}

/** Why a topic is not one the shop delivers, in words for whoever sent it; null when it is one. */
export function topicProblem(value: string): string | null {
  if (isWebhookTopic(value)) return null;
  if (/^action\./.test(value)) return 'names a WordPress action, and the shop has none: choose one of the shop’s topics';
  if (/\.restored$/.test(value)) return 'is never sent: only orders go to the trash (order.restored)';
  return `must be one of ${WEBHOOK_TOPICS.join(', ')}`;
}

/**
 * The hook names WooCommerce binds to each topic (its `hooks` field), answered for clients that read
 * them; the shop itself has no hooks: its changes queue their deliveries where they are written.
 */
const WOOCOMMERCE_HOOKS: Record<WebhookTopic, readonly string[]> = {
  'coupon.created': ['woocommerce_process_shop_coupon_meta', 'woocommerce_new_coupon'],
  'coupon.updated': ['woocommerce_process_shop_coupon_meta', 'woocommerce_update_coupon'],
  'coupon.deleted': ['wp_trash_post'],
  'customer.created': ['user_register', 'woocommerce_created_customer', 'woocommerce_new_customer'],
  'customer.updated': ['profile_update', 'woocommerce_update_customer'],
  'customer.deleted': ['delete_user'],
  'order.created': ['woocommerce_new_order'],
  'order.updated': ['woocommerce_update_order', 'woocommerce_order_refunded', 'woocommerce_delete_order_refund'],
  'order.deleted': ['wp_trash_post', 'woocommerce_trash_order'],
  'order.restored': ['untrashed_post'],
  'product.created': ['woocommerce_process_product_meta', 'woocommerce_new_product', 'woocommerce_new_product_variation'],
  'product.updated': ['woocommerce_process_product_meta', 'woocommerce_update_product', 'woocommerce_update_product_variation'],
  'product.deleted': ['wp_trash_post'],
};

export function topicHooks(topic: WebhookTopic): string[] {
  return [...WOOCOMMERCE_HOOKS[topic]];
}
