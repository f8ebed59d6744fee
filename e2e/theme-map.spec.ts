import { expect, type Page } from '@playwright/test';
import { consoleErrors, DEFAULT_TILE_HOST, expectNoAxeViolations, test } from './support.ts';
import { publishHtmlPage } from './support/content-page.ts';

const WIDTHS = [390, 1280];
const ADDRESS = 'Harbour Ceramics, 12 Quay Street, Dublin';
const MAP = `<div data-map id="studio-map" data-lat="53.3498" data-lng="-6.2603" data-zoom="16" data-type="roadmap"><address>${ADDRESS}</address></div>`;
const FILLER = Array.from({ length: 40 }, (_, at) => `<p>Paragraph ${at + 1} of the studio’s story, before the map.</p>`).join('');

let pages: { top: string; below: string; broken: string };

test.beforeAll(() => {
  pages = {
    top: publishHtmlPage('widget-map-1', 'Visit the studio', `<h2>Find us</h2>${MAP}<p>Open Tuesday to Saturday.</p>`),
    below: publishHtmlPage('widget-map-2', 'Our story and the studio', `${FILLER}<h2>Find us</h2>${MAP}`),
    broken: publishHtmlPage('widget-map-3', 'Studio without coordinates', `<h2>Find us</h2><div data-map id="studio-map" data-lng="-6.2603"><address>${ADDRESS}</address></div>`),
  };
});

/** Every request the page makes to the tile host (answered locally by the `test` fixture). */
function recordTiles(page: Page): string[] {
  const tiles: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host === DEFAULT_TILE_HOST) tiles.push(request.url());
  });
  return tiles;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });
const studioMap = (page: Page) => page.locator('#studio-map');
const loadButton = (page: Page) => studioMap(page).getByRole('button', { name: 'Load map' });
const mapRegion = (page: Page) => page.getByRole('region', { name: `Map: ${ADDRESS}` });
const paneOffset = (page: Page) => studioMap(page).locator('.leaflet-map-pane').evaluate((pane) => (pane as HTMLElement).style.transform);
const hasConsent = (page: Page, category: string) => page.evaluate((name) => (window as unknown as { vitrineConsent: { has(name: string): boolean } }).vitrineConsent.has(name), category);

async function expectMapShown(page: Page, tiles: string[]) {
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  await expect(mapRegion(page)).toBeVisible();
  await expect(studioMap(page).locator('img.leaflet-tile-loaded').first()).toBeAttached();
  await expect(studioMap(page).locator('.map-marker')).toHaveCount(1);
  await expect(studioMap(page).locator('.leaflet-control-attribution')).toContainText('© OpenStreetMap contributors');
  await expect(studioMap(page).locator('address')).toHaveText(ADDRESS);
}

/** Drags across the middle of the map with the mouse and says whether the map moved. */
async function dragMoves(page: Page): Promise<boolean> {
  const box = await mapRegion(page).boundingBox();
  if (!box) throw new Error('the map has no box');
  const before = await paneOffset(page);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 5; step++) await page.mouse.move(x - step * 30, y - step * 10);
  await page.mouse.up();
  return (await paneOffset(page)) !== before;
}

