import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, fillCheckout, logInAsAdmin, productThatNeverSellsOut, recordWcAjax, saveStoreNotice, test, waitForHydration } from './support.ts';

/** The first product card that can be added, with its name (from the button's accessible name). */
async function firstAddable(page: Page): Promise<{ button: Locator; name: string }> {
  const button = page.locator('a.add_to_cart_button.ajax_add_to_cart').first();
  const name = /^Add “(.+)” to your cart$/.exec((await button.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  expect(name).not.toBe('');
  return { button, name };
}

const headerCount = (page: Page) => page.locator('header a.cart-contents .cart-count');
/** Cart areas fade in at 0.6 opacity for 400 ms after a change; contrast is judged once they are done. */
async function expectFadesDone(page: Page) {
  await expect(page.locator('[style*="opacity"]')).toHaveCount(0);
}

const miniCartItems = (page: Page) => page.locator('#site-header-mini-cart li.woocommerce-mini-cart-item');

test.describe('the AJAX cart', () => {
  test('adds from the shop page without leaving it: button states, one "View cart" link, mini cart, count and announcement', async ({ page }) => {
    const endpoints = recordWcAjax(page);
    await page.goto('/shop/');
    // A visitor without a cart costs no fragment request.
    expect(endpoints).toEqual([]);
    await expect(headerCount(page)).toHaveText('0');

    const { button, name } = await firstAddable(page);
    await button.click();
    await expect(button).toHaveClass(/\badded\b/);
    await expect(button).not.toHaveClass(/\bloading\b/);
    await expect(page.locator('a.added_to_cart.wc-forward')).toHaveCount(1);
    await expect(page.locator('a.added_to_cart.wc-forward')).toHaveText('View cart');
    await expect(headerCount(page)).toHaveText('1');
    await expect(page.locator('.widget_shopping_cart_live_region')).toHaveText(`“${name}” has been added to your cart`);

    await button.click();
    await expect(headerCount(page)).toHaveText('2');
    await expect(page.locator('a.added_to_cart.wc-forward')).toHaveCount(1);
    await expect(page).toHaveURL(/\/shop\/$/);
    expect(endpoints.filter((endpoint) => endpoint === 'add_to_cart')).toHaveLength(2);
    await expect(miniCartItems(page)).toHaveCount(1);
    await expect(miniCartItems(page)).toContainText(name);
    await expect(miniCartItems(page)).toContainText('2 ×');
    await expectFadesDone(page);
    await expectNoAxeViolations(page);

    // The fragments are kept for the next page: it shows them without asking again.
    const before = endpoints.length;
    await page.goto('/blog/');
    await expect(headerCount(page)).toHaveText('2');
    expect(endpoints.length).toBe(before);
  });

  test('adds from a product page, by the related products and by the product form', async ({ page }) => {
    // A product that cannot sell out under the other journeys: two of it are bought below.
    const { name } = await productThatNeverSellsOut(page);
    await page.goto('/shop/');
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectNoAxeViolations(page);

    const related = page.locator('section.related a.ajax_add_to_cart').first();
    await related.click();
    await expect(related).toHaveClass(/\badded\b/);
    await expect(headerCount(page)).toHaveText('1');

    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByText(`“${name}” has been added to your cart.`)).toBeVisible();
    await expect(headerCount(page)).toHaveText('3');
    await expect(miniCartItems(page)).toHaveCount(2);
  });

  test('a listener can veto the request: no AJAX call, the link adds the product the plain way', async ({ page }) => {
    const endpoints = recordWcAjax(page);
    await page.goto('/shop/');
    await page.evaluate(() => {
      document.body.addEventListener('should_send_ajax_request.adding_to_cart', (event) => event.preventDefault());
      document.body.addEventListener('ajax_request_not_sent.adding_to_cart', () => sessionStorage.setItem('vetoed', 'yes'));
    });
    const { button, name } = await firstAddable(page);
    await button.click();
    // The link was followed: the server added the product and came back to the shop with a notice.
    await expect(page.getByText(`“${name}” has been added to your cart.`)).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/$/);
    await expect(headerCount(page)).toHaveText('1');
    expect(await page.evaluate(() => sessionStorage.getItem('vetoed'))).toBe('yes');
    expect(endpoints).not.toContain('add_to_cart');
  });

  test('a product that cannot be added sends the shopper to its page with the reason', async ({ page }) => {
    await page.goto('/shop/');
    const { button, name } = await firstAddable(page);
    // Ask for more than any stock holds, as a stale page or another script might.
    await button.evaluate((link) => link.setAttribute('data-quantity', '100000'));
    await button.click();
    await expect(page).toHaveURL(/\/product\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('.woocommerce-error')).toBeVisible();
    await expect(headerCount(page)).toHaveText('0');
  });

  test('removes from the header mini cart behind a "Please wait..." overlay', async ({ page }) => {
    await page.goto('/shop/');
    const { button, name } = await firstAddable(page);
    await button.click();
    await expect(headerCount(page)).toHaveText('1');

    // Slow the removal down enough to see the item blocked.
    await page.route('**/?wc-ajax=remove_from_cart', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.locator('li.site-header-cart').hover();
    const panel = page.locator('#site-header-mini-cart');
    await expect(panel).toBeVisible();
    await expectFadesDone(page);
    await expectNoAxeViolations(page);
    await panel.getByRole('link', { name: `Remove “${name}” from your cart` }).click();
    await expect(miniCartItems(page).locator('.blockOverlay')).toBeVisible();
    await expect(page.getByText('No products in the cart.')).toBeAttached();
    await expect(miniCartItems(page)).toHaveCount(0);
    await expect(headerCount(page)).toHaveText('0');
    expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'woocommerce_items_in_cart' }));
  });

  test('two tabs agree: a change in one refreshes the other through storage', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/shop/');
    const { button } = await firstAddable(first);
    await button.click();
    await expect(headerCount(first)).toHaveText('1');

    await second.goto('/blog/');
    await expect(headerCount(second)).toHaveText('1');
    await button.click();
    await expect(headerCount(first)).toHaveText('2');
    // The other tab hears of the new cart hash and asks for fresh fragments.
    await expect(headerCount(second)).toHaveText('2');
  });

  test('coming back with the back button shows the cart as it is now', async ({ context }) => {
    const page = await context.newPage();
    await page.goto('/shop/');
    const { button, name } = await firstAddable(page);
    await button.click();
    await expect(headerCount(page)).toHaveText('1');
    await page.goto('/blog/');

    // Meanwhile the cart is emptied elsewhere.
    const other = await context.newPage();
    await other.goto('/cart/');
    await other.getByRole('link', { name: `Remove “${name}” from cart` }).click();
    await expect(other.getByText('Your cart is currently empty.')).toBeVisible();
    await other.close();

    await page.goBack();
    await expect(page).toHaveURL(/\/shop\/$/);
    await expect(headerCount(page)).toHaveText('0');
  });

  test.describe('the header shows the cart the cookies name', () => {
    const cartCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'woocommerce_items_in_cart');

    test('after an order placed from the hydrated checkout: the order page and the next ones say 0', async ({ page }) => {
      await page.goto('/shop/');
      await (await firstAddable(page)).button.click();
      await expect(headerCount(page)).toHaveText('1');
      await page.goto('/checkout/');
      await waitForHydration(page);
      await fillCheckout(page, { first: 'Ada', last: 'Lovelace', email: 'header-after-order@example.com' });
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
      expect(await cartCookie(page.context())).toBeUndefined();
      await expect(headerCount(page)).toHaveText('0');
      await page.goto('/blog/');
      await expect(headerCount(page)).toHaveText('0');
    });

    test('after log-in: the customer sees the cart as it now is, not as this tab last stored it', async ({ page, browser }) => {
      const email = `header-login-${Date.now()}@example.com`;
      const password = 'header-login-password';
      const signup = await browser.newContext();
      expect((await signup.request.post('/my-account/?index', { form: { intent: 'register', email, password }, maxRedirects: 0 })).status()).toBe(303);
      await signup.close();

      await page.goto('/shop/');
      const { button } = await firstAddable(page);
      const productId = (await button.getAttribute('data-product_id')) ?? '';
      await button.click();
      await expect(headerCount(page)).toHaveText('1');
      await page.goto('/my-account/');
      await waitForHydration(page);
      await expect(headerCount(page)).toHaveText('1');
      // The cart changes without this tab storing it (a plain link followed elsewhere in the same browser).
      expect((await page.context().request.get(`/?add-to-cart=${productId}`, { maxRedirects: 0 })).status()).toBe(303);
      // The open page hears of the cookies' change and catches up before anything else happens.
      await expect(headerCount(page)).toHaveText('2');

      const login = page.getByRole('region', { name: 'Login' });
      await login.getByLabel('Username or email address').fill(email);
      await login.getByLabel(/^Password/).fill(password);
      await login.getByRole('button', { name: 'Log in' }).click();
      await expect(login).toBeHidden();
      await expect(headerCount(page)).toHaveText('2');
      await page.goto('/blog/');
      await expect(headerCount(page)).toHaveText('2');
    });

    test('after log-out: the cart went with the session, and every page says 0', async ({ page }) => {
      await page.goto('/my-account/');
      const register = page.getByRole('region', { name: 'Register' });
      await register.getByLabel('Email address').fill(`header-logout-${Date.now()}@example.com`);
      await register.getByLabel(/^Password/).fill('header-logout-password');
      await register.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByText('Your account was created and you are now logged in.')).toBeVisible();
      await page.goto('/shop/');
      await (await firstAddable(page)).button.click();
      await expect(headerCount(page)).toHaveText('1');

      await page.goto('/my-account/customer-logout/');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Confirm and log out' }).click();
      await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
      expect(await cartCookie(page.context())).toBeUndefined();
      await expect(headerCount(page)).toHaveText('0');
      await page.goto('/shop/');
      await expect(headerCount(page)).toHaveText('0');
    });

    test('in a second tab: an order placed in one tab empties the header of the other', async ({ context }) => {
      const browsing = await context.newPage();
      await browsing.goto('/shop/');
      await (await firstAddable(browsing)).button.click();
      await expect(headerCount(browsing)).toHaveText('1');

      const buying = await context.newPage();
      await buying.goto('/checkout/');
      await waitForHydration(buying);
      await fillCheckout(buying, { first: 'Grace', last: 'Hopper', email: 'header-other-tab@example.com' });
      await buying.getByRole('button', { name: 'Place order' }).click();
      await expect(buying.getByText('Thank you. Your order has been received.')).toBeVisible();
      await expect(headerCount(buying)).toHaveText('0');
      // The first tab was not reloaded: it follows the cookies.
      await expect(headerCount(browsing)).toHaveText('0');
    });
  });

  test.describe('the header mini cart', () => {
    test('opens on hover when it has content, closes on leaving it; keyboard opens it, Escape closes it and returns focus', async ({ page }) => {
      await page.goto('/shop/');
      const panel = page.locator('#site-header-mini-cart');
      const toggle = page.getByRole('button', { name: 'Show cart contents' });
      // Empty: hovering shows nothing.
      await page.locator('li.site-header-cart').hover();
      await expect(panel).toBeHidden();

      const { button } = await firstAddable(page);
      await button.click();
      await expect(headerCount(page)).toHaveText('1');
      await page.locator('li.site-header-cart').hover();
      await expect(panel).toBeVisible();
      await page.locator('main h1').hover();
      await expect(panel).toBeHidden();

      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(panel).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();

      await toggle.click();
      await expect(panel).toBeVisible();
      await panel.getByRole('button', { name: /Close/ }).click();
      await expect(panel).toBeHidden();
    });

    test('on a touch screen the first tap opens it and the second follows the link', async ({ browser }) => {
      const context = await browser.newContext({ hasTouch: true, viewport: { width: 1100, height: 800 } });
      try {
        const page = await context.newPage();
        await page.goto('/shop/');
        const { button } = await firstAddable(page);
        await button.tap();
        await expect(headerCount(page)).toHaveText('1');
        const link = page.locator('header a.cart-contents');
        await link.tap();
        await expect(page.locator('#site-header-mini-cart')).toBeVisible();
        await expect(page).toHaveURL(/\/shop\/$/);
        await link.tap();
        await expect(page).toHaveURL(/\/cart\/$/);
      } finally {
        await context.close();
      }
    });

    test('is never shown on the cart and checkout pages', async ({ page }) => {
      await page.goto('/shop/');
      const { button } = await firstAddable(page);
      await button.click();
      await expect(headerCount(page)).toHaveText('1');
      for (const path of ['/cart/', '/checkout/']) {
        await page.goto(path);
        await page.locator('li.site-header-cart').hover();
        await expect(page.locator('#site-header-mini-cart')).toHaveCount(0);
        await expect(page.locator('.widget_shopping_cart_content')).toHaveCount(0);
      }
      await page.goto('/cart/');
      await expectNoAxeViolations(page);
    });
  });

  test('the store notice stays dismissed across pages', async ({ page, browser }) => {
    await logInAsAdmin(page);
    await saveStoreNotice(page, { enabled: true, text: 'Free shipping this week' });

    const shopper = await browser.newContext();
    try {
      const shopPage = await shopper.newPage();
      await shopPage.goto('/shop/');
      const notice = shopPage.locator('.woocommerce-store-notice');
      await expect(notice).toContainText('Free shipping this week');
      await notice.getByRole('button', { name: 'Dismiss' }).click();
      await expect(notice).toBeHidden();
      const noticeId = await notice.getAttribute('data-noticeid');
      expect(await shopper.cookies()).toContainEqual(expect.objectContaining({ name: `store_notice${noticeId}`, value: 'hidden', path: '/' }));
      await shopPage.goto('/blog/');
      await expect(shopPage.locator('.woocommerce-store-notice')).toBeHidden();
      await shopPage.goto('/');
      await expect(shopPage.locator('.woocommerce-store-notice')).toBeHidden();
    } finally {
      await shopper.close();
      await saveStoreNotice(page, { enabled: false });
    }
  });
});

