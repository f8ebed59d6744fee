import { expect, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, test, widgetStarted } from './support.ts';
import { startShop, type ExtraShop } from './support/shop-server.ts';
import { layoutShift, shiftSources, watchLayoutShifts } from './support/layout-shift.ts';

/**
 * A bar fixed at the window's top, as the sticky header is once it sticks (taller than the header, so it
 * is the offset whatever the header does); clicks pass through it.
 */
const BAR_HEIGHT = 150;

/**
 * Adds what the home page does not carry itself before the page's scripts run: a fixed bar, a
 * `#page-top` link and a `#new_tab` link in the footer (owner-written content may carry both).
 */
async function withFixtures(page: Page) {
  await page.addInitScript((height: number) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const bar = document.createElement('div');
      bar.className = 'is-sticky';
      bar.setAttribute('aria-hidden', 'true');
      Object.assign(bar.style, { position: 'fixed', top: '0', left: '0', right: '0', height: `${height}px`, pointerEvents: 'none', zIndex: '10' });
      document.body.append(bar);
      document.querySelector('footer nav ul')?.insertAdjacentHTML('beforeend', '<li><a href="#page-top">Back to top</a></li><li><a href="/blog/#new_tab" rel="nofollow">Journal (new tab)</a></li>');
    });
  }, BAR_HEIGHT);
}

/** Records the window's scroll positions from now on. */
async function recordScrolling(page: Page) {
  await page.evaluate(() => {
    const record: number[] = [];
    (window as unknown as { scrolls: number[] }).scrolls = record;
    window.addEventListener('scroll', () => record.push(window.scrollY), { passive: true });
  });
}
const scrolls = (page: Page) => page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls);
const topOf = (page: Page, id: string) => page.evaluate((which) => document.getElementById(which)!.getBoundingClientRect().top, id);
const historyLength = (page: Page) => page.evaluate(() => history.length);
/** The first visible menu link to a section of the home page (`#id` or `/#id`). */
const sectionLink = (page: Page, id: string) => page.locator(`nav a[href="#${id}"], nav a[href="/#${id}"]`).filter({ visible: true }).first();

/** The widgets are loaded and started once the anchors have started and reserved the header's room. */
async function widgetsStarted(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-widgets-started', /(^| )anchors( |$)/);
  await page.waitForFunction(() => document.documentElement.style.scrollPaddingTop !== '');
}

