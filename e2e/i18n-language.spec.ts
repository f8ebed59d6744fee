import { expect, type Page } from '@playwright/test';
import { consoleErrors, expectNoAxeViolations, test } from './support.ts';

const LANGUAGE_COOKIE = 'vitrine_language';

function suggestion(page: Page) {
  return page.locator('aside.language-suggestion');
}

async function widgetStarted(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-widgets-started', /(^| )language( |$)/);
}

test.describe('a visitor whose browser speaks French', () => {
  test.use({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });

  test('is told, in French, that the English page exists in French: never redirected, closed for the tab', async ({ page }) => {
    const errors = consoleErrors(page);
    const response = await page.goto('/shop/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/shop\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const note = suggestion(page);
    await expect(note).toHaveAttribute('lang', 'fr');
    await expect(note).toContainText('Cette page est aussi disponible en français.');
    await expect(note.getByRole('link', { name: 'Passer au français' })).toHaveAttribute('href', /\/fr\/shop\/$/);
    await expectNoAxeViolations(page);

    await note.getByRole('button', { name: 'Fermer' }).click();
    await expect(note).toHaveCount(0);
    await page.goto('/blog/');
    await widgetStarted(page);
    await expect(suggestion(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('is not told anything on the French page', async ({ page }) => {
    await page.goto('/fr/shop/');
    await widgetStarted(page);
    await expect(suggestion(page)).toHaveCount(0);
  });
});

test.describe('the language switcher at 1280 px', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('is a labelled navigation whose links name each language in its own words, followed by keyboard', async ({ page }) => {
    await page.goto('/shop/');
    await widgetStarted(page);
    await expect(suggestion(page)).toHaveCount(0);
    const switcher = page.locator('header nav.language-switcher');
    await expect(switcher).toHaveAttribute('aria-label', 'Language');
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    const german = switcher.getByRole('link', { name: 'Deutsch' });
    await expect(german).toHaveAttribute('lang', 'de');
    await expect(german).toHaveAttribute('hreflang', 'de');
    await german.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/shop\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('header nav.language-switcher')).toHaveAttribute('aria-label', 'Sprache');
    await expect(page.locator('header nav.language-switcher').getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
  });

  test('remembers the choice where there is no cookie law, and suggests it back on the English pages', async ({ page, context }) => {
    await page.goto('/shop/');
    await widgetStarted(page);
    await page.locator('header nav.language-switcher').getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/shop\/$/);
    expect(await context.cookies()).toContainEqual(expect.objectContaining({ name: LANGUAGE_COOKIE, value: 'de', path: '/' }));
    // The English home page does not redirect: it offers German, in German.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(suggestion(page)).toContainText('Diese Seite gibt es auch auf Deutsch.');
  });

  test.describe('where the law asks for consent first', () => {
    test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'DE' } });

    test('does not remember the choice before the visitor allows preferences', async ({ page, context }) => {
      await page.goto('/shop/');
      await widgetStarted(page);
      await page.locator('header nav.language-switcher').getByRole('link', { name: 'Français' }).click();
      await expect(page).toHaveURL(/\/fr\/shop\/$/);
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(LANGUAGE_COOKIE);
    });
  });
});

test.describe('the language switcher at 390 px', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

  test('is in the off-canvas menu, and keeps the visitor on the same page', async ({ page }) => {
    await page.goto('/blog/');
    await expect(page.locator('html')).toHaveAttribute('data-widgets-started', /(^| )off-canvas-menu( |$)/);
    await expect(page.locator('header nav.language-switcher')).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const switcher = page.locator('#site-offcanvas nav.language-switcher');
    await expect(switcher).toBeVisible();
    await expectNoAxeViolations(page);
    await switcher.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/blog\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});
