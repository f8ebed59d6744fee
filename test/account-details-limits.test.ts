import { describe, expect, it } from 'vitest';
import { updateAccountDetails, type AccountDetailsInput } from '../core/accounts/account-details.ts';
import { authenticate, LOGIN_ADDRESS_LIMIT } from '../core/accounts/authenticate.ts';
import { guardKey, LOGIN_GUARD, reserveAttempt, waitAfter } from '../core/accounts/login-guard.ts';
import { verifyPassword } from '../core/accounts/password.ts';
import { registerCustomer } from '../core/accounts/register.ts';
import { translator } from '../core/i18n/translator.ts';
import { DIALECTS } from './dialects.ts';
import { decode, logInAs, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { useHttpShop, type SuiteShop } from './http-shop.ts';

const PASSWORD = 'the-right-password';
const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);
/** The message beside an account field (by its id). */
const errorBy = (html: string, id: string) => textOf(new RegExp(`id="${id}-error"[^>]*>([\\s\\S]*?)</span>`).exec(html)?.[1] ?? '');

describe.each(DIALECTS)('wrong current passwords on the account details form on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect);
  let count = 0;

  async function account() {
    const email = `details-${++count}@example.com`;
    const registered = await registerCustomer(shop.database.db, { email, password: PASSWORD, first_name: 'Ada', last_name: 'Lovelace' });
    if (!registered.ok) throw new Error('registration failed');
    return { email, id: registered.value.id };
  }

  /** The form asking for a new e-mail address, with this current password. */
  const newEmail = (email: string, current: string): AccountDetailsInput => ({
    account_first_name: 'Ada',
    account_last_name: 'Lovelace',
    account_display_name: 'Ada',
    account_email: `new-${email}`,
    password_current: current,
    password_1: '',
    password_2: '',
  });
  const emailOf = async (id: number): Promise<string> => (await shop.database.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
  /** A guess from its own address each time (many machines), so only the account's limit applies. */
  const fromAnywhere = (i: number) => `198.51.100.${i + 1}`;

  it('refuses even the right password once the account has had its free wrong guesses, changing nothing, until its wait is over', async () => {
    const { email, id } = await account();
    const start = new Date('2031-01-01T10:00:00Z');
    for (let i = 0; i < LOGIN_GUARD.freeFailures; i++) {
      const wrong = await updateAccountDetails(shop.database.db, id, newEmail(email, `guess-${i}`), null, undefined, { clientAddress: fromAnywhere(i), now: start });
      expect(wrong).toMatchObject({ ok: false, errors: { password_current: 'Your current password is incorrect.' } });
      expect(wrong.ok === false && wrong.retryAfterSeconds).toBeUndefined();
    }

    const limited = await updateAccountDetails(shop.database.db, id, newEmail(email, PASSWORD), null, undefined, { clientAddress: fromAnywhere(9), now: at(start, 1) });
    expect(limited).toEqual({
      ok: false,
      errors: { password_current: 'Too many incorrect passwords. Nothing was changed; please try again in 4 seconds.' },
      values: { account_first_name: 'Ada', account_last_name: 'Lovelace', account_display_name: 'Ada', account_email: `new-${email}` },
      retryAfterSeconds: 4,
    });
    expect(await emailOf(id)).toBe(email);
    // The same count as signing in: the login form waits too.
    expect(await authenticate(shop.database.db, { login: email, password: PASSWORD, clientAddress: fromAnywhere(10), deviceTokens: [] }, at(start, 2))).toMatchObject({ ok: false, error: { code: 'throttled' } });

    const saved = await updateAccountDetails(shop.database.db, id, newEmail(email, PASSWORD), null, undefined, { clientAddress: fromAnywhere(11), now: at(start, LOGIN_GUARD.delaysSeconds[0]) });
    expect(saved).toEqual({ ok: true, value: { passwordChanged: false, emailChanged: true } });
    expect(await emailOf(id)).toBe(`new-${email}`);
  });

  it('counts wrong passwords signing in and on the form together, and a right one starts the count again', async () => {
    const { email, id } = await account();
    const start = new Date('2031-02-01T10:00:00Z');
    for (let i = 0; i < LOGIN_GUARD.freeFailures - 1; i++) {
      expect(await authenticate(shop.database.db, { login: email, password: `guess-${i}`, clientAddress: fromAnywhere(i), deviceTokens: [] }, start)).toMatchObject({ ok: false, error: { code: 'invalid_credentials' } });
    }
    // One more wrong guess, on the form: the account's fifth, so the next attempt waits.
    expect(await updateAccountDetails(shop.database.db, id, newEmail(email, 'guess-form'), null, undefined, { clientAddress: fromAnywhere(5), now: start })).toMatchObject({ ok: false, errors: { password_current: 'Your current password is incorrect.' } });
    expect(await updateAccountDetails(shop.database.db, id, newEmail(email, PASSWORD), null, undefined, { clientAddress: fromAnywhere(6), now: at(start, 1) })).toMatchObject({ ok: false, retryAfterSeconds: 4 });

    // After the wait the right password clears the count: five wrong guesses are free again.
    const later = at(start, LOGIN_GUARD.delaysSeconds[0]);
    expect((await updateAccountDetails(shop.database.db, id, { ...newEmail(email, PASSWORD), account_email: email, password_1: 'a-second-password', password_2: 'a-second-password' }, null, undefined, { clientAddress: fromAnywhere(7), now: later })).ok).toBe(true);
    for (let i = 0; i < LOGIN_GUARD.freeFailures; i++) {
      const wrong = await updateAccountDetails(shop.database.db, id, newEmail(email, `again-${i}`), null, undefined, { clientAddress: fromAnywhere(i), now: at(later, 1) });
      expect(wrong).toMatchObject({ ok: false, errors: { password_current: 'Your current password is incorrect.' } });
    }
  });

  it('refuses the right password from an address past the sign-in budget, saying so in the page’s language, until its window ends', async () => {
    const { email, id } = await account();
    const start = new Date('2031-03-01T10:00:00Z');
    const address = '203.0.113.50';
    // Failed sign-ins from one address, whatever names they try, spend its budget.
    for (let i = 0; i < LOGIN_ADDRESS_LIMIT.limit; i++) await authenticate(shop.database.db, { login: `nobody-${i}`, password: 'x', clientAddress: address, deviceTokens: [] }, start);

    const limited = await updateAccountDetails(shop.database.db, id, newEmail(email, PASSWORD), null, translator('fr'), { clientAddress: address, now: at(start, 60) });
    expect(limited).toMatchObject({
      ok: false,
      errors: { password_current: 'Trop de mots de passe incorrects depuis votre réseau. Rien n’a été modifié\u202f; veuillez réessayer dans 14 minutes.' },
      retryAfterSeconds: LOGIN_ADDRESS_LIMIT.windowMinutes * 60 - 60,
    });
    expect(await emailOf(id)).toBe(email);
    // Another address is not held back; this one is, once its window has ended.
    expect((await updateAccountDetails(shop.database.db, id, newEmail(email, PASSWORD), null, undefined, { clientAddress: '203.0.113.51', now: at(start, 61) })).ok).toBe(true);
    const back = await updateAccountDetails(shop.database.db, id, { ...newEmail(email, PASSWORD), account_email: email }, null, undefined, { clientAddress: address, now: at(start, LOGIN_ADDRESS_LIMIT.windowMinutes * 60) });
    expect(back.ok).toBe(true);
    expect(await emailOf(id)).toBe(email);
  });

  it('shows the form again with the message by the current password, 429 and Retry-After, and nothing saved', async () => {
    const { email, id } = await account();
    const visitor = new Visitor(shop);
    await logInAs(visitor, email, PASSWORD);
    const nonce = nonceIn(await visitor.page('/my-account/edit-account/'));
    // The account in its longest wait, which ends a minute from now: the limiter's own steps, its clock moved along.
    const key = guardKey(id, '');
    const waits = LOGIN_GUARD.delaysSeconds.slice(0, -1).reduce((sum, seconds) => sum + seconds, 0);
    let when = new Date(Date.now() - waits * 1000);
    for (let failures = 1; failures < LOGIN_GUARD.freeFailures + LOGIN_GUARD.delaysSeconds.length; failures++) {
      expect((await reserveAttempt(shop.database.db, key, when)).allowed).toBe(true);
      const until = waitAfter(failures, when);
      if (until) when = new Date(until);
    }

    const response = await visitor.post('/my-account/edit-account/', { _wpnonce: nonce, ...newEmail(email, PASSWORD), password_1: 'a-new-password-here', password_2: 'a-new-password-here' });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = decode(await response.text());
    expect(errorBy(html, 'password_current')).toMatch(/^Too many incorrect passwords\. Nothing was changed; please try again in (\d+ seconds?|1 minute)\.$/);
    expect(html).toMatch(/<div class="woocommerce-error" role="alert">/);
    expect(html).toContain(`value="new-${email}"`);
    expect(html).not.toContain(PASSWORD);
    expect(html).not.toContain('a-new-password-here');
    expect(await emailOf(id)).toBe(email);
    const { password_hash: hash } = await shop.database.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
  });
});
