import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config.ts';

const CSP_MARK = 'Content-Security-Policy violation:';

/**
 * Reports every Content-Security-Policy violation of the context's pages to the console, where the
 * fixture below collects them. Added through the browser's own channel, so the policy does not govern it.
 */
async function watchContentSecurity(context: BrowserContext, violations: string[]): Promise<void> {
  await context.addInitScript((mark: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${mark} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} (${event.sample})`);
    });
  }, CSP_MARK);
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(CSP_MARK) || /Content Security Policy/.test(text)) violations.push(`${message.page()?.url() ?? ''}: ${text}`);
  });
}

/** The default map tile host (theme option `map.tileUrl`): no browser test may reach it. */
export const DEFAULT_TILE_HOST = 'tile.openstreetmap.org';
/** A 1×1 PNG, every tile the tests' maps are given. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Answers the default tile host's requests from here, so a page with a map never touches the network. */
export async function serveTilesLocally(context: BrowserContext): Promise<void> {
  await context.route(`https://${DEFAULT_TILE_HOST}/**`, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TINY_PNG }));
}

/**
 * The specs' `test`: every page a test opens, in its own context or one made with `asAdmin`, must run
 * without a single Content-Security-Policy violation (inline scripts, the storefront module, hydration),
 * and gets its map tiles from here.
 */
export const test = base.extend<{ contentSecurity: string[]; localTiles: void }>({
  localTiles: [
    async ({ context }, use) => {
      await serveTilesLocally(context);
      await use();
    },
    { auto: true },
  ],
  contentSecurity: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await watchContentSecurity(context, violations);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** Console errors and uncaught exceptions of the page from now on (CSP violations fail the fixture already). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** axe on the page; `exclude` leaves out parts caught mid-animation (a snapshot of a fade is not the page's contrast). */
export async function expectNoAxeViolations(page: Page, exclude: string[] = []) {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Opens `url` (an admin page, of any shop), signs the admin in on the login form it shows, and waits for the page's `heading`. */
export async function logInAt(page: Page, url: string, heading: string) {
  await page.goto(url);
  const login = page.getByRole('region', { name: 'Login' });
  await login.getByLabel('Username or email address').fill('admin');
  await login.getByLabel(/^Password/).fill(E2E_ADMIN_PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

export async function logInAsAdmin(page: Page) {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/my-account\/\?redirect_to=%2Fadmin%2F$/);
  const login = page.getByRole('region', { name: 'Login' });
  await login.getByLabel('Username or email address').fill('admin');
  await login.getByLabel(/^Password/).fill(E2E_ADMIN_PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/**
 * Shows or hides the store notice from the admin's settings (already signed in) and proves the save
 * landed: the message of an earlier save may still be on screen, so the test waits for the POST itself
 * and then for the form as saved. A test that leaves the notice on would change every later page.
 */
export async function saveStoreNotice(page: Page, notice: { enabled: boolean; text?: string }) {
  await page.goto('/admin/settings/');
  await waitForHydration(page);
  const shown = page.getByLabel('Show the store notice');
  const text = page.getByLabel(/^Notice text/);
  await shown.setChecked(notice.enabled);
  if (notice.text !== undefined) await text.fill(notice.text);
  const saved = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/admin/settings'));
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBeLessThan(400);
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(shown).toBeChecked({ checked: notice.enabled });
  if (notice.text !== undefined) await expect(text).toHaveValue(notice.text);
}

/** Cart, checkout and account pages hydrate after `load`; once React Router's modules have run, it is done. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Boolean((window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules));
  await page.waitForLoadState('networkidle');
}

/** Requests to the AJAX cart endpoints a page makes, by endpoint name, in order. */
/** Waits until the widget named `name` has started (`<html data-widgets-started>` lists it), so its keys and clicks work. */
export async function widgetStarted(page: Page, name: string) {
  const token = name.replace(/ /g, '-');
  await expect(page.locator('html')).toHaveAttribute('data-widgets-started', new RegExp(`(^| )${token}( |$)`));
}

export function recordWcAjax(page: Page): string[] {
  const endpoints: string[] = [];
  page.on('request', (request) => {
    const endpoint = new URL(request.url()).searchParams.get('wc-ajax');
    if (endpoint) endpoints.push(endpoint);
  });
  return endpoints;
}

/**
 * A simple product, in stock, whose stock the shop does not count (the most an order line may hold is the
 * shop's own limit, not a stock level): the journeys that buy more than one buy it, so no other test's
 * purchases can sell it out under them. Its name and page.
 */
export async function productThatNeverSellsOut(page: Page): Promise<{ name: string; permalink: string }> {
  const response = await page.request.get('/wp-json/wc/store/v1/products?type=simple&orderby=menu_order&order=asc&per_page=100');
  expect(response.status()).toBe(200);
  const products = (await response.json()) as { name: string; permalink: string; is_in_stock: boolean; add_to_cart: { maximum: number } }[];
  const limit = Math.max(...products.map((product) => product.add_to_cart.maximum));
  // A name with an entity in it would have to be decoded to find it on the page.
  const product = products.find((candidate) => candidate.is_in_stock && candidate.add_to_cart.maximum === limit && !candidate.name.includes('&'));
  expect(product, 'a simple product whose stock is not counted').toBeDefined();
  return { name: product?.name ?? '', permalink: product?.permalink ?? '' };
}

/**
 * Puts `quantity` of a product that never sells out into the cart from the product's own page (a form post:
 * the cart holds it once the notice shows); the product's name.
 */
export async function addProductFromItsPage(page: Page, quantity = 1): Promise<string> {
  const { name, permalink } = await productThatNeverSellsOut(page);
  await page.goto(permalink);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`“${name}” has been added to your cart.`)).toBeVisible();
  return name;
}

/** Fills the checkout's billing details with a valid UK address, pays by cash on delivery and accepts the terms. */
export async function fillCheckout(page: Page, person: { first: string; last: string; email: string }) {
  const billing = page.getByRole('group', { name: 'Billing details' });
  await billing.getByLabel('First name').fill(person.first);
  await billing.getByLabel('Last name').fill(person.last);
  await billing.getByRole('combobox', { name: 'Country / Region' }).selectOption('GB');
  await billing.getByLabel('Street address').fill('1 Lovelace Road');
  await billing.getByLabel('Town / City').fill('London');
  await billing.getByLabel('Postcode / ZIP').fill('SW1Y 4JH');
  await billing.getByLabel('Phone').fill('+44 20 7946 0000');
  await billing.getByLabel('Email address').fill(person.email);
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
}

/** A shopper buys `quantity` of a product that never sells out through its page and the checkout: the product's name and the order's number. */
export async function buyProduct(page: Page, person: { first: string; last: string; email: string }, quantity = 1): Promise<{ name: string; orderNumber: string }> {
  const name = await addProductFromItsPage(page, quantity);
  await page.goto('/checkout/');
  return { name, orderNumber: await placeOrder(page, person) };
}

/** Fills in the checkout the page is on for `person`, places the order and returns its number. */
export async function placeOrder(page: Page, person: { first: string; last: string; email: string }): Promise<string> {
  await fillCheckout(page, person);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
  const orderNumber = /order-received\/(\d+)\//.exec(page.url())?.[1] ?? '';
  expect(orderNumber).not.toBe('');
  return orderNumber;
}

/** Runs `work` as the signed-in shop manager in a browser context of its own, closed afterwards. */
export async function asAdmin(browser: Browser, work: (admin: Page) => Promise<void>) {
  const context = await browser.newContext();
  const violations: string[] = [];
  try {
    await watchContentSecurity(context, violations);
    await serveTilesLocally(context);
    const admin = await context.newPage();
    await logInAsAdmin(admin);
    await work(admin);
  } finally {
    await context.close();
  }
  expect(violations, 'Content-Security-Policy violations in the admin context').toEqual([]);
}

/** The admin order list's row for an order, found by its "#<number> <name>" link. */
export function adminOrderRow(admin: Page, orderNumber: string) {
  return admin.getByRole('row').filter({ has: admin.getByRole('link', { name: new RegExp(`^#${orderNumber} `) }) });
}

/** A visitor who accepted every cookie category on the consent banner (`allowall`), as a browser storage state. */
export const CONSENTED_STATE = {
  cookies: [{ name: 'cookieconsent_status', value: 'allowall', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }],
  origins: [],
};
