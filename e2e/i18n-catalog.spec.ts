import { expect, type Page } from '@playwright/test';
import { CONSENTED_STATE, expectNoAxeViolations, test } from './support.ts';

const PRODUCT = '/product/stoneware-coffee-mug/';

/** Presses Tab until `target` has the focus (a keyboard user's way there); fails if it never does. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, most = 60) {
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('the element was never reached with Tab');
}

test.describe('the catalogue in the shop’s languages', () => {
  test.use({ storageState: CONSENTED_STATE, viewport: { width: 1280, height: 900 } });

  test('the header’s language switcher, used by keyboard, opens the same product in French, translated', async ({ page }) => {
    await page.goto(PRODUCT);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Stoneware Coffee Mug' })).toBeVisible();

    const switcher = page.getByRole('navigation', { name: 'Language' });
    await expect(switcher).toBeVisible();
    const french = switcher.getByRole('link', { name: 'Français' });
    await expect(french).toHaveAttribute('hreflang', 'fr');
    await expect(french).toHaveAttribute('lang', 'fr');
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page);

    await tabTo(page, french);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/fr${PRODUCT}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Mug à café en grès' })).toBeVisible();
    // In stock, or sold out by the suite's earlier journeys: either way in French.
    await expect(page.getByRole('button', { name: 'Ajouter au panier' }).or(page.getByText('Rupture de stock'))).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Boutique' })).toHaveAttribute('href', '/fr/shop/');
    await expect(page.getByRole('heading', { level: 2, name: 'Produits similaires' })).toBeVisible();

    const frenchSwitcher = page.getByRole('navigation', { name: 'Langue' });
    await expect(frenchSwitcher.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page);

    // And back to English the same way.
    await tabTo(page, frenchSwitcher.getByRole('link', { name: 'English' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a French listing keeps the shopper in French: menu, cards, sort and pages', async ({ page }) => {
    await page.goto('/fr/shop/');
    await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
    await expect(page.locator('p.woocommerce-result-count')).toHaveText(/^Affichage de 1 à 12 sur \d+ résultats$/);
    await page.getByLabel('Trier par').selectOption('price');
    await expect(page).toHaveURL(/\/fr\/shop\/\?orderby=price$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('navigation', { name: 'Pagination des produits' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/fr\/shop\/page\/2\/\?orderby=price$/);
    await page.locator('ul.products > li.product a.woocommerce-LoopProduct-link').first().click();
    await expect(page).toHaveURL(/\/fr\/product\/[^/]+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectNoAxeViolations(page);
  });

  test('every hreflang alternate of a page answers', async ({ page, request }) => {
    for (const path of [PRODUCT, '/fr/shop/', '/de/product-category/kitchen-dining/', '/fr/about/']) {
      await page.goto(path);
      const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), (link as HTMLLinkElement).href] as const));
      expect(alternates.map(([tag]) => tag)).toEqual(['en', 'fr', 'de', 'x-default']);
      for (const [tag, url] of alternates) {
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), `${tag} ${url}`).toBe(200);
      }
    }
  });
});
