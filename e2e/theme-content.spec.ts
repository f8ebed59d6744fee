import { expect, type Page } from '@playwright/test';
import { consoleErrors, expectNoAxeViolations, test } from './support.ts';

const WIDTHS = [390, 800, 1280];

/** Every in-page link of the page's "On this page" menu leads to a section with that id. */
async function expectMenuReachesSections(page: Page, ids?: string[]) {
  const menu = page.getByRole('navigation', { name: 'On this page' });
  await expect(menu).toBeVisible();
  const hrefs = await menu.locator('a[href^="#"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  if (ids) expect(hrefs).toEqual(ids.map((id) => `#${id}`));
  expect(hrefs.length).toBeGreaterThanOrEqual(4);
  for (const href of hrefs) await expect(page.locator(`section${href}`)).toHaveCount(1);
  await expect(page.locator('a[href="#page-top"]')).toHaveCount(1);
}

for (const width of WIDTHS) {
  test.describe(`owner-written theme content at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the About us page shows its menu, its revealed sections and a new-tab link, axe-clean', async ({ page }) => {
      const errors = consoleErrors(page);
      await page.goto('/about-us/');
      await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
      await expectMenuReachesSections(page);
      await expect(page.locator('section[data-reveal]').first()).toBeAttached();
      // The served link carries the #new_tab marker; the new-tab behaviour turns it into a new-tab link without it.
      await expect(page.locator('a[href="https://en.wikipedia.org/wiki/Arts_and_Crafts_movement"][target="_blank"][rel~="noopener"]')).toHaveCount(1);
      await page.locator('section[data-reveal]').last().scrollIntoViewIfNeeded();
      await expect(page.locator('section[data-reveal]').last().getByRole('heading', { level: 2 })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test('the home page is a landing page with sections story, collection, journal and visit, axe-clean', async ({ page }) => {
      const errors = consoleErrors(page);
      await page.goto('/');
      await expectMenuReachesSections(page, ['story', 'collection', 'journal', 'visit']);
      await expect(page.locator('#story').getByRole('heading', { level: 2, name: 'Our story' })).toBeVisible();
      await expect(page.locator('#collection').getByRole('heading', { level: 2, name: 'Shop by category' })).toBeVisible();
      await expect(page.locator('#new-arrivals').getByRole('heading', { level: 2, name: 'New arrivals' })).toBeVisible();
      await page.locator('#visit').scrollIntoViewIfNeeded();
      await expect(page.locator('#visit').getByRole('heading', { level: 2, name: 'Visit us' })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  });
}
