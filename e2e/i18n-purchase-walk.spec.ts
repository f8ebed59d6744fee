import { expect } from '@playwright/test';
import { englishIn, englishPhrasesBesides, pageWords } from './english-words.ts';
import { asAdmin, test } from './support.ts';

/**
 * A French and a German shopper buy the demo's enamel mug from its page to the e-mail: every page and the
 * e-mail speak their language, name the mug as their language does, and show no English.
 */
const WALKS = [
  { locale: 'fr', browser: 'fr-FR', mug: 'Tasse de camping émaillée', city: 'Paris', postcode: '75007', country: 'FR', countryName: 'France', street: '3 rue Cler' },
  { locale: 'de', browser: 'de-DE', mug: 'Emaille-Campingbecher', city: 'München', postcode: '80331', country: 'DE', countryName: 'Deutschland', street: 'Marienplatz 8' },
] as const;
const ENGLISH_NAME = 'Enamel Camp Mug';

for (const walk of WALKS) {
  test.describe(`a ${walk.locale} purchase`, () => {
    test.use({ locale: walk.browser });

    test(`speaks ${walk.locale} from the product page to the e-mail`, async ({ page, browser }) => {
      test.setTimeout(90_000);
      const phrases = englishPhrasesBesides(walk.locale);
      const noEnglish = async (where: string) => {
        const words = await pageWords(page);
        expect(englishIn(words, phrases), where).toEqual([]);
        expect(words, where).not.toContain(ENGLISH_NAME);
      };
      await page.goto(`/${walk.locale}/product/enamel-camp-mug/`);
      await expect(page.getByRole('heading', { level: 1, name: walk.mug })).toBeVisible();
      await page.locator('form.cart button[type="submit"]').click();
      await page.goto(`/${walk.locale}/cart/`);
      await expect(page.locator('.woocommerce-cart-form')).toContainText(walk.mug);
      await noEnglish('cart');

      await page.goto(`/${walk.locale}/checkout/`);
      await expect(page.locator('#order_review')).toContainText(walk.mug);
      await noEnglish('checkout');
      const email = `walk-${walk.locale}-${Date.now()}@example.com`;
      await page.locator('#billing_first_name').fill('Noor');
      await page.locator('#billing_last_name').fill('Haddad');
      await page.locator('#billing_country').selectOption(walk.country);
      await page.locator('#billing_address_1').fill(walk.street);
      await page.locator('#billing_postcode').fill(walk.postcode);
      await page.locator('#billing_city').fill(walk.city);
      await page.locator('#billing_phone').fill('+33 1 23 45 67 89');
      await page.locator('#billing_email').fill(email);
      await page.locator('#payment_method_cod').check();
      await page.locator('#terms').check();
      await page.locator('#place_order').click();
      // Shipping to another country may cost otherwise than the review said before the address was typed:
      // the checkout then shows the new total, in the shopper's language, to be placed again.
      await page.waitForLoadState('networkidle');
      if (!/order-received/.test(page.url())) {
        await noEnglish('checkout with the new total');
        await page.locator('#place_order').click();
      }
      await expect(page).toHaveURL(new RegExp(`^[^?]*/${walk.locale}/checkout/order-received/\\d+/`));
      await expect(page.locator('.woocommerce-order-details')).toContainText(walk.mug);
      // The address as its country writes it, the country in the page's language.
      await expect(page.locator('.woocommerce-customer-details')).toContainText(`${walk.postcode} ${walk.locale === 'fr' ? walk.city.toUpperCase() : walk.city}`);
      await expect(page.locator('.woocommerce-customer-details')).toContainText(walk.countryName);
      await noEnglish('order received');

      await asAdmin(browser, async (admin) => {
        await admin.goto('/admin/emails/');
        const row = admin.getByRole('row').filter({ hasText: email });
        await row.getByRole('link').click();
        const text = (await admin.locator('pre.email-text').textContent()) ?? '';
        expect(text).toContain(walk.mug);
        expect(text).not.toContain(ENGLISH_NAME);
        expect(text).toContain(`/${walk.locale}/checkout/order-received/`);
        expect(text).toContain(walk.countryName);
        expect(englishIn(text.replace(/https?:\/\/\S+/g, ''), phrases), 'e-mail').toEqual([]);
      });
    });
  });
}
