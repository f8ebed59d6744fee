import type { Db } from '../../db/connect.ts';
import type { OutboxMessage } from '../../db/schema.ts';
import { nowIso } from '../shared/time.ts';
import { oneLine } from './escape.ts';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Sends one stored message (without the outbox's own lease); throws when the mail server refuses it. */
export type SendMail = (message: Omit<OutboxMessage, 'locked_until'>) => Promise<void>;

export interface DeliveryReport {
  sent: number;
  /** Failed this time, to be tried again later. */
  retrying: number;
  /** Failed for the last allowed time: marked failed. */
  failed: number;
}

export const OUTBOX_DEFAULTS = {
  /** Messages taken per round. */
  batch: 20,
  maxAttempts: 5,
  /** How long a worker holds a message while sending it; another worker may take it after that. */
  leaseMs: 120_000,
  /** Wait before trying a refused message again, multiplied by the attempts so far. */
  retryDelayMs: 60_000,
};

/** Queues a message; call it with the transaction that writes what the message is about. */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      kind: mail.kind,
      to_address: oneLine(mail.to),
      subject: oneLine(mail.subject),
      html: mail.html,
      text: mail.text,
      status: 'pending',
      attempts: 0,
      last_error: null,
      created_at: nowIso(),
      sent_at: null,
    })
    .execute();
}

/**
 * Sends pending messages, oldest first. Each message is taken with a conditional update that sets a
 * lease, so two workers (two processes) never send one message at the same time; a worker that dies
 * mid-send loses the lease and the message goes out later. A message that keeps failing is marked
 * failed after `maxAttempts`, with the last error kept.
 */
export async function deliverPending(db: Db, send: SendMail, options: Partial<typeof OUTBOX_DEFAULTS> = {}): Promise<DeliveryReport> {
  const settings = { ...OUTBOX_DEFAULTS, ...options };
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const now = Date.now();
  const nowText = new Date(now).toISOString();
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowText)]))
    .orderBy('id')
    .limit(settings.batch)
    .execute();
  for (const row of rows) {
    const attempts = row.attempts + 1;
    const claimed = await db
      .updateTable('outbox')
      .set({ attempts, locked_until: new Date(Date.now() + settings.leaseMs).toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('attempts', '=', row.attempts)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowText)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const { locked_until: _lease, ...message } = row;
    try {
      await send({ ...message, attempts });
      await db.updateTable('outbox').set({ status: 'sent', sent_at: nowIso(), last_error: null, locked_until: null }).where('id', '=', row.id).execute();
      report.sent += 1;
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const finalAttempt = attempts >= settings.maxAttempts;
      await db
        .updateTable('outbox')
        .set({
          status: finalAttempt ? 'failed' : 'pending',
          last_error: lastError,
          locked_until: finalAttempt ? null : new Date(Date.now() + settings.retryDelayMs * attempts).toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      if (finalAttempt) report.failed += 1;
      else report.retrying += 1;
    }
  }
  return report;
}
