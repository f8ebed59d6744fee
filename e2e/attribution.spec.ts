import { expect, type Page } from '@playwright/test';
import { adminOrderRow, asAdmin, CONSENTED_STATE, expectNoAxeViolations, fillCheckout, placeOrder, test } from './support.ts';

/** The hidden attribution inputs of the checkout form, by field name. */
async function attributionInputs(page: Page): Promise<Record<string, string>> {
  return page.locator('form wc-order-attribution-inputs input[type="hidden"]').evaluateAll((inputs) =>
    Object.fromEntries((inputs as HTMLInputElement[]).map((input) => [input.name.replace('wc_order_attribution_', ''), input.value])),
  );
}

/**
 * Opens a landing page and waits until its tracker has recorded the visit: the tracker starts once the
 * page is idle, and a visitor who moves on sooner (as a test on a busy machine can) is not counted.
 */
async function land(page: Page, url: string) {
  await page.goto(url);
  await visitCounted(page);
}

/** Waits until the page's tracker has recorded the visit (see `land`). */
async function visitCounted(page: Page) {
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'sbjs_current')).toBe(true);
}

/** Opens another page of the visit and waits until the tracker has counted it as the session's `pages`th. */
async function view(page: Page, url: string, pages: number) {
  await page.goto(url);
  const session = async () => decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'sbjs_session')?.value ?? '');
  await expect.poll(session).toMatch(new RegExp(`(^|\\|)pgs=${pages}(\\||$)`));
}

/**
 * These journeys buy a product the demo store never runs out of, so the other browser tests keep the
 * stock they count on.
 */
async function addPenAndCheckOut(page: Page) {
  await page.getByRole('link', { name: 'Add “Brass Ballpoint Pen” to your cart' }).click();
  await expect(page.locator('header a.cart-contents .cart-count')).toHaveText('1');
  await page.goto('/checkout/');
}

