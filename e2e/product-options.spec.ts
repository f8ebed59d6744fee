import { expect, type Page } from '@playwright/test';
import { consoleErrors, expectNoAxeViolations, test, widgetStarted } from './support.ts';

const SHIRT = '/product/washed-linen-shirt/';
const cartLines = (page: Page) => page.locator('form.woocommerce-cart-form tr.woocommerce-cart-form__cart-item');

for (const width of [390, 1280]) {
  test.describe(`a product with options at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('is chosen by keyboard: price, stock and SKU follow, a sold-out combination is marked, Clear starts again, axe-clean', async ({ page }) => {
      const errors = consoleErrors(page);
      await page.goto(SHIRT);
      await widgetStarted(page, 'variations');
      const colour = page.getByLabel('Colour');
      const size = page.getByLabel('Size');
      await expect(page.locator('.summary .price').first()).toContainText('–');
      await expect(page.locator('.single_variation')).toHaveText('');

      // Tab into the first select and choose with the arrow keys, as a keyboard user does.
      await colour.focus();
      await page.keyboard.press('ArrowDown'); // Indigo
      await page.keyboard.press('ArrowDown'); // Oat
      await page.keyboard.press('ArrowDown'); // Rust
      await expect(colour).toHaveValue('rust');
      await expect(size.locator('option[value="xl"]')).toHaveText('XL (out of stock)');
      await page.keyboard.press('Tab');
      await expect(size).toBeFocused();
      await page.keyboard.press('ArrowDown'); // S
      await expect(size).toHaveValue('s');
      await expect(page.locator('.single_variation')).toContainText('$68.00');
      await expect(page.locator('.single_variation')).toContainText('12 in stock');
      await expect(page.locator('.product_meta .sku')).toHaveText('VT-OPT-SHIRT-RUST-S');
      await expect(page.locator('input.variation_id')).not.toHaveValue('');
      await expect(page.getByRole('button', { name: 'Clear' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Clear' }).press('Enter');
      await expect(colour).toHaveValue('');
      await expect(page.locator('.product_meta .sku')).toHaveText('VT-OPT-SHIRT');
      await expect(page.locator('input.variation_id')).toHaveValue('');
      expect(errors).toEqual([]);
    });

    test('shows the chosen variation’s weight, dimensions and description, chosen by keyboard, and the shirt’s own again on Clear', async ({ page }) => {
      const errors = consoleErrors(page);
      await page.goto(SHIRT);
      await widgetStarted(page, 'variations');
      const table = page.locator('table.woocommerce-product-attributes.shop_attributes');
      const weight = table.locator('tr.woocommerce-product-attributes-item--weight td');
      const dimensions = table.locator('tr.woocommerce-product-attributes-item--dimensions td');
      // The table is in its tab, below the description's.
      await widgetStarted(page, 'tabs');
      await page.getByRole('tab', { name: 'Additional information' }).click();
      await expect(page.getByRole('heading', { name: 'Additional information' })).toBeVisible();
      await expect(table.getByRole('rowheader', { name: 'Weight' })).toBeVisible();
      await expect(weight).toHaveText('0.35 kg');
      await expect(dimensions).toHaveText('32 × 25 × 4 cm');

      const colour = page.getByLabel('Colour');
      await colour.focus();
      await page.keyboard.press('ArrowDown'); // Indigo
      await expect(colour).toHaveValue('indigo');
      await page.keyboard.press('Tab');
      for (let n = 0; n < 4; n++) await page.keyboard.press('ArrowDown'); // S, M, L, XL
      await expect(page.getByLabel('Size')).toHaveValue('xl');
      // The XL's own weight and height; its length and width are the shirt's.
      await expect(weight).toHaveText('0.42 kg');
      await expect(dimensions).toHaveText('32 × 25 × 5 cm');
      await expect(page.locator('.single_variation .woocommerce-variation-description')).toHaveText(/Dyed with natural indigo/);
      // The description follows the price in the announced region.
      await expect(page.locator('.single_variation')).toContainText('$72.00');

      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('ArrowDown'); // Oat
      await expect(colour).toHaveValue('oat');
      await expect(weight).toHaveText('0.42 kg');
      await expect(page.locator('.woocommerce-variation-description')).toHaveCount(0);

      await page.getByRole('button', { name: 'Clear' }).press('Enter');
      await expect(weight).toHaveText('0.35 kg');
      await expect(dimensions).toHaveText('32 × 25 × 4 cm');
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test('goes into the cart with its attributes, and an incomplete choice says what is missing', async ({ page }) => {
      await page.goto(SHIRT);
      await widgetStarted(page, 'variations');
      await page.getByLabel('Colour').selectOption('oat');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.locator('.single_variation')).toHaveText('Please select some product options before adding this product to your cart.');
      await page.getByLabel('Size').selectOption('s');
      await page.getByLabel('Quantity').fill('2');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByRole('alert').or(page.locator('.woocommerce-message'))).toContainText('“Washed Linen Shirt” has been added to your cart.');
      await page.goto('/cart/');
      await expect(cartLines(page)).toHaveCount(1);
      await expect(cartLines(page).first()).toContainText('Colour:');
      await expect(cartLines(page).first()).toContainText('Oat');
      await expect(cartLines(page).first()).toContainText('Size:');
      await expect(cartLines(page).first().locator('input.qty')).toHaveValue('2');
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('a product with options in German', () => {
  test('names its options in German and, chosen by keyboard, adds the variation the values name', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto(`/de${SHIRT}`);
    await widgetStarted(page, 'variations');
    await expect(page.locator('body')).toHaveClass(/\bproduct-type-variable\b/);
    const colour = page.getByLabel('Farbe');
    const size = page.getByLabel('Größe');
    await expect(colour.locator('option[value="rust"]')).toHaveText('Rost');
    await expect(colour.locator('option[value="oat"]')).toHaveText('Hafer');

    await colour.focus();
    await page.keyboard.press('ArrowDown'); // Indigo
    await page.keyboard.press('ArrowDown'); // Hafer
    await page.keyboard.press('ArrowDown'); // Rost
    await expect(colour).toHaveValue('rust');
    await expect(size.locator('option[value="xl"]')).toHaveText('XL (nicht vorrätig)');
    await page.keyboard.press('Tab');
    await expect(size).toBeFocused();
    await page.keyboard.press('ArrowDown'); // S
    await page.keyboard.press('ArrowDown'); // M
    await expect(size).toHaveValue('m');
    await expect(page.locator('.product_meta .sku')).toHaveText('VT-OPT-SHIRT-RUST-M');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'In den Warenkorb' }).press('Enter');
    // The notice names the product as the German page does.
    await expect(page.locator('.woocommerce-message')).toContainText('„Hemd aus gewaschenem Leinen“');
    // The variation the values name, by its SKU on the mini cart's line.
    await expect(page.locator('.widget_shopping_cart_content a.remove')).toHaveAttribute('data-product_sku', 'VT-OPT-SHIRT-RUST-M');

    await page.goto('/de/cart/');
    await expect(cartLines(page)).toHaveCount(1);
    await expect(cartLines(page).first().locator('dl.variation')).toHaveText(/Farbe:\s*Rost\s*Größe:\s*M/);
    expect(errors).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the variations form still adds the chosen variation, or says what is missing', async ({ page }) => {
    await page.goto(SHIRT);
    await page.getByLabel('Colour').selectOption('indigo');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.locator('.woocommerce-error')).toContainText('Size is a required field.');
    await page.getByLabel('Colour').selectOption('indigo');
    await page.getByLabel('Size').selectOption('m');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.locator('.woocommerce-message')).toContainText('“Washed Linen Shirt” has been added to your cart.');
    await page.goto('/cart/');
    await expect(cartLines(page)).toHaveCount(1);
    await expect(cartLines(page).first()).toContainText('Indigo');
  });
});

test.describe('grouped and external products', () => {
  test('a gift set adds the quantities chosen of its products in one go', async ({ page }) => {
    await page.goto('/product/morning-coffee-gift-set/');
    // The products in stock now (other tests buy from the same shop) each have a quantity field.
    const fields = page.locator('table.group_table input.qty');
    await expect(fields.first()).toBeVisible();
    const names: string[] = [];
    for (const field of (await fields.all()).slice(0, 2)) {
      await field.fill('1');
      names.push(/^Quantity of “(.+)”$/.exec((await page.locator(`label[for="${await field.getAttribute('id')}"]`).textContent()) ?? '')?.[1] ?? '');
    }
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.locator('.woocommerce-message')).toContainText(names.join(', '));
    await page.goto('/cart/');
    await expect(cartLines(page)).toHaveCount(names.length);
    await expectNoAxeViolations(page);
  });

  test('an external product leads to the owner’s address with the owner’s words, on its page and its card', async ({ page }) => {
    await page.goto('/product/pottery-weekend-workshop/');
    await expect(page.locator('.summary a.single_add_to_cart_button')).toHaveAttribute('href', 'https://studio.example.com/pottery-weekend');
    await expect(page.locator('.summary a.single_add_to_cart_button')).toHaveText('Book at the studio');
    await expectNoAxeViolations(page);
  });

  test('the shop’s cards say how each type is bought', async ({ page }) => {
    await page.goto('/product-category/bags-accessories/');
    const shirt = page.locator('li.product-type-variable').filter({ hasText: 'Washed Linen Shirt' });
    await expect(shirt.getByRole('link', { name: 'Select options for “Washed Linen Shirt”' })).toHaveAttribute('href', '/product/washed-linen-shirt/');
    await expect(shirt.locator('.price')).toContainText('$68.00 – $72.00');
  });
});
