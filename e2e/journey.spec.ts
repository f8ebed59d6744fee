import { expect } from '@playwright/test';
import { test } from './support.ts';
import { E2E_ADMIN_PASSWORD } from '../playwright.config.ts';

test('a guest pays by bank transfer and the shop manager finds the order in the admin and sets it to processing', async ({ page, browser }) => {
  // The guest: straight from the shop grid to the cart, then checkout.
  await page.goto('/shop/');
  const addLink = page.getByRole('link', { name: /^Add “.+” to your cart$/ }).first();
  const name = /^Add “(.+)” to your cart$/.exec((await addLink.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  expect(name).not.toBe('');
  await addLink.click();
  // The cart script adds it in place: wait for the header count before leaving the page.
  await expect(page.locator('header a.cart-contents .cart-count')).toHaveText('1');
  await page.goto('/checkout/');
  const billing = page.getByRole('group', { name: 'Billing details' });
  await billing.getByLabel('First name').fill('Grace');
  await billing.getByLabel('Last name').fill('Hopper');
  await billing.getByRole('combobox', { name: 'Country / Region' }).selectOption('US');
  await billing.getByLabel('Street address').fill('1 Navy Way');
  await billing.getByLabel('Town / City').fill('Arlington');
  await billing.getByLabel('Postcode / ZIP').fill('22202');
  await billing.getByLabel('Phone').fill('tel:+1 (703) 555-0100');
  await billing.getByLabel('Email address').fill('mailto:grace@example.com');
  await page.getByRole('radio', { name: 'Direct bank transfer' }).check();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
  const orderNumber = /order-received\/(\d+)\//.exec(page.url())?.[1] ?? '';
  expect(orderNumber).not.toBe('');

  // The shop manager, in another browser.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await admin.goto('/my-account/');
    const login = admin.getByRole('region', { name: 'Login' });
    await login.getByLabel('Username or email address').fill('admin');
    await login.getByLabel(/^Password/).fill(E2E_ADMIN_PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toBeHidden();
    await admin.goto('/admin/orders/');
    const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: `#${orderNumber} Grace Hopper` }) });
    await expect(row).toContainText('On hold');
    await expect(row).toContainText('grace@example.com');
    await row.getByRole('link', { name: `#${orderNumber} Grace Hopper` }).click();

    await expect(admin.getByRole('heading', { level: 1, name: `Order #${orderNumber} details` })).toBeVisible();
    await expect(admin.locator('main')).toContainText(name);
    await expect(admin.locator('main')).toContainText('1 Navy Way');
    await admin.getByLabel('Change status from On hold to').selectOption('processing');
    await admin.getByRole('button', { name: 'Update status' }).click();
    await expect(admin.getByLabel('Change status from Processing to')).toBeVisible();
  } finally {
    await adminContext.close();
  }
});
