import { expect, type Page } from '@playwright/test';
import { addProductFromItsPage, consoleErrors, expectNoAxeViolations, logInAsAdmin, test, waitForHydration } from './support.ts';

/** A phone's window, where most of what a new shop owner first notices happens. */
const PHONE = { width: 390, height: 844 };
const MOBILE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Whether the page scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The header's toggle, shop name and account and cart links, each as the top and bottom of its box. */
async function headerBoxes(page: Page) {
  return page.evaluate(() =>
    ['.offcanvas-toggle', '.site-title', '.site-header__account', '.site-header-cart__link'].map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return { selector, top: box?.top ?? -1, bottom: box?.bottom ?? -1, width: box?.width ?? 0 };
    }),
  );
}

test.describe('the admin on a phone', () => {
  test('the theme settings fit the screen, each box beside its label, each menu page named once, and the preview shows one headline', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await logInAsAdmin(page);
    await page.goto('/admin/settings/theme/');
    await expect(page.getByRole('heading', { level: 1, name: 'Theme' })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

    // Every checkbox and radio button starts the line its label continues, however long the label.
    const apart = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('.theme-settings-form input[type=checkbox], .theme-settings-form input[type=radio]')].flatMap((input) => {
        const label = document.querySelector(`label[for="${input.id}"]`)?.getBoundingClientRect();
        const box = input.getBoundingClientRect();
        return label && label.left >= box.right && label.left - box.right < 16 && label.top <= box.top + 2 ? [] : [input.id];
      }),
    );
    expect(apart).toEqual([]);

    // Two pages may share a title; their addresses tell them apart.
    const entries = await page.getByRole('group', { name: 'Menu', exact: true }).getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? ''));
    expect(entries).toContain('Show Page: About us (/about-us/)');
    expect(new Set(entries).size).toBe(entries.length);

    // The preview styles the hero as the home page does: the headlines share one place, the first shown.
    const title = page.frameLocator('iframe[name="theme-preview"]').locator('h1.hero__title');
    await expect(title).toHaveAccessibleName('Good things, well made.');
    const sizers = await title.locator('.text-effect__sizer').evaluateAll((spans) =>
      spans.map((span) => ({ top: Math.round(span.getBoundingClientRect().top), left: Math.round(span.getBoundingClientRect().left), visibility: getComputedStyle(span).visibility })),
    );
    expect(sizers).toHaveLength(3);
    expect(new Set(sizers.map(({ top, left, visibility }) => `${top} ${left} ${visibility}`))).toEqual(new Set([`${sizers[0]!.top} ${sizers[0]!.left} hidden`]));

    await expectNoAxeViolations(page);
  });
});

test.describe('the shop on a phone', () => {
  test.use({ viewport: PHONE });

  test('the header keeps one row on every page, the account link named by its figure', async ({ page }) => {
    for (const path of ['/', '/shop/', '/about-us/', '/cart/', '/my-account/']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-widgets-started', /(^| )off-canvas-menu( |$)/);
      const boxes = await headerBoxes(page);
      for (const box of boxes) expect(box.width, `${path} ${box.selector}`).toBeGreaterThan(0);
      // One row: every box overlaps every other one vertically.
      expect(Math.max(...boxes.map((box) => box.top)), path).toBeLessThan(Math.min(...boxes.map((box) => box.bottom)));
      expect(await pageWidth(page), path).toBeLessThanOrEqual(PHONE.width);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Account', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // The narrowest phones too: the shop's name wraps inside its own place.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const boxes = await headerBoxes(page);
    expect(Math.max(...boxes.map((box) => box.top))).toBeLessThan(Math.min(...boxes.map((box) => box.bottom)));
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
  });

  test('no "Cookie settings" tab lies over the checkout’s fields; the footer’s link reopens the banner', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: MOBILE_AGENT, extraHTTPHeaders: { 'CF-IPCountry': 'DE' } });
    const page = await context.newPage();
    try {
      await page.goto('/');
      const banner = page.locator('.cc-window');
      await banner.getByRole('button', { name: 'Decline' }).click();
      await expect(banner).toBeHidden();
      await addProductFromItsPage(page);
      await page.goto('/checkout/');
      await waitForHydration(page);
      await expect(page.locator('button.cc-revoke')).toBeHidden();

      // A field scrolled to the bottom edge of the screen is the field there, down to its corner.
      const street = page.getByRole('group', { name: 'Billing details' }).getByLabel('Street address');
      const hit = await street.evaluate((input) => {
        input.scrollIntoView({ block: 'end' });
        const box = input.getBoundingClientRect();
        return document.elementFromPoint(box.left + 24, box.bottom - 4) === input;
      });
      expect(hit).toBe(true);

      const settings = page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' });
      await settings.scrollIntoViewIfNeeded();
      await settings.click();
      await expect(banner).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  test('a checkout the server refuses shows its messages without a console error, the page’s fetch answered 200', async ({ page }) => {
    await addProductFromItsPage(page);
    await page.goto('/checkout/');
    await waitForHydration(page);
    const errors = consoleErrors(page);
    const refused = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/checkout/_.data');
    await page.getByRole('button', { name: 'Place order' }).click();
    expect((await refused).status()).toBe(200);
    await expect(page.getByRole('alert').getByRole('link', { name: 'Billing First name is a required field.' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/$/);
    expect(errors).toEqual([]);
  });
});

test('a decision on the banner of a shop as it comes reaches the consent report', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'DE' } });
  const page = await context.newPage();
  try {
    await page.goto('/shop/');
    const recorded = page.waitForResponse((response) => new URL(response.url()).pathname === '/wp-json/vitrine/v1/consent-stats' && response.request().method() === 'POST');
    await page.locator('.cc-window').getByRole('button', { name: 'Decline' }).click();
    expect((await recorded).status()).toBe(201);
  } finally {
    await context.close();
  }
  const admin = await browser.newPage();
  try {
    await logInAsAdmin(admin);
    await admin.goto('/admin/reports/consent/');
    const byStatus = admin.getByRole('table', { name: /^Decisions by status/ });
    await expect(byStatus.getByRole('row', { name: /^Denied \d+/ })).toBeVisible();
  } finally {
    await admin.close();
  }
});
