import { describe, expect, it } from 'vitest';
import { authenticate, LOGIN_ADDRESS_LIMIT } from '../core/accounts/authenticate.ts';
import { RESET_GRACE } from '../core/accounts/reset-grace.ts';
import { PASSWORD_RESET, purgePasswordResetTokens, requestPasswordReset, resetPasswordWithKey, RESET_LINK_INVALID } from '../core/accounts/password-reset.ts';
import { registerCustomer } from '../core/accounts/register.ts';
import { resetPasswordByLogin } from '../core/accounts/reset-password-cli.ts';
import { DIALECTS } from './dialects.ts';
import { useHttpShop } from './http-shop.ts';
import { logInAs, textOf, Visitor } from './fixtures/visitor.ts';

const SITE = 'https://shop.example.com';

describe.each(DIALECTS)('lost password on %s', (dialect) => {
  const shop = useHttpShop(dialect, { store: { baseUrl: SITE } });
  const db = () => shop.database.db;
  const mailsTo = (address: string) => db().selectFrom('outbox').selectAll().where('to_address', '=', address).orderBy('id').execute();
  const keyOf = (text: string) => new URL(/https?:\/\/\S+lost-password\/\?key=[\w-]+/.exec(text)?.[0] ?? 'http://x/').searchParams.get('key') ?? '';
  const tokenRows = () => db().selectFrom('password_reset_tokens').selectAll().execute();
  const signIn = (login: string, password: string) => authenticate(db(), { login, password, clientAddress: null, deviceTokens: [] });
  const ask = (visitor: Visitor, login: string) => visitor.post('/my-account/lost-password/', { intent: 'lost', user_login: login });

  it('links from the login form to a form asking for the username or e-mail address', async () => {
    const visitor = new Visitor(shop);
    expect(await visitor.page('/my-account/')).toContain('href="/my-account/lost-password/">Lost your password?</a>');
    const html = await visitor.page('/my-account/lost-password/');
    expect(html).toContain('name="user_login"');
    expect(textOf(html)).toContain('Please enter your username or email address. You will receive a link to create a new password via email.');
    const empty = await ask(visitor, '  ');
    expect(empty.status).toBe(400);
    expect(textOf(await empty.text())).toContain('Enter a username or email address.');
  });

  it('answers the same whether or not an account exists, and mails a link only to an account', async () => {
    await registerCustomer(db(), { email: 'grace@example.com', password: 'old-password', first_name: 'Grace' });
    const known = await ask(new Visitor(shop), 'grace');
    const unknown = await ask(new Visitor(shop), 'nobody@example.com');
    for (const response of [known, unknown]) {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/my-account/lost-password/?reset-link-sent=true');
    }
    expect(textOf(await new Visitor(shop).page('/my-account/lost-password/?reset-link-sent=true'))).toContain('Password reset email has been sent.');
    expect(await mailsTo('nobody@example.com')).toEqual([]);
    const [mail] = await mailsTo('grace@example.com');
    expect(mail?.subject).toBe('Password Reset Request for Vitrine Demo Store');
    expect(mail?.text).toContain('Hi Grace,');
    expect(mail?.text).toContain('Username: grace');
    expect(mail?.text).toContain(`${SITE}/my-account/lost-password/?key=`);
    const key = keyOf(mail?.text ?? '');
    expect(mail?.html).toContain(`href="${SITE}/my-account/lost-password/?key=${key}"`);
    // Only a hash of the key is stored.
    const rows = await tokenRows();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(key);
  });

  it('leads from the link to a new-password form; saving it signs out every other session and uses the link up', async () => {
    const elsewhere = new Visitor(shop);
    await logInAs(elsewhere, 'grace', 'old-password');
    expect((await elsewhere.request('/my-account/orders/')).status).toBe(200);
    const [mail] = await mailsTo('grace@example.com');
    const link = new URL(/https?:\/\/\S+key=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '');

    const visitor = new Visitor(shop);
    const opened = await visitor.request(`${link.pathname}${link.search}`);
    // The key moves into a cookie for this page and out of the address.
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/my-account/lost-password/?show-reset-form=true');
    expect(visitor.cookieHeader('wp-resetpass')).toMatch(/HttpOnly/i);
    expect(visitor.cookieHeader('wp-resetpass')).toMatch(/Path=\/my-account\/lost-password\//);
    const form = await visitor.request('/my-account/lost-password/?show-reset-form=true');
    const html = await form.text();
    expect(html).toContain('name="password_1"');
    expect(html).toContain('name="password_2"');
    expect(html.match(/class="show-password-input"/g)).toHaveLength(2);

    const reset = (password_1: string, password_2: string) => visitor.post('/my-account/lost-password/', { intent: 'reset', password_1, password_2 });
    const mismatch = await reset('brand-new-password', 'brand-new-passw0rd');
    expect(mismatch.status).toBe(400);
    expect(textOf(await mismatch.text())).toContain('Passwords do not match.');
    const short = await reset('short', 'short');
    expect(textOf(await short.text())).toContain('Choose a password of at least 8 characters.');

    const saved = await reset('brand-new-password', 'brand-new-password');
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/my-account/');
    expect(textOf(await visitor.page('/my-account/'))).toContain('Your password has been reset successfully.');
    // The other browser is signed out; the new password works, the old one does not.
    expect((await elsewhere.request('/my-account/orders/')).status).toBe(302);
    expect((await signIn('grace', 'brand-new-password')).ok).toBe(true);
    expect((await signIn('grace', 'old-password')).ok).toBe(false);

    // The link works once.
    const again = await new Visitor(shop).request(`${link.pathname}${link.search}`);
    expect(again.status).toBe(200);
    expect(textOf(await again.text())).toContain(RESET_LINK_INVALID);
    visitor.cookies.set('wp-resetpass', link.searchParams.get('key') ?? '');
    const replay = await reset('another-password', 'another-password');
    expect(replay.status).toBe(400);
    expect(textOf(await replay.text())).toContain(RESET_LINK_INVALID);
  });

  it('lets a link work for an hour, then never', async () => {
    await registerCustomer(db(), { email: 'hopper@example.com', password: 'old-password' });
    const sentAt = new Date('2030-01-01T10:00:00Z');
    const request = { login: 'hopper@example.com', clientAddress: '203.0.113.1', siteUrl: 'http://localhost:3000/', storeName: 'Vitrine' };
    expect(await requestPasswordReset(db(), request, sentAt)).toEqual({ ok: true });
    const [first] = await mailsTo('hopper@example.com');
    expect(first?.text).toContain('http://localhost:3000/my-account/lost-password/?key=');
    const key = keyOf(first?.text ?? '');
    const late = new Date(sentAt.getTime() + PASSWORD_RESET.linkLifetimeMinutes * 60_000);
    expect(await resetPasswordWithKey(db(), { key, password: 'new-password-1', confirm: 'new-password-1' }, late)).toMatchObject({ ok: false, invalidKey: true });
    expect(await purgePasswordResetTokens(db(), late)).toBeGreaterThan(0);

    expect(await requestPasswordReset(db(), request, late)).toEqual({ ok: true });
    const [, second] = await mailsTo('hopper@example.com');
    const inTime = new Date(late.getTime() + (PASSWORD_RESET.linkLifetimeMinutes - 1) * 60_000);
    expect(await purgePasswordResetTokens(db(), inTime)).toBe(0);
    expect(await resetPasswordWithKey(db(), { key: keyOf(second?.text ?? ''), password: 'new-password-2', confirm: 'new-password-2' }, inTime)).toMatchObject({ ok: true });
  });

  it('limits requests per address (429) and e-mails per account (same answer, nothing sent)', async () => {
    await registerCustomer(db(), { email: 'lovelace@example.com', password: 'old-password' });
    const now = new Date('2030-02-01T10:00:00Z');
    for (let i = 0; i < PASSWORD_RESET.perAccount.limit + 2; i++) {
      expect(await requestPasswordReset(db(), { login: 'lovelace', clientAddress: `198.51.100.${i + 1}`, siteUrl: SITE, storeName: 'Vitrine' }, now)).toEqual({ ok: true });
    }
    expect(await mailsTo('lovelace@example.com')).toHaveLength(PASSWORD_RESET.perAccount.limit);

    // Over HTTP every request comes from 127.0.0.1; a few were made above.
    const visitor = new Visitor(shop);
    let response: Response;
    let tries = 0;
    do {
      response = await ask(visitor, `someone-${tries}@example.com`);
      tries++;
    } while (response.status === 303 && tries <= PASSWORD_RESET.perAddress.limit);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(textOf(await response.text())).toMatch(/Too many password reset requests from your network\. Please try again in \d+ minutes?\./);
  });

  it('lets the new password past a used-up address budget for a quarter of an hour, for that account only', async () => {
    await registerCustomer(db(), { email: 'noether@example.com', password: 'old-password' });
    const start = new Date('2030-03-01T10:00:00Z');
    const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
    const office = '203.0.113.90';
    const fromOffice = (login: string, password: string, when: Date) => authenticate(db(), { login, password, clientAddress: office, deviceTokens: [] }, when);
    const useUpTheOffice = async (when: Date) => {
      for (let i = 0; i <= LOGIN_ADDRESS_LIMIT.limit; i++) await fromOffice(`office-ghost-${i}`, 'guess', when);
    };
    const refusedForTheNetwork = { ok: false, error: { code: 'throttled', message: expect.stringContaining('from your network') } };
    expect(RESET_GRACE.minutes).toBe(LOGIN_ADDRESS_LIMIT.windowMinutes);

    await useUpTheOffice(start);
    expect(await fromOffice('noether', 'old-password', minutes(1))).toMatchObject(refusedForTheNetwork);
    expect(await requestPasswordReset(db(), { login: 'noether', clientAddress: '198.51.100.90', siteUrl: SITE, storeName: 'Vitrine' }, minutes(1))).toEqual({ ok: true });
    const [mail] = await mailsTo('noether@example.com');
    expect(await resetPasswordWithKey(db(), { key: keyOf(mail?.text ?? ''), password: 'noether-new-1', confirm: 'noether-new-1' }, minutes(2))).toMatchObject({ ok: true });

    expect((await fromOffice('noether', 'noether-new-1', minutes(3))).ok).toBe(true);
    expect(await fromOffice('lovelace', 'old-password', minutes(3))).toMatchObject(refusedForTheNetwork);
    // A new address window, used up again: the grace still holds until a quarter of an hour after the reset.
    await useUpTheOffice(minutes(15));
    expect((await fromOffice('noether', 'noether-new-1', minutes(16))).ok).toBe(true);
    expect(await fromOffice('noether', 'noether-new-1', minutes(2 + RESET_GRACE.minutes))).toMatchObject(refusedForTheNetwork);
  });

  it('lets the shop owner set or generate a password from the command line, signing out every session', async () => {
    const browser = new Visitor(shop);
    await logInAs(browser, 'lovelace', 'old-password');
    expect(await resetPasswordByLogin(db(), { login: 'nobody' })).toMatchObject({ ok: false, error: { code: 'unknown_user', message: 'No user has the username or e-mail address "nobody".' } });
    expect(await resetPasswordByLogin(db(), { login: 'lovelace', password: 'short' })).toMatchObject({ ok: false, error: { code: 'invalid', message: 'Choose a password of at least 8 characters.' } });
    const generated = await resetPasswordByLogin(db(), { login: 'Lovelace@Example.com' });
    const password = generated.ok ? (generated.value.generatedPassword ?? '') : '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect((await signIn('lovelace', password)).ok).toBe(true);
    expect((await browser.request('/my-account/orders/')).status).toBe(302);
    expect(await resetPasswordByLogin(db(), { login: 'lovelace', password: 'chosen-password' })).toMatchObject({ ok: true, value: { user: { username: 'lovelace' } } });
    expect((await signIn('lovelace', 'chosen-password')).ok).toBe(true);
  });
});
