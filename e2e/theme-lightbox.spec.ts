import { expect, type Page, type Route } from '@playwright/test';
import { publishHtmlPage } from './support/content-page.ts';
import { consoleErrors, expectNoAxeViolations, test } from './support.ts';

const WIDTHS = [390, 1280];
const FAILED = 'The requested content cannot be loaded. Please try again later.';

/** The viewer's chunk (loaded on the first open) and the page part's (loaded with a gallery page). */
const VIEWER_CHUNK = /\/assets\/lightbox-viewer-[\w-]+\.js$/;
const PAGE_PART_CHUNK = /\/assets\/lightbox-(?!viewer-)[\w-]+\.js$/;

/** Addresses of the scripts the page asked for, from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The first demo product with several images (the demo store gives some one, some several). */
let galleryProduct: { path: string; count: number } | undefined;
async function findGalleryProduct(page: Page): Promise<{ path: string; count: number }> {
  if (galleryProduct) return galleryProduct;
  await page.goto('/shop/');
  const paths = await page.locator('ul.products a.woocommerce-LoopProduct-link').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  for (const path of paths) {
    await page.goto(path);
    const count = await page.locator('.product-gallery__thumbs a').count();
    if (count > 1) return (galleryProduct = { path, count });
  }
  throw new Error('No demo product has several images.');
}

/** Opens a page and waits until its scripts, the lightbox's page part among them, have run. */
async function openPage(page: Page, path: string, scripts: string[]) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => scripts.some((script) => PAGE_PART_CHUNK.test(script))).toBe(true);
}

const lightbox = (page: Page) => page.locator('.lightbox[role=dialog][aria-modal=true]');
const counter = (page: Page) => lightbox(page).locator('.lightbox__counter');
const mainLink = (page: Page) => page.locator('.woocommerce-product-gallery__image a');
/** Whether the document's full-screen element is the open lightbox. */
const fullScreenIsLightbox = (page: Page) => page.evaluate(() => document.fullscreenElement?.matches('.lightbox[role=dialog][aria-modal=true]') ?? false);
const insideLightbox = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('.lightbox[role=dialog]')));

