import { beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../config/load.ts';
import type { ConfigFile } from '../config/schema.ts';
import { registerCustomer } from '../core/accounts/register.ts';
import { consentRevision } from '../core/consent/revision.ts';
import { consentFormFields, consentFormValues, type ConsentFormValues } from '../core/settings/consent-form.ts';
import { consentOverrideStore, editableConsent } from '../core/settings/consent-overrides.ts';
import { getContentVersion } from '../core/settings/settings.ts';
import { DIALECTS } from './dialects.ts';
import { decode, logInAs, nonceIn, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

const PAGE = '/admin/settings/consent/';
const STATS = '/wp-json/vitrine/v1/consent-stats';
/** Pages cached as in production; the file collects stats and applies no regional law, so pages do not vary by country at first. */
const FILE: ConfigFile = { pageCache: { enabled: true }, consent: { statsUrl: STATS, regionalLaw: false } };
const fileConsent = buildConfig(FILE).consent;
const FILE_REVISION = consentRevision(fileConsent);

/** The form as the page shows it for the file's options, changed by `change`. */
function formValues(change: (values: ConsentFormValues) => void = () => {}): ConsentFormValues {
  const values = consentFormValues(editableConsent(fileConsent));
  change(values);
  return values;
}

/** What a visitor from `country` gets at /shop/: the banner's classes and buttons and the page's consent object. */
async function shopBanner(shop: SuiteShop, country: string) {
  const response = await shop.request('/shop/', { headers: { 'CF-IPCountry': country } });
  expect(response.status).toBe(200);
  const html = await response.text();
  const windowClass = /<div class="(cc-window [^"]*)"/.exec(html)?.[1] ?? '';
  const pageObject = /window\.vitrine_consent=(\{.*?\});(?:window\.|<\/script>)/.exec(html)?.[1];
  expect(pageObject, 'consent page object').toBeDefined();
  return {
    cache: response.headers.get('x-cache'),
    classes: windowClass.split(' '),
    buttons: [...html.matchAll(/<button type="button" class="cc-btn ([^"]*)"/g)].map((match) => match[1]),
    config: JSON.parse(pageObject ?? '{}') as { type: string; ownerType: string; revision: string; autoOpen: boolean; consentType: string },
  };
}

