import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, fillCheckout, logInAsAdmin, test, waitForHydration } from './support.ts';
import { isAnalyticsChunk, isAnalyticsPost } from './support/tracking-recorder.ts';

const PHONE = { width: 390, height: 844 };

/** The shop's theme object as the page (or a frame of it) has it. */
const themeParams = (target: Page | import('@playwright/test').Frame) =>
  target.evaluate(() => (window as unknown as { vitrine_theme_params: { preview: boolean; offcanvas: { width: number } } }).vitrine_theme_params);

/** One order in the shop, so the admin's order tables have a row. */
async function placeOrder(page: Page) {
  await page.goto('/shop/');
  await page.locator('a.ajax_add_to_cart').first().click();
  await expect(page.locator('a.added_to_cart').first()).toBeVisible();
  await page.goto('/checkout/');
  await fillCheckout(page, { first: 'Grace', last: 'Hopper', email: 'grace@example.com' });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\//);
}

test('at 390 px the admin’s navigation is an off-canvas panel, used with the keyboard alone, and its tables stay readable', async ({ page, browser }) => {
  const shopper = await browser.newPage();
  try {
    await placeOrder(shopper);
  } finally {
    await shopper.close();
  }
  await page.setViewportSize(PHONE);
  await logInAsAdmin(page);
  // The admin's own header, not the shop's.
  await expect(page.getByRole('banner')).toContainText('Shop admin');
  await expect(page.getByRole('link', { name: 'View shop' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.locator('.site-header')).toHaveCount(0);

  const toggle = page.locator('button.offcanvas-toggle');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await expectNoAxeViolations(page);

  // Keyboard only: open, focus inside, held there, Escape closes and focus comes back.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#admin-offcanvas')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('link', { name: 'My account' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(nav).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

  // Following a link closes the panel.
  await page.keyboard.press('Enter');
  await nav.getByRole('link', { name: 'Orders' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // The dashboard's latest orders: the total is on screen, not clipped.
  await page.goto('/admin/');
  const total = page.locator('.admin-panel td[data-label="Total"]').first();
  await expect(total).toBeVisible();
  const box = await total.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);
});

test('at 800 px the navigation is still off-canvas, closed again by its close button', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1000 });
  await logInAsAdmin(page);
  // The admin's menu button is its own React component: it works once the page has hydrated.
  await waitForHydration(page);
  const toggle = page.locator('button.offcanvas-toggle');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav).toBeHidden();
  await toggle.click();
  await expect(nav.getByRole('link', { name: 'Theme' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(nav).toBeHidden();
});

test('at 1280 px the navigation stays beside the content, without a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAsAdmin(page);
  await expect(page.locator('button.offcanvas-toggle')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Theme' })).toBeVisible();
});

test('the theme settings save for every page, and the preview shows unsaved changes without recording anything', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Theme' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Theme' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The preview frame: the shop, marked as a preview, nothing recorded inside it.
  const tracked: string[] = [];
  page.on('request', (request) => {
    const inPreview = request.frame().name() === 'theme-preview';
    if (inPreview && (isAnalyticsChunk(request.url()) || isAnalyticsPost(request.url()))) tracked.push(request.url());
  });
  const frame = page.frameLocator('iframe[name="theme-preview"]');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  const previewFrame = () => page.frames().find((candidate) => candidate.name() === 'theme-preview');
  expect(await themeParams(previewFrame()!)).toMatchObject({ preview: true, offcanvas: { width: 250 } });

  // An unsaved change reaches the preview (after a short pause), not the shop.
  const width = page.getByLabel(/^Width of the menu panel/);
  await width.fill('333');
  await expect.poll(async () => (await themeParams(previewFrame()!)).offcanvas.width).toBe(333);
  expect((await themeParams(previewFrame()!)).preview).toBe(true);
  const shopper = await browser.newPage();
  try {
    await shopper.goto('/');
    expect(await themeParams(shopper)).toMatchObject({ preview: false, offcanvas: { width: 250 } });

    // A bad value is refused by its field; nothing saved.
    await width.fill('40');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter a whole number of pixels from 160 to 600.')).toBeVisible();
    await expect(page.getByLabel(/^Width of the menu panel/)).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel(/^Width of the menu panel/).fill('333');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Theme settings saved.')).toBeVisible();
    await expect(page.getByLabel(/^Width of the menu panel/)).toHaveValue('333');

    // Each server process re-reads settings within a second.
    await expect.poll(async () => {
      await shopper.goto('/');
      return (await themeParams(shopper)).offcanvas.width;
    }).toBe(333);
  } finally {
    await shopper.close();
  }
  expect(tracked).toEqual([]);

  // Back to the configuration file.
  await page.getByRole('button', { name: 'Reset to the configuration file' }).click();
  await expect(page.getByText('The theme follows the configuration file again.')).toBeVisible();
});

test('the slideshow, text effect, video and map settings: a bad value refused by its field, the preview following, saved for the shop', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAsAdmin(page);
  await page.goto('/admin/settings/theme/');
  const previewFrame = () => page.frames().find((candidate) => candidate.name() === 'theme-preview');
  await expect(page.frameLocator('iframe[name="theme-preview"]').getByRole('heading', { level: 1 })).toBeVisible();
  type MediaParams = { text_morph: { header_text_morph: boolean; header_text_morph_speed: number }; map: { consent: string; maxZoom: number } };
  const mediaParams = async (target: Page | import('@playwright/test').Frame) => (await themeParams(target)) as unknown as MediaParams;

  const tiles = page.getByLabel('Map tile address');
  await expect(tiles).toHaveValue('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  await tiles.fill('https://tiles.example.org/tile.png');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The address must contain {z}, {x} and {y}.')).toBeVisible();
  await expect(page.getByLabel('Map tile address')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await page.getByLabel('Map tile address').fill('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  await page.getByLabel(/^Morph the header’s text/).check();
  await page.getByLabel('Next phrase every (ms)').fill('2500');
  await page.getByLabel('Cookie category the map waits for').selectOption('functional');
  await page.getByLabel('Map’s closest zoom level').fill('17');
  await expect.poll(async () => (await mediaParams(previewFrame()!)).text_morph).toEqual({ header_text_morph: true, header_text_morph_speed: 2500 });
  expect((await mediaParams(previewFrame()!)).map).toMatchObject({ consent: 'functional', maxZoom: 17 });

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Theme settings saved.')).toBeVisible();
  await expect(page.getByLabel('Next phrase every (ms)')).toHaveValue('2500');
  await expect(page.getByLabel('Cookie category the map waits for')).toHaveValue('functional');
  const shopper = await browser.newPage();
  try {
    await expect.poll(async () => {
      await shopper.goto('/');
      return (await mediaParams(shopper)).map;
    }).toMatchObject({ consent: 'functional', maxZoom: 17 });
  } finally {
    await shopper.close();
  }
  await page.getByRole('button', { name: 'Reset to the configuration file' }).click();
  await expect(page.getByText('The theme follows the configuration file again.')).toBeVisible();
});
