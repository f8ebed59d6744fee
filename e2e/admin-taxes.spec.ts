import { expect } from '@playwright/test';
import { expectNoAxeViolations, logInAsAdmin, test } from './support.ts';

test('the shop manager adds a tax class and a rate to it by keyboard, corrects a mistake and removes them again', async ({ page }) => {
  const stamp = Date.now();
  const className = `Keyboard class ${stamp}`;

  await logInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Tax', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tax' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Tax sections' }).getByRole('link', { name: 'Tax options' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Enable tax rates and calculations')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Prices entered with tax' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A class of its own: its rates tax no product, so the rest of the shop prices as before.
  const classes = page.getByLabel('Additional tax classes');
  await classes.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(`\n${className}`);
  await page.getByRole('button', { name: 'Save changes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your settings have been saved. 1 tax class added.')).toBeVisible();
  await expect(classes).toHaveValue(new RegExp(`${className}$`));
  await expectNoAxeViolations(page);

  const section = page.getByRole('navigation', { name: 'Tax sections' }).getByRole('link', { name: `${className} rates` });
  await section.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `${className} rates` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The last row adds a rate: typed field by field, saved with Enter.
  await page.getByLabel('Country code of the new rate').focus();
  await page.keyboard.type('IS');
  await page.keyboard.press('Tab'); // State code
  await page.keyboard.press('Tab'); // Postcode / ZIP
  await page.keyboard.type('101; 105');
  await page.keyboard.press('Tab'); // City
  await page.keyboard.press('Tab'); // Rate %
  await page.keyboard.type('24');
  await page.keyboard.press('Tab'); // Tax name
  await page.keyboard.type('VSK');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Tax rates saved, and the new rate added.')).toBeVisible();
  await expect(page.getByLabel('Rate % of rate 1 (VSK)')).toHaveValue('24.0000');
  await expect(page.getByLabel('Postcode / ZIP of rate 1 (VSK)')).toHaveValue('101; 105');
  await expect(page.getByLabel('Country code of the new rate')).toHaveValue('');
  await expect(page.getByRole('navigation', { name: 'Tax sections' }).getByRole('link', { name: `${className} rates (1)` })).toBeVisible();
  await expectNoAxeViolations(page);

  // A mistake comes back by its field, the rate as typed; nothing is saved.
  const rate = page.getByLabel('Rate % of rate 1 (VSK)');
  await rate.fill('twenty');
  await rate.press('Enter');
  await expect(page.getByText('Rate % must be a percentage from 0 to 100 with at most 4 decimals, such as 19 or 7.25 (0 for none).')).toBeVisible();
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expect(rate).toHaveValue('twenty');
  await expectNoAxeViolations(page);
  await rate.fill('11');
  await rate.press('Enter');
  await expect(page.getByText('Tax rates saved.')).toBeVisible();
  await expect(page.getByLabel('Rate % of rate 1 (VSK)')).toHaveValue('11.0000');

  // Removed again: the class's line, and its rate with it.
  await page.getByRole('navigation', { name: 'Tax sections' }).getByRole('link', { name: 'Tax options' }).click();
  await classes.fill((await classes.inputValue()).replace(`\n${className}`, ''));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your settings have been saved. 1 deleted with its rates.')).toBeVisible();
  await expect(page.getByRole('link', { name: `${className} rates` })).toHaveCount(0);
});
