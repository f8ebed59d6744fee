import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, test } from './support.ts';


/** Clicks the toggle until the hydrated page reacts (before hydration the button is inert by design). */
async function revealPassword(page: Page, form: ReturnType<Page['getByRole']>) {
  const password = form.getByLabel(/^Password/);
  await expect(async () => {
    if ((await password.getAttribute('type')) === 'password') await form.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

test('a shopper registers, logs out, logs back in with the password shown, and finds the orders page', async ({ page }) => {
  const email = `ada.${Date.now()}@example.com`;
  const password = 'correct-horse-battery';

  await page.goto('/my-account/');
  await expect(page.locator('body')).toHaveClass(/woocommerce-account/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A password that is too short is refused by the field, with the typed e-mail kept.
  const register = page.getByRole('region', { name: 'Register' });
  await register.getByLabel('Email address').fill(email);
  await register.getByLabel(/^Password/).fill('short');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(register.getByText('Choose a password of at least 8 characters.')).toBeVisible();
  await expect(register.getByLabel(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  await expect(register.getByLabel('Email address')).toHaveValue(email);

  await register.getByLabel(/^Password/).fill(password);
  await register.getByLabel('First name').fill('Ada');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Your account was created and you are now logged in.')).toBeVisible();
  await expect(page.getByText(/^Hello Ada/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Log out through the confirmation page.
  const accountNav = page.getByRole('navigation', { name: 'Account pages' });
  await accountNav.getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Log out' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm and log out' }).click();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

  // Log in again, checking the password before sending it.
  const login = page.getByRole('region', { name: 'Login' });
  await login.getByLabel('Username or email address').fill(email);
  const passwordInput = login.getByLabel(/^Password/);
  await passwordInput.fill(password);
  await expect(passwordInput).toHaveAttribute('type', 'password');
  await expect(login.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  await revealPassword(page, login);
  await expect(passwordInput).toHaveValue(password);
  const hide = login.getByRole('button', { name: 'Hide password' });
  await expect(hide).toHaveAttribute('aria-pressed', 'true');
  await hide.click();
  await expect(passwordInput).toHaveAttribute('type', 'password');
  await expect(login.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(/^Hello Ada/)).toBeVisible();

  await page.getByRole('navigation', { name: 'Account pages' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/my-account\/orders\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
  await expect(page.getByText('No order has been made yet.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a wrong password gets one answer that does not say which part was wrong', async ({ page }) => {
  await page.goto('/my-account/');
  const login = page.getByRole('region', { name: 'Login' });
  await login.getByLabel('Username or email address').fill('admin');
  await login.getByLabel(/^Password/).fill('not-the-password');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toHaveText('The username, e-mail address or password you entered is incorrect.');
  await expect(login.getByLabel('Username or email address')).toHaveValue('admin');
  await expectNoAxeViolations(page);
});

test('account pages need a sign-in and come back to the page asked for', async ({ page }) => {
  await page.goto('/my-account/orders/');
  await expect(page).toHaveURL(/\/my-account\/\?redirect_to=%2Fmy-account%2Forders%2F$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  // Another site as the target is never followed.
  await page.goto('/my-account/?redirect_to=https%3A%2F%2Fevil.example%2F');
  const email = `bob.${Date.now()}@example.com`;
  const register = page.getByRole('region', { name: 'Register' });
  await register.getByLabel('Email address').fill(email);
  await register.getByLabel(/^Password/).fill('a-long-password');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/my-account\/$/);
});
