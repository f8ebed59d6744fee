import { expect, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, test } from './support.ts';
import { startGeoStubs, type GeoStubs } from './support/geo-stubs.ts';
import { startShop, type ExtraShop } from './support/shop-server.ts';
import { cookieJar, isAnalyticsChunk, isAnalyticsPost, recordTracking, trackingCookieNames, type TrackingRecord } from './support/tracking-recorder.ts';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });
const revokeButton = (page: Page) => page.locator('button.cc-revoke');
const footerSettings = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' });
const hasConsent = (page: Page, category: string) => page.evaluate((name) => (window as unknown as { vitrineConsent: { has(name: string): boolean } }).vitrineConsent.has(name), category);

interface AnalyticsEvent {
  type: string;
  productId?: number;
}

/** Every event the page's analytics sent to the shop, in order. */
function recordAnalyticsEvents(page: Page): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = [];
  page.on('request', (request) => {
    if (isAnalyticsPost(request.url())) events.push(...(JSON.parse(request.postData() ?? '{}') as { events: AnalyticsEvent[] }).events);
  });
  return events;
}

/** Adds one listed product to the cart and waits until the page told its listeners (analytics among them). */
async function addToCart(page: Page, index: number): Promise<number> {
  const button = page.locator('a.ajax_add_to_cart').nth(index);
  const productId = Number(await button.getAttribute('data-product_id'));
  await button.click();
  // The "View cart" link is added right before the added_to_cart event goes out.
  await expect(page.locator(`a.ajax_add_to_cart[data-product_id="${productId}"] + a.added_to_cart`)).toBeVisible();
  return productId;
}

/** Nothing that tracks has happened: no analytics chunk or event, no tracker or marketing cookie, no analytics storage. */
async function expectNothingTracked(page: Page, record: TrackingRecord) {
  expect(record.requests.filter(isAnalyticsChunk)).toEqual([]);
  expect(record.requests.filter(isAnalyticsPost)).toEqual([]);
  expect((await record.cookieWrites()).filter((name) => name.startsWith('sbjs_') || name.startsWith('_ga') || name.startsWith('_fbp'))).toEqual([]);
  expect((await record.storageWrites()).filter((key) => key.startsWith('vitrine_analytics'))).toEqual([]);
  expect(trackingCookieNames(await cookieJar(page.context()))).toEqual([]);
}

/** The analytics chunk has loaded, a page view went out and the attribution tracker wrote its cookies. */
async function expectTracking(page: Page, record: TrackingRecord) {
  await expect.poll(() => record.requests.filter(isAnalyticsChunk).length).toBeGreaterThan(0);
  await expect.poll(() => record.requests.filter(isAnalyticsPost).length).toBeGreaterThan(0);
  await expect.poll(async () => trackingCookieNames(await cookieJar(page.context())).sort()).toEqual(
    ['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_migrations', 'sbjs_promo', 'sbjs_session', 'sbjs_udata'],
  );
}

