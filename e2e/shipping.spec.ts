import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, fillCheckout, test, waitForHydration } from './support.ts';

/** The cheapest product a listing shows, added once, so the cart stays under every free-shipping minimum. */
async function cartWithACheapProduct(page: Page) {
  await page.goto('/shop/?orderby=price');
  const href = (await page.getByRole('link', { name: /^Add “.+” to your cart$/ }).first().getAttribute('href')) ?? '';
  expect(href).toContain('add-to-cart=');
  await page.goto(href);
}

const review = (page: Page) => page.locator('table.woocommerce-checkout-review-order-table');

test('the checkout lists the shipping methods for the address as it is given, and the order keeps the one chosen', async ({ page }) => {
  test.setTimeout(60_000);
  await cartWithACheapProduct(page);
  await page.goto('/checkout/');
  await waitForHydration(page);
  const billing = page.getByRole('group', { name: 'Billing details' });

  // The United Kingdom: the demo's zone for everywhere else, a flat rate.
  await billing.getByRole('combobox', { name: 'Country / Region' }).selectOption('GB');
  await expect(review(page).locator('.woocommerce-shipping-destination')).toHaveText('Shipping to United Kingdom.');
  await expect(review(page).locator('tr.shipping')).toContainText('Flat rate: $5.00');

  // Germany: its own zone's methods, as soon as the country is chosen.
  await billing.getByRole('combobox', { name: 'Country / Region' }).selectOption('DE');
  await expect(review(page).locator('.woocommerce-shipping-destination')).toHaveText('Shipping to Germany.');
  const pickup = review(page).getByRole('radio', { name: 'Pick up at the Berlin workshop' });
  await expect(review(page).getByRole('radio', { name: 'DHL Paket: $4.90' })).toBeChecked();
  await expect(pickup).not.toBeChecked();
  await expectNoAxeViolations(page);

  // The postcode typed follows too; picking up costs nothing, and the total says so.
  await billing.getByLabel('Postcode / ZIP').fill('10115');
  await billing.getByLabel('Postcode / ZIP').blur();
  await expect(review(page).locator('.woocommerce-shipping-destination')).toHaveText('Shipping to 10115, Germany.');
  const totalWithDhl = await review(page).locator('tr.order-total td').textContent();
  await pickup.focus();
  await page.keyboard.press('Space');
  await expect(pickup).toBeChecked();
  await expect(review(page).locator('tr.order-total td')).not.toHaveText(totalWithDhl ?? '');

  await fillCheckout(page, { first: 'Greta', last: 'Abholer', email: `pickup-${Date.now()}@example.com` });
  // fillCheckout chose the United Kingdom: back to Germany, where the pickup is.
  await billing.getByRole('combobox', { name: 'Country / Region' }).selectOption('DE');
  await billing.getByLabel('Postcode / ZIP').fill('10115');
  await billing.getByLabel('Town / City').fill('Berlin');
  // A typed field counts once it is left, as WooCommerce's checkout waits for it.
  await billing.getByLabel('Town / City').press('Tab');
  await expect(review(page).locator('.woocommerce-shipping-destination')).toHaveText('Shipping to Berlin, 10115, Germany.');
  await review(page).getByRole('radio', { name: 'Pick up at the Berlin workshop' }).check();
  await expect(review(page).getByRole('radio', { name: 'Pick up at the Berlin workshop' })).toBeChecked();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
  await expect(page.locator('.woocommerce-order-details')).toContainText('Pick up at the Berlin workshop');
});

test('the cart’s shipping calculator prices the cart for another country, by keyboard', async ({ page }) => {
  await cartWithACheapProduct(page);
  await page.goto('/cart/');
  await waitForHydration(page);
  const toggle = page.getByText('Calculate shipping');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Country / region').selectOption('FR');
  await page.getByLabel('Postcode / ZIP').fill('75001');
  await page.getByRole('button', { name: 'Update', exact: true }).press('Enter');
  await expect(page.getByText('Shipping costs updated.')).toBeVisible();
  await expect(page.locator('.cart_totals .woocommerce-shipping-destination')).toHaveText('Shipping to 75001, France.');
  await expect(page.locator('.cart_totals tr.shipping')).toContainText('Standard (EU): $10.90');
  await expectNoAxeViolations(page);
});
