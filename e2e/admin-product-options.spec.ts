import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, logInAsAdmin, test } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** Moves the keyboard's focus to a control and types into it, as a person tabbing there would. */
async function typeInto(page: Page, control: Locator, text: string) {
  await control.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

async function pressOn(page: Page, control: Locator, key: string) {
  await control.focus();
  await page.keyboard.press(key);
}

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('the shop manager makes a variable product by keyboard on a phone', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/admin/products/new/');
  await expect(page.getByRole('heading', { level: 1, name: 'Add product' })).toBeVisible();
  const name = `Keyboard Lamp ${Date.now()}`;

  await typeInto(page, page.getByLabel(/^Name/).first(), name);
  const type = page.getByLabel('Product type');
  await pressOn(page, type, 'v');
  await expect(type).toHaveValue('variable');
  // The price is the variations': its fields step aside for a variable product.
  await expect(page.getByLabel(/^Regular price/)).toBeHidden();

  const adding = page.getByRole('group', { name: 'Add an attribute' });
  const attribute = adding.getByLabel('Attribute', { exact: true });
  // Type-ahead: "c" steps through the options that start with it (the demo store's Colour, then the custom one).
  await attribute.focus();
  for (let press = 0; press < 5 && (await attribute.inputValue()) !== 'custom'; press++) await page.keyboard.press('c');
  await expect(attribute).toHaveValue('custom');
  await typeInto(page, adding.getByLabel('Custom attribute name'), 'Shade');
  await typeInto(page, adding.getByLabel('Values'), 'Small | Large');
  const forVariations = adding.getByLabel('Used for variations');
  await pressOn(page, forVariations, 'Space');
  await expect(forVariations).toBeChecked();
  await pressOn(page, page.getByRole('button', { name: 'Publish product' }), 'Enter');

  await expect(page.getByText('Product created.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Edit “${name}”` })).toBeVisible();
  await pressOn(page, page.getByRole('button', { name: 'Create variations from all attributes' }), 'Enter');
  await expect(page.getByText('2 variations created; enable and price them below.')).toBeVisible();

  const variations = page.getByRole('region', { name: 'Variations' });
  const first = variations.getByRole('group', { name: /: Small$/ });
  await pressOn(page, first.getByLabel('Enabled'), 'Space');
  await typeInto(page, first.getByLabel('Regular price'), '24.50');
  await typeInto(page, first.getByLabel('Stock quantity'), '5');
  await pressOn(page, first.getByLabel('Manage stock'), 'Space');
  // Enter in a field saves every variation (the delete buttons belong to another form).
  await pressOn(page, first.getByLabel('Regular price'), 'Enter');
  await expect(page.getByText('Variations saved.')).toBeVisible();
  await expect(first.getByLabel('Regular price')).toHaveValue('24.50');
  await expect(first.getByLabel('Stock quantity')).toHaveValue('5');
  await expect(first.getByLabel('Enabled')).toBeChecked();

  // Its own weight and description; a weight that is no number is refused by its field, nothing typed lost.
  await typeInto(page, first.getByLabel('Description'), 'The small shade, for a desk.');
  await typeInto(page, first.getByLabel('Height (cm)'), '12');
  await typeInto(page, first.getByLabel('Weight (kg)'), 'heavy');
  await pressOn(page, first.getByLabel('Weight (kg)'), 'Enter');
  await expect(first.getByText('Enter the weight in kg as a number of 0 or more, such as 0.4 (at most 3 decimals), or leave it blank.')).toBeVisible();
  await expect(first.getByLabel('Weight (kg)')).toHaveAttribute('aria-invalid', 'true');
  await expect(first.getByLabel('Description')).toHaveValue('The small shade, for a desk.');
  await expect(first.getByLabel('Height (cm)')).toHaveValue('12');
  await typeInto(page, first.getByLabel('Weight (kg)'), '0,5');
  await expect(first.getByLabel('Weight (kg)')).toHaveValue('0,5');
  await pressOn(page, first.getByLabel('Weight (kg)'), 'Enter');
  await expect(page.getByText('Variations saved.')).toBeVisible();
  await expect(first.getByLabel('Weight (kg)')).toHaveValue('0.5');
  // Stored as HTML, as a product's description is: the typed line became its paragraph.
  await expect(first.getByLabel('Description')).toHaveValue('<p>The small shade, for a desk.</p>');
  // Its image is chosen from a labelled list, by keyboard.
  await expect(first.getByLabel('Image')).toHaveValue('');

  await expect(variations.getByRole('group', { name: /: Large$/ })).toBeVisible();
  await fitsTheScreen(page);
  await expectNoAxeViolations(page);

  await page.goto(`/admin/products/?s=${encodeURIComponent(name)}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Variable');
  await expect(row).toContainText('$24.50');
});