// Iceland and Liechtenstein (EEA), Slovenia (EU), and a header naming no country (Cloudflare's XX): each asks first.
for (const country of ['IS', 'LI', 'SI', 'XX']) {
  test.describe(`a visitor whose country header says ${country}`, () => {
    test.use({ extraHTTPHeaders: { 'CF-IPCountry': country } });

    test('is asked first, and nothing tracks before an answer', async ({ page }) => {
      const record = await recordTracking(page);
      await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
      await expect(banner(page)).toBeVisible();
      await expect(banner(page).locator('.cc-deny')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNothingTracked(page, record);
    });
  });
}

test.describe('consent banner on the default shop in a law country (asks first)', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'DE' } });

  test('a visitor from Germany is asked, with Decline beside Accept; after Decline nothing tracks, on this page or the next', async ({ page, context }) => {
    const record = await recordTracking(page);
    await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
    await expect(banner(page)).toBeVisible();
    const buttons = banner(page).locator('.cc-compliance button');
    await expect(buttons).toHaveText(['Decline', 'Accept']);
    await expect(banner(page).locator('.cc-deny')).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Got it' })).toHaveCount(0);
    // Refusing is as visible as accepting: the same size, side by side.
    const [decline, accept] = await Promise.all([banner(page).locator('.cc-deny').boundingBox(), banner(page).locator('.cc-allow').boundingBox()]);
    expect(Math.abs(decline!.height - accept!.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(decline!.y - accept!.y)).toBeLessThanOrEqual(1);

    await banner(page).locator('.cc-deny').click();
    await expect(banner(page)).toBeHidden();
    expect((await cookieJar(context)).cookieconsent_status).toBe('deny');
    await page.waitForLoadState('networkidle');
    await expectNothingTracked(page, record);

    const next = await recordTracking(page);
    await page.goto('/shop/');
    await expect(banner(page)).toBeHidden();
    await page.waitForLoadState('networkidle');
    await expectNothingTracked(page, next);
    expect(await page.evaluate(() => (window as unknown as { wp_has_consent(category: string): boolean }).wp_has_consent('marketing'))).toBe(false);
  });

  test('in a law country nothing tracks before "Accept"; after it everything does; revoking stops it and removes the cookies', async ({ page, context }) => {
    const record = await recordTracking(page);
    await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
    await expect(banner(page)).toBeVisible();
    await expect(page.locator('.cc-window')).toHaveClass(/cc-banner/);
    await page.waitForLoadState('networkidle');
    await expectNothingTracked(page, record);
    expect((await cookieJar(context)).cookieconsent_status).toBeUndefined();

    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toBeHidden();
    const jar = await cookieJar(context);
    expect(jar.cookieconsent_status).toBe('allow');
    expect(jar.cookieconsent_status_marketing).toBe('allow');
    await expectTracking(page, record);
    // Consent given late on the landing page still credits what the landing page carried.
    expect((await cookieJar(context)).sbjs_current).toContain('typ=utm|||src=newsletter|||mdm=email|||cmp=spring');
    const cookie = (await context.cookies()).find((c) => c.name === 'cookieconsent_status');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);

    // The revoke button reopens the banner: consent is withdrawn and the marketing cookies go at once.
    await revokeButton(page).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await expect.poll(async () => trackingCookieNames(await cookieJar(context))).toEqual([]);
    expect((await cookieJar(context)).cookieconsent_status).toBeUndefined();

    // And the next page tracks nothing.
    const next = await recordTracking(page);
    await page.goto('/shop/');
    await expect(banner(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(next.requests.filter(isAnalyticsPost)).toEqual([]);
    expect(trackingCookieNames(await cookieJar(context))).toEqual([]);
  });

  test('a visitor who answered never sees the banner flash on the next page, and keyboard users can reach and use it', async ({ page }) => {
    await page.goto('/');
    // The banner comes first in the document: Tab from the top reaches its first controls, refusal first.
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Decline' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    await page.goto('/shop/');
    // Hidden before the first paint by the head script, not after hydration.
    expect(await page.evaluate(() => document.documentElement.classList.contains('cc-answered'))).toBe(true);
    await expect(banner(page)).toBeHidden();
    await expect(revokeButton(page)).toBeVisible();
    await revokeButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(revokeButton(page)).toBeFocused();
  });

  test('the footer’s "Cookie settings" link, by keyboard, reopens the banner and withdraws statistics consent until the visitor chooses again', async ({ page, context }) => {
    const events = recordAnalyticsEvents(page);
    await page.goto('/shop/');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => events.map((event) => event.type)).toContain('page_view');

    // Reached with Tab from the footer link before it, and used with Enter.
    await page.getByRole('contentinfo').getByRole('link', { name: 'My account' }).focus();
    await page.keyboard.press('Tab');
    await expect(footerSettings(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await expect(page).toHaveURL(/\/shop\/$/);
    expect((await cookieJar(context)).cookieconsent_status).toBeUndefined();
    expect(await hasConsent(page, 'statistics')).toBe(false);
    await expect.poll(async () => trackingCookieNames(await cookieJar(context))).toEqual([]);

    // Analytics has stopped: an add to cart now is not counted.
    const uncounted = await addToCart(page, 0);

    // Choosing again gives focus back to the link, and analytics counts again.
    await banner(page).getByRole('button', { name: 'Accept' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    await expect(footerSettings(page)).toBeFocused();
    expect(await hasConsent(page, 'statistics')).toBe(true);
    const counted = await addToCart(page, 1);
    expect(counted).not.toBe(uncounted);
    await expect.poll(() => events.filter((event) => event.type === 'add_to_cart').length).toBeGreaterThan(0);
    expect(events.filter((event) => event.type === 'add_to_cart').map((event) => event.productId)).toEqual([counted]);
  });

  test('without script nothing tracks, so the footer has no "Cookie settings" link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'CF-IPCountry': 'DE' } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Shop' })).toBeVisible();
    await expect(page.locator('footer a.cc-settings')).toHaveCount(1);
    await expect(footerSettings(page)).toBeHidden();
    await context.close();
  });

  test('axe finds no violations on a page with the banner open', async ({ page }) => {
    await page.goto('/shop/');
    await expect(banner(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a mobile browser gets the floating layout', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'CF-IPCountry': 'DE' },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('.cc-window')).toHaveClass(/cc-floating/);
    await expect(page.locator('.cc-window')).not.toHaveClass(/cc-banner/);
    await context.close();
  });
});

test.describe('consent outside a law country (default shop)', () => {
  test('a visitor from the United States gets no banner and is tracked; "Cookie settings" lets them refuse', async ({ page, context }) => {
    const record = await recordTracking(page);
    await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
    await expect(banner(page)).toBeHidden();
    await expectTracking(page, record);
    expect((await cookieJar(context)).sbjs_current).toContain('typ=utm|||src=newsletter|||mdm=email|||cmp=spring');
    expect(await page.evaluate(() => (window as unknown as { wp_consent_type: string }).wp_consent_type)).toBe('optout');

    await footerSettings(page).click();
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(async () => trackingCookieNames(await cookieJar(context))).toEqual([]);
    expect(await hasConsent(page, 'statistics')).toBe(false);
  });

  test('the same visitor with Global Privacy Control is not tracked, and may still opt in', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'US', 'Sec-GPC': '1' } });
    const page = await context.newPage();
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }));
    const record = await recordTracking(page);
    await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
    await expect(banner(page)).toBeHidden();
    await page.waitForLoadState('networkidle');
    await expectNothingTracked(page, record);
    await page.goto('/shop/');
    await page.waitForLoadState('networkidle');
    expect(trackingCookieNames(await cookieJar(context))).toEqual([]);
    expect(await hasConsent(page, 'marketing')).toBe(false);

    // An explicit choice outweighs the signal.
    await footerSettings(page).click();
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(async () => trackingCookieNames(await cookieJar(context)).length).toBeGreaterThan(0);
    await context.close();
  });

  test('the page sent to a browser with Global Privacy Control is the cached page everyone gets', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'US' } });
    const plain = await context.request.get('/about/');
    const withSignal = await context.request.get('/about/', { headers: { 'Sec-GPC': '1' } });
    expect(withSignal.headers()['x-cache']).toBe('HIT');
    expect(await withSignal.text()).toBe(await plain.text());
    await context.close();
  });
});

