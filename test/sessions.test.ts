import { describe, expect, it } from 'vitest';
import { deleteExpiredSessions, loadSession } from '../core/session/store.ts';
import { RequestSession, sessionCookieName } from '../server/request-session.ts';
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

  it('ignores garbage and unknown session ids', async () => {
    for (const value of ['', 'x', '../../etc/passwd', 'a'.repeat(500), 'unknown-but-well-formed-id']) {
      expect(await open(value).get()).toBeNull();
    }
  });

  it('hands out notices once', async () => {
    const session = open();
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

  it('expires old sessions', async () => {
    await database.db
      .insertInto('sessions')
      .values({ id: 'old-session-id-0000000', user_id: null, data: '{}', expires_at: '2000-01-01T00:00:00.000Z', updated_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    expect(await loadSession(database.db, 'old-session-id-0000000')).toBeNull();
    expect(await deleteExpiredSessions(database.db)).toBeGreaterThanOrEqual(1);
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
