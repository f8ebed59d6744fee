import { beforeAll, describe, expect, it } from 'vitest';
import type { ConfigFile } from '../config/schema.ts';
import { KNOWN_DEVICE } from '../core/accounts/known-devices.ts';
import { LOGIN_GUARD } from '../core/accounts/login-guard.ts';
import { registerCustomer } from '../core/accounts/register.ts';
import { cartItemKey } from '../core/cart/cart-key.ts';
import { DIALECTS } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { decode, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { useHttpShop } from './http-shop.ts';

const SITE = 'https://shop.example.com';
const LOCALES = { store: { baseUrl: SITE, locales: { default: 'en', others: ['fr', 'de'] } } } as ConfigFile;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** What each language answers, word for word; English is what the unprefixed pages have always said. */
const WORDS = {
  '': {
    invalidLogin: 'The username, e-mail address or password you entered is incorrect.',
    throttled: /Too many failed login attempts\. Please try again in \d+ seconds?, or use “Lost your password\?” below\./,
    emailInvalid: 'Enter a valid e-mail address, such as name@example.com.',
    passwordShort: 'Choose a password of at least 8 characters.',
    emailTaken: 'An account is already registered with this e-mail address. Please log in.',
    fieldsAlert: 'Please correct the fields marked below.',
    lostMissing: 'Enter a username or email address.',
    linkInvalid: 'This key is invalid or has already been used. Please reset your password again if needed.',
    mismatch: 'Passwords do not match.',
    mailSubject: 'Password Reset Request for Vitrine Demo Store',
    welcomeSubject: 'Your Vitrine Demo Store account has been created!',
    mailUsername: 'Username: ',
    invalidQuantity: 'Please enter a valid quantity.',
    invalidQuantityOf: 'Please enter a valid quantity. (“Brass lamp”)',
    lineLimit: 'You cannot have more than 999 of “Brass lamp” in your cart.',
    formUnreadable: 'The form could not be read. Please go back, reload the page and try again.',
    badRequest: '400 Bad Request',
  },
  '/fr': {
    invalidLogin: 'L’identifiant, l’adresse e-mail ou le mot de passe saisi est incorrect.',
    throttled: /Trop de tentatives de connexion ont échoué\. Veuillez réessayer dans \d+ secondes?, ou utilisez «\u00a0Mot de passe perdu\u202f\?\u00a0» ci-dessous\./,
    emailInvalid: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
    passwordShort: 'Choisissez un mot de passe d’au moins 8 caractères.',
    emailTaken: 'Un compte existe déjà avec cette adresse e-mail. Veuillez vous connecter.',
    fieldsAlert: 'Veuillez corriger les champs signalés ci-dessous.',
    lostMissing: 'Saisissez un identifiant ou une adresse e-mail.',
    linkInvalid: 'Ce lien n’est pas valide ou a déjà été utilisé. Si besoin, demandez une nouvelle réinitialisation de votre mot de passe.',
    mismatch: 'Les mots de passe ne correspondent pas.',
    mailSubject: 'Demande de réinitialisation du mot de passe pour Vitrine Demo Store',
    welcomeSubject: 'Votre compte Vitrine Demo Store a été créé\u202f!',
    mailUsername: 'Identifiant\u00a0: ',
    invalidQuantity: 'Veuillez saisir une quantité valide.',
    invalidQuantityOf: 'Veuillez saisir une quantité valide («\u00a0Brass lamp\u00a0»).',
    lineLimit: 'Vous ne pouvez pas avoir plus de 999 «\u00a0Brass lamp\u00a0» dans votre panier.',
    formUnreadable: 'Le formulaire n’a pas pu être lu. Veuillez revenir en arrière, recharger la page et réessayer.',
    badRequest: '400 Requête incorrecte',
  },
  '/de': {
    invalidLogin: 'Der eingegebene Benutzername, die E-Mail-Adresse oder das Passwort ist falsch.',
    throttled: /Zu viele fehlgeschlagene Anmeldeversuche\. Bitte versuchen Sie es in \d+ Sekunden? erneut oder nutzen Sie unten „Passwort vergessen\?“\./,
    emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein, etwa name@beispiel.de.',
    passwordShort: 'Wählen Sie ein Passwort mit mindestens 8 Zeichen.',
    emailTaken: 'Mit dieser E-Mail-Adresse ist bereits ein Konto registriert. Bitte melden Sie sich an.',
    fieldsAlert: 'Bitte korrigieren Sie die unten markierten Felder.',
    lostMissing: 'Geben Sie einen Benutzernamen oder eine E-Mail-Adresse ein.',
    linkInvalid: 'Dieser Link ist ungültig oder wurde bereits verwendet. Fordern Sie bei Bedarf erneut ein neues Passwort an.',
    mismatch: 'Die Passwörter stimmen nicht überein.',
    mailSubject: 'Anfrage zum Zurücksetzen des Passworts für Vitrine Demo Store',
    welcomeSubject: 'Ihr Konto bei Vitrine Demo Store wurde erstellt!',
    mailUsername: 'Benutzername: ',
    invalidQuantity: 'Bitte geben Sie eine gültige Menge ein.',
    invalidQuantityOf: 'Bitte geben Sie eine gültige Menge ein („Brass lamp“).',
    lineLimit: 'Sie können nicht mehr als 999 von „Brass lamp“ im Warenkorb haben.',
    formUnreadable: 'Das Formular konnte nicht gelesen werden. Bitte gehen Sie zurück, laden Sie die Seite neu und versuchen Sie es erneut.',
    badRequest: '400 Ungültige Anfrage',
  },
} as const;

type Prefix = keyof typeof WORDS;
const PREFIXES = Object.keys(WORDS) as Prefix[];
const ENGLISH = WORDS[''];

/** The English answers a page in another language must not show. */
function expectNoEnglish(text: string, prefix: Prefix, keys: readonly (keyof typeof ENGLISH)[]): void {
  if (prefix === '') return;
  for (const key of keys) {
    const english = ENGLISH[key];
    if (typeof english === 'string') expect(text, key).not.toContain(english);
    else expect(text, key).not.toMatch(english);
  }
}

describe.each(DIALECTS)('account and cart answers in the page language on %s', (dialect) => {
  const shop = useHttpShop(dialect, LOCALES);
  const db = () => shop.database.db;
  let lamp: number;
  beforeAll(async () => {
    lamp = await insertProduct(db(), { name: 'Brass lamp', price: 4500, stock: 50 });
    expect((await registerCustomer(db(), { email: 'taken@example.com', password: 'a-long-enough-password', first_name: 'Marie' })).ok).toBe(true);
  });

  describe.each(PREFIXES)('under "%s"', (prefix) => {
    const words = WORDS[prefix];
    const account = `${prefix}/my-account/`;
    const lost = `${prefix}/my-account/lost-password/`;

    it('refuses a wrong login, then a throttled one, in the page’s language', async () => {
      const login = `nobody-${prefix.slice(1) || 'en'}`;
      const wrong = await new Visitor(shop).post(`${account}?index`, { intent: 'login', username: login, password: 'wrong' });
      expect(wrong.status).toBe(400);
      const html = await wrong.text();
      expect(html).toContain(`<html lang="${prefix.slice(1) || 'en'}"`);
      expect(textOf(html)).toContain(words.invalidLogin);
      expectNoEnglish(textOf(html), prefix, ['invalidLogin']);

      for (let i = 1; i < LOGIN_GUARD.freeFailures; i++) await new Visitor(shop).post(`${account}?index`, { intent: 'login', username: login, password: `wrong-${i}` });
      const throttled = await new Visitor(shop).post(`${account}?index`, { intent: 'login', username: login, password: 'wrong-again' });
      expect(throttled.status).toBe(429);
      expect(textOf(await throttled.text())).toMatch(words.throttled);
    });

    it('makes the device known to the account pages of every language, whichever it signed in from', async () => {
      const visitor = new Visitor(shop);
      const signedIn = await visitor.post(`${account}?index`, { intent: 'login', username: 'taken@example.com', password: 'a-long-enough-password' });
      expect(signedIn.status).toBe(303);
      const paths = visitor.last.filter((header) => header.startsWith(`${KNOWN_DEVICE.cookieName}=`)).map((header) => /;\s*Path=([^;]+)/i.exec(header)?.[1]);
      expect(paths.sort()).toEqual(['/de/my-account/', '/fr/my-account/', '/my-account/']);
    });

    it('shows the registration form again with its field messages in the page’s language', async () => {
      const visitor = new Visitor(shop);
      const bad = await visitor.post(`${account}?index`, { intent: 'register', email: 'not-an-address', password: 'short' });
      expect(bad.status).toBe(400);
      const text = textOf(await bad.text());
      expect(text).toContain(words.fieldsAlert);
      expect(text).toContain(words.emailInvalid);
      expect(text).toContain(words.passwordShort);
      expectNoEnglish(text, prefix, ['emailInvalid', 'passwordShort']);

      const taken = await visitor.post(`${account}?index`, { intent: 'register', email: 'TAKEN@example.com', password: 'another-long-password' });
      expect(taken.status).toBe(400);
      const takenText = textOf(await taken.text());
      expect(takenText).toContain(words.emailTaken);
      expectNoEnglish(takenText, prefix, ['emailTaken']);
    });

    it('asks for the login on the lost-password form and refuses an invalid reset link, in the page’s language', async () => {
      const visitor = new Visitor(shop);
      const empty = await visitor.post(lost, { intent: 'lost', user_login: '  ' });
      expect(empty.status).toBe(400);
      const emptyText = textOf(await empty.text());
      expect(emptyText).toContain(words.lostMissing);
      expectNoEnglish(emptyText, prefix, ['lostMissing']);

      const bogus = await visitor.request(`${lost}?key=${'x'.repeat(43)}`);
      expect(bogus.status).toBe(200);
      const bogusText = textOf(await bogus.text());
      expect(bogusText).toContain(words.linkInvalid);
      expectNoEnglish(bogusText, prefix, ['linkInvalid']);

      // A reset form whose key is gone (used, or never set) says so in the same words.
      const replay = await visitor.post(lost, { intent: 'reset', password_1: 'brand-new-password', password_2: 'brand-new-password' });
      expect(replay.status).toBe(400);
      expect(textOf(await replay.text())).toContain(words.linkInvalid);
    });

    it('mails the reset link in the page’s language, to the reset form of that language', async () => {
      const email = `reset-${prefix.slice(1) || 'en'}@example.com`;
      expect((await registerCustomer(db(), { email, password: 'old-password-1' })).ok).toBe(true);
      const asked = await new Visitor(shop).post(lost, { intent: 'lost', user_login: email });
      expect(asked.status).toBe(303);
      expect(asked.headers.get('location')).toBe(`${lost}?reset-link-sent=true`);
      const mail = await db().selectFrom('outbox').selectAll().where('to_address', '=', email).executeTakeFirstOrThrow();
      expect(mail.subject).toBe(words.mailSubject);
      expect(mail.text).toContain(`${words.mailUsername}reset-${prefix.slice(1) || 'en'}`);
      expect(mail.html).toContain(`<html lang="${prefix.slice(1) || 'en'}" dir="ltr">`);
      const link = new URL(/https?:\/\/\S+key=[\w-]+/.exec(mail.text)?.[0] ?? 'http://x/');
      expect(link.pathname).toBe(lost);

      const visitor = new Visitor(shop);
      const opened = await visitor.request(`${link.pathname}${link.search}`);
      expect(opened.status).toBe(302);
      expect(opened.headers.get('location')).toBe(`${lost}?show-reset-form=true`);
      // The key's cookie goes to the form of this language, where the browser is sent.
      expect(visitor.cookieHeader('wp-resetpass')).toContain(`Path=${lost};`);
      await visitor.page(`${lost}?show-reset-form=true`);
      const mismatch = await visitor.post(lost, { intent: 'reset', password_1: 'brand-new-password', password_2: 'brand-new-passw0rd' });
      expect(mismatch.status).toBe(400);
      expect(textOf(await mismatch.text())).toContain(words.mismatch);
      const short = await visitor.post(lost, { intent: 'reset', password_1: 'short', password_2: 'short' });
      expect(textOf(await short.text())).toContain(words.passwordShort);
      const saved = await visitor.post(lost, { intent: 'reset', password_1: 'brand-new-password', password_2: 'brand-new-password' });
      expect(saved.status).toBe(303);
      expect(visitor.cookieHeader('wp-resetpass')).toMatch(new RegExp(`Path=${lost.replaceAll('/', '\\/')};.*Max-Age=0|Max-Age=0.*Path=${lost.replaceAll('/', '\\/')}`, 'i'));
    });

    it('welcomes a new account with an e-mail in the page’s language, linking to My account in it', async () => {
      const email = `welcome-${prefix.slice(1) || 'en'}@example.com`;
      const made = await new Visitor(shop).post(`${account}?index`, { intent: 'register', email, password: 'a-long-enough-password', first_name: 'Noor' });
      expect(made.status).toBe(303);
      const mail = await db().selectFrom('outbox').selectAll().where('to_address', '=', email).executeTakeFirstOrThrow();
      expect(mail.kind).toBe('customer_new_account');
      expect(mail.subject).toBe(words.welcomeSubject);
      expect(mail.html).toContain(`<html lang="${prefix.slice(1) || 'en'}" dir="ltr">`);
      expect(new URL(/https?:\/\/\S+\/my-account\/\S*/.exec(mail.text)?.[0] ?? 'http://x/').pathname).toBe(account);
      expectNoEnglish(mail.text, prefix, ['welcomeSubject']);
    });

    it('says an unreadable form is unreadable, in the page’s language', async () => {
      const response = await new Visitor(shop).request(`${account}?index`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=nope' }, body: '--nope\r\nContent-Disposition: form-data; name="a"\r\n\r\nb' });
      expect(response.status).toBe(400);
      const text = textOf(await response.text());
      expect(text).toContain(words.formUnreadable);
      expect(text).toContain(words.badRequest);
      expectNoEnglish(text, prefix, ['formUnreadable', 'badRequest']);
    });

    it('refuses a bad quantity on the cart page in the page’s language', async () => {
      const visitor = new Visitor(shop);
      expect((await visitor.request(`${prefix}/?add-to-cart=${lamp}`)).status).toBe(303);
      const nonce = nonceIn(decode(await visitor.page(`${prefix}/cart/`)));
      const updated = await visitor.post(`${prefix}/cart/`, { _wpnonce: nonce, [`cart[${cartItemKey(lamp)}][qty]`]: 'abc' });
      expect(updated.status).toBe(303);
      const text = textOf(await visitor.page(`${prefix}/cart/`));
      expect(text).toContain(words.invalidQuantityOf);
      expectNoEnglish(text, prefix, ['invalidQuantity']);
    });

    it('leaves the reason of a refused wc-ajax add for the product page, in the page’s language', async () => {
      const visitor = new Visitor(shop);
      const add = async (quantity: string) => {
        const response = await visitor.request(`${prefix}/?wc-ajax=add_to_cart`, { method: 'POST', headers: FORM, body: `product_id=${lamp}&quantity=${quantity}` });
        expect(response.status).toBe(200);
        return (await response.json()) as { error: true; product_url: string };
      };
      const refused = await add('abc');
      expect(refused.error).toBe(true);
      expect(refused.product_url).toMatch(new RegExp(`^${prefix}/product/[\\w-]+/$`));
      await add('5000');
      const text = textOf(await visitor.page(refused.product_url));
      expect(text).toContain(words.invalidQuantity);
      expect(text).toContain(words.lineLimit);
      expectNoEnglish(text, prefix, ['invalidQuantity', 'lineLimit']);
    });
  });
});