test.describe('a shop that asks for consent everywhere', () => {
  let shop: ExtraShop;
  test.beforeAll(async () => {
    shop = await startShop('ask-everywhere', { consent: { askEverywhere: true } });
  });
  test.afterAll(async () => shop.close());

  test('shows the banner to a visitor from the United States, and nothing tracks before an answer', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: shop.url, extraHTTPHeaders: { 'CF-IPCountry': 'US' } });
    const page = await context.newPage();
    const record = await recordTracking(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).locator('.cc-compliance button')).toHaveText(['Decline', 'Accept']);
    await page.waitForLoadState('networkidle');
    await expectNothingTracked(page, record);
    expect(await page.evaluate(() => (window as unknown as { wp_consent_type: string }).wp_consent_type)).toBe('optin');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expectTracking(page, record);
    await context.close();
  });
});

test.describe("WordPress's Consent API", () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'DE' } });

  test('sees the banner click, and wp_set_consent changes the shop’s own state', async ({ page, context }) => {
    await page.addInitScript(() => {
      const heard: unknown[] = [];
      Object.assign(window, { wpConsentChanges: heard });
      document.addEventListener('wp_listen_for_consent_change', (event) => heard.push((event as CustomEvent).detail));
    });
    const heard = () => page.evaluate(() => (window as unknown as { wpConsentChanges: Record<string, string>[] }).wpConsentChanges);
    const wpHas = (category: string) => page.evaluate((name) => (window as unknown as { wp_has_consent(name: string): boolean }).wp_has_consent(name), category);
    await page.goto('/');
    expect(await page.evaluate(() => (window as unknown as { wp_consent_type: string }).wp_consent_type)).toBe('optin');
    expect(await wpHas('statistics')).toBe(false);

    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(heard).toEqual([{ functional: 'allow', preferences: 'allow', statistics: 'allow', 'statistics-anonymous': 'allow', marketing: 'allow' }]);
    expect(await wpHas('marketing')).toBe(true);
    await expect.poll(async () => trackingCookieNames(await cookieJar(context)).length).toBeGreaterThan(0);

    // A plugin withdraws marketing: the shop's own API and the tracker follow.
    await page.evaluate(() => (window as unknown as { wp_set_consent(category: string, value: string): void }).wp_set_consent('marketing', 'deny'));
    expect(await hasConsent(page, 'marketing')).toBe(false);
    expect(await hasConsent(page, 'statistics')).toBe(true);
    await expect.poll(async () => trackingCookieNames(await cookieJar(context))).toEqual([]);
    expect((await heard()).at(-1)).toEqual({ marketing: 'deny' });
    // And the choice holds on the next page.
    await page.goto('/shop/');
    expect(await wpHas('marketing')).toBe(false);
    expect(await wpHas('statistics')).toBe(true);
  });
});

