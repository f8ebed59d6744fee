import type { WebhookRow } from '../../db/schema.ts';
import { escapeHtml, oneLine } from '../mail/escape.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

/** Where the owner hears that a webhook stopped: the shop's address and name, and the webhook's admin page. */
export interface DisabledNoticeOptions {
  to: string;
  storeName: string;
  /** Absolute address of the webhook's page in the admin. */
  adminUrl: string;
}

/** The owner's e-mail about a webhook disabled after failed deliveries, in the admin's language (English). */
export function renderWebhookDisabledMail(webhook: Pick<WebhookRow, 'name' | 'topic' | 'delivery_url'>, failures: number, lastAnswer: string, options: DisabledNoticeOptions): OutgoingMail {
  const heading = `Webhook “${webhook.name}” was disabled`;
  const lines = [
    `Its last ${failures} deliveries to ${webhook.delivery_url} failed, so the shop stopped sending it.`,
    `Topic: ${webhook.topic}`,
    `Last answer: ${lastAnswer}`,
    'The deliveries it had still to make are kept: set its status to Active again to send them.',
  ];
  return {
    kind: 'webhook_disabled',
    to: options.to,
    subject: oneLine(`[${options.storeName}] Webhook “${webhook.name}” was disabled`),
    html: [`<h1>${escapeHtml(heading)}</h1>`, ...lines.map((line) => `<p>${escapeHtml(line)}</p>`), `<p><a href="${escapeHtml(options.adminUrl)}">Open the webhook</a></p>`].join('\n'),
    text: [heading, '', ...lines, '', `Open the webhook: ${options.adminUrl}`].join('\n'),
  };
}
