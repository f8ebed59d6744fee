import { expect } from '@playwright/test';
import { expectNoAxeViolations, logInAsAdmin, test } from './support.ts';

const TAGLINE = 'Good things, well made.';

test('the shop manager translates the tagline from the keyboard, is told what is wrong, and French pages show the translation', async ({ page }) => {
  // Three accessibility scans of an admin page, each a few seconds on a busy machine.
  test.setTimeout(90_000);
  await logInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Translations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
  await expectNoAxeViolations(page);

  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(TAGLINE) }) });
  await expect(row).toContainText('fr ok, de ok');
  const french = page.getByRole('textbox', { name: `Français: ${TAGLINE}` });
  const german = page.getByRole('textbox', { name: `Deutsch: ${TAGLINE}` });
  await expect(french).toHaveValue('De belles choses, bien faites.');

  // From the keyboard only: into the French field, on to the German one, on to the button, and Enter.
  await french.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Du beau, du solide.');
  await page.keyboard.press('Tab');
  await expect(german).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  // The rows below (if any) come before the button; tab on until it has the focus.
  const save = page.getByRole('button', { name: 'Save translations' });
  for (let step = 0; step < 40 && !(await save.evaluate((button) => button === document.activeElement)); step += 1) await page.keyboard.press('Tab');
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Translations saved.')).toBeVisible();
  await expect(french).toHaveValue('Du beau, du solide.');
  await expect(german).toHaveValue('');
  await expect(row).toContainText('fr ok, de missing');
  await expectNoAxeViolations(page);

  // Too long for the field (the browser's own limit taken off, as an old browser or a script would): the message sits by it.
  await french.evaluate((input) => input.removeAttribute('maxlength'));
  await french.fill('x'.repeat(201));
  await save.click();
  await expect(page.getByText('Please correct the fields marked below.')).toBeVisible();
  await expect(french).toHaveAttribute('aria-invalid', 'true');
  await expect(french).toHaveAccessibleDescription('Keep it to 200 characters or fewer.');
  await expectNoAxeViolations(page);

  await page.goto('/fr/');
  await expect(page.locator('footer')).toContainText('Du beau, du solide.');
  await page.goto('/de/');
  await expect(page.locator('footer')).toContainText(TAGLINE);

  // Back to the demo's translations, for the specs that follow.
  await page.goto('/admin/settings/translations/');
  await french.fill('De belles choses, bien faites.');
  await german.fill('Schöne Dinge, gut gemacht.');
  await save.click();
  await expect(page.getByText('Translations saved.')).toBeVisible();
  await expect(row).toContainText('fr ok, de ok');
});
