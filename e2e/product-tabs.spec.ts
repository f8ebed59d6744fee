import { expect, type Page } from '@playwright/test';
import { consoleErrors, expectNoAxeViolations, test, widgetStarted } from './support.ts';

// A demo product with a description, a weight and dimensions, and four approved reviews (seed/demo-reviews.ts).
const PRODUCT = '/product/speckled-espresso-cup-set/';
const TAB_NAMES = ['Description', 'Additional information', 'Reviews (4)'];
const PANELS = ['#tab-description', '#tab-additional_information', '#tab-reviews'];

const tab = (page: Page, name: string) => page.getByRole('tablist').getByRole('tab', { name, exact: true });
const openTab = (page: Page) => page.locator('[role=tab][aria-selected="true"]');

/** Only the panel of the open tab shows. */
async function expectOpen(page: Page, name: string) {
  await expect(openTab(page)).toHaveText(name);
  const open = PANELS[TAB_NAMES.indexOf(name)]!;
  for (const panel of PANELS) {
    if (panel === open) await expect(page.locator(panel)).toBeVisible();
    else await expect(page.locator(panel)).toBeHidden();
  }
}

test.describe('the product page’s tabs', () => {
  test.use({ viewport: { width: 1280, height: 600 } });

  test('are WooCommerce’s tabs, worked by keyboard with the arrows, Home and End, each panel axe-clean', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto(PRODUCT);
    await widgetStarted(page, 'tabs');
    await expect(page.locator('.woocommerce-tabs.wc-tabs-wrapper > ul.tabs.wc-tabs[role=tablist] > li')).toHaveClass([/description_tab/, /additional_information_tab/, /reviews_tab/]);
    await expect(page.getByRole('tablist').getByRole('tab')).toHaveText(TAB_NAMES);
    await expectOpen(page, 'Description');
    await expect(page.getByRole('tabpanel', { name: 'Description' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Only the open tab is in the Tab key's path; the arrows move along the list, wrapping round.
    await expect(tab(page, 'Description')).toHaveAttribute('tabindex', '0');
    await expect(tab(page, 'Reviews (4)')).toHaveAttribute('tabindex', '-1');
    await tab(page, 'Description').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Additional information')).toBeFocused();
    await expectOpen(page, 'Additional information');
    await expect(page.locator('li.additional_information_tab')).toHaveClass(/\bactive\b/);
    // The focus shows.
    await expect(tab(page, 'Additional information')).toHaveCSS('outline-style', 'solid');
    await expect(page.getByRole('rowheader', { name: 'Weight' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Reviews (4)')).toBeFocused();
    await expectOpen(page, 'Reviews (4)');
    await expect(page.locator('#reviews ol.commentlist > li.review')).toHaveCount(4);
    await expectNoAxeViolations(page);

    await page.keyboard.press('ArrowRight');
    await expectOpen(page, 'Description');
    await page.keyboard.press('End');
    await expect(tab(page, 'Reviews (4)')).toBeFocused();
    await expectOpen(page, 'Reviews (4)');
    await page.keyboard.press('Home');
    await expect(tab(page, 'Description')).toBeFocused();
    await expectOpen(page, 'Description');
    await page.keyboard.press('ArrowLeft');
    await expectOpen(page, 'Reviews (4)');
    await page.keyboard.press('ArrowLeft');
    await expectOpen(page, 'Additional information');

    // Tab leaves the list for the open panel (a table alone: the panel itself takes the focus).
    await page.keyboard.press('Tab');
    await expect(page.locator('#tab-additional_information')).toBeFocused();
    // A click opens a tab without changing the address.
    await tab(page, 'Reviews (4)').click();
    await expectOpen(page, 'Reviews (4)');
    await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
    expect(errors).toEqual([]);
  });

  test('the “customer reviews” link opens the Reviews tab and goes to the reviews', async ({ page }) => {
    await page.goto(PRODUCT);
    await widgetStarted(page, 'tabs');
    await expectOpen(page, 'Description');
    await page.locator('.summary a.woocommerce-review-link').click();
    await expectOpen(page, 'Reviews (4)');
    await expect(page).toHaveURL(/#reviews$/);
    await expect(page.locator('#reviews')).toBeInViewport();
  });

  test('with reduced motion the link jumps to the reviews at once, without a smooth scroll', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(PRODUCT);
    await widgetStarted(page, 'tabs');
    await widgetStarted(page, 'anchors');
    const jump = await page.evaluate(() => {
      const list = document.querySelector('ul.wc-tabs')!;
      const below = list.getBoundingClientRect().top > window.innerHeight;
      document.querySelector<HTMLAnchorElement>('.summary a.woocommerce-review-link')!.click();
      // Read in the same task as the click: a smooth scroll would not have moved yet.
      const top = document.getElementById('reviews')!.getBoundingClientRect().top;
      return { below, landed: top >= 0 && top < window.innerHeight / 2 };
    });
    expect(jump).toEqual({ below: true, landed: true });
    await expectOpen(page, 'Reviews (4)');
  });

  for (const hash of ['#reviews', '#tab-reviews', '#comments']) {
    test(`an address ending in ${hash} opens the Reviews tab there`, async ({ page }) => {
      await page.goto(`${PRODUCT}${hash}`);
      await widgetStarted(page, 'tabs');
      await expectOpen(page, 'Reviews (4)');
      await expect(page.locator(hash)).toBeInViewport();
    });
  }

  test('a review sent without a rating comes back with the Reviews tab open, at the form, the error by its field', async ({ page }) => {
    await page.goto(PRODUCT);
    await widgetStarted(page, 'tabs');
    await tab(page, 'Description').focus();
    await page.keyboard.press('End');
    await expectOpen(page, 'Reviews (4)');
    await page.getByLabel(/^Your review/).fill('Lovely cups, but I forgot the stars.');
    await page.locator('#author').fill('Robin Rating');
    await page.locator('#email').fill('robin.rating@example.com');
    const sent = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.locator('form#commentform #submit').click();
    expect((await sent).status()).toBe(400);
    // The page sent back (only it has the message), served with the Reviews tab open.
    await expect(page.locator('#rating-error')).toHaveText('Please select a rating.');
    await expectOpen(page, 'Reviews (4)');
    await expect(page.locator('li.reviews_tab')).toHaveClass(/\bactive\b/);
    await widgetStarted(page, 'tabs');
    const rating = page.getByLabel(/^Your rating/);
    await expect(rating).toHaveAttribute('aria-invalid', 'true');
    await expect(rating).toHaveAccessibleDescription('Please select a rating.');
    // What was typed is kept, and the page opens at the form.
    await expect(page.getByLabel(/^Your review/)).toHaveValue('Lovely cups, but I forgot the stars.');
    await expect(page.locator('#respond')).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test('the tabs speak the page’s language and count its approved reviews', async ({ page }) => {
    await page.goto(`/fr${PRODUCT}`);
    await expect(page.getByRole('tablist').getByRole('tab')).toHaveText(['Description', 'Informations complémentaires', 'Avis (4)']);
    await page.goto(`/de${PRODUCT}`);
    await expect(page.getByRole('tablist').getByRole('tab')).toHaveText(['Beschreibung', 'Zusätzliche Informationen', 'Bewertungen (4)']);
  });
});

test.describe('the product page’s tabs without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 600 } });

  test('show every panel, and the tabs lead to them as links on the page', async ({ page }) => {
    await page.goto(PRODUCT);
    await expect(page.locator('html')).not.toHaveClass(/\bjs\b/);
    for (const panel of PANELS) await expect(page.locator(panel)).toBeVisible();
    await expect(page.locator('#reviews ol.commentlist > li.review')).toHaveCount(4);
    await expect(page.locator('form#commentform')).toBeVisible();
    await page.locator('li.reviews_tab a').click();
    await expect(page).toHaveURL(/#tab-reviews$/);
    await expect(page.locator('#tab-reviews')).toBeInViewport();
    await page.locator('li.additional_information_tab a').click();
    await expect(page.locator('#tab-additional_information')).toBeInViewport();
  });
});
