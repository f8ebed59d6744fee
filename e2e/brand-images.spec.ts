import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations, logInAt, test, waitForHydration } from './support.ts';
import { startShop, type ExtraShop } from './support/shop-server.ts';

// A shop of its own: its logo and icon would change every other spec's pages.
let shop: ExtraShop;
test.beforeAll(async () => {
  shop = await startShop('brand-images', {});
});
test.afterAll(async () => shop.close());

const logIn = (page: Page) => logInAt(page, `${shop.url}/admin/settings/theme/`, 'Theme');

const picture = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 4, background } }).png().toBuffer();

test('the owner uploads a logo and a site icon with the keyboard; the preview and the shop draw the logo in its box, the pages link the icon', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page);
  await waitForHydration(page);

  // From the address field back to the file input, and the file chooser opened from the keyboard.
  const logoFile = page.getByLabel('Upload a logo');
  await page.getByLabel('Or the logo’s address').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(logoFile).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'Wombat logo.png', mimeType: 'image/png', buffer: await picture(600, 200, '#0b6e4f') });
  await page.getByLabel('Logo text').fill('Wombat Wares');
  await page.getByLabel('Logo height (pixels)').fill('48');

  // The preview shows the chosen file before anything is stored, already in its box.
  const previewLogo = page.frameLocator('iframe[name="theme-preview"]').locator('img.site-title__logo');
  await expect(previewLogo).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(previewLogo).toHaveAttribute('width', '144');
  await expect(previewLogo).toHaveAttribute('height', '48');

  await page.getByLabel('Upload a site icon').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: await picture(512, 512, '#1f3a5f') });
  await page.getByRole('button', { name: 'Save changes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Theme settings saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'The site icon in use' })).toBeVisible();
  await expect(page.getByLabel('Or the logo’s address')).toHaveValue(/^\/uploads\/wombat-logo-[0-9a-f]{12}\.png$/);
  await expectNoAxeViolations(page);

  const shopper = await browser.newPage();
  try {
    await shopper.goto(`${shop.url}/shop/`);
    const logo = shopper.getByRole('link', { name: 'Wombat Wares' }).locator('img.site-title__logo');
    await expect(logo).toHaveAttribute('src', /^\/uploads\/wombat-logo-[0-9a-f]{12}\.png$/);
    await expect(logo).toHaveAttribute('width', '144');
    await expect(logo).toHaveAttribute('height', '48');
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(600);
    const box = await logo.boundingBox();
    expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([144, 48]);
    await expect(shopper.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute('href', /^\/uploads\/site-icon\/site-icon-[0-9a-f]{16}-180\.png$/);
    const icon = await shopper.locator('head link[rel="icon"][sizes="32x32"]').getAttribute('href');
    expect((await shopper.request.get(`${shop.url}${icon}`)).headers()['content-type']).toBe('image/png');
    await expectNoAxeViolations(shopper);
  } finally {
    await shopper.close();
  }
});
