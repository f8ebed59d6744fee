import { expect, type Page } from '@playwright/test';
import { testWoff2 } from '../test/fixtures/fonts.ts';
import { expectNoAxeViolations, logInAt, test, waitForHydration } from './support.ts';
import { startShop, type ExtraShop } from './support/shop-server.ts';

// A shop of its own: its fonts would change every other spec's pages.
let shop: ExtraShop;
test.beforeAll(async () => {
  shop = await startShop('fonts', {});
});
test.afterAll(async () => shop.close());

const FAMILY = 'Shop Serif';

const logIn = (page: Page) => logInAt(page, `${shop.url}/admin/settings/fonts/`, 'Fonts');

/** Whether the page has loaded a face of the family (the browser checked its tables and can draw with it). */
const faceLoaded = (page: Page, family: string) =>
  page.evaluate(async (name) => {
    await document.fonts.ready;
    return [...document.fonts].some((face) => face.family.replace(/"/g, '') === name && face.status === 'loaded');
  }, family);

test('the owner uploads a font with the keyboard, chooses it for the text, and the shop draws its text with it from its own origin', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page);
  await waitForHydration(page);

  // The file is chosen in the browser's own dialog; everything after it by the keyboard, in the form's order.
  const file = page.getByLabel('Font file');
  await file.focus();
  await file.setInputFiles({ name: 'ShopSerif-Regular.woff2', mimeType: 'font/woff2', buffer: testWoff2(FAMILY) });
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Family name')).toBeFocused();
  await page.keyboard.type(FAMILY);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Weight')).toBeFocused();
  await expect(page.getByLabel('Weight')).toHaveValue('400');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Style')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Upload font' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText(`${FAMILY} 400 Regular uploaded.`)).toBeVisible();
  const family = page.getByRole('region', { name: FAMILY });
  await expect(family.getByRole('heading', { level: 3, name: FAMILY })).toBeVisible();
  await expect(family.getByText('The quick brown fox')).toHaveCSS('font-family', new RegExp(`^"${FAMILY}"`));
  expect(await faceLoaded(page, FAMILY)).toBe(true);
  await expect(page.getByLabel('Family name')).toHaveValue('');
  await expectNoAxeViolations(page);

  // Branding offers it beside the system fonts.
  await page.goto(`${shop.url}/admin/settings/theme/`);
  await waitForHydration(page);
  await page.getByLabel('Text font').selectOption({ label: `${FAMILY} (uploaded)` });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Theme settings saved.')).toBeVisible();

  const shopper = await browser.newPage();
  try {
    const fontRequests: string[] = [];
    shopper.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    await shopper.goto(`${shop.url}/shop/`);
    await expect(shopper.locator('body')).toHaveCSS('font-family', new RegExp(`^"${FAMILY}", system-ui`));
    expect(await faceLoaded(shopper, FAMILY)).toBe(true);
    // Fetched once, from the shop itself: the file under its uploads, nothing from another host.
    const origin = new URL(shop.url).origin;
    expect(fontRequests.length).toBeGreaterThan(0);
    for (const url of fontRequests) expect(url).toMatch(new RegExp(`^${origin}/uploads/fonts/[0-9a-f]{32}\\.woff2$`));
    await expect(shopper.locator('link[rel="preload"][as="font"]')).toHaveAttribute('href', new URL(fontRequests[0]!).pathname);
    await expectNoAxeViolations(shopper);
  } finally {
    await shopper.close();
  }

  // Deleted, the family leaves the shop on the system fonts.
  await page.goto(`${shop.url}/admin/settings/fonts/`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Delete ${FAMILY} 400 Regular` }).click();
  await expect(page.getByText(/The family was the theme’s text font/)).toBeVisible();
  const after = await browser.newPage();
  try {
    await after.goto(`${shop.url}/shop/`);
    await expect(after.locator('body')).toHaveCSS('font-family', /^system-ui/);
  } finally {
    await after.close();
  }
});
