import { expect } from '@playwright/test';
import { asAdmin, buyProduct, expectNoAxeViolations, test, waitForHydration } from './support.ts';

test('the shop manager completes an order by keyboard, and reads and sends again the e-mail it wrote to the customer', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const { orderNumber } = await buyProduct(page, { first: 'Carla', last: 'Complete', email: 'carla.complete@example.com' });

  await asAdmin(browser, async (admin) => {
    await admin.goto(`/admin/orders/${orderNumber}/`);
    await waitForHydration(admin);
    const status = admin.getByLabel(/^Change status from .+ to$/);
    await status.focus();
    await status.selectOption('completed');
    await admin.getByRole('button', { name: 'Update status' }).press('Enter');
    await expect(admin.getByText(/Completed/).first()).toBeVisible();

    await admin.goto('/admin/emails/');
    await waitForHydration(admin);
    const subject = `Your Vitrine Demo Store order #${orderNumber} is now complete`;
    const link = admin.getByRole('link', { name: subject });
    await expect(link).toBeVisible();
    await expectNoAxeViolations(admin);
    await link.focus();
    await admin.keyboard.press('Enter');
    await expect(admin.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(admin.locator('pre.email-text')).toContainText('we have finished processing your order');
    await expectNoAxeViolations(admin);

    // Sent, or waiting for the mail server; a sent one can be sent again, as a copy that waits in turn.
    const again = admin.getByRole('button', { name: 'Send again' });
    if ((await again.count()) > 0) {
      await again.focus();
      await admin.keyboard.press('Enter');
      await expect(admin.getByText('The e-mail is queued to be sent again.')).toBeVisible();
    }
    await admin.goto('/admin/emails/');
    await expect(admin.getByRole('link', { name: subject }).first()).toBeVisible();
  });
});

test('the shop manager words an e-mail, previews it without saving, saves it by keyboard and sends the order details', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const { orderNumber } = await buyProduct(page, { first: 'Dora', last: 'Details', email: 'dora.details@example.com' });

  await asAdmin(browser, async (admin) => {
    await admin.goto('/admin/emails/settings/');
    await waitForHydration(admin);
    await expectNoAxeViolations(admin);
    const link = admin.getByRole('link', { name: 'Order details' });
    await link.focus();
    await admin.keyboard.press('Enter');
    await expect(admin.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();

    // The preview shows the latest order with the words as typed, before anything is saved.
    const subject = admin.getByLabel('Subject').first();
    await subject.fill('Your receipt for order {order_number}');
    await admin.getByLabel('Heading').first().fill('Here it is, {site_title}');
    await admin.getByRole('button', { name: /^Preview/ }).first().press('Enter');
    const preview = admin.frameLocator('iframe[name="email-preview"]');
    await expect(preview.getByText(`Your receipt for order ${orderNumber}`)).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'Here it is, Vitrine Demo Store' })).toBeVisible();
    await expectNoAxeViolations(admin);

    await admin.getByRole('button', { name: 'Save changes' }).press('Enter');
    await expect(admin.getByText('“Order details” e-mail settings saved.')).toBeVisible();
    await expect(admin.getByLabel('Subject').first()).toHaveValue('Your receipt for order {order_number}');

    await admin.goto(`/admin/orders/${orderNumber}/`);
    await waitForHydration(admin);
    const action = admin.getByLabel('Action', { exact: true });
    await action.focus();
    await action.selectOption('send_order_details');
    await admin.getByRole('button', { name: 'Run action' }).press('Enter');
    await expect(admin.getByText('Order details sent to dora.details@example.com.')).toBeVisible();
    await expect(admin.locator('.order-notes-panel')).toContainText('Order details manually sent to customer.');
    await expectNoAxeViolations(admin);

    await admin.goto('/admin/emails/');
    await expect(admin.getByRole('link', { name: `Your receipt for order ${orderNumber}` })).toBeVisible();
  });
});
