import { expect, type Frame, type Page } from '@playwright/test';
import { expectNoAxeViolations, logInAt, test, waitForHydration } from './support.ts';
import { startShop, type ExtraShop } from './support/shop-server.ts';

// A shop of its own: its colours would change every other spec's pages.
let shop: ExtraShop;
test.beforeAll(async () => {
  shop = await startShop('branding', {});
});
test.afterAll(async () => shop.close());

const logIn = (page: Page) => logInAt(page, `${shop.url}/admin/settings/theme/`, 'Theme');

/** A custom property's value as a page (or the preview frame) computes it. */
const property = (target: Page | Frame, name: string) => target.evaluate((property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(), name);

test('the owner’s colours show in the preview unsaved, a faint pair is refused with its ratio, and the saved brand reaches the shop', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page);
  await waitForHydration(page);
  const previewFrame = () => page.frames().find((frame) => frame.name() === 'theme-preview')!;
  await expect(page.frameLocator('iframe[name="theme-preview"]').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await property(previewFrame(), '--color-button')).toBe('#1f3a5f');

  await page.getByLabel('Buttons', { exact: true }).fill('#0b6e4f');
  await page.getByLabel('Headings font').selectOption('transitional');
  await expect.poll(() => property(previewFrame(), '--color-button')).toBe('#0b6e4f');
  expect(await property(previewFrame(), '--font-headings')).toContain('Charter');

  // Text too faint on its background: refused by the field, with the ratio.
  await page.getByLabel('Button text', { exact: true }).fill('#6fb99f');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const error = page.getByText(/Button text on buttons has a contrast of \d\.\d:1; WCAG AA asks for at least 4\.5:1/);
  await expect(error).toBeVisible();
  await expect(page.getByLabel('Button text', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await page.getByLabel('Button text', { exact: true }).fill('#ffffff');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Theme settings saved.')).toBeVisible();

  const shopper = await browser.newPage();
  try {
    await shopper.goto(`${shop.url}/shop/`);
    expect(await property(shopper, '--color-button')).toBe('#0b6e4f');
    const button = shopper.locator('a.button').first();
    await expect(button).toHaveCSS('background-color', 'rgb(11, 110, 79)');
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Charter/);
    await expectNoAxeViolations(shopper);
  } finally {
    await shopper.close();
  }
});
