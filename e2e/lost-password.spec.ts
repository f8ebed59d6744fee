import { DatabaseSync } from 'node:sqlite';
import { expect, type Locator } from '@playwright/test';
import { expectNoAxeViolations, test } from './support.ts';
import { workerShopDatabase } from './support/worker-shop.ts';

const DB_PATH = workerShopDatabase();

/** The reset link of the newest e-mail to `address`, read from the shop's outbox. */
function resetLinkFor(address: string): URL {
  const db = new DatabaseSync(DB_PATH, { readOnly: true });
  try {
    const row = db.prepare('select text from outbox where to_address = ? order by id desc limit 1').get(address) as { text: string } | undefined;
    const link = /https?:\/\/\S+\/my-account\/lost-password\/\?key=[\w-]+/.exec(row?.text ?? '')?.[0];
    if (!link) throw new Error(`no reset e-mail to ${address}`);
    return new URL(link);
  } finally {
    db.close();
  }
}

/** Clicks a field's show/hide toggle until the hydrated page reacts (before hydration it is inert by design). */
async function reveal(field: Locator, toggle: Locator) {
  await expect(async () => {
    if ((await field.getAttribute('type')) === 'password') await toggle.click();
    await expect(field).toHaveAttribute('type', 'text', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

test('a shopper who forgot the password asks for a link, sets a new password through it and signs in with it', async ({ page }) => {
  // A long story: registration, the request, the link, a refusal, the new password and the sign-in, with axe on each page.
  test.setTimeout(90_000);
  const email = `forgetful.${Date.now()}@example.com`;
  await page.goto('/my-account/');
  const register = page.getByRole('region', { name: 'Register' });
  await register.getByLabel('Email address').fill(email);
  await register.getByLabel(/^Password/).fill('the-first-password');
  await register.getByLabel('First name').fill('Grace');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/^Hello Grace/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Account pages' }).getByRole('link', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Confirm and log out' }).click();

  // The login form links to the lost-password form.
  await page.getByRole('region', { name: 'Login' }).getByRole('link', { name: 'Lost your password?' }).click();
  await expect(page).toHaveURL(/\/my-account\/lost-password\/$/);
  const lost = page.getByRole('region', { name: 'Lost password' });
  await expect(lost.getByText('Please enter your username or email address.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await lost.getByLabel('Username or email').fill(email);
  await lost.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password reset email has been sent.' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The e-mailed link opens the new-password form, without the key in the address bar.
  const link = resetLinkFor(email);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/my-account\/lost-password\/\?show-reset-form=true$/);
  const reset = page.getByRole('region', { name: 'Set a new password' });
  await expectNoAxeViolations(page);
  const first = reset.getByLabel(/^New password/);
  const second = reset.getByLabel(/^Re-enter new password/);
  await first.fill('a-brand-new-password');
  await second.fill('a-brand-new-passw0rd');
  await reset.getByRole('button', { name: 'Save' }).click();
  await expect(reset.getByText('Passwords do not match.')).toBeVisible();
  await expect(second).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // Both fields have their show/hide toggle.
  await first.fill('a-brand-new-password');
  await second.fill('a-brand-new-password');
  for (const [id, field] of [['password_1', first], ['password_2', second]] as const) {
    const toggle = reset.locator(`button.show-password-input[aria-controls="${id}"]`);
    await reveal(field, toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(field).toHaveValue('a-brand-new-password');
  }
  await reset.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your password has been reset successfully.')).toBeVisible();

  // The link is used up.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('alert')).toContainText('This key is invalid or has already been used.');

  await page.goto('/my-account/');
  const login = page.getByRole('region', { name: 'Login' });
  await login.getByLabel('Username or email address').fill(email);
  await login.getByLabel(/^Password/).fill('a-brand-new-password');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(/^Hello Grace/)).toBeVisible();
  await expectNoAxeViolations(page);
});
