import { expect } from '@playwright/test';
import { expectNoAxeViolations, productThatNeverSellsOut, test } from './support.ts';


test('a guest buys a product, fixing a mistyped e-mail on the way, and leaves with an empty cart', async ({ page }) => {
  // A long journey with three accessibility scans, by a visitor whose analytics and attribution run (no banner asks in the US).
  test.setTimeout(60_000);
  // Find a product that cannot sell out under the other journeys, and open its page from the shop.
  const { name } = await productThatNeverSellsOut(page);
  await page.goto('/shop/');
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Two of them, with the product form.
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`“${name}” has been added to your cart.`)).toBeVisible();

  // The cart: change the quantity to three.
  await page.goto('/cart/');
  await expect(page.locator('body')).toHaveClass(/woocommerce-cart/);
  const quantity = page.getByRole('spinbutton', { name: `Quantity of “${name}”` });
  await expect(quantity).toHaveValue('2');
  await expect(page.getByRole('link', { name: `Remove “${name}” from cart` })).toBeVisible();
  await expectNoAxeViolations(page);
  await quantity.fill('3');
  await page.getByRole('button', { name: 'Update cart' }).click();
  await expect(page.getByText('Cart updated.')).toBeVisible();
  await expect(quantity).toHaveValue('3');

  // Checkout, with a mistyped e-mail address first.
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/$/);
  await expect(page.locator('body')).toHaveClass(/woocommerce-checkout/);
  await expect(page.getByRole('table', { name: 'Products in your order' })).toContainText(`${name} × 3`);
  const billing = page.getByRole('group', { name: 'Billing details' });
  await billing.getByLabel('First name').fill('Ada');
  await billing.getByLabel('Last name').fill('Lovelace');
  await billing.getByRole('combobox', { name: 'Country / Region' }).selectOption('GB');
  await billing.getByLabel('Street address').fill('12 St James Square');
  await billing.getByLabel('Town / City').fill('London');
  await billing.getByLabel('Postcode / ZIP').fill('SW1Y 4JH');
  await billing.getByLabel('Phone').fill('+44 20 7946 0958');
  const email = billing.getByLabel('Email address');
  await email.fill('ada@example');
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Place order' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'Billing Email address is not a valid email address.' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Billing Email address is not a valid email address.' })).toHaveAttribute('href', '#billing_email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Billing Email address is not a valid email address.');
  await expect(email).toHaveValue('ada@example');
  await expect(billing.getByLabel('First name')).toHaveValue('Ada');
  await expect(billing.getByLabel('Postcode / ZIP')).toHaveValue('SW1Y 4JH');
  await expectNoAxeViolations(page);

  // Fixed, the order goes through.
  await email.fill('ada@example.co.uk');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_[A-Za-z0-9_-]{16,}$/);
  const orderNumber = /order-received\/(\d+)\//.exec(page.url())?.[1] ?? '';
  await expect(page.locator('body')).toHaveClass(/woocommerce-order-received/);
  await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
  await expect(page.locator('.woocommerce-order-overview__order')).toHaveText(`Order number: ${orderNumber}`);
  await expect(page.locator('.woocommerce-order-overview__payment-method')).toContainText('Cash on delivery');
  await expect(page.locator('.woocommerce-order-details')).toContainText(`${name} × 3`);
  await expectNoAxeViolations(page);

  // Someone guessing at the key sees nothing.
  const wrongKey = page.url().replace(/key=.*$/, 'key=wc_order_notthekeynotthekey');
  const response = await page.goto(wrongKey);
  expect(response?.status()).toBe(404);

  // And the cart is empty again.
  await page.goto('/cart/');
  await expect(page.getByText('Your cart is currently empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to shop' })).toBeVisible();
});

test('the cart and checkout work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/shop/');
    await page.getByRole('link', { name: /^Add “.+” to your cart$/ }).first().click();
    await expect(page.getByText(/has been added to your cart\./)).toBeVisible();
    await page.goto('/checkout/');
    // Without script the shipping address is always there, next to its checkbox.
    await expect(page.getByRole('checkbox', { name: 'Ship to a different address?' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Shipping address' }).getByLabel('Street address')).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('alert').getByRole('link', { name: 'Billing First name is a required field.' })).toBeVisible();
  } finally {
    await context.close();
  }
});