test.describe('focus is never hidden under the open banner (WCAG 2.2 2.4.11)', () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    test(`tabbing through the checkout at ${viewport.width}×${viewport.height}`, async ({ browser }) => {
      test.setTimeout(60_000);
      const context = await browser.newContext({ viewport, extraHTTPHeaders: { 'CF-IPCountry': 'DE' } });
      const page = await context.newPage();
      await page.goto('/shop/');
      await page.goto((await page.locator('a.add_to_cart_button.ajax_add_to_cart').first().getAttribute('href')) ?? '');
      await page.goto('/checkout/');
      await expect(banner(page)).toBeVisible();
      await expectNoAxeViolations(page);

      const visited: string[] = [];
      const hidden: string[] = [];
      let leftBanner = false;
      for (let step = 0; step < 250; step++) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          const bannerElement = document.querySelector('[data-consent-banner]')!;
          if (!active || active === document.body) return null;
          if (bannerElement.contains(active)) return { inBanner: true, name: '', covered: false };
          const a = active.getBoundingClientRect();
          const b = bannerElement.getBoundingClientRect();
          const covered = a.top < b.bottom && a.bottom > b.top && a.left < b.right && a.right > b.left;
          const name = active.getAttribute('name') || active.getAttribute('aria-label') || active.textContent?.trim().slice(0, 40) || active.tagName;
          // A covered control is reported with both rectangles, so a failure says by how much.
          return { inBanner: false, name: covered ? `${name} ${JSON.stringify({ focus: [a.top, a.bottom], banner: [b.top, b.bottom] })}` : name, covered };
        });
        if (!focus) continue;
        if (focus.inBanner) {
          // Focus came round to the banner again: the whole page has been walked.
          if (leftBanner) break;
          continue;
        }
        leftBanner = true;
        visited.push(focus.name);
        if (focus.covered) hidden.push(focus.name);
      }
      expect(visited).toEqual(expect.arrayContaining(['billing_state', 'billing_postcode', 'billing_phone', 'woocommerce_checkout_place_order']));
      expect(hidden).toEqual([]);
      await context.close();
    });
  }
});

test.describe('a shop without consent management', () => {
  let shop: ExtraShop;
  test.beforeAll(async () => {
    shop = await startShop('consent-off', { consent: { enabled: false } });
  });
  test.afterAll(async () => shop.close());

  test('has no banner, no revoke button and no "Cookie settings" link', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: shop.url, extraHTTPHeaders: { 'CF-IPCountry': 'DE' } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Shop' })).toBeVisible();
    await expect(page.locator('.cc-window')).toHaveCount(0);
    await expect(revokeButton(page)).toHaveCount(0);
    await expect(footerSettings(page)).toBeHidden();
    await context.close();
  });
});

