import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, test, waitForHydration } from './support.ts';

const review = (page: Page) => page.locator('table.woocommerce-checkout-review-order-table');

test('the checkout’s review charges the tax of the country as it is chosen, by rate before the total', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/shop/?orderby=price');
  const href = (await page.getByRole('link', { name: /^Add “.+” to your cart$/ }).first().getAttribute('href')) ?? '';
  await page.goto(href);
  await page.goto('/checkout/');
  await waitForHydration(page);
  const billing = page.getByRole('group', { name: 'Billing details' });

  // The United Kingdom: the demo store charges no tax there.
  await billing.getByRole('combobox', { name: 'Country / Region' }).selectOption('GB');
  await expect(review(page).locator('.woocommerce-shipping-destination')).toHaveText('Shipping to United Kingdom.');
  await expect(review(page).locator('tr.tax-rate')).toHaveCount(0);

  // Germany: 19 % MwSt. on the items and the shipping, in a row of its own before the total.
  await billing.getByRole('combobox', { name: 'Country / Region' }).selectOption('DE');
  await expect(review(page).locator('tr.tax-rate th')).toHaveText(['MwSt.']);
  const german = await review(page).locator('tr.order-total td').textContent();

  // France: 20 % TVA instead, and another total.
  await billing.getByRole('combobox', { name: 'Country / Region' }).selectOption('FR');
  await expect(review(page).locator('tr.tax-rate th')).toHaveText(['TVA']);
  await expect(review(page).locator('tr.order-total td')).not.toHaveText(german ?? '');
  await expectNoAxeViolations(page);
});
