import { describe, expect, it } from 'vitest';
import { authenticate, LOGIN_ADDRESS_LIMIT } from '../core/accounts/authenticate.ts';
import { KNOWN_DEVICE } from '../core/accounts/known-devices.ts';
import { LOGIN_GUARD } from '../core/accounts/login-guard.ts';
import { registerCustomer } from '../core/accounts/register.ts';
import { DIALECTS } from './dialects.ts';
import { useHttpShop } from './http-shop.ts';
import { logInAs, textOf, Visitor } from './fixtures/visitor.ts';

/**
 * An attacker on the owner's network (an office, or a proxy the shop does not trust): over HTTP every
 * request here comes from 127.0.0.1, so the attacker's failed sign-ins use up the owner's address budget
 * too. The owner still has ways in the attacker lacks: a browser that signed in before, and the mailbox.
 */
describe.each(DIALECTS)('signing in from an address an attacker shares, on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  const db = () => shop.database.db;
  const signIn = (visitor: Visitor, username: string, password: string) => visitor.post('/my-account/?index', { intent: 'login', username, password });
  const mailsTo = (address: string) => db().selectFrom('outbox').selectAll().where('to_address', '=', address).orderBy('id').execute();

  /** The attacker's failed sign-ins with made-up names until the address is refused (one is enough when it already is). */
  async function fillTheAddressBudget(): Promise<void> {
    for (let i = 0; i <= LOGIN_ADDRESS_LIMIT.limit; i++) {
      const response = await signIn(new Visitor(shop), `intruder-${i}`, 'guess');
      if (response.status === 429) {
        expect(textOf(await response.text())).toContain('from your network');
        return;
      }
      expect(response.status).toBe(400);
    }
    throw new Error('the address was never refused');
  }

  it('lets the owner in from a browser that signed in before while the address is over its limit', async () => {
    await registerCustomer(db(), { email: 'ada@example.com', password: 'ada-password' });
    const ownersLaptop = new Visitor(shop);
    await logInAs(ownersLaptop, 'ada', 'ada-password');
    const device = ownersLaptop.cookies.get(KNOWN_DEVICE.cookieName) ?? '';
    expect(device).not.toBe('');

    await fillTheAddressBudget();
    // A browser the account has never seen is refused with everyone else on the address.
    expect((await signIn(new Visitor(shop), 'ada', 'ada-password')).status).toBe(429);
    // The laptop, signed out (no session cookie), still holds its known-device cookie.
    const signedOut = new Visitor(shop);
    signedOut.cookies.set(KNOWN_DEVICE.cookieName, device);
    const response = await signIn(signedOut, 'ada', 'ada-password');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/my-account/');
  });

  it('lets the owner in at once after a reset through the e-mailed link, from any browser, while the address is over its limit', async () => {
    await registerCustomer(db(), { email: 'grace@example.com', password: 'old-password' });
    // Guesses at the account from elsewhere put it in its wait as well.
    for (let i = 0; i < LOGIN_GUARD.freeFailures + 2; i++) await authenticate(db(), { login: 'grace', password: `guess-${i}`, clientAddress: `198.51.100.${i + 1}`, deviceTokens: [] });
    await fillTheAddressBudget();
    expect((await signIn(new Visitor(shop), 'grace', 'old-password')).status).toBe(429);

    // The owner asks for a link on the phone and sets a new password there.
    const phone = new Visitor(shop);
    expect((await phone.post('/my-account/lost-password/', { intent: 'lost', user_login: 'grace@example.com' })).status).toBe(303);
    const [mail] = await mailsTo('grace@example.com');
    const link = new URL(/https?:\/\/\S+key=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? 'http://x/');
    expect((await phone.request(`${link.pathname}${link.search}`)).status).toBe(302);
    expect((await phone.post('/my-account/lost-password/', { intent: 'reset', password_1: 'brand-new-password', password_2: 'brand-new-password' })).status).toBe(303);

    // The laptop has never signed in to the account: the new password works there at once all the same.
    const laptop = new Visitor(shop);
    const response = await signIn(laptop, 'grace', 'brand-new-password');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/my-account/');
    expect((await signIn(phone, 'grace', 'brand-new-password')).status).toBe(303);

    // The attacker, with neither the mailbox nor a known browser, is still held by the address limit for any
    // other name, and at this account by its own limit: a few free guesses, then waits.
    expect((await signIn(new Visitor(shop), 'someone-else', 'guess')).status).toBe(429);
    const guesses: number[] = [];
    for (let i = 0; i < LOGIN_GUARD.freeFailures + 3; i++) guesses.push((await signIn(new Visitor(shop), 'grace', `guess-again-${i}`)).status);
    expect(guesses.filter((status) => status === 400)).toHaveLength(LOGIN_GUARD.freeFailures);
    expect(guesses.slice(LOGIN_GUARD.freeFailures)).toEqual([429, 429, 429]);
  });
});
