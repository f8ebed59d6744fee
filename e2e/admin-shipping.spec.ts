import { expect } from '@playwright/test';
import { expectNoAxeViolations, logInAsAdmin, test } from './support.ts';

test('the shop manager sets up a shipping zone with a flat rate by shipping class, corrects mistakes and removes it again', async ({ page }) => {
  const stamp = Date.now();
  const className = `Bulky ${stamp}`;
  const zoneName = `Munich ${stamp}`;

  await logInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Shipping', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping zones' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Locations not covered by your other zones' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A shipping class first, for the flat rate to charge.
  await page.getByRole('link', { name: 'Shipping classes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping classes' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Shipping class/).fill(className);
  await page.getByRole('button', { name: 'Add shipping class' }).click();
  await expect(page.getByText(`Shipping class “${className}” added.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: className }) })).toContainText('0');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: '← Shipping zones' }).click();
  await page.getByRole('link', { name: 'Add zone' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add shipping zone' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Zone regions' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Continents' }).getByRole('checkbox', { name: 'Europe' })).not.toBeChecked();
  await expectNoAxeViolations(page);

  // A mistake comes back by its field, with everything typed still there.
  await page.getByLabel(/^Zone name/).fill(zoneName);
  await page.getByRole('group', { name: 'Countries' }).getByLabel('Germany').check();
  await page.getByLabel('States', { exact: true }).fill('Bavaria');
  await page.getByLabel('Postcodes').fill('80*');
  await page.getByRole('button', { name: 'Add zone' }).click();
  await expect(page.getByText('These do not read: Bavaria.')).toBeVisible();
  await expect(page.getByLabel('States', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/^Zone name/)).toHaveValue(zoneName);
  await expect(page.getByRole('group', { name: 'Countries' }).getByLabel('Germany')).toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByLabel('States', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Add zone' }).click();
  await expect(page.getByText('Zone added. Now add the shipping methods it offers.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit zone “${zoneName}”`);
  await expectNoAxeViolations(page);

  await page.getByLabel('Shipping method', { exact: true }).selectOption('flat_rate');
  await page.getByRole('button', { name: 'Add shipping method' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Flat rate settings' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Shipping class costs' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Method title').fill('Courier');
  await page.getByLabel('Cost', { exact: true }).fill('10 +');
  await page.getByLabel(`“${className}” shipping class cost`).fill('5');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The cost ends where a number was expected.')).toBeVisible();
  await expect(page.getByLabel('Cost', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Cost', { exact: true })).toHaveValue('10 +');
  await expect(page.getByLabel(`“${className}” shipping class cost`)).toHaveValue('5');
  await expect(page.getByLabel('Method title')).toHaveValue('Courier');
  await expectNoAxeViolations(page);

  await page.getByLabel('Cost', { exact: true }).fill('10 + 2 * [qty]');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Shipping method saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Courier settings' })).toBeVisible();

  // Switched off from the zone's list of methods.
  await page.getByRole('link', { name: `← ${zoneName}` }).click();
  const enabled = page.getByRole('checkbox', { name: 'Courier enabled' });
  await expect(enabled).toBeChecked();
  await enabled.uncheck();
  await page.getByRole('button', { name: 'Save methods' }).click();
  await expect(page.getByText('Shipping methods saved.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Courier enabled' })).not.toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: '← All shipping zones' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: zoneName, exact: true }) });
  await expect(row).toContainText('Germany, postcode 80*');
  await expect(row).toContainText('Courier (disabled)');
  await expectNoAxeViolations(page);

  // Zone 0's page offers its methods alone.
  await page.getByRole('link', { name: 'Locations not covered by your other zones' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Locations not covered by your other zones' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete zone' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Removed again: the method, the zone, the class.
  await page.getByRole('link', { name: '← All shipping zones' }).click();
  await page.getByRole('link', { name: zoneName, exact: true }).click();
  await page.getByRole('link', { name: 'Courier', exact: true }).click();
  await page.getByRole('button', { name: 'Delete shipping method' }).click();
  await expect(page.getByText('Shipping method “Courier” was deleted.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete zone' }).click();
  await expect(page.getByText(`Zone “${zoneName}” was deleted.`)).toBeVisible();
  await expect(page.getByRole('link', { name: zoneName, exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Shipping classes' }).click();
  await page.getByRole('link', { name: className, exact: true }).click();
  await page.getByRole('button', { name: 'Delete shipping class' }).click();
  await expect(page.getByText(`Shipping class “${className}” was deleted.`)).toBeVisible();
});
