import { expect, type Page } from '@playwright/test';
import { asAdmin, expectNoAxeViolations, test, widgetStarted } from './support.ts';

/** The reviews are in their tab (docs/contract.md, "Product tabs"): opened as a shopper opens it. */
async function openReviewsTab(page: Page) {
  await widgetStarted(page, 'tabs');
  await page.getByRole('tab', { name: /^Reviews/ }).click();
}

test('a shopper writes a review by keyboard; it waits for the owner, who approves it, and then it counts', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await page.goto('/shop/');
  const productLink = page.locator('ul.products > li.product a.woocommerce-LoopProduct-link, ul.products > li.product h2 a').first();
  const href = (await productLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/product\//);
  await page.goto(href);
  await openReviewsTab(page);
  const reviews = page.locator('#reviews');
  await expect(reviews).toBeVisible();
  await expectNoAxeViolations(page);

  // The form, by keyboard only: the rating is a labelled select.
  const rating = page.getByLabel(/^Your rating/);
  await rating.focus();
  await page.keyboard.press('ArrowDown');
  await rating.selectOption('4');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Your review/)).toBeFocused();
  await page.keyboard.type('Keyboard-written review: the glaze is lovely.');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Kim Keys');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kim.keys@example.com');
  await page.locator('form#commentform #submit').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#reviews$/);
  await expect(page.locator('.woocommerce-message')).toHaveText('Thank you! Your review is awaiting approval.');
  // Waiting for the owner: not listed yet (the product may have no list at all).
  await expect(page.locator('#reviews').getByText('Keyboard-written review')).toHaveCount(0);

  await asAdmin(browser, async (admin) => {
    await admin.goto('/admin/reviews/?status=hold');
    await expect(admin.getByRole('link', { name: /^Reviews \d+ pending$/ })).toBeVisible();
    await admin.getByRole('button', { name: /^Approve: review by Kim Keys/ }).first().click();
    await expect(admin.getByText('Review marked approved.')).toBeVisible();
    await expectNoAxeViolations(admin);
  });

  await expect
    .poll(async () => {
      await page.goto(href);
      return page.locator('ol.commentlist li.review').filter({ hasText: 'Keyboard-written review' }).count();
    })
    .toBe(1);
  await openReviewsTab(page);
  await expect(page.locator('li.review').filter({ hasText: 'Kim Keys' }).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
});

test('a review sent without its fields comes back with each error by its field', async ({ page }) => {
  await page.goto('/shop/');
  const href = (await page.locator('ul.products > li.product a[href*="/product/"]').first().getAttribute('href')) ?? '';
  await page.goto(href);
  await openReviewsTab(page);
  await page.locator('form#commentform #submit').click();
  await expect(page.locator('#rating-error')).toHaveText('Please select a rating.');
  await expect(page.locator('#comment-error')).toHaveText('Please type your review.');
  await expect(page.getByLabel(/^Your rating/)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});
