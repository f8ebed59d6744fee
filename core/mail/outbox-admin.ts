import type { Db } from '../../db/connect.ts';
import type { OutboxMessage } from '../../db/schema.ts';
import { isRowId } from '../shared/row-id.ts';
import { nowIso } from '../shared/time.ts';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Each status as the owner reads it. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = { pending: 'Waiting', sent: 'Sent', failed: 'Failed' };

export const isOutboxStatus = (value: unknown): value is OutboxStatus => (OUTBOX_STATUSES as readonly unknown[]).includes(value);

export type OutboxRow = Pick<OutboxMessage, 'id' | 'kind' | 'to_address' | 'subject' | 'status' | 'attempts' | 'last_error' | 'created_at' | 'sent_at'>;

/** The outbox for the owner, newest first, optionally of one status; with the count of each status. */
export async function listOutbox(db: Db, query: { status: OutboxStatus | null; page: number; perPage: number }): Promise<{ rows: OutboxRow[]; total: number; counts: Record<OutboxStatus, number> }> {
  let rows = db.selectFrom('outbox').select(['id', 'kind', 'to_address', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'sent_at']);
  if (query.status) rows = rows.where('status', '=', query.status);
  const [page, grouped] = await Promise.all([
    rows
      .orderBy('id', 'desc')
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
    db
      .selectFrom('outbox')
      .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
      .groupBy('status')
      .execute(),
  ]);
  const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0, failed: 0 };
  for (const row of grouped) if (isOutboxStatus(row.status)) counts[row.status] = Number(row.n);
  const total = query.status ? counts[query.status] : counts.pending + counts.sent + counts.failed;
  return { rows: page, total, counts };
}

/** One message whole (its text and HTML), or null. */
export async function getOutboxMessage(db: Db, id: number): Promise<Omit<OutboxMessage, 'locked_until'> | null> {
  if (!isRowId(id)) return null;
  const row = await db
    .selectFrom('outbox')
    .select(['id', 'kind', 'to_address', 'subject', 'html', 'text', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Sends a message again: a failed one is queued again as it is (its attempts start over); a sent one is
 * copied as a new message, so the outbox keeps what went out when. A message still waiting is left alone.
 * The id of the message that will go out, or null when there is no such message.
 */
export async function resendOutboxMessage(db: Db, id: number): Promise<{ id: number; queued: boolean } | null> {
  const message = await getOutboxMessage(db, id);
  if (!message) return null;
  if (message.status === 'pending') return { id, queued: false };
  if (message.status === 'failed') {
    await db.updateTable('outbox').set({ status: 'pending', attempts: 0, last_error: null, locked_until: null }).where('id', '=', id).where('status', '=', 'failed').execute();
    return { id, queued: true };
  }
  const copy = await db
    .insertInto('outbox')
    .values({ kind: message.kind, to_address: message.to_address, subject: message.subject, html: message.html, text: message.text, status: 'pending', attempts: 0, last_error: null, created_at: nowIso(), sent_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: copy.id, queued: true };
}
