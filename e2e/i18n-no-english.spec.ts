import { expect, type Page } from '@playwright/test';
import { CATALOGUES } from '../core/i18n/messages/index.ts';
import { englishIn as englishInWords, englishPhrasesBesides, pageWords } from './english-words.ts';
import { test } from './support.ts';

/**
 * The French demo speaks French: on every kind of page, no English message of the catalogue shows, in
 * the visible text or in an accessible name, and no common English word either (e2e/english-words.ts).
 */
const french = CATALOGUES.fr as Readonly<Record<string, string>>;
const ENGLISH_PHRASES = englishPhrasesBesides('fr');

/** No English phrase of the catalogue and no English word in the page's words. */
const englishIn = (words: string) => englishInWords(words, ENGLISH_PHRASES);

async function firstHref(page: Page, selector: string): Promise<string> {
  const href = await page.locator(selector).first().getAttribute('href');
  if (!href) throw new Error(`No link matches ${selector}`);
  return href;
}

// A French visitor's browser: the page then suggests no other language (a note that would rightly be in English).
test.use({ locale: 'fr-FR' });

test('no English message is left on the French demo pages', async ({ page }) => {
  expect(ENGLISH_PHRASES.length).toBeGreaterThan(20);
  await page.goto('/fr/shop/');
  // A product still in stock, so its page has the add-to-cart form (the suite's journeys buy the first ones).
  const product = await firstHref(page, 'ul.products li.product:has(a.add_to_cart_button) a.woocommerce-LoopProduct-link');
  const category = await firstHref(page, 'nav.site-nav a[href*="/product-category/"]');
  await page.goto('/fr/blog/');
  const post = await firstHref(page, 'main a[href*="/blog/"]');
  const pages = ['/fr/', '/fr/shop/', category, product, '/fr/blog/', post, '/fr/about/', '/fr/about-us/', '/fr/cart/', '/fr/my-account/', '/fr/no-such-page/'];
  for (const path of pages) {
    expect(path, 'a French page links to French pages').toMatch(/^\/fr\//);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const words = await pageWords(page);
    expect(englishIn(words), path).toEqual([]);
  }
  // The cart and the checkout with something in the cart.
  await page.goto(product);
  await page.locator('form.cart button[type="submit"]').click();
  for (const path of ['/fr/cart/', '/fr/checkout/']) {
    await page.goto(path);
    const words = await pageWords(page);
    expect(englishIn(words), path).toEqual([]);
  }
});

test('a French shopper’s failed login, sign-up and password reset are answered in French only', async ({ page }) => {
  const expectFrenchOnly = async (what: string, message: string) => {
    await expect(page.getByText(message, { exact: false }).first()).toBeVisible();
    const words = await pageWords(page);
    expect(englishIn(words), what).toEqual([]);
  };
  await page.goto('/fr/my-account/');
  await page.locator('#username').fill('nobody-here');
  await page.locator('#password').fill('not-the-password');
  await page.locator('button.woocommerce-form-login__submit').click();
  await expectFrenchOnly('failed login', french['account.error.invalidCredentials'] as string);

  await page.locator('#reg_email').fill('admin@example.com');
  await page.locator('#reg_password').fill('short');
  // The browser's own check would stop a short password before the shop sees it.
  await page.locator('#reg_password').evaluate((input) => input.removeAttribute('minlength'));
  await page.locator('button.woocommerce-form-register__submit').click();
  await expectFrenchOnly('failed sign-up', 'Choisissez un mot de passe d’au moins 8 caractères.');

  await page.goto(`/fr/my-account/lost-password/?key=${'x'.repeat(43)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectFrenchOnly('invalid reset link', french['account.error.resetLinkInvalid'] as string);
});