/** Banner types other than the default, each on a shop of its own. */
const OTHER_TYPES = ['opt-in', 'opt-out', 'detailed', 'detailedRev', 'detailedRevDeny'] as const;

test.describe('every banner type gates tracking', () => {
  const shops = new Map<string, ExtraShop>();
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    for (const type of OTHER_TYPES) {
      shops.set(type, await startShop(`type-${type}`, { consent: { type, statsUrl: '/wp-json/vitrine/v1/consent-stats' } }));
    }
  });
  test.afterAll(async () => {
    for (const shop of shops.values()) await shop.close();
  });

  for (const type of OTHER_TYPES) {
    for (const country of ['DE', 'US']) {
      const plain = type === 'opt-in' || type === 'opt-out';
      test(`${type}, ${country}: ${country === 'DE' ? 'nothing before a choice, everything after accepting' : 'tracks without a banner and stops when the visitor refuses'}`, async ({ browser }) => {
        const context = await browser.newContext({ baseURL: shops.get(type)!.url, extraHTTPHeaders: { 'CF-IPCountry': country } });
        const page = await context.newPage();
        const record = await recordTracking(page);
        await page.goto('/');
        if (country === 'DE') {
          // Where the banner asks, opt-out shows as opt-in: nothing runs before the answer.
          await expect(banner(page)).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectNothingTracked(page, record);
          await banner(page).getByRole('button', { name: plain ? 'Accept' : 'Allow all' }).click();
          await expectTracking(page, record);
          expect((await cookieJar(context)).cookieconsent_status).toBe(plain ? 'allow' : 'allowall');
        } else {
          await expect(banner(page)).toBeHidden();
          await expectTracking(page, record);
          await revokeButton(page).click();
          await expect(banner(page)).toBeVisible();
          if (plain) {
            await banner(page).getByRole('button', { name: 'Decline' }).click();
          } else {
            // The switches show what runs now; switching marketing off and saving refuses it.
            await banner(page).getByRole('switch', { name: 'Marketing' }).uncheck();
            await banner(page).getByRole('button', { name: 'Save settings' }).click();
          }
          await expect.poll(async () => trackingCookieNames(await cookieJar(context))).toEqual([]);
          expect((await cookieJar(context)).cookieconsent_status).toBe(plain ? 'deny' : 'savesettings');
        }
        await context.close();
      });
    }
  }

  test('detailed: per-category choices are honoured, sent to the stats endpoint, and the close-X saves the switches', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: shops.get('detailed')!.url, extraHTTPHeaders: { 'CF-IPCountry': 'FR' } });
    const page = await context.newPage();
    const record = await recordTracking(page);
    const stats = page.waitForRequest((request) => new URL(request.url()).pathname === '/wp-json/vitrine/v1/consent-stats' && request.method() === 'POST');
    await page.goto('/');
    const switches = banner(page).getByRole('group', { name: 'Cookie settings' });
    await expect(switches.getByRole('switch', { name: 'Necessary' })).toBeChecked();
    await expect(switches.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
    await switches.getByRole('switch', { name: 'Statistics', exact: true }).check();
    await banner(page).getByRole('button', { name: 'Save settings' }).click();
    await expect(banner(page)).toBeHidden();

    const jar = await cookieJar(context);
    expect(jar.cookieconsent_status).toBe('savesettings');
    expect(jar.cookieconsent_status_statistics).toBe('allow');
    expect(jar.cookieconsent_status_marketing).toBe('deny');
    // Statistics granted: analytics runs. Marketing refused: no attribution cookies.
    await expect.poll(() => record.requests.filter(isAnalyticsPost).length).toBeGreaterThan(0);
    expect(trackingCookieNames(await cookieJar(context))).toEqual([]);

    const payload = (await stats).postDataJSON() as Record<string, unknown>;
    expect(payload).toMatchObject({ cookieName: 'cookieconsent_status', mainStatus: 'savesettings', openCount: 1 });
    expect(payload.cookieTypeConsent).toEqual(expect.arrayContaining([{ name: 'statistics', status: 'allow' }, { name: 'marketing', status: 'deny' }]));

    // Reopened, the switches show the saved choice; the close-X saves what they show.
    await revokeButton(page).click();
    await expect(switches.getByRole('switch', { name: 'Statistics', exact: true })).toBeChecked();
    await switches.getByRole('switch', { name: 'Marketing' }).check();
    await banner(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(async () => (await cookieJar(context)).cookieconsent_status_marketing).toBe('allow');
    await expect.poll(async () => trackingCookieNames(await cookieJar(context)).length).toBeGreaterThan(0);
    await context.close();
  });
});

