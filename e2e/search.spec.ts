import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, test } from './support.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Loads a page and waits for the header's widgets to have started. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('data-widgets-started', /(^| )off-canvas-menu( |$)/);
}

/** Presses Tab until the focused element matches `selector` (at most `limit` times). */
async function tabTo(page: Page, selector: string, limit = 40) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function expectResultsFor(page: Page, terms: string) {
  await expect(page).toHaveURL(new RegExp(`/\\?s=${terms}&post_type=product$`));
  await expect(page.locator('body')).toHaveClass(/\bsearch-results\b/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results: “${terms}”`);
  await expect(page.locator('ul.products > li.product').first()).toBeVisible();
  await expect(page.locator('.woocommerce-loop-product__title').first()).toContainText(new RegExp(terms, 'i'));
  await expect(page.locator('select.orderby')).toHaveValue('relevance');
}

const headerHeight = (page: Page) => page.locator('header.site-header').evaluate((header) => header.getBoundingClientRect().height);

test.describe('searching from the header at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('a shopper types in the header’s search box by keyboard, presses Enter and lands on the results; axe finds nothing there', async ({ page }) => {
    await open(page, '/');
    // With script the field is a combobox (its suggestions, below); without, a search box.
    const field = page.locator('header.site-header').getByRole('combobox', { name: 'Search for:' });
    await expect(field).toBeVisible();
    await tabTo(page, '.site-header__search input[name="s"]');
    // Focus is seen.
    expect(await field.evaluate((input) => getComputedStyle(input).outlineStyle)).not.toBe('none');
    await page.keyboard.type('mug');
    await page.keyboard.press('Enter');
    await expectResultsFor(page, 'mug');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);

    // Sorting keeps the search.
    await page.locator('select.orderby').selectOption('price');
    await expect(page).toHaveURL(/[?&]s=mug&post_type=product/);
    await expect(page).toHaveURL(/orderby=price/);
    await expect(page.locator('body')).toHaveClass(/\bsearch-results\b/);
  });

  test('no results say so, in a notice', async ({ page }) => {
    await open(page, '/?s=no-such-thing-anywhere&post_type=product');
    await expect(page.locator('.woocommerce-info')).toHaveText('No products were found matching your selection.');
    await expectNoAxeViolations(page);
  });
});

test.describe('suggestions as the shopper types', () => {
  test.use({ viewport: DESKTOP });

  test('typing in the header lists products found; the arrows pick one by keyboard, Enter opens it; axe finds nothing with the list open', async ({ page }) => {
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-widgets-started', /(^| )search-suggestions( |$)/);
    const field = page.locator('header.site-header').getByRole('combobox', { name: 'Search for:' });
    await tabTo(page, '.site-header__search input[name="s"]');
    await page.keyboard.type('mug');
    const list = page.getByRole('listbox', { name: 'Search for:' });
    await expect(list).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const options = list.getByRole('option');
    await expect(options.first()).toContainText(/mug/i);
    await expect(options.last()).toHaveText(/^See all \d+ results$/);
    await expect(page.getByRole('status').filter({ hasText: /products? found/ })).toHaveText(/^\d+ products? found$/);
    await expectNoAxeViolations(page);

    await page.keyboard.press('ArrowDown');
    await expect(field).toBeFocused();
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    // The option pointed at is seen: the focus ring is drawn on it.
    expect(await options.first().evaluate((option) => getComputedStyle(option).outlineStyle)).not.toBe('none');
    const name = (await options.first().locator('.search-suggestions__name').textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('Escape closes the list and then empties the field; the last option opens every result', async ({ page }) => {
    await open(page, '/fr/');
    const field = page.locator('header.site-header').getByRole('combobox', { name: 'Rechercher :' });
    await field.click();
    await page.keyboard.type('tasse');
    const list = page.getByRole('listbox', { name: 'Rechercher :' });
    await expect(list.getByRole('option').last()).toHaveText(/^Voir (le résultat|les \d+ résultats)$/);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(field).toHaveValue('tasse');
    await page.keyboard.press('ArrowUp');
    await expect(list).toBeVisible();
    await expect(list.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/\?s=tasse&post_type=product$/);
    await expect(page.locator('body')).toHaveClass(/\bsearch-results\b/);
  });
});

test.describe('searching on a phone at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the header gives the search no room; the search is in the menu, reached and used by keyboard', async ({ page }) => {
    await open(page, '/');
    // The search takes no room in the phone's header: it is as tall as it is without it.
    await expect(page.locator('.site-header__search')).toBeHidden();
    const height = await headerHeight(page);
    await page.addStyleTag({ content: '.site-header__search { display: none !important; }' });
    expect(await headerHeight(page)).toBe(height);
    await tabTo(page, 'button.offcanvas-toggle');
    await page.keyboard.press('Enter');
    const panel = page.locator('.offcanvas');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('combobox', { name: 'Search for:' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.type('mug');
    await page.keyboard.press('Enter');
    await expectResultsFor(page, 'mug');
    await expect(page.locator('.site-header__search')).toBeHidden();
    expect(await headerHeight(page)).toBe(height);
    await expectNoAxeViolations(page);
  });
});

test.describe('searching without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header’s form works on a phone, in French too', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/fr/');
    const field = page.locator('header.site-header').getByRole('searchbox', { name: 'Rechercher :' });
    await expect(field).toBeVisible();
    await field.fill('tasse');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/fr\/\?s=tasse&post_type=product$/);
    await expect(page.locator('body')).toHaveClass(/\bsearch-results\b/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats de recherche : « tasse »');
    await expect(page.locator('ul.products > li.product').first()).toBeVisible();
    await context.close();
  });
});
