import { expect, type Response } from '@playwright/test';
import { consoleErrors, test, waitForHydration } from './support.ts';

/**
 * Catalog and content pages ship without React's browser runtime: the storefront module runs their
 * behaviours. Cart, checkout and account pages hydrate, and where their scripts change the document first
 * (cart fragments, the checkout's attribution inputs) React must not find a mismatch: it would render the
 * page again from scratch and drop what the shopper typed.
 */
test('catalog pages load no framework, and a thumbnail swaps the product image in place', async ({ page }) => {
  const errors = consoleErrors(page);
  // React's element marker is in every build of React: no script the pages load may carry it.
  const scripts: { path: string; react: Promise<boolean> }[] = [];
  const recordScript = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ path: new URL(response.url()).pathname, react: response.text().then((source) => source.includes('react.transitional.element')) });
  };
  page.on('response', recordScript);
  for (const path of ['/', '/shop/', '/product-category/stationery/', '/blog/', '/product/stoneware-coffee-mug/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => '__reactRouterRouteModules' in window || '__reactRouterContext' in window)).toBe(false);
  }
  expect(scripts.some((script) => script.path.startsWith('/assets/storefront-'))).toBe(true);
  const withReact = await Promise.all(scripts.map(async (script) => ((await script.react) ? script.path : null)));
  expect(withReact.filter(Boolean)).toEqual([]);
  // Read while each page was current; the pages below are left too soon to read their scripts.
  page.off('response', recordScript);

  // The demo store gives some products one image and some several: open the first with a gallery.
  await page.goto('/shop/');
  const productLinks = await page.locator('ul.products a.woocommerce-LoopProduct-link').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  let galleryPage: string | undefined;
  for (const path of productLinks) {
    await page.goto(path);
    if ((await page.locator('.product-gallery__thumbs a').count()) > 1) {
      galleryPage = path;
      break;
    }
  }
  expect(galleryPage).toBeDefined();
  const main = page.locator('.woocommerce-product-gallery__image img');
  const thumbs = page.locator('.product-gallery__thumbs a');
  await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');
  const second = thumbs.nth(1);
  const secondSrc = await second.locator('img').getAttribute('src');
  await second.click();
  expect(new URL(page.url()).pathname).toBe(galleryPage);
  await expect(main).toHaveAttribute('src', secondSrc!);
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(thumbs.first()).not.toHaveAttribute('aria-current');
  // The new picture is drawn once its file has come (a broken one would stay without a width).
  await expect.poll(() => main.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(errors).toEqual([]);
});

test('cart and checkout, changed by their scripts before hydration, hydrate without a mismatch, keeping what the shopper typed', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/shop/');
  await page.locator('a.add_to_cart_button.ajax_add_to_cart').first().click();
  await expect(page.locator('header a.cart-contents .cart-count')).toHaveText('1');

  await page.goto('/cart/');
  await waitForHydration(page);

  // Type into the checkout before its scripts and React are done, then let hydration run.
  await page.goto('/checkout/', { waitUntil: 'commit' });
  const firstName = page.getByRole('group', { name: 'Billing details' }).getByLabel('First name');
  await firstName.fill('Early');
  await waitForHydration(page);
  await expect(page.locator('wc-order-attribution-inputs input[type="hidden"]')).toHaveCount(16);
  await expect(firstName).toHaveValue('Early');
  expect(errors).toEqual([]);
});