test.describe('auto-dismiss and the law', () => {
  let shop: ExtraShop;
  test.beforeAll(async () => {
    shop = await startShop('auto-dismiss', { consent: { type: 'opt-in', autoDismiss: { timeoutMs: 1000, scrollPx: 100, clickOutside: true } } });
  });
  test.afterAll(async () => shop.close());

  test('an explicit-action country (Italy) ignores the timeout, scrolling and clicks outside', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: shop.url, extraHTTPHeaders: { 'CF-IPCountry': 'IT' } });
    const page = await context.newPage();
    const record = await recordTracking(page);
    await page.goto('/shop/');
    await expect(banner(page)).toBeVisible();
    await page.mouse.wheel(0, 1500);
    await page.getByRole('heading', { level: 1 }).click();
    await page.waitForTimeout(1500);
    await expect(banner(page)).toBeVisible();
    expect((await cookieJar(context)).cookieconsent_status).toBeUndefined();
    await expectNothingTracked(page, record);
    await context.close();
  });

  test('elsewhere in the law (France) a click outside accepts with the type\'s accept status', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: shop.url, extraHTTPHeaders: { 'CF-IPCountry': 'FR' } });
    const page = await context.newPage();
    await page.goto('/shop/');
    await expect(banner(page)).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(banner(page)).toBeHidden();
    expect((await cookieJar(context)).cookieconsent_status).toBe('allow');
    await context.close();
  });
});

test.describe('country from the geo-IP chain', () => {
  test.use({ extraHTTPHeaders: {} });

  test('failing, slow and garbage services are skipped; the first good answer decides the law', async ({ browser }) => {
    test.setTimeout(60_000);
    const stubs = await startGeoStubs();
    let shop: ExtraShop | undefined;
    try {
      shop = await startShop('geo-chain', { geo: { services: [stubs.failing, stubs.slow, stubs.garbage, stubs.ok('US')] } });
      const context = await browser.newContext({ baseURL: shop.url, extraHTTPHeaders: {} });
      const page = await context.newPage();
      const warnings: string[] = [];
      page.on('console', (message) => warnings.push(message.text()));
      const record = await recordTracking(page);
      await page.goto('/');
      // Nothing shows, and nothing tracks, while the lookup runs (more than 5 s: the slow service times out).
      await expect(banner(page)).toBeHidden();
      expect(trackingCookieNames(await cookieJar(context))).toEqual([]);
      await expect.poll(() => stubs.hits.length, { timeout: 15_000 }).toBe(4);
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('cc-geo-pending'))).toBe(false);
      // The United States: no law, so the banner stays closed and tracking runs once the country is known.
      await expect(banner(page)).toBeHidden();
      await expectTracking(page, record);
      expect(warnings.join('\n')).toMatch(/Error \[500\]/);
      expect(warnings.join('\n')).toMatch(/Error \[timeout\]/);
      expect(warnings.join('\n')).toMatch(/Error \[parse\]/);
      await context.close();
    } finally {
      await shop?.close();
      await stubs.close();
    }
  });

  test('when every service fails the banner is built without law applied', async ({ browser }) => {
    const stubs = await startGeoStubs();
    let shop: ExtraShop | undefined;
    try {
      shop = await startShop('geo-fail', { geo: { services: [stubs.failing, stubs.garbage] } });
      const context = await browser.newContext({ baseURL: shop.url, extraHTTPHeaders: {} });
      const page = await context.newPage();
      const warnings: string[] = [];
      page.on('console', (message) => warnings.push(message.text()));
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      await expect.poll(() => warnings.join('\n')).toMatch(/All services failed/);
      await context.close();
    } finally {
      await shop?.close();
      await stubs.close();
    }
  });
});