for (const width of [390, 800, 1280]) {
  test.describe(`scrolling at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a menu anchor scrolls smoothly below the fixed header, marks its link and the hash follows in place', async ({ page }) => {
      await withFixtures(page);
      await page.goto('/');
      await widgetsStarted(page);
      const length = await historyLength(page);
      await recordScrolling(page);
      const journal = sectionLink(page, 'journal');
      await journal.click();
      await expect.poll(() => topOf(page, 'journal')).toBeCloseTo(BAR_HEIGHT, 0);
      expect((await scrolls(page)).length, 'several steps: a smooth scroll').toBeGreaterThan(2);
      await expect(journal).toHaveClass(/\bactive\b/);
      await expect(journal).toHaveAttribute('aria-current', 'location');
      expect(new URL(page.url()).hash).toBe('#journal');
      expect(await historyLength(page)).toBe(length);

      // Scrolling back by hand: the section under the line at 25% of the window becomes the current one.
      await page.evaluate(() => {
        const collection = document.getElementById('collection')!;
        window.scrollTo({ top: collection.getBoundingClientRect().top + window.scrollY - 100, behavior: 'instant' });
      });
      const collection = sectionLink(page, 'collection');
      await expect(collection).toHaveAttribute('aria-current', 'location');
      await expect(journal).not.toHaveAttribute('aria-current', /./);
      await expect(journal).not.toHaveClass(/\bactive\b/);
      await expect.poll(() => new URL(page.url()).hash).toBe('#collection');
      expect(await historyLength(page)).toBe(length);
    });

    test('#page-top goes to the top and clears the hash', async ({ page }) => {
      await withFixtures(page);
      await page.goto('/#journal');
      await widgetsStarted(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Back to top' }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(page.url()).toMatch(/\/$/);
    });

    test('a page opened with a hash shows its section below the fixed header', async ({ page }) => {
      await withFixtures(page);
      await page.goto('/#journal');
      await widgetsStarted(page);
      await expect.poll(() => topOf(page, 'journal')).toBeCloseTo(BAR_HEIGHT, 0);
      await expect(page.locator('#journal h2')).toBeInViewport();
      await expectNoAxeViolations(page);
    });

    test('with reduced motion an anchor jumps at once', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await withFixtures(page);
      await page.goto('/');
      await widgetsStarted(page);
      await recordScrolling(page);
      await sectionLink(page, 'journal').click();
      await expect.poll(() => topOf(page, 'journal')).toBeCloseTo(BAR_HEIGHT, 0);
      // The window's scroll event comes with the next frame; two frames later no other step has followed.
      await expect.poll(async () => (await scrolls(page)).length).toBeGreaterThan(0);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await scrolls(page)).toHaveLength(1);
    });

    test('reveal is off by default: every marked section shows without fading', async ({ page }) => {
      await page.goto('/');
      await widgetsStarted(page);
      const marked = page.locator('[data-reveal]');
      expect(await marked.count()).toBeGreaterThan(0);
      expect(await page.locator('.reveal-pending').count()).toBe(0);
      for (const opacity of await marked.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity))) expect(opacity).toBe('1');
    });

    test('a #new_tab link opens its address without the marker in a new tab, without access back', async ({ page, context }) => {
      await withFixtures(page);
      await page.goto('/');
      await widgetsStarted(page);
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Journal (new tab)' });
      await expect(link).toHaveAttribute('rel', 'nofollow noopener');
      await expect(link).toHaveAttribute('target', '_blank');
      const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await popup.waitForLoadState('domcontentloaded');
      expect(new URL(popup.url()).pathname + new URL(popup.url()).hash).toBe('/blog/');
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      expect(new URL(page.url()).pathname).toBe('/');
    });

    test('the footer stays in place when the parallax footer is off', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('contentinfo')).toHaveCSS('position', 'static');
    });
  });
}

test.describe('with the scrolling options on', () => {
  let shop: ExtraShop;
  test.beforeAll(async () => {
    shop = await startShop('scrolling-on', { theme: { smoothScroll: { enabled: true }, reveal: { enabled: true }, parallaxFooter: { enabled: true } } });
  });
  test.afterAll(async () => shop.close());

  async function open(browser: Browser, width: number, reducedMotion: 'reduce' | 'no-preference' = 'no-preference') {
    const context = await browser.newContext({ baseURL: shop.url, viewport: { width, height: 800 }, reducedMotion, extraHTTPHeaders: { 'CF-IPCountry': 'US' } });
    const page = await context.newPage();
    await watchLayoutShifts(page);
    await page.goto('/');
    await page.waitForLoadState('load');
    return { page, close: () => context.close() };
  }

  test('sections below the window fade in as they enter it; what is in view shows at once', async ({ browser }) => {
    const { page, close } = await open(browser, 1280);
    const journal = page.locator('#journal');
    await expect(journal).toHaveClass(/\breveal-pending\b/);
    await expect(journal).toHaveCSS('opacity', '0');
    await journal.scrollIntoViewIfNeeded();
    await expect(journal).toHaveClass(/\bis-revealed\b/);
    await expect(journal).not.toHaveClass(/\breveal-pending\b/);
    await expect.poll(() => journal.evaluate((element) => Number(getComputedStyle(element).opacity))).toBeGreaterThan(0);
    await expect(journal).toHaveCSS('opacity', '1', { timeout: 5000 });
    await close();
  });

  test('with reduced motion every section shows at once and the footer stays in place', async ({ browser }) => {
    const { page, close } = await open(browser, 1280, 'reduce');
    await expect(page.locator('#journal')).toHaveClass(/\bis-revealed\b/);
    expect(await page.locator('.reveal-pending').count()).toBe(0);
    await expect(page.getByRole('contentinfo')).toHaveCSS('position', 'static');
    await close();
  });

  test('the parallax footer waits beneath the page on desktops only, without layout shift', async ({ browser }) => {
    const { page, close } = await open(browser, 1280);
    // The posts above pack into columns when their widget starts, which a busy machine can leave until after
    // the scroll below: the shift measured here is the footer's alone.
    await widgetStarted(page, 'masonry');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveCSS('position', 'sticky');
    // Mid-page the footer sits behind the content at the window's bottom; at the end it is all uncovered.
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    const covered = await page.evaluate(() => {
      const box = document.querySelector('footer')!.getBoundingClientRect();
      return { top: box.top, hit: document.elementFromPoint(window.innerWidth / 2, window.innerHeight - 5)?.closest('footer') !== null };
    });
    expect(covered.top).toBeLessThan(800);
    expect(covered.hit).toBe(false);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const atEnd = await page.evaluate(() => {
      const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight - 5);
      const box = document.querySelector('footer')!.getBoundingClientRect();
      return { inFooter: hit?.closest('footer') !== null, hit: `${hit?.tagName}.${hit?.className}`, footer: [box.top, box.bottom], window: window.innerHeight, y: window.scrollY };
    });
    expect(atEnd.inFooter, JSON.stringify(atEnd)).toBe(true);
    expect(await layoutShift(page), await shiftSources(page)).toBe(0);
    await close();

    for (const width of [390, 800]) {
      const narrow = await open(browser, width);
      await expect(narrow.page.getByRole('contentinfo')).toHaveCSS('position', 'static');
      await narrow.close();
    }
  });

  test('a wheel notch glides the page 100 px; a trackpad’s small deltas keep the browser’s scrolling', async ({ browser }) => {
    const { page, close } = await open(browser, 1280);
    await widgetsStarted(page);
    await page.evaluate(() => {
      const record: boolean[] = [];
      (window as unknown as { wheels: boolean[] }).wheels = record;
      window.addEventListener('wheel', (event) => record.push(event.defaultPrevented));
    });
    await recordScrolling(page);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 100);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(100);
    expect((await scrolls(page)).length).toBeGreaterThan(2);
    await page.waitForTimeout(500);
    await page.mouse.wheel(0, 7.5);
    expect(await page.evaluate(() => (window as unknown as { wheels: boolean[] }).wheels)).toEqual([true, false]);
    await close();
  });
});
