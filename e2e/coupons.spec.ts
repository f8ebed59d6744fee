import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, fillCheckout, test, waitForHydration } from './support.ts';

/** Puts the first product that can be added into the cart and opens the cart page. */
async function cartWithAProduct(page: Page) {
  await page.goto('/shop/');
  const addLink = page.getByRole('link', { name: /^Add “.+” to your cart$/ }).first();
  const href = (await addLink.getAttribute('href')) ?? '';
  expect(href).toContain('add-to-cart=');
  await page.goto(href);
  await page.goto('/cart/');
  await waitForHydration(page);
}

const totals = (page: Page) => page.locator('.cart_totals');

test('a shopper applies a coupon on the cart with the keyboard, sees it in the totals and takes it off again', async ({ page }) => {
  await cartWithAProduct(page);
  const totalBefore = await totals(page).locator('.order-total').textContent();

  // The demo store's coupon, typed in any case; Enter submits the coupon form, not "Update cart".
  const field = page.getByLabel('Coupon:');
  await field.focus();
  await page.keyboard.type('Welcome10');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Coupon code applied successfully.')).toBeVisible();
  const row = totals(page).getByRole('row', { name: /Coupon: welcome10/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/-\$\d+\.\d{2}/);
  await expect(totals(page).locator('.order-total')).not.toHaveText(totalBefore ?? '');
  await expectNoAxeViolations(page);

  // A code that does not exist says so, and changes nothing.
  await field.fill('no-such-code');
  await field.press('Enter');
  await expect(page.getByText('Coupon “no-such-code” cannot be applied because it does not exist.')).toBeVisible();
  await expect(row).toBeVisible();

  const remove = page.getByRole('link', { name: 'Remove coupon “welcome10”' });
  await remove.focus();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Coupon code removed successfully.')).toBeVisible();
  await expect(totals(page).getByRole('row', { name: /Coupon:/ })).toHaveCount(0);
  await expect(totals(page).locator('.order-total')).toHaveText(totalBefore ?? '');
});

test('a shopper opens “Have a coupon?” at checkout with the keyboard, applies one and places the order with it', async ({ page }) => {
  test.setTimeout(60_000);
  await cartWithAProduct(page);
  await page.goto('/checkout/');
  await waitForHydration(page);
  const toggle = page.getByText('Have a coupon? Click here to enter your code');
  await toggle.focus();
  await page.keyboard.press('Enter');
  const field = page.getByLabel('Coupon:');
  await expect(field).toBeVisible();
  // Open, the page is still clean for assistive technology.
  await expectNoAxeViolations(page);
  await field.focus();
  await page.keyboard.type('FREESHIP');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/$/);
  await expect(page.getByText('Coupon code applied successfully.')).toBeVisible();
  const review = page.locator('table.woocommerce-checkout-review-order-table');
  await expect(review.getByRole('row', { name: /Coupon: freeship/ })).toContainText('Free shipping coupon');
  await expect(review.locator('tr.shipping')).toContainText('Free shipping');

  await fillCheckout(page, { first: 'Cora', last: 'Upon', email: `coupon-${Date.now()}@example.com` });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
  await expect(page.locator('.woocommerce-order-details')).toContainText('Coupon: freeship');
  await expectNoAxeViolations(page);
});
