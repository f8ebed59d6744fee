import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, logInAt, test } from './support.ts';
import { startShop, type ExtraShop } from './support/shop-server.ts';

const WIDTHS = [1280, 390] as const;

// A shop of its own: the edits below change /about-us/, which other specs read as the demo has it.
let shop: ExtraShop;
test.beforeAll(async () => {
  shop = await startShop('admin-pages', {});
});
test.afterAll(async () => shop.close());

const logIn = (page: Page) => logInAt(page, `${shop.url}/admin/`, 'Dashboard');

for (const width of WIDTHS) {
  test.describe(`editing a page in the admin at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the owner adds a revealed section and an in-page link to About us; the page shows them', async ({ page }) => {
      await logIn(page);
      await page.goto(`${shop.url}/admin/pages/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('row').filter({ hasText: 'about-us' }).getByRole('link', { name: 'About us', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit “About us”');
      await expect(page.getByLabel(/^Content format/)).toHaveValue('html');
      await expectNoAxeViolations(page);

      const id = `visit-${width}`;
      const content = page.locator('#post-content');
      const added = `<p><a href="#${id}">Plan a visit (${width})</a></p><section id="${id}" data-reveal><h2>Visit the workshop (${width})</h2><p>Open on Saturdays.</p><script>alert(1)</script></section>`;
      await content.fill(`${await content.inputValue()}${added}`);
      await page.getByRole('button', { name: 'Update page' }).click();
      await expect(page.getByText('Page updated.')).toBeVisible();
      await expect(content).toHaveValue(new RegExp(`<section id="${id}" data-reveal`));
      await expect(content).not.toHaveValue(/<script/);
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'View page' }).click();
      await expect(page).toHaveURL(`${shop.url}/about-us/`);
      const section = page.locator(`section#${id}[data-reveal]`);
      await expect(section).toHaveCount(1);
      await page.getByRole('link', { name: `Plan a visit (${width})` }).click();
      await expect(page).toHaveURL(`${shop.url}/about-us/#${id}`);
      await expect(section.getByRole('heading', { level: 2, name: `Visit the workshop (${width})` })).toBeInViewport();
    });
  });
}
