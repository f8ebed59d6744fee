import { afterEach, describe, expect, it, vi } from 'vitest';
import { purgeStaleLoginAttempts } from '../core/accounts/login-attempts-purge.ts';
import { takeRateLimit } from '../core/shared/rate-limits.ts';
import type { Db } from '../db/connect.ts';
import { PURGES, startHousekeeping, type Housekeeping, type Purge } from '../server/process/housekeeping.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';

const NOW = new Date('2030-06-15T12:00:00.000Z');
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();
const minutesAfter = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

async function keysLeft(db: Db): Promise<string[]> {
  return (await db.selectFrom('login_attempts').select('key').orderBy('key').execute()).map((row) => row.key);
}

async function sessionIds(db: Db): Promise<string[]> {
  return (await db.selectFrom('sessions').select('id').orderBy('id').execute()).map((row) => row.id);
}

async function insertSessions(db: Db, ids: string[], expiresAt: string): Promise<void> {
  await db
    .insertInto('sessions')
    .values(ids.map((id) => ({ id, user_id: null, data: '{}', expires_at: expiresAt, updated_at: hoursBefore(100) })))
    .execute();
}

describe.each(DIALECTS)('housekeeping on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let housekeeping: Housekeeping | undefined;
  afterEach(async () => {
    await housekeeping?.stop();
    housekeeping = undefined;
    await database.db.deleteFrom('sessions').execute();
    await database.db.deleteFrom('login_attempts').execute();
  });

  it('forgets login attempts untouched for a day, but never a login still locked', async () => {
    await database.db
      .insertInto('login_attempts')
      .values([
        { key: 'login:stale', failures: 3, locked_until: null, updated_at: hoursBefore(25) },
        { key: 'login:stale-lock-over', failures: 0, locked_until: hoursBefore(24), updated_at: hoursBefore(25) },
        { key: 'login:stale-but-locked', failures: 0, locked_until: minutesAfter(10), updated_at: hoursBefore(25) },
        { key: 'login:recent', failures: 2, locked_until: null, updated_at: hoursBefore(23) },
      ])
      .execute();
    expect(await purgeStaleLoginAttempts(database.db, NOW)).toBe(2);
    expect(await keysLeft(database.db)).toEqual(['login:recent', 'login:stale-but-locked']);
    // Once its lock has run out, the locked one goes too.
    expect(await purgeStaleLoginAttempts(database.db, new Date(Date.parse(minutesAfter(11))))).toBe(1);
    expect(await keysLeft(database.db)).toEqual(['login:recent']);
  });

  it('purges expired sessions and stale login attempts in bounded batches per run', async () => {
    await insertSessions(database.db, ['expired-a', 'expired-b', 'expired-c', 'expired-d', 'expired-e'], hoursBefore(1));
    await insertSessions(database.db, ['live'], minutesAfter(60));
    await database.db.insertInto('login_attempts').values({ key: 'login:old', failures: 1, locked_until: null, updated_at: hoursBefore(48) }).execute();

    // Two batches of two per purge and run: a backlog of five takes two runs.
    housekeeping = startHousekeeping({ db: database.db, now: () => NOW, batch: 2, maxBatchesPerRun: 2, intervalMs: 60_000 });
    expect(await housekeeping.runOnce()).toMatchObject({ 'expired sessions': 4, 'stale login attempts': 1 });
    expect(await sessionIds(database.db)).toHaveLength(2);
    expect(await housekeeping.runOnce()).toMatchObject({ 'expired sessions': 1, 'stale login attempts': 0 });
    expect(await sessionIds(database.db)).toEqual(['live']);
    expect(await keysLeft(database.db)).toEqual([]);
  });

  it('also forgets ended rate-limit windows, and runs every purge the shop has', async () => {
    await takeRateLimit(database.db, 'test:ended', { limit: 5, windowMinutes: 15 }, new Date(NOW.getTime() - 3_600_000));
    await takeRateLimit(database.db, 'test:open', { limit: 5, windowMinutes: 15 }, NOW);
    housekeeping = startHousekeeping({ db: database.db, now: () => NOW, intervalMs: 60_000 });
    const report = await housekeeping.runOnce();
    expect(Object.keys(report)).toEqual(PURGES.map((purge) => purge.name));
    expect(report['expired rate limits']).toBe(1);
    const left = await database.db.selectFrom('rate_limits').select('key').execute();
    expect(left.map((row) => row.key)).toEqual(['test:open']);
    await database.db.deleteFrom('rate_limits').execute();
  });

  it('runs on its timer, and a failing purge neither stops the others nor the loop', async () => {
    await insertSessions(database.db, ['expired-1'], hoursBefore(1));
    const failing: Purge = {
      name: 'broken table',
      run: () => Promise.reject(new Error('no such table: broken')),
    };
    const onError = vi.fn();
    housekeeping = startHousekeeping({ db: database.db, purges: [failing, ...PURGES], now: () => NOW, intervalMs: 20, onError });
    await vi.waitFor(() => expect(onError.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    expect(onError).toHaveBeenCalledWith(failing, expect.objectContaining({ message: 'no such table: broken' }));
    expect(await sessionIds(database.db)).toEqual([]);

    // New expired rows are picked up by a later run of the same loop.
    await insertSessions(database.db, ['expired-2'], hoursBefore(1));
    await vi.waitFor(async () => expect(await sessionIds(database.db)).toEqual([]), { timeout: 10_000 });
  });

  it('logs a failed purge in one line and keeps the process serving', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      housekeeping = startHousekeeping({
        db: database.db,
        purges: [{ name: 'broken table', run: () => Promise.reject(new Error('database is down')) }],
        intervalMs: 60_000,
      });
      expect(await housekeeping.runOnce()).toEqual({});
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^Housekeeping: deleting broken table failed \(database is down\)/));
    } finally {
      errors.mockRestore();
    }
  });

  it('stops: no run after stop()', async () => {
    const run = vi.fn(() => Promise.resolve(0));
    housekeeping = startHousekeeping({ db: database.db, purges: [{ name: 'counted', run }], intervalMs: 10 });
    await vi.waitFor(() => expect(run).toHaveBeenCalled(), { timeout: 10_000 });
    await housekeeping.stop();
    const calls = run.mock.calls.length;
    await new Promise((wake) => setTimeout(wake, 100));
    expect(run.mock.calls.length).toBe(calls);
  });
});
