import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authenticate, LOGIN_ADDRESS_LIMIT, type LoginAttempt } from '../core/accounts/authenticate.ts';
import { KNOWN_DEVICE, purgeKnownLoginDevices } from '../core/accounts/known-devices.ts';
import { LOGIN_GUARD } from '../core/accounts/login-guard.ts';
import { verifyPassword } from '../core/accounts/password.ts';
import { registerCustomer } from '../core/accounts/register.ts';
import { purgeRateLimits } from '../core/shared/rate-limits.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';

// Every password check is counted: the limiter must refuse before the slow hash, not after it.
vi.mock('../core/accounts/password.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../core/accounts/password.ts')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const hashChecks = () => vi.mocked(verifyPassword).mock.calls.length;

const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);
const attempt = (login: string, password: string, extra: Partial<LoginAttempt> = {}): LoginAttempt => ({ login, password, clientAddress: null, deviceTokens: [], ...extra });
/** An attacker with many addresses (a botnet), so only the account's own limit applies. */
const fromBotnet = (i: number) => ({ clientAddress: `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}` });

describe.each(DIALECTS)('login limits on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let counter = 0;

  /** A fresh account (each test its own) and its owner's known-device token from an earlier sign-in. */
  async function account(password = 'right-password'): Promise<{ login: string; ownerDevice: string }> {
    const login = `owner${++counter}`;
    const created = await registerCustomer(database.db, { email: `${login}@example.com`, password });
    if (!created.ok) throw new Error('registration failed');
    const signedIn = await authenticate(database.db, attempt(login, password), new Date('2030-01-01T00:00:00Z'));
    if (!signedIn.ok) throw new Error('sign-in failed');
    return { login, ownerDevice: signedIn.value.deviceToken };
  }

  beforeEach(() => {
    vi.mocked(verifyPassword).mockClear();
  });

  it('checks at most the free attempts of 100 parallel wrong passwords for one account, from any number of addresses', async () => {
    const { login } = await account();
    const now = new Date('2030-02-01T10:00:00Z');
    vi.mocked(verifyPassword).mockClear();
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => authenticate(database.db, attempt(login, `guess-${i}`, fromBotnet(i)), now)));
    expect(hashChecks()).toBe(LOGIN_GUARD.freeFailures);
    expect(results.filter((r) => !r.ok && r.error.code === 'invalid_credentials')).toHaveLength(LOGIN_GUARD.freeFailures);
    expect(results.filter((r) => !r.ok && r.error.code === 'throttled')).toHaveLength(100 - LOGIN_GUARD.freeFailures);
  });

  it('lets the owner in at once from a browser that signed in before, after 5 and after 100+ wrong passwords', async () => {
    const { login, ownerDevice } = await account();
    const start = new Date('2030-03-01T10:00:00Z');
    for (let i = 0; i < LOGIN_GUARD.freeFailures; i++) await authenticate(database.db, attempt(login, `guess-${i}`, fromBotnet(i)), start);
    const afterFive = await authenticate(database.db, attempt(login, 'right-password', { clientAddress: '192.0.2.1', deviceTokens: [ownerDevice] }), at(start, 1));
    expect(afterFive.ok).toBe(true);

    await Promise.all(Array.from({ length: 120 }, (_, i) => authenticate(database.db, attempt(login, `more-${i}`, fromBotnet(i)), at(start, 2))));
    // Even from the attacker's own address, which is over its budget by now.
    await Promise.all(Array.from({ length: LOGIN_ADDRESS_LIMIT.limit + 5 }, (_, i) => authenticate(database.db, attempt(`nobody-${i}`, 'x', { clientAddress: '192.0.2.1' }), at(start, 3))));
    expect(await authenticate(database.db, attempt(login, 'right-password', { clientAddress: '192.0.2.1' }), at(start, 4))).toMatchObject({ error: { message: /from your network/ } });
    const afterMany = await authenticate(database.db, attempt(login, 'right-password', { clientAddress: '192.0.2.1', deviceTokens: [ownerDevice] }), at(start, 4));
    expect(afterMany.ok && afterMany.value.deviceToken).toBe(ownerDevice);
  }, 120_000);

  it('slows the owner on a new browser for seconds, never 15 minutes, while the account is under attack', async () => {
    const { login } = await account();
    const start = new Date('2030-04-01T10:00:00Z');
    const owner = (when: Date) => authenticate(database.db, attempt(login, 'right-password', { clientAddress: '203.0.113.9' }), when);

    // Five wrong passwords: the sixth attempt waits 5 seconds, then the owner is in.
    for (let i = 0; i < LOGIN_GUARD.freeFailures; i++) await authenticate(database.db, attempt(login, `guess-${i}`, fromBotnet(i)), start);
    const early = await owner(at(start, 1));
    expect(early).toEqual({
      ok: false,
      error: { code: 'throttled', retryAfterSeconds: 4, message: 'Too many failed login attempts. Please try again in 4 seconds, or use “Lost your password?” below.' },
    });
    expect((await owner(at(start, LOGIN_GUARD.delaysSeconds[0]))).ok).toBe(true);

    // 100 more wrong passwords at once, then one each time the wait ends until it is at its longest (a minute).
    let now = at(start, 10);
    await Promise.all(Array.from({ length: 100 }, (_, i) => authenticate(database.db, attempt(login, `burst-${i}`, fromBotnet(i)), now)));
    for (let step = 0; step < LOGIN_GUARD.delaysSeconds.length; step++) {
      const refused = await authenticate(database.db, attempt(login, `early-${step}`, fromBotnet(step)), now);
      if (refused.ok || refused.error.code !== 'throttled') throw new Error('expected a wait');
      now = at(now, refused.error.retryAfterSeconds);
      expect(await authenticate(database.db, attempt(login, `step-${step}`, fromBotnet(step)), now)).toMatchObject({ error: { code: 'invalid_credentials' } });
    }
    const waiting = await owner(at(now, 1));
    expect(!waiting.ok && waiting.error.code === 'throttled' && waiting.error.retryAfterSeconds).toBe(59);
    expect((await owner(at(now, 60))).ok).toBe(true);
    expect(hashChecks()).toBe(1 + 2 * LOGIN_GUARD.freeFailures + LOGIN_GUARD.delaysSeconds.length + 2);
  }, 120_000);

  it('gives a known browser a small budget of its own, then counts it like any other', async () => {
    const { login, ownerDevice } = await account();
    const start = new Date('2030-05-01T10:00:00Z');
    const stolen = (i: number) => attempt(login, `guess-${i}`, { clientAddress: '203.0.113.50', deviceTokens: [ownerDevice] });
    for (let i = 0; i < KNOWN_DEVICE.maxFailures; i++) expect(await authenticate(database.db, stolen(i), start)).toMatchObject({ error: { code: 'invalid_credentials' } });
    // The token is forgotten: these count against the account like an unknown browser's.
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => authenticate(database.db, stolen(100 + i), start)));
    expect(results.filter((r) => !r.ok && r.error.code === 'invalid_credentials')).toHaveLength(LOGIN_GUARD.freeFailures);
    expect(hashChecks()).toBe(1 + KNOWN_DEVICE.maxFailures + LOGIN_GUARD.freeFailures);
  }, 120_000);

  it('stops one address spraying many names: past its budget unknown names cost no hash', async () => {
    const start = new Date('2030-06-01T10:00:00Z');
    const address = { clientAddress: '2001:db8:5:5::1' };
    for (let i = 0; i < LOGIN_ADDRESS_LIMIT.limit; i++) {
      expect(await authenticate(database.db, attempt(`ghost-${i}`, 'guess', address), start)).toMatchObject({ error: { code: 'invalid_credentials' } });
    }
    expect(hashChecks()).toBe(LOGIN_ADDRESS_LIMIT.limit);
    // Another address of the same /64 network shares the budget.
    const refused = await authenticate(database.db, attempt('ghost-next', 'guess', { clientAddress: '2001:db8:5:5::99' }), at(start, 60));
    expect(refused).toEqual({
      ok: false,
      error: { code: 'throttled', retryAfterSeconds: LOGIN_ADDRESS_LIMIT.windowMinutes * 60 - 60, message: 'Too many failed login attempts from your network. Please try again in 14 minutes.' },
    });
    await Promise.all(Array.from({ length: 50 }, (_, i) => authenticate(database.db, attempt(`spray-${i}`, 'guess', address), at(start, 61))));
    expect(hashChecks()).toBe(LOGIN_ADDRESS_LIMIT.limit);
    // A new window brings a new budget.
    expect(await authenticate(database.db, attempt('ghost-later', 'guess', address), at(start, LOGIN_ADDRESS_LIMIT.windowMinutes * 60))).toMatchObject({ error: { code: 'invalid_credentials' } });
  }, 120_000);

  it('does not count right passwords against the address', async () => {
    const { login } = await account();
    const now = new Date('2030-07-01T10:00:00Z');
    const address = { clientAddress: '203.0.113.77' };
    await authenticate(database.db, attempt(login, 'wrong', address), now);
    expect((await authenticate(database.db, attempt(login, 'right-password', address), now)).ok).toBe(true);
    const counter = await database.db.selectFrom('rate_limits').select('hits').where('key', '=', 'login:203.0.113.77').executeTakeFirst();
    expect(Number(counter?.hits)).toBe(1);
  });

  it('treats unknown names like accounts, so the wait reveals nothing', async () => {
    const { login } = await account();
    const now = new Date('2030-08-01T10:00:00Z');
    const known = await Promise.all(Array.from({ length: 7 }, (_, i) => authenticate(database.db, attempt(login, 'x', fromBotnet(i)), now)));
    const unknown = await Promise.all(Array.from({ length: 7 }, (_, i) => authenticate(database.db, attempt('no-such-user', 'x', fromBotnet(i)), now)));
    const codes = (results: typeof known) => results.map((r) => (r.ok ? 'ok' : r.error.code)).sort();
    expect(codes(unknown)).toEqual(codes(known));
  }, 120_000);

  it('purges address counters whose window ended and devices not used for their lifetime', async () => {
    const now = new Date('2031-01-01T00:00:00Z');
    await authenticate(database.db, attempt('purge-ghost', 'x', { clientAddress: '203.0.113.200' }), now);
    const { ownerDevice } = await account();
    expect(ownerDevice).toMatch(/^[\w-]{43}$/);
    const counters = () => database.db.selectFrom('rate_limits').select('key').where('key', '=', 'login:203.0.113.200').execute();
    expect(await counters()).toHaveLength(1);
    expect(await purgeRateLimits(database.db, at(now, 60))).toBeGreaterThanOrEqual(0);
    expect(await counters()).toHaveLength(1);
    expect(await purgeRateLimits(database.db, at(now, LOGIN_ADDRESS_LIMIT.windowMinutes * 60))).toBeGreaterThan(0);
    expect(await counters()).toEqual([]);
    const devices = () => database.db.selectFrom('known_login_devices').select('token_hash').execute();
    const before = (await devices()).length;
    // The device was remembered on 2030-01-01 for 180 days.
    expect(await purgeKnownLoginDevices(database.db, new Date('2030-06-01T00:00:00Z'))).toBe(0);
    expect(await purgeKnownLoginDevices(database.db, new Date('2030-07-01T00:00:00Z'))).toBeGreaterThan(0);
    expect((await devices()).length).toBeLessThan(before);
  });
});
