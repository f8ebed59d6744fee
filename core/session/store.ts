import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { Db, DialectName } from '../../db/connect.ts';
import { addHours, nowIso } from '../shared/time.ts';

/**
 * Server-side sessions: the cookie holds only a random id; carts, notices and the signed-in user live
 * in the database, so they survive restarts and are shared by every process.
 */
export const noticeSchema = z.object({ type: z.enum(['success', 'error', 'info']), message: z.string() });

export const sessionDataSchema = z
  .object({
    cart: z
      .array(
        z.object({
          key: z.string(),
          /** The product chosen: a simple product, or a variation's variable product. */
          productId: z.number().int(),
          /** The variation sold, for a variable product. */
          variationId: z.number().int().optional(),
          /** Every attribute of the variation (`pa_colour` → `blue`), the shopper's own choice where it allows "any". */
          attributes: z.record(z.string().max(200), z.string().max(200)).optional(),
          quantity: z.number().int().positive(),
        }),
      )
      .default([]),
    notices: z.array(noticeSchema).default([]),
    /** The coupons applied to the cart, by lower-case code, in the order they were applied. */
    coupons: z.array(z.string().max(200)).max(50).default([]),
    /** Where the shopper said the cart goes (the cart's calculator, checkout's address) and the shipping rate chosen. */
    shipping: z
      .object({
        destination: z.object({ country: z.string().max(2), state: z.string().max(100), postcode: z.string().max(20), city: z.string().max(100) }).optional(),
        chosen: z.string().max(100).optional(),
        /** The checkout's billing address as typed, where tax follows it. */
        billing: z.object({ country: z.string().max(2), state: z.string().max(100), postcode: z.string().max(20), city: z.string().max(100) }).optional(),
      })
      .optional(),
    /** Anti-forgery token for state-changing links and forms. */
    nonce: z.string().optional(),
    /**
     * The order the cart became, written with the order in its transaction as the cart is emptied: a
     * checkout submitted again (a double click, a retry) is shown this order. Gone once the cart changes.
     */
    placedOrder: z.object({ orderId: z.number().int(), orderKey: z.string() }).optional(),
  })
  .loose();

export type SessionData = z.infer<typeof sessionDataSchema>;
export type Notice = SessionData['notices'][number];

export interface SessionRecord {
  id: string;
  userId: number | null;
  data: SessionData;
  /**
   * The data as the database held it when this record was read or last written; absent for a session
   * not stored yet. A save writes only over that (saveSessionIfUnchanged): two requests of one session
   * never both build on the same data.
   */
  stored?: string;
  /** When the stored session expires (ISO); absent for a session not stored yet. */
  expiresAt?: string;
}

export function newSessionId(): string {
  return randomBytes(24).toString('base64url');
}

export function emptySessionData(): SessionData {
  return { cart: [], notices: [], coupons: [] };
}

/** Whether a cookie's value can name a session at all (anything else is never looked up). */
export function isSessionId(id: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}$/.test(id);
}

export async function loadSession(db: Db, id: string): Promise<SessionRecord | null> {
  if (!isSessionId(id)) return null;
  const [row] = await sessionById(db, { id });
  return row ? sessionRecordFrom(row) : null;
}

/** Every request with a session cookie reads its session, and every change writes it: both kept compiled. */
const sessionById = reusableQuery((db, p: { id: string }) => db.selectFrom('sessions').select(['id', 'user_id', 'data', 'expires_at']).where('id', '=', p.id));

/**
 * Writes the session, new or over the data it was read with, and returns its id; nothing where the stored
 * data is no longer that (another request of the session wrote meanwhile) or a new session's id is taken.
 */
const writeSessionOver = reusableQuery(
  (db, p: { id: string; user_id: number | null; data: string; expires_at: string; updated_at: string; stored: string | null }) => {
    const values = { user_id: p.user_id, data: p.data, expires_at: p.expires_at, updated_at: p.updated_at };
    return db
      .insertInto('sessions')
      .values({ id: p.id, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values).where('sessions.data', '=', p.stored as string))
      .returning('sessions.id');
  },
  // A session (a cart, notices) is worth less than the wait for the disk on every change: see ReusableOptions.
  { commit: 'lazy' },
);

/**
 * Reads a session inside the caller's transaction and keeps its row locked until the transaction ends,
 * so two requests of one session cannot both act on the same cart: PostgreSQL locks the row
 * (`FOR UPDATE`; the other request waits and then reads what the first wrote); SQLite's transactions
 * begin IMMEDIATE and so already hold the database's write lock. Null when there is no live session.
 */
export async function lockSession(trx: Db, id: string, dialect: DialectName): Promise<SessionRecord | null> {
  const row = await trx
    .selectFrom('sessions')
    .select(['id', 'user_id', 'data', 'expires_at'])
    .where('id', '=', id)
    .$if(dialect === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
  return row ? sessionRecordFrom(row) : null;
}

/** Writes a session's data in the caller's transaction (the row exists: see lockSession). */
export async function writeSessionData(trx: Db, session: SessionRecord): Promise<void> {
  const data = JSON.stringify(session.data);
  await trx.updateTable('sessions').set({ data, updated_at: nowIso() }).where('id', '=', session.id).execute();
  session.stored = data;
}

/** A session row as read; an expired one is no session. */
export interface SessionRow {
  id: string;
  user_id: number | null;
  data: string;
  expires_at: string;
}

export function sessionRecordFrom(row: SessionRow): SessionRecord | null {
  if (row.expires_at < nowIso()) return null;
  const parsed = sessionDataSchema.safeParse(parseJson(row.data));
  return { id: row.id, userId: row.user_id, data: parsed.success ? parsed.data : emptySessionData(), stored: row.data, expiresAt: row.expires_at };
}

/**
 * The expiry a save gives the session: `lifetimeHours` from now, unless the stored one is at most a 48th
 * of the lifetime short of that (an hour of the default 48), as WooCommerce moves a session's expiry only
 * as it nears. A save that leaves the expiry (an indexed column) as it was is one PostgreSQL makes in
 * place of the row (a heap-only update), without a new entry in either of the table's indexes: a cart
 * changed again and again stays one index entry, not a chain of dead ones every later read walks.
 */
export function expiryOfSave(storedExpiry: string | undefined, now: string, lifetimeHours: number): string {
  const full = addHours(now, lifetimeHours);
  return storedExpiry !== undefined && storedExpiry >= addHours(full, -lifetimeHours / 48) && storedExpiry <= full ? storedExpiry : full;
}

/**
 * Saves the session where it still holds what the record was read with (`stored`; a new session where its
 * id is free), and returns true; false when another request of the session wrote first: the caller reads
 * it again and makes its change over what that request wrote.
 */
export async function saveSessionIfUnchanged(db: Db, session: SessionRecord, lifetimeHours: number): Promise<boolean> {
  const now = nowIso();
  const data = JSON.stringify(session.data);
  const expiresAt = expiryOfSave(session.expiresAt, now, lifetimeHours);
  const written = await writeSessionOver(db, { id: session.id, user_id: session.userId, data, expires_at: expiresAt, updated_at: now, stored: session.stored ?? null });
  if (written.length === 0) return false;
  session.stored = data;
  session.expiresAt = expiresAt;
  return true;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/**
 * Deletes up to `limit` sessions that expired before `now` (a batch, so one call never holds the
 * database for long); returns how many went. The housekeeping job calls it until a batch comes back short.
 */
export async function deleteExpiredSessions(db: Db, now: Date = new Date(), limit = 500): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', 'in', (eb) => eb.selectFrom('sessions').select('id').where('expires_at', '<', now.toISOString()).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
