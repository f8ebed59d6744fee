import { expect } from '@playwright/test';
import { expectNoAxeViolations, logInAsAdmin, test } from './support.ts';

test('the shop manager adds a webhook by keyboard, is told why a private address is refused, pauses it and deletes it', async ({ page }) => {
  await logInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Add webhook' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add webhook' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The shop's own machine is not a place webhooks may go (the config does not allow it): said by the field.
  const name = `Warehouse ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Topic').selectOption('order.created');
  await page.getByLabel(/^Delivery URL/).fill('http://127.0.0.1:9/hooks');
  await page.getByLabel(/^Delivery URL/).press('Enter');
  await expect(page.getByText(/Delivery URL must lead to a public address: 127\.0\.0\.1 is not a public address/)).toBeVisible();
  await expect(page.getByLabel(/^Delivery URL/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expectNoAxeViolations(page);

  // A public address (written as one, so no name needs looking up) is taken.
  await page.getByLabel(/^Delivery URL/).fill('https://192.0.43.10/hooks');
  await page.getByLabel('Secret').fill('shared with the warehouse');
  await page.getByRole('button', { name: 'Save webhook' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Webhook created successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit webhook “${name}”`);
  await expect(page.getByRole('heading', { level: 2, name: 'Recent deliveries' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Status').selectOption('paused');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Webhook updated successfully.')).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('paused');

  await page.getByRole('link', { name: '← All webhooks' }).click();
  const row = page.getByRole('table', { name: 'Webhooks' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Paused');
  await expect(row).toContainText('Order created');
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Delete webhook' }).click();
  await expect(page.getByText(`Webhook “${name}” was deleted.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