for (const width of WIDTHS) {
  test.describe(`the lightbox at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('opens on the product’s main image only then loading its code, moves with the arrows, closes on Escape back to the link', async ({ page }) => {
      const { path, count } = await findGalleryProduct(page);
      const scripts = recordScripts(page);
      const errors = consoleErrors(page);
      await openPage(page, path, scripts);
      expect(scripts.filter((script) => VIEWER_CHUNK.test(script))).toEqual([]);

      await mainLink(page).click();
      await expect(lightbox(page)).toBeVisible();
      expect(scripts.filter((script) => VIEWER_CHUNK.test(script))).toHaveLength(1);
      await expect(page).toHaveURL(new RegExp(`${path}#product-1$`));
      await expect(counter(page)).toHaveText(`1 of ${count}`);
      const caption = await lightbox(page).locator('.lightbox__caption').textContent();
      expect(caption).toBeTruthy();
      await expect(page.getByRole('dialog', { name: caption! })).toBeVisible();
      for (const name of ['Close', 'Previous', 'Next', 'Slideshow', 'Full screen', 'Thumbnails']) {
        await expect(lightbox(page).getByRole('button', { name, exact: true })).toHaveCount(1);
      }
      await expect(lightbox(page).locator('.is-current img')).toHaveJSProperty('complete', true);
      await expectNoAxeViolations(page);

      await page.keyboard.press('ArrowRight');
      await expect(counter(page)).toHaveText(`2 of ${count}`);
      await expect(page).toHaveURL(new RegExp(`#product-2$`));
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(counter(page)).toHaveText(`${count} of ${count}`);
      await expect(page).toHaveURL(new RegExp(`#product-${count}$`));

      await page.keyboard.press('Escape');
      await expect(lightbox(page)).toHaveCount(0);
      await expect(mainLink(page)).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect(errors).toEqual([]);
    });

    test('holds focus inside, runs the slideshow on P, shows thumbnails on G, closes on Backspace', async ({ page }) => {
      const { path, count } = await findGalleryProduct(page);
      const scripts = recordScripts(page);
      await openPage(page, path, scripts);
      await mainLink(page).click();
      await expect(lightbox(page)).toBeVisible();

      // Tab round the controls: focus never leaves, and the focused control shows it.
      for (let step = 0; step < 10; step++) {
        await page.keyboard.press('Tab');
        expect(await insideLightbox(page)).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await insideLightbox(page)).toBe(true);
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
      expect(outline).not.toBe('none');
      await lightbox(page).focus();

      const thumbs = lightbox(page).locator('.lightbox__thumbs');
      await expect(thumbs).toBeHidden();
      await page.keyboard.press('g');
      await expect(thumbs).toBeVisible();
      await expect(thumbs.getByRole('button')).toHaveCount(count);
      await expect(lightbox(page).getByRole('button', { name: 'Thumbnails' })).toHaveAttribute('aria-pressed', 'true');
      await expectNoAxeViolations(page);
      await thumbs.getByRole('button').nth(1).click();
      await expect(counter(page)).toHaveText(`2 of ${count}`);
      await page.keyboard.press('G');
      await expect(thumbs).toBeHidden();

      await lightbox(page).focus();
      await page.keyboard.press('p');
      await expect(lightbox(page).getByRole('button', { name: 'Slideshow' })).toHaveAttribute('aria-pressed', 'true');
      // It moves on by itself (wrapping after the last), without any key.
      await expect(counter(page)).toHaveText(count > 2 ? `3 of ${count}` : `1 of ${count}`, { timeout: 10_000 });
      await page.keyboard.press('p');
      await expect(lightbox(page).getByRole('button', { name: 'Slideshow' })).toHaveAttribute('aria-pressed', 'false');

      await page.keyboard.press('Backspace');
      await expect(lightbox(page)).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });

    test('F puts the open lightbox in full screen and takes it out again; Escape leaves full screen and closes it', async ({ page }) => {
      const { path, count } = await findGalleryProduct(page);
      const scripts = recordScripts(page);
      const errors = consoleErrors(page);
      await openPage(page, path, scripts);
      await mainLink(page).click();
      await expect(lightbox(page)).toBeVisible();
      const fullScreenButton = lightbox(page).getByRole('button', { name: 'Full screen' });
      await expect(fullScreenButton).toHaveAttribute('aria-pressed', 'false');

      await page.keyboard.press('f');
      await expect.poll(() => fullScreenIsLightbox(page)).toBe(true);
      await expect(fullScreenButton).toHaveAttribute('aria-pressed', 'true');
      // The keys still work in full screen.
      await page.keyboard.press('ArrowRight');
      await expect(counter(page)).toHaveText(`2 of ${count}`);
      await expectNoAxeViolations(page);

      await page.keyboard.press('F');
      await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
      await expect(fullScreenButton).toHaveAttribute('aria-pressed', 'false');
      await expect(lightbox(page)).toBeVisible();

      await page.keyboard.press('f');
      await expect.poll(() => fullScreenIsLightbox(page)).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
      // Escape reached the page, so it also closed the lightbox (a browser that keeps Escape to leave full screen stops at that).
      await expect(lightbox(page)).toHaveCount(0);
      await expect(mainLink(page)).toBeFocused();
      expect(errors).toEqual([]);
    });

    test('opens the item an address names, the first for #product-0, and a thumbnail still swaps the main image', async ({ page }) => {
      const { path, count } = await findGalleryProduct(page);
      await page.goto(`${path}#product-2`);
      await expect(counter(page)).toHaveText(`2 of ${count}`);
      await page.keyboard.press('Escape');
      await expect(lightbox(page)).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('.product-gallery__thumbs a').nth(1)).toBeFocused();

      await page.goto(`${path}#product-0`);
      await expect(counter(page)).toHaveText(`1 of ${count}`);
      await expect(page).toHaveURL(new RegExp(`#product-1$`));
      await page.keyboard.press('Escape');

      // A thumbnail shows its image in the main place, as before; the main image then opens at it.
      const second = page.locator('.product-gallery__thumbs a').nth(1);
      await second.click();
      await expect(lightbox(page)).toHaveCount(0);
      await expect(second).toHaveAttribute('aria-current', 'true');
      await mainLink(page).click();
      await expect(counter(page)).toHaveText(`2 of ${count}`);
      await expect(page).toHaveURL(new RegExp(`#product-2$`));
      // Back closes it, as the address it pushed goes.
      await page.goBack();
      await expect(lightbox(page)).toHaveCount(0);
    });

    test('shows a page’s content fetched with the lightbox flag, and the failure message for an error or a failed request', async ({ page }) => {
      publishHtmlPage(`widget-lightbox-story-${width}`, 'Our workshop story', '<p>Since 1920.</p>');
      const gallery = publishHtmlPage(
        `widget-lightbox-${width}`,
        'Lightbox gallery',
        `<ul>
          <li><a href="/widget-lightbox-story-${width}/" data-lightbox="g" data-lightbox-type="ajax" title="Our story">Our story</a></li>
          <li><a href="/widget-lightbox-broken-${width}/" data-lightbox="g" data-lightbox-type="ajax" title="Broken">Broken</a></li>
          <li><a href="/widget-lightbox-gone-${width}/" data-lightbox="g" data-lightbox-type="ajax" title="Gone">Gone</a></li>
        </ul>`,
      );
      const flagged: string[] = [];
      const answer = (body: string, status = 200) => (route: Route) => {
        flagged.push(new URL(route.request().url()).search);
        return route.fulfill({ status, contentType: 'text/html; charset=utf-8', body });
      };
      await page.route(`**/widget-lightbox-story-${width}/?lightbox=1`, answer('<h2>Our workshop</h2><p>Since 1920 we have thrown pots.</p>'));
      await page.route(`**/widget-lightbox-broken-${width}/?lightbox=1`, answer('Server error', 500));
      await page.route(`**/widget-lightbox-gone-${width}/?lightbox=1`, (route) => route.abort('failed'));
      const scripts = recordScripts(page);
      await openPage(page, gallery, scripts);

      await page.getByRole('link', { name: 'Our story' }).click();
      await expect(page.getByRole('dialog', { name: 'Our story' })).toBeVisible();
      await expect(lightbox(page).getByRole('heading', { level: 2, name: 'Our workshop' })).toBeVisible();
      await expect(page).toHaveURL(/#g-1$/);
      expect(flagged).toContain('?lightbox=1');
      await expectNoAxeViolations(page);

      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('dialog', { name: 'Broken' })).toBeVisible();
      await expect(lightbox(page).locator('.is-current')).toHaveText(FAILED);
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('dialog', { name: 'Gone' })).toBeVisible();
      await expect(lightbox(page).locator('.is-current')).toHaveText(FAILED);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('link', { name: 'Our story' })).toBeFocused();
    });
  });
}

