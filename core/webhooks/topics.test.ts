import { describe, expect, it } from 'vitest';
import { isWebhookTopic, splitTopic, topicHooks, topicLabel, topicProblem, WEBHOOK_TOPICS } from './topics.ts';

describe('webhook topics', () => {
  it('are the four resources’ created, updated and deleted events, and an order’s restoring', () => {
    expect(WEBHOOK_TOPICS).toEqual([
      'coupon.created',
      'coupon.updated',
      'coupon.deleted',
      'customer.created',
      'customer.updated',
      'customer.deleted',
      'order.created',
      'order.updated',
      'order.deleted',
      'order.restored',
      'product.created',
      'product.updated',
      'product.deleted',
    ]);
    expect(splitTopic('order.created')).toEqual({ resource: 'order', event: 'created' });
    expect(topicLabel('customer.updated')).toBe('Customer updated');
    expect(topicLabel('order.restored')).toBe('Order restored');
    expect(splitTopic('order.restored')).toEqual({ resource: 'order', event: 'restored' });
    expect(topicHooks('order.restored')).toEqual(['untrashed_post']);
    expect(topicHooks('order.updated')).toEqual(['woocommerce_update_order', 'woocommerce_order_refunded', 'woocommerce_delete_order_refund']);
  });

  it('refuse WooCommerce’s topics the shop never sends, saying why', () => {
    expect(topicProblem('order.created')).toBeNull();
    expect(isWebhookTopic('Order.Created')).toBe(false);
    expect(topicProblem('order.restored')).toBeNull();
    expect(topicProblem('product.restored')).toMatch(/only orders go to the trash/);
    expect(topicProblem('action.woocommerce_add_to_cart')).toMatch(/WordPress action/);
    expect(topicProblem('order.paid')).toMatch(/^must be one of coupon\.created, /);
  });
});
