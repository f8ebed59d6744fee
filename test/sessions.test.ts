import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deleteExpiredSessions, loadSession } from '../core/session/store.ts';
import { RequestSession, sessionCookieName } from '../app/services/request-session.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertCustomer } from './fixtures/shop-data.ts';

describe.each(DIALECTS)('sessions on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const cookieName = sessionCookieName('test');

  const open = (cookieValue?: string) =>
    new RequestSession({ db: database.db, cookieName, cookieValue, secure: false, lifetimeHours: 48 });

  it('names the cookie as WooCommerce does, stable per shop', () => {
    expect(cookieName).toMatch(/^wp_woocommerce_session_[0-9a-f]{32}$/);
    expect(sessionCookieName('test')).toBe(cookieName);
  });

  it('costs nothing for a visitor without a cookie, and is created on first write', async () => {
    const session = open();
    expect(await session.get()).toBeNull();
    expect(session.setCookieHeaders).toEqual([]);
    const record = await session.update((data) => {
      data.cart.push({ key: 'k', productId: 1, quantity: 2 });
    });
    expect(session.setCookieHeaders[0]).toMatch(new RegExp(`^${cookieName}=${record.id}; .*HttpOnly; SameSite=Lax`));

    // A later request (or a restarted server) finds the same cart in the database.
    const again = open(record.id);
    expect((await again.data()).cart).toEqual([{ key: 'k', productId: 1, quantity: 2 }]);
  });

  it("makes a change again over what another request of the session saved since it read it, so neither is lost", async () => {
    const first = open();
    const { id } = await first.update((data) => {
      data.cart.push({ key: 'a', productId: 1, quantity: 1 });
    });
    // Two requests read the session, then each saves its own change.
    const [tab, otherTab] = [open(id), open(id)];
    await Promise.all([tab.get(), otherTab.get()]);
    await tab.update((data) => {
      data.cart.push({ key: 'b', productId: 2, quantity: 1 });
    });
    let made = 0;
    await otherTab.change(async (data, again) => {
      made++;
      // Made again, it sees what the other tab saved.
      expect(data.cart.map((line) => line.key)).toEqual(again ? ['a', 'b'] : ['a']);
      data.cart.push({ key: 'c', productId: 3, quantity: 1 });
      return true;
    });
    expect(made).toBe(2);
    await otherTab.addNotice({ type: 'success', message: 'Added.' });
    // A notice saved by a request that read the session before both changes keeps them too.
    const late = open(id);
    await late.get();
    await open(id).update((data) => {
      data.cart.push({ key: 'd', productId: 4, quantity: 1 });
    });
    await late.addNotice({ type: 'info', message: 'Later.' });
    const stored = await loadSession(database.db, id);
    expect(stored?.data.cart.map((line) => line.key)).toEqual(['a', 'b', 'c', 'd']);
    expect(stored?.data.notices.map((notice) => notice.message)).toEqual(['Added.', 'Later.']);
  });

  it('ignores garbage and unknown session ids', async () => {
    for (const value of ['', 'x', '../../etc/passwd', 'a'.repeat(500), 'unknown-but-well-formed-id']) {
      expect(await open(value).get()).toBeNull();
    }
  });

  it('hands out notices once', async () => {
    const session = open();
    // A visitor with a session keeps notices in it.
    await session.nonce();
    await session.addNotice({ type: 'success', message: 'Saved.' });
    const id = (await session.get())!.id;
    expect(await open(id).takeNotices()).toEqual([{ type: 'success', message: 'Saved.' }]);
    expect(await open(id).takeNotices()).toEqual([]);
  });

  it('checks nonces in constant time and refuses wrong ones', async () => {
    const session = open();
    const nonce = await session.nonce();
    expect(await session.verifyNonce(nonce)).toBe(true);
    expect(await session.verifyNonce(`${nonce}x`)).toBe(false);
    expect(await session.verifyNonce(undefined)).toBe(false);
    expect(await open().verifyNonce(nonce)).toBe(false);
  });

  it('signs in under a new id, keeping the cart, and signs out', async () => {
    const session = open();
    const before = await session.update((data) => {
      data.cart.push({ key: 'k2', productId: 7, quantity: 1 });
    });
    const userId = await insertCustomer(database.db, { username: 'u' });
    await session.signIn(userId);
    const after = await session.get();
    expect(after!.id).not.toBe(before.id);
    expect(await loadSession(database.db, before.id)).toBeNull();
    expect((await open(after!.id).get())!.userId).toBe(userId);
    expect((await open(after!.id).data()).cart).toHaveLength(1);

    await session.signOut();
    expect(await loadSession(database.db, after!.id)).toBeNull();
    expect(session.setCookieHeaders.at(-1)).toMatch(/Max-Age=0/);
  });

  it('does not load an expired session and purges expired ones in batches, keeping live ones', async () => {
    const at = (iso: string) => ({ user_id: null, data: '{"cart":[],"notices":[]}', expires_at: iso, updated_at: '2000-01-01T00:00:00.000Z' });
    const expired = Array.from({ length: 5 }, (_, n) => `expired-session-id-${String(n).padStart(4, '0')}`);
    await database.db
      .insertInto('sessions')
      .values([...expired.map((id) => ({ id, ...at('2000-01-01T00:00:00.000Z') })), { id: 'live-session-id-00000000', ...at('2999-01-01T00:00:00.000Z') }])
      .execute();
    expect(await loadSession(database.db, expired[0] as string)).toBeNull();
    expect(await open(expired[0]).data()).toEqual({ cart: [], notices: [], coupons: [] });

    const now = new Date();
    expect(await deleteExpiredSessions(database.db, now, 3)).toBe(3);
    expect(await deleteExpiredSessions(database.db, now, 3)).toBe(2);
    expect(await deleteExpiredSessions(database.db, now, 3)).toBe(0);
    const left = await database.db.selectFrom('sessions').select('id').where('id', 'in', [...expired, 'live-session-id-00000000']).execute();
    expect(left.map((row) => row.id)).toEqual(['live-session-id-00000000']);
  });

  it('sends the cookie again on every save, with the lifetime of the stored session', async () => {
    const first = open();
    const record = await first.update((data) => {
      data.cart.push({ key: 'k3', productId: 3, quantity: 1 });
    });
    const lifetime = `Max-Age=${48 * 3600}`;
    expect(first.setCookieHeaders).toEqual([expect.stringContaining(lifetime)]);

    const expiryOf = async () => (await database.db.selectFrom('sessions').select('expires_at').where('id', '=', record.id).executeTakeFirstOrThrow()).expires_at;
    const maxAgeOf = (session: RequestSession) => Number(/Max-Age=(\d+)/.exec(session.setCookieHeaders.at(-1) ?? '')?.[1]);

    // A change within the hour leaves the stored expiry as it was (the row written in place), and the cookie gets what is left of it.
    const stored = await expiryOf();
    const soon = open(record.id);
    await soon.addNotice({ type: 'info', message: 'Soon after.' });
    expect(await expiryOf()).toBe(stored);
    expect(soon.setCookieHeaders).toEqual([expect.stringMatching(new RegExp(`^${cookieName}=${record.id};`))]);
    expect(Math.abs(Date.now() + maxAgeOf(soon) * 1000 - Date.parse(stored))).toBeLessThan(2000);

    // A session last saved over an hour ago: the next change moves its expiry the whole lifetime ahead, and the cookie's with it.
    const hourAndMinuteAgo = new Date(Date.parse(stored) - 61 * 60_000).toISOString();
    await database.db.updateTable('sessions').set({ expires_at: hourAndMinuteAgo }).where('id', '=', record.id).execute();
    const later = open(record.id);
    const before = Date.now();
    await later.addNotice({ type: 'info', message: 'Still here.' });
    expect(Date.parse(await expiryOf())).toBeGreaterThanOrEqual(before + 48 * 3_600_000);
    expect(Math.abs(maxAgeOf(later) - 48 * 3600)).toBeLessThanOrEqual(1);

    // Reading alone sends nothing.
    const reader = open(record.id);
    await reader.data();
    expect(reader.setCookieHeaders).toEqual([]);
  });

  it('gives a visitor without a session their notices in a cookie, never a session row', async () => {
    const count = async () => Number((await database.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const first = open('unknown-but-well-formed-id');
    await first.addNotice({ type: 'error', message: 'Sorry, this product cannot be purchased.' });
    await first.addNotice({ type: 'error', message: 'Sorry, this product cannot be purchased.' });
    expect(await count()).toBe(before);
    expect(first.setCookieHeaders).toHaveLength(1);
    const cookie = /^vitrine_notices=([^;]+);.*HttpOnly/.exec(first.setCookieHeaders[0] ?? '')?.[1];
    expect(cookie).toBeDefined();

    const next = new RequestSession({ db: database.db, cookieName, cookieValue: undefined, secure: false, lifetimeHours: 48, noticeCookieValue: cookie });
    expect(next.hasNoticeCookie).toBe(true);
    expect(await next.takeNotices()).toEqual([{ type: 'error', message: 'Sorry, this product cannot be purchased.' }]);
    expect(next.setCookieHeaders).toEqual([expect.stringMatching(/^vitrine_notices=; .*Max-Age=0/)]);
    expect(await count()).toBe(before);

    // A forged or broken cookie shows nothing and is deleted all the same.
    for (const value of ['x', Buffer.from('[{"type":"evil","message":1}]').toString('base64url')]) {
      const forged = new RequestSession({ db: database.db, cookieName, cookieValue: undefined, secure: false, lifetimeHours: 48, noticeCookieValue: value });
      expect(await forged.takeNotices()).toEqual([]);
      expect(forged.setCookieHeaders).toEqual([expect.stringContaining('Max-Age=0')]);
    }
  });
});

describe.each(DIALECTS)('one request using its session from parallel loaders on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('creates one session and loses no write', async () => {
    const session = new RequestSession({ db: database.db, cookieName: 'c', cookieValue: undefined, secure: false, lifetimeHours: 1 });
    const [nonceA, nonceB] = await Promise.all([
      session.nonce(),
      session.nonce(),
      session.addNotice({ type: 'info', message: 'one' }),
      session.addNotice({ type: 'info', message: 'two' }),
    ]);
    expect(nonceA).toBe(nonceB);
    expect(session.setCookieHeaders).toHaveLength(1);
    const id = (await session.get())!.id;
    const stored = await loadSession(database.db, id);
    expect(stored!.data.nonce).toBe(nonceA);
    expect(stored!.data.notices.map((notice) => notice.message)).toEqual(['one', 'two']);
  });
});

describe.runIf(DIALECTS.includes('postgres'))('the sessions table on PostgreSQL', () => {
  const database = useTestDatabase('postgres');

  it('keeps room on each page for the next versions of its rows (migration 070)', async () => {
    const { rows } = await sql<{ options: string[] | null }>`select reloptions as options from pg_class where oid = 'sessions'::regclass`.execute(database.db);
    expect(rows[0]?.options).toContain('fillfactor=80');
  });
});
