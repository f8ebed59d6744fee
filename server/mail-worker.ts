import nodemailer from 'nodemailer';
import type { Db } from '../db/connect.ts';
import { deliverPending, OUTBOX_DEFAULTS, type DeliveryReport, type SendMail } from '../core/mail/outbox.ts';

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

export interface MailWorker {
  /** One round now (also what the timer runs). */
  runOnce(): Promise<DeliveryReport>;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

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
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<DeliveryReport> | null = null;
  let stopped = false;

  const runOnce = (): Promise<DeliveryReport> => {
    running ??= deliverPending(settings.db, settings.send, { batch: settings.batch, maxAttempts: settings.maxAttempts }).finally(() => {
      running = null;
    });
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => (settings.onError ?? console.error)(error))
        .finally(schedule);
    }, settings.intervalMs);
    timer.unref();
  };
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running.catch(() => undefined);
    },
  };
}
