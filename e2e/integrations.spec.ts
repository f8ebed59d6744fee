import { expect, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, logInAt, test } from './support.ts';
import { startShop, type ExtraShop } from './support/shop-server.ts';

// A shop of its own: its integrations would load tags on every other spec's pages.
let shop: ExtraShop;
test.beforeAll(async () => {
  shop = await startShop('integrations', {});
});
test.afterAll(async () => shop.close());

const CHAT = [
  '<div id="chat-widget" data-team="shop"></div>',
  '<script>window.chatSettings = { team: document.getElementById("chat-widget").dataset.team };</script>',
  '<script async src="https://widget.chat.example/loader.js"></script>',
].join('\n');

/** The vendors' hosts, answered from here (this machine reaches no vendor): every request to them is recorded. */
const VENDOR_HOSTS = ['connect.facebook.net', 'www.facebook.com', 'www.clarity.ms', 'scripts.clarity.ms', 'analytics.tiktok.com', 'www.googletagmanager.com', 'widget.chat.example'];

async function recordVendors(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  for (const host of VENDOR_HOSTS) {
    await context.route(`https://${host}/**`, (route) => {
      requests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: `window.__loaded = (window.__loaded || []).concat(${JSON.stringify(host)});` });
    });
  }
  return requests;
}

const logIn = (page: Page) => logInAt(page, `${shop.url}/admin/settings/integrations/`, 'Integrations');

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });

test.describe.serial('the owner’s tags and snippets under consent', () => {
  test('the owner switches on the Meta pixel, Clarity and a chat widget', async ({ page }) => {
    await logIn(page);
    await expectNoAxeViolations(page);
    const meta = page.getByRole('group', { name: 'Meta pixel' });
    await meta.getByLabel('Switch the Meta pixel on').check();
    await meta.getByLabel('Pixel ID').fill('123456789012345');
    const clarity = page.getByRole('group', { name: 'Microsoft Clarity' });
    await clarity.getByLabel('Switch the Microsoft Clarity on').check();
    await clarity.getByLabel('Project ID').fill('abcdef1234');
    const snippet = page.getByRole('group', { name: 'Add a snippet' });
    await snippet.getByLabel('Name').fill('Chat');
    await snippet.getByLabel('Waits for consent to').selectOption('functional');
    await snippet.getByLabel('Hosts it loads from').fill('https://widget.chat.example');
    await snippet.getByLabel('Code').fill(CHAT);
    await page.getByRole('button', { name: 'Save changes' }).press('Enter');
    await expect(page.getByText('Integrations saved.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Chat' }).getByLabel('Code')).toHaveValue(CHAT);
    await expectNoAxeViolations(page);
  });

  test.describe('a visitor from Germany', () => {
    test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'DE' } });

    test('who declines loads none of them', async ({ page, context }) => {
      const requests = await recordVendors(context);
      await page.goto(`${shop.url}/`);
      await expect(banner(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(requests).toEqual([]);
      await banner(page).getByRole('button', { name: 'Decline' }).click();
      await page.goto(`${shop.url}/shop/`);
      await page.waitForLoadState('networkidle');
      expect(requests).toEqual([]);
      expect(await page.locator('#chat-widget').count()).toBe(0);
      expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('undefined');
    });

    test('who accepts loads exactly those switched on, inline script included, with no policy violation', async ({ page, context }) => {
      const requests = await recordVendors(context);
      await page.goto(`${shop.url}/`);
      await banner(page).getByRole('button', { name: 'Accept' }).click();
      await expect.poll(() => requests.map((url) => new URL(url).host).sort()).toEqual(['connect.facebook.net', 'widget.chat.example', 'www.clarity.ms']);
      expect(requests).toContain('https://connect.facebook.net/en_US/fbevents.js');
      expect(requests).toContain('https://www.clarity.ms/tag/abcdef1234');
      await expect(page.locator('body > #chat-widget')).toHaveCount(1);
      await expect.poll(() => page.evaluate(() => (window as unknown as { chatSettings?: { team: string } }).chatSettings?.team)).toBe('shop');

      // The next page loads them at once, as consent is known.
      requests.length = 0;
      await page.goto(`${shop.url}/shop/`);
      await expect.poll(() => requests.length).toBe(3);
      await page.waitForLoadState('networkidle');
      expect(requests.some((url) => url.includes('tiktok') || url.includes('googletagmanager'))).toBe(false);
    });
  });
});
