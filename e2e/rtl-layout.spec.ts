import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, test } from './support.ts';
import { serveRightToLeft } from './support/right-to-left.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Each element's distance from the page's left and right edges (the root element's box, scroll bar aside). */
async function sides(page: Page, selectors: string[]): Promise<Record<string, { fromLeft: number; fromRight: number }>> {
  return page.evaluate((list) => {
    const root = document.documentElement.getBoundingClientRect();
    return Object.fromEntries(
      list.map((selector) => {
        const element = document.querySelector(selector);
        if (!element) throw new Error(`${selector} is not on the page`);
        const box = element.getBoundingClientRect();
        return [selector, { fromLeft: box.left - root.left, fromRight: root.right - box.right }];
      }),
    );
  }, selectors);
}

/**
 * Opens `path` left to right and then right to left and expects each element mirrored: as far from the
 * right edge as it was from the left.
 */
async function expectMirrored(page: Page, path: string, selectors: string[], prepare?: (page: Page) => Promise<void>) {
  await page.goto(path);
  await prepare?.(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const ltr = await sides(page, selectors);
  await serveRightToLeft(page);
  await page.goto(path);
  await prepare?.(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const rtl = await sides(page, selectors);
  // Nothing hidden off the start edge widens the page (a skip link parked far to the right, say).
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  for (const selector of selectors) {
    expect.soft(rtl[selector]!.fromRight, `${selector} from the right edge`).toBeCloseTo(ltr[selector]!.fromLeft, 0);
    expect.soft(rtl[selector]!.fromLeft, `${selector} from the left edge`).toBeCloseTo(ltr[selector]!.fromRight, 0);
  }
}

test.describe('a page served right to left', () => {
  test.use({ viewport: DESKTOP });

  test('mirrors the header, the shop’s toolbar, its products and its pagination', async ({ page }) => {
    await expectMirrored(page, '/shop/', [
      'a.site-title',
      '.site-header__actions',
      '.site-nav__list > li:first-child > a',
      '.woocommerce-result-count',
      'form.woocommerce-ordering',
      'ul.products > li:first-child',
      'ul.products > li:nth-child(2) .woocommerce-loop-product__title',
      '.woocommerce-pagination a.next',
    ]);
    // The arrow of "Next →" points along the line, to its end: to the left here.
    const arrow = page.locator('.woocommerce-pagination a.next .inline-arrow');
    expect(await arrow.evaluate((element) => getComputedStyle(element).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  });

  test('mirrors the cart table and its notice’s rule sits at the right', async ({ page }) => {
    const addOne = async (target: Page) => {
      if (await target.locator('table.shop_table.cart').count()) return;
      await target.goto('/shop/');
      await target.locator('a.add_to_cart_button.ajax_add_to_cart').first().click();
      await expect(target.locator('a.added_to_cart')).toBeVisible();
      await target.goto('/cart/');
    };
    await page.goto('/cart/');
    const notice = page.locator('p.cart-empty.woocommerce-info');
    await serveRightToLeft(page);
    await page.goto('/cart/');
    await expect(notice).toBeVisible();
    const rule = await notice.evaluate((element) => ({ left: getComputedStyle(element).borderLeftWidth, right: getComputedStyle(element).borderRightWidth }));
    expect(rule).toEqual({ left: '0px', right: '4px' });
    await page.unrouteAll();

    await expectMirrored(
      page,
      '/cart/',
      ['table.shop_table.cart thead th.product-name', 'table.shop_table.cart tbody th.product-name a', 'table.shop_table.cart td.product-subtotal', '.cart_totals'],
      addOne,
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('the off-canvas menu served right to left', () => {
  test.use({ viewport: PHONE });

  test('slides in from the right edge and sits there', async ({ page }) => {
    await serveRightToLeft(page);
    await page.goto('/shop/');
    await expect(page.locator('html')).toHaveAttribute('data-widgets-started', /(^| )off-canvas-menu( |$)/);
    const panel = page.locator('.offcanvas');
    await page.locator('button.offcanvas-toggle').click();
    await expect(panel).toBeVisible();
    await expect.poll(async () => Math.round((await panel.boundingBox())!.x + (await panel.boundingBox())!.width)).toBe(PHONE.width);
    expect(Math.round((await panel.boundingBox())!.x)).toBe(PHONE.width - 250);
  });
});
