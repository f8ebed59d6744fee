import { DatabaseSync } from 'node:sqlite';
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, test } from './support.ts';
import { startShop, type ExtraShop } from './support/shop-server.ts';
import { workerShopDatabase } from './support/worker-shop.ts';
import { layoutShift, resetLayoutShifts, shiftSources, watchLayoutShifts } from './support/layout-shift.ts';
import { startStallingProxy } from './support/stalling-proxy.ts';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 800, height: 900 };
const DESKTOP = { width: 1280, height: 800 };

/** Where the page's main content starts in the document (not the window): it must not move as the header sticks. */
const mainTop = (page: Page) => page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top + window.scrollY);
const header = (page: Page) => page.locator('header.site-header');
const toggle = (page: Page) => page.locator('button.offcanvas-toggle');
const panel = (page: Page) => page.locator('.offcanvas');
const shopButton = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Shop categories' });

/** Loads a page and waits for the header's widgets to have loaded and started. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('data-widgets-started', /(^| )sticky( |$)/);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Presses Tab until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, selector: string, limit = 20) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const activeMatches = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

test.describe('the menu', () => {
  test.use({ viewport: DESKTOP });

  test('is Shop with a dropdown of the categories that have products by name, then the Journal', async ({ page }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const items = nav.locator('.site-nav__list > li > a');
    await expect(items.first()).toHaveText('Shop');
    await expect(items.last()).toHaveText('Journal');
    await expect(shopButton(page)).toHaveAttribute('aria-expanded', 'false');
    const names = await page.locator('#site-nav-shop a').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

for (const viewport of [TABLET, DESKTOP]) {
  test.describe(`the sticky header at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('sticks once the page scrolls past it, holding its place: nothing below moves and CLS stays 0', async ({ page }) => {
      await watchLayoutShifts(page);
      await open(page, '/shop/');
      await expect(header(page)).toHaveAttribute('data-sticky', '');
      // What sticking and unsticking move, from here on (the page's own loading is Lighthouse's to judge).
      await resetLayoutShifts(page);
      const before = await mainTop(page);
      await expect(header(page)).not.toHaveClass(/is-sticky/);
      await scrollTo(page, 600);
      await expect(header(page)).toHaveClass(/is-sticky/);
      expect((await header(page).boundingBox())!.y).toBe(0);
      expect(await mainTop(page)).toBe(before);
      await scrollTo(page, 0);
      await expect(header(page)).not.toHaveClass(/is-sticky/);
      expect(await mainTop(page)).toBe(before);
      expect(await layoutShift(page), await shiftSources(page)).toBe(0);
    });
  });
}

test.describe('the sticky header at 390 px', () => {
  test.use({ viewport: PHONE });

  test('does not stick on a phone without the mobile variant', async ({ page }) => {
    await open(page, '/shop/');
    await scrollTo(page, 600);
    await expect(header(page)).not.toHaveClass(/is-sticky/);
    expect((await header(page).boundingBox())!.y).toBeLessThan(0);
  });
});

test.describe('a page that arrives slowly, cut in the middle of its header', () => {
  test.use({ viewport: PHONE });

  test('is not painted until its header is whole: nothing in the header moves as the rest arrives', async ({ page }) => {
    // The shop's name is the header's last item on the first row: the rest (the account and cart links,
    // which wrap to a second row on a phone) arrives 800 ms later.
    const proxy = await startStallingProxy(test.info().project.use.baseURL!, 'class="site-title"', 800);
    try {
      await watchLayoutShifts(page);
      await page.goto(`${proxy.origin}/about/`);
      await expect(page.locator('header .site-header__actions')).toBeVisible();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await layoutShift(page), await shiftSources(page)).toBe(0);
    } finally {
      await proxy.close();
    }
  });
});

test.describe('the sticky header’s variants and menu entries from the config file', () => {
  let shop: ExtraShop;
  const PAGE_SLUG = 'header-spec-page';

  test.beforeAll(async () => {
    // A published page in the database the extra shop starts from, taken out of the main shop's again at once.
    const main = new DatabaseSync(workerShopDatabase());
    const add = () =>
      main
        .prepare("insert into posts (type, slug, title, excerpt, content, image, status, published_at) values ('page', ?, 'Our workshop', '', '<p>Hello</p>', null, 'publish', ?)")
        .run(PAGE_SLUG, new Date().toISOString());
    try {
      add();
      shop = await startShop('theme-header', {
        theme: {
          header: { sticky: true, stickyVariants: ['mobile', 'shrinked', 'always'] },
          menu: {
            entries: [{ type: 'page', slug: 'no-such-page' }, { type: 'page', slug: PAGE_SLUG }, { type: 'link', label: 'Our story', href: '/#story' }, { type: 'shop' }],
            categories: ['stationery'],
          },
        },
      });
    } finally {
      main.prepare('delete from posts where slug = ?').run(PAGE_SLUG);
      main.close();
    }
  });
  test.afterAll(() => shop?.close());

  test('with always, mobile and shrinked it sticks at once, also on a phone, and shrinks once scrolled, without moving the page', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: shop.url });
    const page = await context.newPage();
    await watchLayoutShifts(page);
    await open(page, '/shop/');
    await expect(header(page)).toHaveAttribute('data-sticky', 'mobile shrinked always');
    await expect(header(page)).toHaveClass(/is-sticky/);
    await expect(header(page)).not.toHaveClass(/is-shrinked/);
    const before = await mainTop(page);
    await scrollTo(page, 600);
    await expect(header(page)).toHaveClass(/is-shrinked/);
    expect(await mainTop(page)).toBe(before);
    expect(await layoutShift(page)).toBe(0);
    await context.close();
  });

  test('the menu follows the owner’s entries: a page by its title, a link, the chosen categories; a missing page left out', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: shop.url });
    const page = await context.newPage();
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator('.site-nav__list > li > a')).toHaveText(['Our workshop', 'Our story', 'Shop']);
    await expect(nav.getByRole('link', { name: 'Our workshop' })).toHaveAttribute('href', `/${PAGE_SLUG}/`);
    await expect(page.locator('#site-nav-shop a')).toHaveText(['Stationery']);
    await context.close();
  });
});

for (const viewport of [PHONE, TABLET]) {
  test.describe(`the off-canvas menu at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('works with the keyboard alone: focus moves in, is held there, Escape closes and focus returns; the page does not scroll', async ({ page }) => {
      await open(page, '/shop/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
      await tabTo(page, 'button.offcanvas-toggle');
      await page.keyboard.press('Enter');
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(panel(page)).toBeVisible();
      const box = (await panel(page).boundingBox())!;
      expect(Math.round(box.width)).toBe(250);
      await expect(panel(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
      // The same menu, categories included.
      const menu = panel(page).getByRole('navigation', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Journal' })).toBeVisible();
      expect(await panel(page).locator('.offcanvas__sublist a').count()).toBeGreaterThan(1);

      // Tab goes round inside the panel (its search field is one of the stops).
      const stops = await panel(page).locator('a[href], button, input:not([type=hidden])').count();
      for (let step = 0; step < stops; step++) {
        await page.keyboard.press('Tab');
        expect(await activeMatches(page, '.offcanvas *')).toBe(true);
      }
      await expect(panel(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      expect(await activeMatches(page, '.offcanvas__list > li:last-child > a')).toBe(true);

      // The page behind stays where it is.
      await page.mouse.move(viewport.width - 20, viewport.height / 2);
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.keyboard.press('Escape');
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(panel(page)).toBeHidden();
      expect(await activeMatches(page, 'button.offcanvas-toggle')).toBe(true);
      await page.mouse.wheel(0, 800);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });

    test('closes with its close button, and axe finds nothing while it is open', async ({ page }) => {
      await open(page, '/');
      await toggle(page).click();
      await expect(panel(page)).toBeVisible();
      await expectNoAxeViolations(page);
      await panel(page).getByRole('button', { name: 'Close menu' }).click();
      await expect(panel(page)).toBeHidden();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    });
  });
}

test.describe('the header at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('offers no off-canvas toggle: the menu is in the header', async ({ page }) => {
    await open(page, '/');
    await expect(toggle(page)).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
  });

  test('the Shop dropdown works with the keyboard alone', async ({ page }) => {
    await open(page, '/');
    const list = page.locator('#site-nav-shop');
    await tabTo(page, 'button[data-dropdown]');
    await expect(shopButton(page)).toHaveAttribute('aria-controls', 'site-nav-shop');
    await page.keyboard.press('Enter');
    await expect(shopButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await activeMatches(page, '#site-nav-shop a')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(shopButton(page)).toBeFocused();
    await expect(shopButton(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(list).toBeVisible();
    await page.keyboard.press('Space');
    await expect(list).toBeHidden();
    // Focus leaving the item closes it.
    await page.keyboard.press('Enter');
    const links = await list.locator('a').count();
    for (let step = 0; step <= links; step++) await page.keyboard.press('Tab');
    await expect(list).toBeHidden();
    await expect(shopButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Shop dropdown opens under the pointer and closes as it leaves; axe finds nothing while it is open', async ({ page }) => {
    await open(page, '/');
    const list = page.locator('#site-nav-shop');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).hover();
    await expect(list).toBeVisible();
    await expect(shopButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await list.locator('a').first().hover();
    await expect(list).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(list).toBeHidden();
  });
});

test.describe('with reduced motion', () => {
  test.use({ viewport: PHONE });

  test('the off-canvas menu opens and closes without sliding', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/');
    await toggle(page).click();
    await expect(panel(page)).toBeVisible();
    expect(await panel(page).evaluate((element) => (element as HTMLElement).style.getPropertyValue('--offcanvas-speed'))).toBe('0ms');
    // No slide (the shop's reduced-motion rule leaves at most a hundredth of a millisecond).
    const seconds = (element: Element) => parseFloat(getComputedStyle(element).transitionDuration);
    expect(await panel(page).evaluate(seconds)).toBeLessThan(0.001);
    await page.keyboard.press('Escape');
    expect(await panel(page).evaluate((element) => (element as HTMLElement).hidden)).toBe(true);
    expect(await page.locator('.site-header__inner').evaluate(seconds)).toBeLessThan(0.001);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`the menu stays in the header at ${viewport.width} px, its categories reached by focus, no dead buttons`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/');
      await expect(toggle(page)).toBeHidden();
      await expect(page.locator('button[data-dropdown]')).toBeHidden();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Shop', exact: true }).focus();
      await page.keyboard.press('Tab');
      expect(await activeMatches(page, '#site-nav-shop a')).toBe(true);
      await expect(page.locator('#site-nav-shop')).toBeVisible();
      await context.close();
    });
  }
});
