import { expect } from '@playwright/test';
import { asAdmin, expectNoAxeViolations, test, waitForHydration } from './support.ts';

test('a shopper reads a product’s description as formatted text: bold words, a heading and a list', async ({ page }) => {
  await page.goto('/product/stoneware-coffee-mug/');
  const description = page.getByRole('tabpanel', { name: 'Description' });
  await expect(description.getByRole('heading', { level: 3, name: 'Details' })).toBeVisible();
  await expect(description.getByRole('listitem').filter({ hasText: 'Material:' }).locator('strong')).toHaveText('Material:');
  await expect(description).not.toContainText('<strong>');
  await expect(page.locator('.woocommerce-product-details__short-description p')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the owner writes a description in HTML; the shop shows its formatting and nothing that runs', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await asAdmin(browser, async (admin) => {
    await admin.goto('/admin/products/?s=Tall+Bud+Vase');
    await admin.getByRole('link', { name: 'Tall Bud Vase', exact: true }).first().click();
    await waitForHydration(admin);
    const field = admin.getByRole('textbox', { name: 'Description', exact: true });
    await expect(field).toHaveAccessibleDescription(/HTML, as in WooCommerce/);
    await field.fill('A <b>narrow</b> neck for one stem.\n\n<ul><li>Glazed inside</li></ul><script>document.title = "run"</script>');
    await admin.getByRole('button', { name: 'Update product' }).click();
    await expect(admin.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('<p>A <b>narrow</b> neck for one stem.</p>\n<ul>\n<li>Glazed inside</li>\n</ul>');
    await expectNoAxeViolations(admin);
  });
  await page.goto('/product/tall-bud-vase/');
  const description = page.getByRole('tabpanel', { name: 'Description' });
  await expect(description.locator('b')).toHaveText('narrow');
  await expect(description.getByRole('listitem')).toHaveText('Glazed inside');
  await expect(page).not.toHaveTitle('run');
});
