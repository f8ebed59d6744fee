import { expect } from '@playwright/test';
import { expectNoAxeViolations, logInAsAdmin, saveStoreNotice, test, waitForHydration } from './support.ts';



test('a signed-out visit to the admin goes to the login page', async ({ page }) => {
  await page.goto('/admin/products/');
  await expect(page).toHaveURL(/\/my-account\/\?redirect_to=%2Fadmin%2Fproducts%2F$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByText('Please log in as a shop manager to continue.')).toBeVisible();
});

test('the shop manager changes a price and the product page shows it', async ({ page }) => {
  await logInAsAdmin(page);
  await expectNoAxeViolations(page);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The newest simple product: its own price is edited here (a variable product's are its variations').
  const firstProduct = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell', { name: 'Simple', exact: true }) }).first().getByRole('rowheader').getByRole('link').first();
  const name = (await firstProduct.textContent()) ?? '';
  await firstProduct.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit “${name}”`);
  await expectNoAxeViolations(page);

  // A sale price above the regular price is refused by the field, the other values kept.
  await page.getByLabel(/^Regular price/).fill('123.45');
  await page.getByLabel(/^Sale price/).fill('200');
  await page.getByRole('button', { name: 'Update product' }).click();
  await expect(page.getByText('The sale price must be lower than the regular price.')).toBeVisible();
  await expect(page.getByLabel(/^Sale price/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/^Regular price/)).toHaveValue('123.45');

  await page.getByLabel(/^Sale price/).fill('');
  await page.getByLabel(/^Status/).selectOption('publish');
  await page.getByRole('button', { name: 'Update product' }).click();
  await expect(page.getByText('Product updated.')).toBeVisible();
  await expect(page.getByLabel(/^Regular price/)).toHaveValue('123.45');

  await page.getByRole('link', { name: 'View product' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('main').getByText('$123.45').first()).toBeVisible();
});

test('the shop manager turns on the store notice and shoppers see it', async ({ page, browser }) => {
  await logInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectNoAxeViolations(page);
  const text = `Weekend sale ${Date.now()}: everything 10% off`;
  await saveStoreNotice(page, { enabled: true, text });

  const shopper = await browser.newContext();
  try {
    const shopPage = await shopper.newPage();
    // Each server process re-reads settings within a second.
    await expect(async () => {
      await shopPage.goto('/shop/');
      await expect(shopPage.locator('.woocommerce-store-notice')).toContainText(text, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
  } finally {
    await shopper.close();
    await saveStoreNotice(page, { enabled: false });
  }
});

test('the shop manager looks through the orders', async ({ page }) => {
  await logInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('search').getByLabel('Search orders').fill('nobody-at-all@example.com');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No orders found.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a customer is refused the admin with a 403', async ({ page }) => {
  await page.goto('/my-account/');
  const register = page.getByRole('region', { name: 'Register' });
  await register.getByLabel('Email address').fill(`customer.${Date.now()}@example.com`);
  await register.getByLabel(/^Password/).fill('customer-password');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/^Hello /)).toBeVisible();

  const response = await page.goto('/admin/');
  expect(response?.status()).toBe(403);
  // As served and once the page has hydrated: the browser words the refusal as the server did.
  await expect(page.getByRole('heading', { level: 1, name: '403 Forbidden' })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '403 Forbidden' })).toBeVisible();
  await expect(page.getByText('Sorry, you are not allowed to access this page.')).toBeVisible();
  await expect(page).toHaveTitle('403 Forbidden');
  expect((await page.request.post('/admin/settings/', { form: { _wpnonce: 'x', notice_enabled: '1', notice_text: 'hacked' } })).status()).toBe(403);
});

test('the shop manager makes the cookie banner opt-in at the top and shoppers in a cookie-law country see it', async ({ page, browser }) => {
  await logInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Cookie banner settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie banner' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A message is needed: the form comes back with the reason by the field.
  const message = page.getByRole('textbox', { name: /^Message/ });
  await message.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('This text cannot be empty.')).toBeVisible();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  const text = `Cookies help us run this shop (${Date.now()}).`;
  await message.fill(text);
  await page.getByLabel('Banner type').selectOption('opt-in');
  await page.getByLabel('Position', { exact: true }).selectOption('top');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Cookie banner settings saved.')).toBeVisible();
  await expect(page.getByLabel('Banner type')).toHaveValue('opt-in');

  const shopper = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'DE' } });
  try {
    const shopPage = await shopper.newPage();
    await shopPage.goto('/shop/');
    const banner = shopPage.getByRole('region', { name: 'Cookies on this site' });
    await expect(banner).toContainText(text);
    await expect(banner).toHaveClass(/\bcc-top\b/);
    await expect(banner.getByRole('button', { name: 'Decline' })).toBeVisible();
  } finally {
    await shopper.close();
  }

  await page.getByRole('button', { name: 'Reset to the configuration file' }).click();
  await expect(page.getByText('The cookie banner follows the configuration file again.')).toBeVisible();
  await expect(page.getByLabel('Banner type')).toHaveValue('info');
});