test('after an add by link, which reloads the page, its "added to your cart" notice takes focus', async ({ page }) => {
  await page.goto('/shop/');
  const { button, name } = await firstAddable(page);
  // What the link does where its script has not run: the server adds and sends the visitor back.
  await page.goto((await button.getAttribute('href')) ?? '');
  const notice = page.locator('.woocommerce-notices-wrapper .woocommerce-message');
  await expect(notice).toHaveText(`“${name}” has been added to your cart.`);
  await expect(notice).toBeFocused();
  await expect(headerCount(page)).toHaveText('1');
});

test.describe('the cart without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper adds from the shop, removes on the cart page, adds again and checks out', async ({ page }) => {
    await page.goto('/shop/');
    const { button, name } = await firstAddable(page);
    await button.click();
    await expect(page.getByText(`“${name}” has been added to your cart.`)).toBeVisible();
    await expect(headerCount(page)).toHaveText('1');

    await page.goto('/cart/');
    await page.getByRole('link', { name: `Remove “${name}” from cart` }).click();
    await expect(page.getByText('Your cart is currently empty.')).toBeVisible();
    await expect(headerCount(page)).toHaveText('0');

    await page.goto('/shop/');
    await (await firstAddable(page)).button.click();
    await expect(headerCount(page)).toHaveText('1');
    await page.goto('/checkout/');
    await fillCheckout(page, { first: 'Grace', last: 'Hopper', email: 'grace@example.com' });
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=/);
    await expect(headerCount(page)).toHaveText('0');
  });
});