test.describe('the revoke button when the browser decides the law', () => {
  test.use({ extraHTTPHeaders: {} });
  let stubs: GeoStubs;
  const shops = new Map<string, ExtraShop>();
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    stubs = await startGeoStubs();
    // The shop switched the revoke button off; the server cannot apply the law without a country header.
    for (const country of ['DE', 'BE']) shops.set(country, await startShop(`geo-revoke-${country}`, { consent: { revokable: false }, geo: { services: [stubs.ok(country)] } }));
  });
  test.afterAll(async () => {
    for (const shop of shops.values()) await shop.close();
    await stubs.close();
  });

  async function lookedUp(browser: Browser, country: string) {
    const context = await browser.newContext({ baseURL: shops.get(country)!.url, extraHTTPHeaders: {} });
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('cc-geo-pending'))).toBe(false);
    // Both are law countries: the banner opens by itself once the country is known.
    await expect(banner(page)).toBeVisible();
    await expect(revokeButton(page)).toBeHidden();
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toBeHidden();
    return { context, page };
  }

  test('a country that requires it (Germany) gets the button, and it reopens the banner', async ({ browser }) => {
    const { context, page } = await lookedUp(browser, 'DE');
    await expect(revokeButton(page)).toBeVisible();
    await revokeButton(page).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    expect((await cookieJar(context)).cookieconsent_status).toBeUndefined();
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(revokeButton(page)).toBeFocused();
    await context.close();
  });

  test('a country without that rule (Belgium) keeps it hidden; the footer link still reopens the banner', async ({ browser }) => {
    const { context, page } = await lookedUp(browser, 'BE');
    // The page carries the button for the law to decide, and the law left it hidden.
    await expect(revokeButton(page)).toHaveCount(1);
    await expect(revokeButton(page)).toBeHidden();
    await footerSettings(page).click();
    await expect(banner(page)).toBeVisible();
    expect((await cookieJar(context)).cookieconsent_status).toBeUndefined();
    await context.close();
  });
});

test.describe('Clarity and the pixel manager', () => {
  let shop: ExtraShop;
  test.beforeAll(async () => {
    shop = await startShop('integrations', { consent: { integrations: { clarity: true, pixelManager: true } } });
  });
  test.afterAll(async () => shop.close());

  const GRANTED = { necessary: true, functional: true, preferences: true, statistics: true, 'statistics-anonymous': true, marketing: true };
  const WITHDRAWN = { necessary: true, functional: false, preferences: false, statistics: false, 'statistics-anonymous': false, marketing: false };

  test('hear nothing before a choice, the grant after accepting and on the next page, and the withdrawal after revoking', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: shop.url, extraHTTPHeaders: { 'CF-IPCountry': 'DE' } });
    const page = await context.newPage();
    // A recording Clarity and pixel manager, in place before any page script runs.
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.assign(window, {
        integrationCalls: calls,
        clarity: (...args: unknown[]) => calls.push(['clarity', ...args]),
        vitrinePixelManager: { consent: (granted: unknown) => calls.push(['pixelManager', granted]) },
      });
    });
    const calls = () => page.evaluate(() => (window as unknown as { integrationCalls: unknown[][] }).integrationCalls);

    // The controller starts before `load`, which goto waits for.
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    expect(await hasConsent(page, 'statistics')).toBe(false);
    expect(await calls()).toEqual([]);

    await banner(page).getByRole('button', { name: 'Accept' }).click();
    const granted = [['clarity', 'consent', true], ['pixelManager', GRANTED]];
    await expect.poll(calls).toEqual(granted);

    // Each page tells them the answer already given, once.
    await page.goto('/shop/');
    await expect.poll(calls).toEqual(granted);

    await revokeButton(page).click();
    await expect(banner(page)).toBeVisible();
    await expect.poll(calls).toEqual([...granted, ['clarity', 'consent', false], ['pixelManager', WITHDRAWN]]);
    await context.close();
  });
});
