import { AxeBuilder } from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './support.ts';

test('visitors share the cached shop page, while a shopper with a cart sees their own', async ({ page, browser }) => {
  // A first visit may render the page; the next one is answered from the cache.
  await page.goto('/shop/');
  const cachedView = await page.goto('/shop/');
  expect(cachedView?.headers()['x-cache']).toBe('HIT');
  expect(cachedView?.headers()['cache-control']).toContain('must-revalidate');

  // The shopper adds a product to the cart.
  const addButton = page.getByRole('link', { name: /^Add “.+” to your cart$/ }).first();
  const productName = /^Add “(.+)” to your cart$/.exec((await addButton.getAttribute('aria-label')) ?? '')?.[1];
  expect(productName).toBeTruthy();
  await addButton.click();
  await expect(page.locator('.site-header').getByLabel('1 item in cart')).toBeVisible();

  // From now on the shop page is rendered for them, with their own cart in the header.
  const ownView = await page.goto('/shop/');
  expect(ownView?.headers()['x-cache']).toBeUndefined();
  await expect(page.locator('.site-header').getByLabel('1 item in cart')).toBeVisible();

  // Another visitor still gets the shared page, with an empty cart: nothing of the shopper's leaked into it.
  const otherContext = await browser.newContext();
  try {
    const otherPage = await otherContext.newPage();
    const otherView = await otherPage.goto('/shop/');
    expect(otherView?.headers()['x-cache']).toBe('HIT');
    await expect(otherPage.locator('.site-header').getByLabel('0 items in cart')).toBeVisible();
    await expect(otherPage.getByRole('heading', { level: 1 })).toBeVisible();
    // The page served from the cache is the same accessible page.
    expect((await new AxeBuilder({ page: otherPage }).analyze()).violations).toEqual([]);
  } finally {
    await otherContext.close();
  }
});

test('pages from the cache come compressed and revalidate with an ETag', async ({ request }) => {
  await request.get('/');
  const response = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['x-cache']).toBe('HIT');
  expect(response.headers()['content-encoding']).toBe('br');
  // One copy per encoding and per country (the consent banner follows the country's cookie law).
  expect(response.headers().vary?.split(/,\s*/).sort()).toEqual(['Accept-Encoding', 'CF-IPCountry']);
  const etag = response.headers().etag ?? '';
  expect(etag).toMatch(/^W\/".+"$/);
  const revalidated = await request.get('/', { headers: { 'if-none-match': etag } });
  expect(revalidated.status()).toBe(304);
});

test('the favicon and robots.txt are served', async ({ request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  const bytes = await favicon.body();
  // ICONDIR: reserved 0, type 1 (icon), at least one image.
  expect(bytes.readUInt16LE(0)).toBe(0);
  expect(bytes.readUInt16LE(2)).toBe(1);
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Disallow: /checkout/');
});