describe.each(DIALECTS)('cookie banner settings in the admin on %s', (dialect) => {
  const shop = useHttpShop(dialect, FILE);
  const admin = new Visitor(shop);
  let nonce = '';

  const save = (values: ConsentFormValues, fields: Record<string, string> = {}) => admin.post(PAGE, { _wpnonce: nonce, ...consentFormFields(values), ...fields });

  beforeAll(async () => {
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(await admin.page(PAGE));
    expect(nonce).not.toBe('');
  });

  describe('who can see and post the page', () => {
    it('sends a signed-out visitor to the login page', async () => {
      const response = await shop.request(PAGE);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`/my-account/?redirect_to=${encodeURIComponent(PAGE)}`);
    });

    it('refuses customers, even with their own nonce, and saves nothing', async () => {
      expect((await registerCustomer(shop.database.db, { email: 'banner-customer@example.com', password: 'a-long-enough-password' })).ok).toBe(true);
      const customer = new Visitor(shop);
      await logInAs(customer, 'banner-customer@example.com', 'a-long-enough-password');
      const page = await customer.request(PAGE);
      expect(page.status).toBe(403);
      expect(await page.text()).not.toContain('name="texts.message"');
      const ownNonce = nonceIn(await customer.page('/my-account/'));
      const posted = await customer.post(PAGE, { _wpnonce: ownNonce, ...consentFormFields(formValues((values) => (values.type = 'opt-in'))) });
      expect(posted.status).toBe(403);
      expect(await consentOverrideStore.read(shop.database.db)).toBeNull();
    });

    it('shows the administrator the file’s options, linked from the settings page', async () => {
      expect(await admin.page('/admin/settings/')).toMatch(/<a[^>]*href="\/admin\/settings\/consent\/"[^>]*>Cookie banner settings<\/a>/);
      const html = decode(await admin.page(PAGE));
      expect(html).toContain('<h1>Cookie banner</h1>');
      expect(html).toMatch(/<option value="info" selected="">/);
      expect(html).toContain(`>${fileConsent.texts.message}</textarea>`);
      expect(html).toContain('Nothing is saved here yet');
      expect(html).toContain(`<code>${FILE_REVISION}</code>`);
      expect(html).toMatch(/<input id="consent-categories-necessary-checked" type="checkbox"[^>]*disabled=""/);
    });
  });

  describe('saving', () => {
    it('shows the new banner on the next shop page, cached pages dropped, with a new revision that stats records use', async () => {
      await shopBanner(shop, 'DE');
      const before = await shopBanner(shop, 'DE');
      expect(before.cache).toBe('HIT');
      // The file's "information only" type offers no refusal, so where the banner asks it shows as opt-in.
      expect(before.classes).toEqual(expect.arrayContaining(['cc-type-opt-in', 'cc-bottom']));
      expect(before.buttons).toEqual(['cc-deny', 'cc-allow']);
      expect(before.config.revision).toBe(FILE_REVISION);

      const response = await save(
        formValues((values) => {
          values.type = 'opt-in';
          values.position = 'top';
          values.texts.deny = 'No, thank you';
        }),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(PAGE);
      expect(await consentOverrideStore.read(shop.database.db)).toEqual({ type: 'opt-in', position: 'top', texts: { deny: 'No, thank you' } });

      const after = await shopBanner(shop, 'DE');
      expect(after.cache).toBe('MISS');
      expect(after.classes).toEqual(expect.arrayContaining(['cc-type-opt-in', 'cc-top']));
      expect(after.buttons).toEqual(['cc-deny', 'cc-allow']);
      const revision = consentRevision(buildConfig({ ...FILE, consent: { ...FILE.consent, type: 'opt-in', position: 'top', texts: { deny: 'No, thank you' } } }).consent);
      expect(after.config).toMatchObject({ type: 'opt-in', revision });
      expect(revision).not.toBe(FILE_REVISION);

      const recorded = await shop.request(STATS, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ href: `${shop.url}/shop/`, referrer: '', cookieName: 'cookieconsent_status', mainStatus: 'deny', openCount: 1, cookieTypeConsent: [] }),
      });
      expect(recorded.status).toBe(201);
      const row = await shop.database.db.selectFrom('consent_decisions').select('revision').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
      expect(row.revision).toBe(revision);

      const form = decode(await admin.page(PAGE));
      expect(form).toMatch(/<option value="opt-in" selected="">/);
      expect(form).toContain('value="No, thank you"');
      expect(form).toContain('Saved settings are in use.');
      expect(form).toContain('Cookie banner settings saved.');
    });

    it('keeps a country variant per cookie-law group once the saved settings apply the law', async () => {
      // Unvaried pages cached under the file's rule first.
      await shopBanner(shop, 'US');
      expect((await shopBanner(shop, 'US')).cache).toBe('HIT');
      expect((await save(formValues((values) => (values.regionalLaw = true)))).status).toBe(303);
      expect(await consentOverrideStore.read(shop.database.db)).toEqual({ regionalLaw: true });
      const lawCountry = await shopBanner(shop, 'DE');
      expect(lawCountry.config.autoOpen).toBe(true);
      const noLaw = await shopBanner(shop, 'US');
      expect(noLaw.cache).toBe('MISS');
      expect(noLaw.config.autoOpen).toBe(false);
      // Each group keeps its own copy: the law country's banner opens by itself, the other's waits.
      const noLawAgain = await shopBanner(shop, 'US');
      expect(noLawAgain.cache).toBe('HIT');
      expect(noLawAgain.config.autoOpen).toBe(false);
      expect((await shopBanner(shop, 'DE')).config.autoOpen).toBe(true);
      const lawAgain = await shopBanner(shop, 'DE');
      expect(lawAgain.cache).toBe('HIT');
      expect(lawAgain.config.autoOpen).toBe(true);
    });

    it('asks visitors outside the law countries too once “Ask for consent everywhere” is saved', async () => {
      expect((await save(formValues((values) => (values.regionalLaw = true)))).status).toBe(303);
      // Outside the law countries no banner asks, and tracking runs until the visitor refuses.
      expect((await shopBanner(shop, 'US')).config).toMatchObject({ autoOpen: false, consentType: 'optout' });
      const form = decode(await admin.page(PAGE));
      expect(form).toContain('Ask for consent everywhere');
      expect(form).toContain('“Information only” offers no refusal');
      expect(form).not.toMatch(/<input[^>]*name="askEverywhere"[^>]*checked/);

      const response = await save(
        formValues((values) => {
          values.regionalLaw = true;
          values.askEverywhere = true;
        }),
      );
      expect(response.status).toBe(303);
      expect(await consentOverrideStore.read(shop.database.db)).toEqual({ regionalLaw: true, askEverywhere: true });
      const everywhere = await shopBanner(shop, 'US');
      expect(everywhere.config).toMatchObject({ autoOpen: true, consentType: 'optin', type: 'opt-in' });
      expect(everywhere.buttons).toEqual(['cc-deny', 'cc-allow']);
      expect(decode(await admin.page(PAGE))).toMatch(/<input[^>]*name="askEverywhere"[^>]*checked/);
    });

    it('re-shows the form with a message by each bad field, answers 400 and saves nothing', async () => {
      const saved = await consentOverrideStore.read(shop.database.db);
      const version = await getContentVersion(shop.database.db);
      const response = await save(
        formValues((values) => {
          values.texts.message = '   ';
          values.texts.policyHref = 'javascript:alert(1)';
          values.autoDismiss.timeoutMs = '10';
          values.categories.marketing.label = '';
        }),
        { type: 'maybe' },
      );
      expect(response.status).toBe(400);
      const html = decode(await response.text());
      expect(html).toContain('Please correct the fields marked below.');
      const errorOf = (id: string) => new RegExp(`<span class="form-row__error" id="${id}-error">([^<]*)</span>`).exec(html)?.[1];
      expect(errorOf('consent-type')).toBe('Choose a banner type from the list.');
      expect(errorOf('consent-texts-message')).toBe('This text cannot be empty.');
      expect(errorOf('consent-texts-policyHref')).toBe('Enter a path such as /privacy-policy/ or an address starting with https://.');
      expect(errorOf('consent-autoDismiss-timeoutMs')).toBe('Enter a whole number of milliseconds from 1,000 to 3,600,000, or leave it empty.');
      expect(errorOf('consent-categories-marketing-label')).toBe('Give the category a label.');
      expect(html).toMatch(/<textarea id="consent-texts-message" [^>]*aria-invalid="true" aria-describedby="consent-texts-message-error"/);
      // What was typed is kept.
      expect(html).toContain('value="javascript:alert(1)"');
      expect(html).toContain('value="10"');
      expect(await consentOverrideStore.read(shop.database.db)).toEqual(saved);
      expect(await getContentVersion(shop.database.db)).toBe(version);
    });

    it('refuses a post without the session’s nonce and saves nothing', async () => {
      const saved = await consentOverrideStore.read(shop.database.db);
      const changed = formValues((values) => (values.type = 'detailed'));
      for (const bad of ['not-the-nonce', '', `${nonce}x`]) {
        const response = await save(changed, { _wpnonce: bad });
        expect(response.status).toBe(403);
        expect(await response.text()).toContain('This form has expired.');
      }
      expect(await consentOverrideStore.read(shop.database.db)).toEqual(saved);
      expect((await shopBanner(shop, 'DE')).config.ownerType).toBe(saved?.type ?? fileConsent.type);
    });
  });

  describe('reset', () => {
    it('forgets the saved settings and brings back the file’s banner', async () => {
      const version = await getContentVersion(shop.database.db);
      const response = await admin.post(PAGE, { _wpnonce: nonce, intent: 'reset' });
      expect(response.status).toBe(303);
      expect(await consentOverrideStore.read(shop.database.db)).toBeNull();
      expect(await getContentVersion(shop.database.db)).not.toBe(version);

      const banner = await shopBanner(shop, 'DE');
      expect(banner.classes).toEqual(expect.arrayContaining(['cc-type-opt-in', 'cc-bottom']));
      expect(banner.buttons).toEqual(['cc-deny', 'cc-allow']);
      expect(banner.config.revision).toBe(FILE_REVISION);
      const form = decode(await admin.page(PAGE));
      expect(form).toContain('The cookie banner follows the configuration file again.');
      expect(form).toMatch(/<option value="info" selected="">/);
    });

    it('refuses a reset without the nonce', async () => {
      expect((await save(formValues((values) => (values.position = 'top')))).status).toBe(303);
      expect((await admin.post(PAGE, { _wpnonce: 'wrong', intent: 'reset' })).status).toBe(403);
      expect(await consentOverrideStore.read(shop.database.db)).toEqual({ position: 'top' });
    });
  });
});
