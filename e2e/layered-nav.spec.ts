import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, test } from './support.ts';

const DESKTOP = { width: 1280, height: 800 };

/** Presses Tab until the focused element matches `selector` (at most `limit` times). */
async function tabTo(page: Page, selector: string, limit = 150) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const titles = (page: Page) => page.locator('.woocommerce-loop-product__title');
const colourGroup = (page: Page) => page.getByRole('region', { name: 'Filter by Colour' });

test.describe('filtering the shop without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test('a shopper picks a colour by its link and bounds the price with the form; the sort stays and each filter can be taken away', async ({ page }) => {
    await page.goto('/shop/?orderby=price');
    const rust = colourGroup(page).getByRole('link', { name: 'Rust' });
    await expect(colourGroup(page).locator('li', { has: page.getByRole('link', { name: 'Rust' }) }).locator('.count')).toHaveText('(1)');
    await rust.click();
    await expect(page).toHaveURL(/\/shop\/\?orderby=price&filter_colour=rust$/);
    await expect(titles(page)).toHaveText(['Washed Linen Shirt']);
    await expect(page.locator('p.woocommerce-result-count')).toContainText('Showing the single result');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(colourGroup(page).getByRole('link', { name: 'Rust (selected: remove this filter)' })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('select.orderby')).toHaveValue('price');

    const price = page.getByRole('region', { name: 'Filter by price' });
    await price.getByLabel('Min price').fill('70');
    await price.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/min_price=70/);
    await expect(page).toHaveURL(/filter_colour=rust/);
    await expect(page).toHaveURL(/orderby=price/);
    // The shirt's lowest price is $68.00: nothing is left, and the filters say how to widen the choice.
    await expect(page.locator('.woocommerce-info')).toHaveText('No products were found matching your selection.');
    const active = page.getByRole('region', { name: 'Active filters' });
    await active.getByRole('link', { name: 'Remove filter: Min $70.00' }).click();
    await expect(titles(page)).toHaveText(['Washed Linen Shirt']);
    await expect(page).toHaveURL(/\/shop\/\?orderby=price&filter_colour=rust$/);
    await page.getByRole('region', { name: 'Active filters' }).getByRole('link', { name: 'Remove filter: Rust' }).click();
    await expect(page).toHaveURL(/\/shop\/\?orderby=price$/);
    // axe runs in the page's script: the keyboard test below checks these pages with it.
  });
});

test.describe('filtering by rating without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test('a shopper keeps the products rated five stars by their link; the count beside it is the number listed, and the filter can be taken away', async ({ page }) => {
    await page.goto('/shop/?orderby=price');
    const ratings = page.getByRole('region', { name: 'Average rating' });
    const five = ratings.getByRole('link', { name: 'Rated 5 out of 5' });
    const count = Number((await ratings.locator('li', { has: page.getByRole('link', { name: 'Rated 5 out of 5' }) }).locator('.count').textContent())?.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
    await five.click();
    await expect(page).toHaveURL(/\/shop\/\?orderby=price&rating_filter=5$/);
    await expect(page.locator('p.woocommerce-result-count')).toContainText(count === 1 ? 'Showing the single result' : `${count} results`);
    // Every product listed is rated 4.5 or more, as its card's stars say.
    const averages = await page.locator('li.product .star-rating').evaluateAll((stars) => stars.map((star) => Number(/Rated ([\d.]+)/.exec(star.getAttribute('aria-label') ?? '')?.[1])));
    expect(averages.length).toBeGreaterThan(0);
    expect(averages.length).toBeLessThanOrEqual(count);
    for (const average of averages) expect(average).toBeGreaterThanOrEqual(4.5);
    await expect(ratings.getByRole('link', { name: 'Rated 5 out of 5 (selected: remove this filter)' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('region', { name: 'Active filters' }).getByRole('link', { name: 'Remove filter: Rated 5 out of 5' }).click();
    await expect(page).toHaveURL(/\/shop\/\?orderby=price$/);
  });
});

test.describe('filtering the shop by keyboard', () => {
  test.use({ viewport: DESKTOP });

  test('Tab reaches a colour, its focus is seen, Enter applies it; axe finds nothing on the filtered page', async ({ page }) => {
    await page.goto('/shop/');
    await expectNoAxeViolations(page);
    await tabTo(page, '.catalog-filters a[href$="filter_colour=oat"]');
    const oat = colourGroup(page).getByRole('link', { name: 'Oat' });
    await expect(oat).toBeFocused();
    expect(await oat.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop\/\?filter_colour=oat$/);
    await expect(titles(page)).toHaveText(['Washed Linen Shirt']);
    await expect(page.getByRole('region', { name: 'Filter by Size' }).getByRole('link')).toHaveText(['S', 'M', 'L', 'XL']);
    await expectNoAxeViolations(page);
    // A combination nothing matches: the notice and the filters to widen it.
    await page.goto('/shop/?filter_colour=oat&min_price=70');
    await expect(page.locator('.woocommerce-info')).toBeVisible();
    await expectNoAxeViolations(page);
    // A rating chosen: its stars in the widget and in the active filters.
    await page.goto('/shop/?rating_filter=5,4');
    await expect(page.getByRole('region', { name: 'Average rating' }).locator('li.chosen')).toHaveCount(2);
    await expectNoAxeViolations(page);
  });
});

test.describe('filtering on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the products come first; a link leads down to the filters, and Tab goes on from there', async ({ page }) => {
    await page.goto('/shop/');
    const jump = page.getByRole('link', { name: 'Filter the products' });
    await tabTo(page, '.catalog-filters-link a');
    await expect(jump).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#catalog-filters$/);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeInViewport();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.catalog-filters') !== null)).toBe(true);
    await expectNoAxeViolations(page);
  });
});
