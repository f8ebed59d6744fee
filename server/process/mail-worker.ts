import nodemailer from 'nodemailer';
import type { Db } from '../../db/connect.ts';
import { startPeriodicJob, type PeriodicJob } from './periodic-job.ts';
import { deliverPending, OUTBOX_DEFAULTS, type DeliveryReport, type SendMail } from '../../core/mail/outbox.ts';

export const MAIL_WORKER_DEFAULTS = {
  /** How often the outbox is checked. */
  intervalMs: 5000,
  /** Messages sent per round, so one round never runs for long. */
  batch: OUTBOX_DEFAULTS.batch,
  maxAttempts: OUTBOX_DEFAULTS.maxAttempts,
};

/** A sender over SMTP (`smtp://user:pass@host:port` or `smtps://…`); the transport quotes the name. */
export function createSmtpSender(smtpUrl: string, from: { name: string; address: string }): { send: SendMail; close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({ from, to: message.to_address, subject: message.subject, html: message.html, text: message.text });
    },
    close: () => transport.close(),
  };
}

/** The job's handle: `runOnce()` for a round now, `stop()` on shutdown. */
export type MailWorker = PeriodicJob<DeliveryReport>;

export interface MailWorkerOptions extends Partial<typeof MAIL_WORKER_DEFAULTS> {
  db: Db;
  send: SendMail;
  onError?: (error: unknown) => void;
}

/**
 * Sends the outbox in the background: one round at a time, every few seconds, on a timer that never
 * keeps the process alive. Messages written while mail is down simply wait for the next round.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const settings = { ...MAIL_WORKER_DEFAULTS, ...options };
  const round = () => deliverPending(settings.db, settings.send, { batch: settings.batch, maxAttempts: settings.maxAttempts });
  return startPeriodicJob(round, settings.intervalMs, settings.onError ?? console.error);
}