for (const width of WIDTHS) {
  test.describe(`map for a visitor from Germany at ${width} px (consent asked first)`, () => {
    test.use({ viewport: { width, height: 900 }, extraHTTPHeaders: { 'CF-IPCountry': 'DE' } });

    test('shows the address and a "Load map" note, requests no tile before consent, and loads once the visitor accepts', async ({ page }) => {
      const tiles = recordTiles(page);
      const errors = consoleErrors(page);
      await page.goto(pages.top);
      await expect(banner(page)).toBeVisible();
      await expect(studioMap(page).locator('address')).toHaveText(ADDRESS);
      await expect(loadButton(page)).toBeVisible();
      await expect(studioMap(page)).toContainText(`The map comes from ${DEFAULT_TILE_HOST}`);
      await page.waitForLoadState('networkidle');
      expect(tiles).toEqual([]);
      await expect(mapRegion(page)).toHaveCount(0);
      await expectNoAxeViolations(page);

      await banner(page).getByRole('button', { name: 'Accept' }).click();
      await expectMapShown(page, tiles);
      await expect(loadButton(page)).toHaveCount(0);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test('"Load map" loads this map only: no consent is given, the keyboard pans it, and the next visit asks again', async ({ page }) => {
      const tiles = recordTiles(page);
      await page.goto(pages.top);
      await expect(loadButton(page)).toBeVisible();
      await loadButton(page).focus();
      await page.keyboard.press('Enter');
      await expectMapShown(page, tiles);
      // Focus went on to the map; arrow keys pan it.
      await expect(mapRegion(page)).toBeFocused();
      const before = await paneOffset(page);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => paneOffset(page)).not.toBe(before);
      await expect(banner(page)).toBeVisible();
      expect(await hasConsent(page, 'marketing')).toBe(false);
      await expectNoAxeViolations(page);

      const next = recordTiles(page);
      await page.reload();
      await expect(loadButton(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(next).toEqual([]);
    });
  });

  test.describe(`map for a visitor outside cookie-law countries at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`loads by itself, and ${width > 800 ? 'drags' : 'does not drag'} with the mouse (dragging only above 800 px)`, async ({ page }) => {
      const tiles = recordTiles(page);
      const errors = consoleErrors(page);
      await page.goto(pages.top);
      await expectMapShown(page, tiles);
      await expect(loadButton(page)).toHaveCount(0);
      await mapRegion(page).scrollIntoViewIfNeeded();
      expect(await dragMoves(page)).toBe(width > 800);
      expect(errors).toEqual([]);
    });

    test('loads the map only when it comes near the window', async ({ page }) => {
      const tiles = recordTiles(page);
      await page.goto(pages.below);
      await expect(studioMap(page)).toHaveAttribute('data-map-started', '');
      await page.waitForLoadState('networkidle');
      expect(tiles).toEqual([]);
      await studioMap(page).scrollIntoViewIfNeeded();
      await expectMapShown(page, tiles);
    });

    test('a map without coordinates logs one error naming it and keeps its address', async ({ page }) => {
      const tiles = recordTiles(page);
      const errors = consoleErrors(page);
      await page.goto(pages.broken);
      await expect.poll(() => errors).toEqual(['Vitrine map #studio-map: data-lat (−90 to 90) must be a decimal number; the address is shown without a map.']);
      await expect(studioMap(page).locator('address')).toHaveText(ADDRESS);
      await expect(loadButton(page)).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(tiles).toEqual([]);
    });
  });
}

test.describe('map and motion', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** Zooms in with the keyboard and says whether the map animated the zoom on the way. */
  async function zoomAnimates(page: Page): Promise<boolean> {
    await studioMap(page).locator('.leaflet-map-pane').evaluate((pane) => {
      const seen = { animated: false };
      (window as unknown as { zoomSeen: typeof seen }).zoomSeen = seen;
      new MutationObserver(() => {
        if (pane.classList.contains('leaflet-zoom-anim')) seen.animated = true;
      }).observe(pane, { attributes: true, attributeFilter: ['class'] });
    });
    await mapRegion(page).focus();
    await page.keyboard.press('Equal');
    // Zoom 16 became 17: its tiles are there and no animation is running.
    await expect(studioMap(page).locator('img.leaflet-tile[src*="/17/"]').first()).toBeAttached();
    await expect(studioMap(page).locator('.leaflet-map-pane')).not.toHaveClass(/leaflet-zoom-anim/);
    return page.evaluate(() => (window as unknown as { zoomSeen: { animated: boolean } }).zoomSeen.animated);
  }

  test('animates zoom and fading normally, and not at all for a visitor who asks for less motion', async ({ page }) => {
    const tiles = recordTiles(page);
    await page.goto(pages.top);
    await expectMapShown(page, tiles);
    await expect(mapRegion(page)).toHaveClass(/leaflet-fade-anim/);
    expect(await zoomAnimates(page)).toBe(true);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expectMapShown(page, tiles);
    await expect(mapRegion(page)).not.toHaveClass(/leaflet-fade-anim/);
    expect(await zoomAnimates(page)).toBe(false);
    const before = await paneOffset(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => paneOffset(page)).not.toBe(before);
  });
});
