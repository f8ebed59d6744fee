import { expect, test, type Page } from '@playwright/test';

/**
 * Page scripts change the document before React hydrates it (cart fragments, add-to-cart buttons, the
 * checkout's attribution inputs). Where they do, React must not find a mismatch: it would render the
 * page again from scratch and drop what the shopper typed.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Hydration starts after `load`; once React Router's modules have run, it is done. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Boolean((window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules));
  await page.waitForLoadState('networkidle');
}

test('pages changed by their scripts before hydration hydrate without a mismatch, keeping what the shopper typed', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/shop/');
  await page.locator('a.add_to_cart_button.ajax_add_to_cart').first().click();
  await expect(page.locator('header a.cart-contents .cart-count')).toHaveText('1');
  await waitForHydration(page);

  for (const path of ['/', '/shop/', '/blog/', '/cart/']) {
    await page.goto(path);
    await waitForHydration(page);
  }

  // Type into the checkout before its scripts and React are done, then let hydration run.
  await page.goto('/checkout/', { waitUntil: 'commit' });
  const firstName = page.getByRole('group', { name: 'Billing details' }).getByLabel('First name');
  await firstName.fill('Early');
  await waitForHydration(page);
  await expect(page.locator('wc-order-attribution-inputs input[type="hidden"]')).toHaveCount(16);
  await expect(firstName).toHaveValue('Early');
  expect(errors).toEqual([]);
});
