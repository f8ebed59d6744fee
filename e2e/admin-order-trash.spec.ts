import { expect } from '@playwright/test';
import { asAdmin, buyProduct, expectNoAxeViolations, test, waitForHydration } from './support.ts';

test('the shop manager moves an order to the trash by keyboard, finds it in the Trash and restores it to its status', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const { orderNumber } = await buyProduct(page, { first: 'Tom', last: 'Trash', email: 'tom.trash@example.com' });

  await asAdmin(browser, async (admin) => {
    await admin.goto(`/admin/orders/${orderNumber}/`);
    await waitForHydration(admin);
    const status = admin.getByRole('region', { name: 'Status' });
    const trash = status.getByRole('button', { name: 'Move to trash' });
    await trash.focus();
    await admin.keyboard.press('Enter');
    await expect(admin.getByText(`Order #${orderNumber} moved to the trash.`, { exact: false })).toBeVisible();
    await expect(status).toContainText('This order is in the trash');
    const restore = status.getByRole('button', { name: `Restore order #${orderNumber}` });
    await expect(restore).toBeVisible();
    await expect(status.getByRole('button', { name: 'Delete permanently' })).toBeVisible();
    await expectNoAxeViolations(admin);

    // Out of "All", in the Trash.
    await admin.goto('/admin/orders/');
    await expect(admin.getByRole('link', { name: `#${orderNumber}`, exact: false })).toHaveCount(0);
    await admin.getByRole('navigation', { name: 'Filter orders by status' }).getByRole('link', { name: /^Trash/ }).click();
    await admin.getByRole('link', { name: new RegExp(`#${orderNumber}\\b`) }).first().click();
    await waitForHydration(admin);

    // Reached by the keyboard (the page was opened by a click): its focus ring shows.
    await restore.focus();
    await admin.keyboard.press('Shift+Tab');
    await admin.keyboard.press('Tab');
    await expect(restore).toBeFocused();
    expect(await restore.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await admin.keyboard.press('Enter');
    await expect(admin.getByText(new RegExp(`^Order #${orderNumber} restored from the trash as (Processing|On hold|Pending payment)\\.$`))).toBeVisible();
    await expect(status.getByRole('button', { name: 'Update status' })).toBeVisible();
    await expect(status.getByRole('button', { name: 'Move to trash' })).toBeVisible();
  });
});
