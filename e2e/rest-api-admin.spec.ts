import { expect } from '@playwright/test';
import { expectNoAxeViolations, logInAsAdmin, test } from './support.ts';

test('the shop manager makes an API key and an application password, sees each secret once, and revokes them', async ({ page }) => {
  await logInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'REST API' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'REST API' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A key without a description is refused by the field.
  await page.getByLabel(/^Permissions/).selectOption('read_write');
  await page.getByRole('button', { name: 'Generate API key' }).click();
  await expect(page.getByText('Describe what the key is for.')).toBeVisible();
  await expect(page.getByLabel(/^Description/)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  const description = `Browser test ${Date.now()}`;
  await page.getByLabel(/^Description/).fill(description);
  await page.getByRole('button', { name: 'Generate API key' }).click();
  const shown = page.getByRole('status').filter({ hasText: 'shown only this once' });
  await expect(shown).toContainText(/ck_[0-9a-f]{40}/);
  await expect(shown).toContainText(/cs_[0-9a-f]{64}/);
  await expectNoAxeViolations(page);
  const row = page.getByRole('table', { name: 'API keys' }).getByRole('row', { name: new RegExp(description) });
  await expect(row).toContainText('Read/Write');
  await expect(row).toContainText('Never');

  await page.getByLabel(/^Name/).fill('Label printer');
  await page.getByRole('button', { name: 'Add application password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Application password “Label printer” created' })).toContainText(/([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Revoke the API key “${description}”` }).click();
  await expect(page.getByText('API key revoked')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(description) })).toHaveCount(0);
  await page.getByRole('button', { name: 'Revoke the application password “Label printer”' }).click();
  await expect(page.getByText('Application password revoked.')).toBeVisible();
  await expectNoAxeViolations(page);
});
