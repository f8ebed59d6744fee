import { expect } from '@playwright/test';
import { test } from './support.ts';

test('an unknown address shows the not-found page with a way back to the shop', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse the shop' }).click();
  await expect(page).toHaveURL(/\/shop\/$/);
});