test.describe('the lightbox on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a swipe of more than 50 px moves on, a short one does not, and a double tap zooms', async ({ page }) => {
    const { path, count } = await findGalleryProduct(page);
    const scripts = recordScripts(page);
    await openPage(page, path, scripts);
    await mainLink(page).tap();
    await expect(counter(page)).toHaveText(`1 of ${count}`);

    const stage = await lightbox(page).locator('.lightbox__stage').boundingBox();
    const y = stage!.y + stage!.height / 2;
    const x = stage!.x + stage!.width / 2;
    const client = await page.context().newCDPSession(page);
    const swipe = async (dx: number) => {
      await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 5; step++) await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 5, y }] });
      await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(-30);
    await expect(counter(page)).toHaveText(`1 of ${count}`);
    await swipe(-120);
    await expect(counter(page)).toHaveText(`2 of ${count}`);
    await swipe(120);
    await expect(counter(page)).toHaveText(`1 of ${count}`);

    const stageLocator = lightbox(page).locator('.lightbox__stage');
    // Two taps sent at once, so a busy machine cannot stretch them past the double-tap window.
    const touch = (type: 'touchStart' | 'touchEnd', points: { x: number; y: number }[]) => client.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    await Promise.all([touch('touchStart', [{ x, y }]), touch('touchEnd', []), touch('touchStart', [{ x, y }]), touch('touchEnd', [])]);
    await expect(stageLocator).toHaveClass(/\bis-zoomed\b/);
  });
});
