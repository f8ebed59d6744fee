import { readFileSync } from 'node:fs';
import type { AppConfig } from '../../config/schema.ts';
import type { Db } from '../../db/connect.ts';
import { deliverWebhooks, type WebhookDeliverySettings, type WebhookRoundReport } from '../../core/webhooks/deliver.ts';
import { httpSender, type SendWebhook } from '../../core/webhooks/http-post.ts';
import { wcV3Payloads } from '../rest/wc-v3/webhook-payloads.ts';
import { startPeriodicJob, type PeriodicJob } from './periodic-job.ts';

export const WEBHOOK_WORKER_DEFAULTS = {
  /** How often the delivery queue is checked: a delivery goes out within seconds of its change. */
  intervalMs: 2000,
};

const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Who delivers, in WooCommerce's "WooCommerce/<version> Hookshot (WordPress/<version>)" form. */
export const WEBHOOK_USER_AGENT = `Vitrine/${VERSION} Hookshot (Node.js/${process.versions.node})`;

export interface WebhookShop {
  config: AppConfig;
  /** The shop's public origin, without a trailing slash. */
  siteOrigin: string;
  /** Sends the deliveries; HTTP(S) under the config's address policy when left out. */
  send?: SendWebhook;
}

/** How this shop delivers: its address in the headers and the JSON's links, its owner told of a disabled webhook. */
export function webhookDeliverySettings(shop: WebhookShop): WebhookDeliverySettings {
  const { config, siteOrigin } = shop;
  return {
    send: shop.send ?? httpSender({ policy: { allowPrivate: config.webhooks.allowPrivateTargets } }),
    payloads: wcV3Payloads({ siteOrigin, uploadsUrl: '/uploads', currency: config.store.currency }),
    source: `${siteOrigin}/`,
    userAgent: WEBHOOK_USER_AGENT,
    owner: { email: config.store.email, storeName: config.store.name, webhookUrl: (id) => `${siteOrigin}/admin/settings/webhooks/${id}/` },
  };
}

export type WebhookWorker = PeriodicJob<WebhookRoundReport>;

export interface WebhookWorkerOptions extends WebhookShop, Partial<typeof WEBHOOK_WORKER_DEFAULTS> {
  db: Db;
  onError?: (error: unknown) => void;
}

/**
 * Delivers the webhook queue in the background, one round at a time on a timer that never keeps the
 * process alive. Deliveries queued while this process was down (or by another) simply wait for a round.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const settings = webhookDeliverySettings(options);
  const onError = options.onError ?? ((error: unknown) => console.error(`Delivering webhooks failed (${error instanceof Error ? error.message : String(error)}); trying again shortly.`));
  return startPeriodicJob(() => deliverWebhooks(options.db, settings), options.intervalMs ?? WEBHOOK_WORKER_DEFAULTS.intervalMs, onError);
}
