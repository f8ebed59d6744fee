import { createHmac, randomBytes } from 'node:crypto';

/** `X-WC-Webhook-Signature`: the base64 HMAC-SHA256 of the exact body sent, keyed with the webhook's secret. */
export function webhookSignature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('base64');
}

/** A secret for a webhook saved without one: 50 characters, as long as WooCommerce's. */
export function newWebhookSecret(): string {
  return randomBytes(38).toString('base64url').slice(0, 50);
}
