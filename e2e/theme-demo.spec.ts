import { expect } from '@playwright/test';
import { expectNoAxeViolations, test } from './support.ts';

for (const width of [390, 1280]) {
  test.describe(`the demo store at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a product page shows its rating as stars named for screen readers, and several pictures of the product', async ({ page }) => {
      await page.goto('/product/speckled-espresso-cup-set/');
      const stars = page.locator('.summary').getByRole('img', { name: 'Rated 4.3 out of 5' });
      await expect(stars).toBeVisible();
      // Its four approved demo reviews (seed/demo-reviews.ts): 4.25 on average.
      await expect(page.locator('.summary .woocommerce-review-link')).toHaveText('(4 customer reviews)');
      // The filled part covers the average's share of the five stars, not a whole number of them.
      const [outer, filled] = await Promise.all([stars.boundingBox(), stars.locator('.star-rating__fill').boundingBox()]);
      expect(filled!.width / outer!.width).toBeCloseTo(4.25 / 5, 1);
      // Both layers are painted: the outline of five and the filled copy, as masks in the star colour.
      const masks = await stars.evaluate((element) => [getComputedStyle(element, '::before'), getComputedStyle(element.querySelector('.star-rating__fill')!, '::before')].map((style) => [style.maskImage.slice(0, 30), style.backgroundColor]));
      expect(masks).toEqual([
        ['url("data:image/svg+xml,<svg x', 'rgb(163, 90, 0)'],
        ['url("data:image/svg+xml,<svg x', 'rgb(163, 90, 0)'],
      ]);
      expect(await page.locator('.product-gallery__thumbs a').count()).toBeGreaterThanOrEqual(3);
      const main = page.locator('.woocommerce-product-gallery__image img');
      await expect(main).toHaveAttribute('alt', 'Speckled Espresso Cup Set');
      expect(await main.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await expectNoAxeViolations(page);
    });

    test('the shop cards show the stars of rated products only', async ({ page }) => {
      await page.goto('/shop/');
      const cards = page.locator('ul.products > li.product');
      const rated = cards.filter({ has: page.locator('.star-rating') });
      expect(await rated.count()).toBeGreaterThan(0);
      expect(await rated.count()).toBeLessThanOrEqual(await cards.count());
      await expect(rated.first().getByRole('img', { name: /^Rated \d(\.\d)? out of 5$/ })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('About us carries each content widget with its content readable as served', async ({ page }) => {
      await page.goto('/about-us/');
      const gallery = page.locator('a[data-lightbox="workshop"]');
      expect(await gallery.count()).toBeGreaterThanOrEqual(3);
      for (const image of await gallery.locator('img').all()) {
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      }
      await expect(page.getByRole('tablist', { name: 'Our crafts' })).toHaveAttribute('data-tabs-hash', '');
      await expect(page.getByRole('tab', { name: 'Pottery' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('[data-modal="our-promise"]')).toHaveCount(1);
      await expect(page.locator('dialog#our-promise')).toHaveCount(1);
      await expect(page.locator('[data-countup="circle"]').first()).toHaveText('100%');
      await expect(page.locator('[data-text-effect]')).toHaveCount(1);
      await expect(page.locator('#workshop-map[data-map] address')).toContainText('12 Printers Yard');
      await expect(page.locator('button[data-collapse][aria-controls="care-notes"]')).toHaveAttribute('aria-expanded', /true|false/);
      await expectNoAxeViolations(page);
    });
  });
}
