import { expect, type Locator } from '@playwright/test';
import { asAdmin, buyProduct, expectNoAxeViolations, test, waitForHydration } from './support.ts';

/** Text as a regular expression matches it, whatever characters a product's name has. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "$45.00" (or "-$12.50") as a number of dollars. */
const dollars = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));
/** A row of the order's totals (its value cell), by its label. */
const totalsValue = (scope: Locator, label: string) => scope.getByRole('row', { name: new RegExp(`^${label}:`) }).getByRole('cell');

test('the shop manager refunds one unit of an order by keyboard and sees the refund and what the customer paid net', async ({ page, browser }) => {
  test.setTimeout(60_000);
  // A customer buys two of a product.
  const { name, orderNumber } = await buyProduct(page, { first: 'Rita', last: 'Refund', email: 'rita.refund@example.com' }, 2);

  await asAdmin(browser, async (admin) => {
    await admin.goto(`/admin/orders/${orderNumber}/`);
    await waitForHydration(admin);
    const details = admin.locator('.woocommerce-order-details');
    const paid = dollars(await totalsValue(details, 'Total').textContent());
    expect(paid).toBeGreaterThan(0);
    const refunds = admin.getByRole('region', { name: 'Refunds' });
    await expect(refunds.getByText('No refunds yet.')).toBeVisible();

    // The refund form opens from its button, by keyboard.
    const opener = refunds.getByText('Refund', { exact: true });
    await opener.focus();
    await admin.keyboard.press('Enter');
    const quantity = refunds.getByRole('spinbutton', { name: new RegExp(`^Quantity of “${literal(name)}” to refund`) });
    await expect(quantity).toBeVisible();
    await expect(refunds.getByRole('button', { name: 'Refund manually' })).toBeVisible();

    // One unit: the amounts follow as it is chosen, and the focus shows where the keyboard is.
    await admin.keyboard.press('Tab');
    await expect(quantity).toBeFocused();
    expect(await quantity.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await admin.keyboard.press('ArrowUp');
    await expect(quantity).toHaveValue('1');
    const amount = refunds.getByLabel('Refund amount');
    await expect(amount).not.toHaveValue('');
    const refunded = dollars(await amount.inputValue());
    expect(refunded).toBeGreaterThan(0);
    expect(refunded).toBeLessThan(paid);
    const button = refunds.getByRole('button', { name: /^Refund \$[\d,.]+ manually$/ });
    await expect(button).toHaveText(`Refund $${refunded.toFixed(2)} manually`);
    await refunds.getByLabel('Reason for refund (optional)').fill('Arrived chipped');
    await expect(refunds.getByLabel('Restock refunded items')).toBeChecked();
    await expectNoAxeViolations(admin);

    // Enter in the quantity sends the form.
    await quantity.focus();
    await admin.keyboard.press('Enter');
    await expect(admin.getByText(new RegExp(`^Refund of \\$${refunded.toFixed(2)} made for order #${orderNumber}\\.`))).toBeVisible();
    const listed = refunds.getByRole('listitem');
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText(/^Refund #\d+ – .+ – by admin – Arrived chipped – items restocked/);
    await expect(listed).toContainText(`-$${refunded.toFixed(2)}`);
    await expect(totalsValue(details, 'Refunded')).toHaveText(`-$${refunded.toFixed(2)}`);
    await expect(totalsValue(details, 'Net payment')).toHaveText(`$${(paid - refunded).toFixed(2)}`);
    // The form starts afresh, closed; opened, it says what was refunded of the line and offers the unit left.
    await expect(quantity).toBeHidden();
    await opener.focus();
    await admin.keyboard.press('Enter');
    await expect(refunds.getByRole('row', { name: new RegExp(`^${literal(name)}`) })).toContainText('1 of 2');
    await expect(quantity).toHaveValue('');
    await expect(quantity).toHaveAttribute('max', '1');
    await expectNoAxeViolations(admin);
  });
});
