import { expect } from '@playwright/test';
import { expectNoAxeViolations, logInAsAdmin, test } from './support.ts';

test('in coming-soon mode visitors see the coming-soon page, and the owner dismisses the reminder banner for good', async ({ page, browser }) => {
  await logInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel('Coming soon mode').check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();

  try {
    const visitor = await browser.newContext();
    try {
      const visitorPage = await visitor.newPage();
      const response = await visitorPage.goto('/shop/');
      expect(response?.status()).toBe(503);
      await expect(visitorPage.getByRole('heading', { level: 1, name: 'Great things are on the horizon' })).toBeVisible();
      await expectNoAxeViolations(visitorPage);
    } finally {
      await visitor.close();
    }

    await page.goto('/shop/');
    const banner = page.getByRole('region', { name: 'Store status' });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
    // The page carries the REST client's settings, and the dismissal goes through that client.
    const apiSettings = await page.evaluate(() => (window as unknown as { wpApiSettings?: { root: string; nonce: string } }).wpApiSettings);
    expect(apiSettings?.root).toMatch(/\/wp-json\/$/);
    const dismissed = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/wp-json/wp/v2/users/me' && answer.request().method() === 'POST');
    await banner.getByRole('button', { name: /Dismiss/ }).click();
    const answer = await dismissed;
    expect(answer.status()).toBe(200);
    expect(new URL(answer.url()).searchParams.get('_locale')).toBe('user');
    expect(await answer.request().allHeaders()).toMatchObject({ 'x-wp-nonce': apiSettings?.nonce, accept: 'application/json', 'content-type': 'application/json' });
    await expect(banner).toBeHidden();
    await page.goto('/blog/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Store status' })).toHaveCount(0);
  } finally {
    await page.goto('/admin/settings/');
    await page.getByLabel('Coming soon mode').uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
  }
});
