import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, test, waitForHydration } from './support.ts';

/** Focuses a field and types into it, as a keyboard user does (the field is emptied first). */
async function typeInto(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  if (text !== '') await page.keyboard.type(text);
}

test('a customer adds a billing address by keyboard, is told what is missing beside the field, and finds it saved', async ({ page }) => {
  const email = `address.${Date.now()}@example.com`;
  await page.goto('/my-account/');
  const register = page.getByRole('region', { name: 'Register' });
  await register.getByLabel('Email address').fill(email);
  await register.getByLabel(/^Password/).fill('correct-horse-battery');
  await register.getByLabel('First name').fill('Ada');
  await register.getByLabel('Last name').fill('Lovelace');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/^Hello Ada/)).toBeVisible();

  // From the account's navigation to "Addresses", and on to the billing form, by keyboard.
  const nav = page.getByRole('navigation', { name: 'Account pages' });
  await nav.getByRole('link', { name: 'Addresses' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-account\/edit-address\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Addresses' })).toBeVisible();
  await expect(page.getByText('You have not set up this type of address yet.')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Add billing address' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-account\/edit-address\/billing\/$/);
  await waitForHydration(page);

  const form = page.locator('form.edit-address-form');
  // The account's name and e-mail start the first address.
  await expect(form.getByLabel('First name')).toHaveValue('Ada');
  await expect(form.getByLabel('Email address')).toHaveValue(email);
  const country = form.getByRole('combobox', { name: 'Country / Region' });
  await country.focus();
  await page.keyboard.type('United Kingdom');
  await expect(country).toHaveValue('GB');
  await typeInto(page, form.getByLabel('Street address'), '12 St James Square');
  await typeInto(page, form.getByLabel('Postcode / ZIP'), 'SW1Y 4JH');
  await typeInto(page, form.getByLabel('Phone'), '+44 20 7946 0958');
  // The town is left out: Enter sends the form, which comes back with the message by the field.
  await page.keyboard.press('Enter');
  const town = form.getByLabel('Town / City');
  await expect(town).toHaveAttribute('aria-invalid', 'true');
  await expect(town).toHaveAccessibleDescription('Billing Town / City is a required field.');
  await expect(page.getByRole('alert')).toContainText('Billing Town / City is a required field.');
  await expect(form.getByLabel('Street address')).toHaveValue('12 St James Square');
  await expect(country).toHaveValue('GB');
  await expectNoAxeViolations(page);

  await typeInto(page, town, 'London');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-account\/edit-address\/$/);
  await expect(page.getByText('Address changed successfully.')).toBeVisible();
  const billing = page.getByRole('region', { name: 'Billing address' });
  await expect(billing).toContainText('12 St James Square');
  await expect(billing).toContainText('London');
  await expect(billing).toContainText('SW1Y 4JH');
  await expect(billing).toContainText('United Kingdom');
  await expect(billing.getByRole('link', { name: 'Edit billing address' })).toBeVisible();
  await expectNoAxeViolations(page);
});
