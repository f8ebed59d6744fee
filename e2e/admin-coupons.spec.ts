import { expect } from '@playwright/test';
import { expectNoAxeViolations, logInAsAdmin, test } from './support.ts';

test('the shop manager adds a coupon, corrects a mistake, drafts it and deletes it', async ({ page }) => {
  await logInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Coupons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Add coupon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add coupon' })).toBeVisible();
  for (const group of ['General', 'Usage restriction', 'Usage limits']) await expect(page.getByRole('group', { name: group })).toBeVisible();
  await expectNoAxeViolations(page);

  // A mistake comes back by its field, with everything typed still there.
  const code = `e2e-${Date.now()}`;
  await page.getByLabel(/^Coupon code/).fill(code);
  await page.getByLabel('Discount type').selectOption('fixed_cart');
  await page.getByLabel('Coupon amount').fill('ten');
  await page.getByLabel('Individual use only').check();
  const category = page.getByRole('group', { name: 'Product categories' }).getByRole('checkbox').first();
  await category.check();
  await page.getByRole('button', { name: 'Publish coupon' }).click();
  await expect(page.getByText('Enter the coupon amount as an amount such as 19.99.')).toBeVisible();
  await expect(page.getByLabel('Coupon amount')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Coupon amount')).toHaveValue('ten');
  await expect(page.getByLabel(/^Coupon code/)).toHaveValue(code);
  await expect(page.getByLabel('Individual use only')).toBeChecked();
  await expect(category).toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByLabel('Coupon amount').fill('10.00');
  await page.getByRole('button', { name: 'Publish coupon' }).click();
  await expect(page.getByText('Coupon created.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit coupon “${code}”`);
  await expect(page.getByText('Used so far: 0 times.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Status').selectOption('draft');
  await page.getByRole('button', { name: 'Update coupon' }).click();
  await expect(page.getByText('Coupon updated.')).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('draft');

  await page.getByRole('link', { name: '← All coupons' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: code, exact: true }) });
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('Fixed cart discount');
  await expect(row).toContainText('$10.00');
  await expect(row).toContainText('Never');
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: code, exact: true }).click();
  await page.getByRole('button', { name: 'Delete coupon' }).click();
  await expect(page.getByText(`Coupon “${code}” was deleted.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await expect(page.getByRole('link', { name: code, exact: true })).toHaveCount(0);
});
