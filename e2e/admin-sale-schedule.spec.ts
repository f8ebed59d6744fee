import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, logInAsAdmin, test } from './support.ts';

/** Moves the keyboard's focus to a control and types into it, as a person tabbing there would. */
async function typeInto(page: Page, control: Locator, text: string) {
  await control.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test('the shop manager schedules a sale by keyboard, and the shop shows it only once it has started', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/admin/products/new/');
  const name = `Scheduled Lamp ${Date.now()}`;
  await typeInto(page, page.getByLabel(/^Name/).first(), name);
  await typeInto(page, page.getByLabel(/^Regular price/), '40');

  const dates = page.getByRole('group', { name: 'Sale price dates' });
  const starts = dates.getByLabel('Sale starts');
  // A date and time typed part by part (month, day, year, hour, minute, second, AM/PM), as the field steps through them.
  // Each part is a digit no other could follow (9 for September, 5 for the 5th …), so the field moves on at once
  // however slowly the keys come; a 1 for December would wait for a second digit, and a busy machine's pause ends that wait.
  await starts.focus();
  await page.keyboard.type('952099');
  // A year may have more digits: the arrow key moves on to the hour.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('978A');
  await expect(starts).toHaveValue(/^2099-09-05T09:07:08$/);

  // Dates without a sale price are refused, by the field, with what was typed kept.
  await page.getByRole('button', { name: 'Publish product' }).press('Enter');
  await expect(dates.getByText('Enter a sale price for the sale to start on this date, or clear the sale dates.')).toBeVisible();
  await expect(dates.getByLabel('Sale starts')).toHaveValue(/^2099-09-05T09:07:08$/);
  await expect(dates.getByLabel('Sale starts')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await typeInto(page, page.getByLabel(/^Sale price/), '30');
  await page.getByRole('button', { name: 'Publish product' }).press('Enter');
  await expect(page.getByText('Product created.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Sale price dates' }).getByLabel('Sale starts')).toHaveValue(/^2099-09-05T09:07:08$/);

  // Not started yet: the shop sells it at its regular price, with no sale badge.
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await page.goto(`/product/${slug}/`);
  await expect(page.locator('.summary .price')).toHaveText('$40.00');
  await expect(page.locator('.summary .onsale')).toHaveCount(0);

  // Started now (the start cleared): the sale price and the badge.
  await page.goBack();
  await page.getByRole('group', { name: 'Sale price dates' }).getByLabel('Sale starts').fill('');
  await page.getByRole('button', { name: 'Update product' }).press('Enter');
  await expect(page.getByText('Product updated.')).toBeVisible();
  await page.goto(`/product/${slug}/`);
  await expect(page.locator('.summary .onsale')).toBeVisible();
  await expect(page.locator('.summary .price ins')).toHaveText('$30.00');
});
