import { expect, type Page } from '@playwright/test';
import { test } from './support.ts';
import { serveRightToLeft } from './support/right-to-left.ts';

/*
 * The theme's widgets on a right-to-left page. No right-to-left language ships yet, so the home page (its
 * tabs, gallery and journal masonry) is served with `dir="rtl"` on its root element: the scripts decide
 * which key moves where and which way the columns run, the stylesheets where the slides and cards lie.
 */

/** Opens the home page right-to-left (at `hash`, if any) and waits until its widgets have started. */
async function openHome(page: Page, hash = '') {
  await serveRightToLeft(page);
  await page.goto(`/${hash}`);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => [document.documentElement.getAttribute('dir'), getComputedStyle(document.body).direction])).toEqual(['rtl', 'rtl']);
}

test.use({ viewport: { width: 1280, height: 900 } });

test('tabs: ArrowLeft selects the next tab and ArrowRight the previous, wrapping', async ({ page }) => {
  await openHome(page);
  const section = page.locator('#good-to-know');
  const selected = section.locator('[role=tab][aria-selected="true"]');
  await expect(section.locator('[role=tablist]')).toHaveCSS('direction', 'rtl');
  await expect(selected).toHaveText('Shipping');
  await section.getByRole('tab', { name: 'Shipping' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(selected).toHaveText('Returns');
  await expect(section.getByRole('tab', { name: 'Returns' })).toBeFocused();
  await expect(section.getByRole('tabpanel', { name: 'Returns' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(selected).toHaveText('Care');
  await page.keyboard.press('ArrowLeft');
  await expect(selected).toHaveText('Shipping');
  await page.keyboard.press('ArrowRight');
  await expect(selected).toHaveText('Care');
  await expect(section.getByRole('tab', { name: 'Care' })).toBeFocused();
});

test('lightbox: ArrowLeft shows the next image and ArrowRight the previous, the current slide in view', async ({ page }) => {
  // Instant slides, so a box read right after a key is where the slide rests.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page, '#home-gallery-1');
  const links = page.locator('#gallery a[data-lightbox="home-gallery"]');
  const count = await links.count();
  expect(count).toBeGreaterThan(2);
  const lightbox = page.locator('.lightbox[role=dialog][aria-modal=true]');
  const counter = lightbox.locator('.lightbox__counter');
  await expect(counter).toHaveText(`1 of ${count}`);

  /** The image the current slide shows is the gallery's `position`th, and that slide alone is in the stage. */
  const expectShowing = async (position: number) => {
    await expect(counter).toHaveText(`${position} of ${count}`);
    await expect(page).toHaveURL(new RegExp(`#home-gallery-${position}$`));
    const href = await links.nth(position - 1).evaluate((link: HTMLAnchorElement) => link.href);
    await expect(lightbox.locator('.lightbox__slide.is-current img')).toHaveJSProperty('src', href);
    const places = await lightbox.evaluate((root) => {
      const stage = root.querySelector('.lightbox__stage')!.getBoundingClientRect();
      return [...root.querySelectorAll('.lightbox__slide')].map((slide) => {
        const box = slide.getBoundingClientRect();
        return box.right <= stage.left + 1 ? 'left' : box.left >= stage.right - 1 ? 'right' : 'stage';
      });
    });
    // The current slide alone is in the stage; the ones after it wait to its left, the ones before to its right.
    expect(places).toEqual(places.map((_place, index) => (index + 1 === position ? 'stage' : index + 1 > position ? 'left' : 'right')));
  };

  await page.keyboard.press('ArrowLeft');
  await expectShowing(2);
  await page.keyboard.press('ArrowLeft');
  await expectShowing(3);
  await page.keyboard.press('ArrowRight');
  await expectShowing(2);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expectShowing(count);
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
});

test('masonry: the columns run from the inline start toward the left, the first card at the start', async ({ page }) => {
  await openHome(page);
  const list = page.locator('#journal .posts-grid[data-masonry]');
  await expect(list).toHaveClass(/is-masonry/);
  await expect(list).toHaveCSS('direction', 'rtl');
  // The x of each card's translate(x, y), as the script wrote it.
  const xs = await list.locator('article.post-card').evaluateAll((cards) =>
    cards.map((card) => Number(/^translate\((-?[\d.]+)px/.exec((card as HTMLElement).style.transform)?.[1] ?? Number.NaN)),
  );
  expect(xs.length).toBeGreaterThan(2);
  expect(xs[0]).toBe(0);
  expect(xs[1]).toBeLessThan(0);
  expect(xs[2]).toBeLessThan(xs[1]!);
  for (const x of xs) expect(x).toBeLessThanOrEqual(0);
  // The first card stands at the list's right edge.
  const [listRight, cardRight] = await list.evaluate((element) => [element.getBoundingClientRect().right, element.querySelector('article.post-card')!.getBoundingClientRect().right]);
  expect(cardRight).toBeCloseTo(listRight!, 0);
});