test.describe('order attribution', () => {
  // Every visitor here has accepted marketing cookies; consent.spec.ts covers the visitors who have not.
  test.use({ storageState: CONSENTED_STATE });

  test('a visitor from a newsletter link views pages and buys: the order carries newsletter / email / spring and 4 pages', async ({ page, context, browser }) => {
    // The whole journey: four pages, checkout, then the admin's list, order and report with its chart.
    test.slow();
    await land(page, '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
    await view(page, '/blog/', 2);
    await view(page, '/shop/', 3);
    await addPenAndCheckOut(page);

    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, decodeURIComponent(cookie.value)]));
    expect(cookies.sbjs_current).toContain('typ=utm|||src=newsletter|||mdm=email|||cmp=spring');
    expect(cookies.sbjs_first).toContain('src=newsletter');
    for (const name of ['sbjs_current_add', 'sbjs_first_add', 'sbjs_session', 'sbjs_udata', 'sbjs_migrations', 'sbjs_promo']) expect(cookies[name]).toBeDefined();

    const values = await attributionInputs(page);
    expect(values).toMatchObject({ source_type: 'utm', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', session_pages: '4', session_count: '1' });
    expect(values.session_entry).toMatch(/\/\?utm_source=newsletter&utm_medium=email&utm_campaign=spring$/);
    expect(values.user_agent).toMatch(/Chrome/);

    const orderNumber = await placeOrder(page, { first: 'Ada', last: 'Lovelace', email: 'ada.attribution@example.com' });

    // The shop owner sees where the order came from: in the list, on the order and in the report.
    await asAdmin(browser, async (admin) => {
      await admin.goto('/admin/orders/');
      const row = adminOrderRow(admin, orderNumber);
      await expect(row).toContainText('Source: Newsletter');
      await admin.goto(`/admin/orders/${orderNumber}/`);
      const panel = admin.getByRole('region', { name: 'Order attribution' });
      for (const [term, value] of [['UTM source', 'newsletter'], ['UTM medium', 'email'], ['UTM campaign', 'spring'], ['Session pages', '4'], ['Device type', 'Desktop']] as const) {
        await expect(panel.locator('dt').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]')).toHaveText(value);
      }
      await expectNoAxeViolations(admin);
      await admin.goto('/admin/reports/attribution/?group=campaign');
      await expect(admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: 'spring', exact: true }) })).toBeVisible();
      // The chart draws once the admin page has its script.
      const chart = admin.getByRole('img', { name: /Bar chart of revenue by campaign/ });
      await expect(chart).toHaveAttribute('data-chart-ready', 'true', { timeout: 15_000 });
      await expectNoAxeViolations(admin);
    });
  });

  test('a visitor from a search results page counts as organic, a direct visitor as type-in', async ({ browser }) => {
    const searcher = await browser.newContext({ storageState: CONSENTED_STATE });
    try {
      const page = await searcher.newPage();
      // A local stand-in for the search engine's results page, linking to the shop with its full address as referrer.
      const shop = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1/');
      await page.route('https://www.bing.com/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!DOCTYPE html><meta name="referrer" content="unsafe-url"><title>Results</title><a href="${shop.origin}/shop/">Vitrine shop</a>`,
        }),
      );
      await page.goto('https://www.bing.com/search?q=stoneware+mug');
      await page.getByRole('link', { name: 'Vitrine shop' }).click();
      await expect(page).toHaveURL(/\/shop\/$/);
      await visitCounted(page);
      await addPenAndCheckOut(page);
      expect(await attributionInputs(page)).toMatchObject({ source_type: 'organic', utm_source: 'bing', utm_medium: 'organic' });
    } finally {
      await searcher.close();
    }

    const direct = await browser.newContext({ storageState: CONSENTED_STATE });
    try {
      const page = await direct.newPage();
      await land(page, '/shop/');
      await addPenAndCheckOut(page);
      expect(await attributionInputs(page)).toMatchObject({ source_type: 'typein', utm_source: '(direct)', utm_medium: '(none)', session_pages: '2' });
    } finally {
      await direct.close();
    }
  });

  test('with tracking not allowed no sbjs cookie is ever set and the order is "Unknown"', async ({ browser }) => {
    const visitor = await browser.newContext({ storageState: CONSENTED_STATE });
    try {
      const page = await visitor.newPage();
      // This shop's pages as they are with tracking turned off in its configuration.
      await page.route('**/*', async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        const response = await route.fetch();
        const body = (await response.text()).replace('"allowTracking":true', '"allowTracking":false');
        await route.fulfill({ response, body });
      });
      const sbjsCookies = async () => (await visitor.cookies()).filter((cookie) => cookie.name.startsWith('sbjs_'));
      await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
      expect(await sbjsCookies()).toEqual([]);
      await page.goto('/shop/');
      expect(await sbjsCookies()).toEqual([]);
      await addPenAndCheckOut(page);
      expect(await sbjsCookies()).toEqual([]);
      expect(Object.values(await attributionInputs(page)).every((value) => value === '')).toBe(true);
      await fillCheckout(page, { first: 'Nora', last: 'Track', email: 'nora.untracked@example.com' });
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
      expect(await sbjsCookies()).toEqual([]);
      const orderNumber = /order-received\/(\d+)\//.exec(page.url())?.[1] ?? '';

      await asAdmin(browser, async (admin) => {
        await admin.goto('/admin/orders/');
        const row = adminOrderRow(admin, orderNumber);
        await expect(row).toContainText('Unknown');
        await admin.goto(`/admin/orders/${orderNumber}/`);
        await expect(admin.getByText('No attribution was recorded for this order.')).toBeVisible();
      });
    } finally {
      await visitor.close();
    }
  });

  test('markup in a campaign name reaches the admin as text, never as a script', async ({ page, browser }) => {
    const campaign = '<script>window.pwned=1</script>sale';
    await land(page, `/?utm_source=partner&utm_medium=banner&utm_campaign=${encodeURIComponent(campaign)}`);
    await page.goto('/shop/');
    await addPenAndCheckOut(page);
    expect((await attributionInputs(page)).utm_campaign).toBe(campaign);
    const orderNumber = await placeOrder(page, { first: 'Mal', last: 'Formed', email: 'mal.formed@example.com' });

    await asAdmin(browser, async (admin) => {
      await admin.goto(`/admin/orders/${orderNumber}/`);
      const panel = admin.getByRole('region', { name: 'Order attribution' });
      // Stored as plain text: the tags are gone, the words remain, and nothing ran.
      await expect(panel.locator('dt').filter({ hasText: /^UTM campaign$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('window.pwned=1sale');
      await expect(panel.locator('script')).toHaveCount(0);
      expect(await admin.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
      await admin.goto('/admin/reports/attribution/?group=campaign');
      await expect(admin.getByRole('rowheader', { name: 'window.pwned=1sale', exact: true })).toBeVisible();
      expect(await admin.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    });
  });
});

test.describe('order attribution where no banner asks', () => {
  // The default country of these tests is the United States: no cookie law, so no banner and no answer.
  test('a visitor from the United States who never saw a banner is attributed: newsletter / email / spring', async ({ page, context }) => {
    await land(page, '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeHidden();
    await view(page, '/shop/', 2);
    await addPenAndCheckOut(page);
    expect((await context.cookies()).find((cookie) => cookie.name === 'cookieconsent_status')).toBeUndefined();
    expect(await attributionInputs(page)).toMatchObject({ source_type: 'utm', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', session_pages: '3' });
  });

  test('the same visitor with Global Privacy Control is not: no sbjs cookie, empty attribution', async ({ browser }) => {
    const visitor = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'US', 'Sec-GPC': '1' } });
    try {
      const page = await visitor.newPage();
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }));
      await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
      await page.goto('/shop/');
      await addPenAndCheckOut(page);
      expect((await visitor.cookies()).filter((cookie) => cookie.name.startsWith('sbjs_'))).toEqual([]);
      expect(Object.values(await attributionInputs(page)).every((value) => value === '')).toBe(true);
    } finally {
      await visitor.close();
    }
  });
});

test.describe('order attribution through the JSON checkout', () => {
  test.use({ storageState: CONSENTED_STATE });

  test('a newsletter visitor’s page posts the Store API checkout with its extension data: the order carries newsletter / email / spring', async ({ page, browser }) => {
    await land(page, '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
    await page.goto('/shop/');
    await addPenAndCheckOut(page);

    // The tracker keeps its values where WooCommerce's JavaScript checkout reads them.
    const extensionData = () =>
      page.evaluate(() => (window as unknown as { wc_order_attribution_extension_data?: Record<string, Record<string, string>> }).wc_order_attribution_extension_data?.['woocommerce/order-attribution']);
    await expect.poll(async () => (await extensionData())?.utm_source).toBe('newsletter');

    const result = await page.evaluate(async () => {
      const nonce = document.querySelector<HTMLInputElement>('form[name="checkout"] input[name="_wpnonce"]')?.value ?? '';
      const data = (window as unknown as { wc_order_attribution_extension_data?: Record<string, unknown> }).wc_order_attribution_extension_data;
      const response = await fetch('/wp-json/wc/store/v1/checkout', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce },
        body: JSON.stringify({
          billing_address: {
            first_name: 'Ada',
            last_name: 'Lovelace',
            company: '',
            address_1: '1 Lovelace Road',
            address_2: '',
            city: 'London',
            state: '',
            postcode: 'SW1Y 4JH',
            country: 'GB',
            email: 'ada.store-api@example.com',
            phone: '+44 20 7946 0000',
          },
          payment_method: 'cod',
          extensions: { 'woocommerce/order-attribution': data?.['woocommerce/order-attribution'] },
        }),
      });
      return { status: response.status, body: (await response.json()) as { order_id: number; payment_result: { redirect_url: string } } };
    });
    expect(result.status).toBe(200);
    const orderNumber = String(result.body.order_id);
    await page.goto(result.body.payment_result.redirect_url);
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();

    await asAdmin(browser, async (admin) => {
      await admin.goto('/admin/orders/');
      await expect(adminOrderRow(admin, orderNumber)).toContainText('Source: Newsletter');
      await admin.goto(`/admin/orders/${orderNumber}/`);
      const panel = admin.getByRole('region', { name: 'Order attribution' });
      for (const [term, value] of [['UTM source', 'newsletter'], ['UTM medium', 'email'], ['UTM campaign', 'spring'], ['Device type', 'Desktop']] as const) {
        await expect(panel.locator('dt').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]')).toHaveText(value);
      }
    });
  });
});
