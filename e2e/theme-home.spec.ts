import { expect, type Frame, type Page } from '@playwright/test';
import { expectNoAxeViolations, logInAsAdmin, test, widgetStarted } from './support.ts';

// Long pages checked whole (axe over the home page, and over the admin form with the page in its frame).
test.describe.configure({ timeout: 120_000 });

/** The home page's sections in the demo's order, each by its id and heading. */
const SECTIONS = [
  { id: 'story', heading: 'Our story' },
  { id: 'numbers', heading: 'The workshop in numbers' },
  { id: 'collection', heading: 'Shop by category' },
  { id: 'on-sale', heading: 'On sale' },
  { id: 'new-arrivals', heading: 'New arrivals' },
  { id: 'gallery', heading: 'From the workshop' },
  { id: 'journal', heading: 'From the journal' },
  { id: 'good-to-know', heading: 'Good to know' },
  { id: 'newsletter', heading: 'News from the workshop' },
  { id: 'find-us', heading: 'Find the workshop' },
  { id: 'visit', heading: 'Visit us' },
] as const;

/** Requests the page sends to any host but the shop's own. */
function recordForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin) foreign.push(request.url());
  });
  return foreign;
}

/** Sums the page's unexpected layout shifts from its first paint. */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const shifts = { value: 0, sources: [] as string[] };
    (window as unknown as { layoutShift: typeof shifts }).layoutShift = shifts;
    const describe = (node: Node | null) => (node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}` : String(node?.nodeName));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }[]) {
        if (entry.hadRecentInput) continue;
        shifts.value += entry.value;
        shifts.sources.push(...entry.sources.map((source) => describe(source.node)));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The ids of the home page's sections, in the page's order. */
const sectionIds = (target: Page | Frame) => target.locator('section.home-section[id]').evaluateAll((sections) => sections.map((section) => section.id));

for (const width of [390, 1280]) {
  test.describe(`the home page at ${width} px`, () => {
    test.use({ viewport: { width, height: 860 } });

    test('shows every section, its content there without scripts’ help, axe-clean and without a layout shift', async ({ page, baseURL }) => {
      const foreign = recordForeignRequests(page, new URL(baseURL ?? 'http://127.0.0.1').origin);
      await watchLayoutShift(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');

      // The hero: its first slide is the page's own image, loaded at once; the headline is the first line.
      const hero = page.locator('section.hero');
      await expect(hero.getByRole('heading', { level: 1 })).toHaveAccessibleName('Good things, well made.');
      const poster = hero.locator('img.hero__poster');
      await expect(poster).toHaveAttribute('fetchpriority', 'high');
      await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      const background = JSON.parse((await hero.locator('[data-background]').getAttribute('data-background')) ?? '{}') as { images: string[] };
      expect(background.images.length).toBeGreaterThanOrEqual(2);
      await expect(hero.getByRole('navigation', { name: 'On this page' }).getByRole('link')).toHaveText(['Our story', 'The collection', 'Journal', 'Visit us']);

      expect(await sectionIds(page)).toEqual(SECTIONS.map((section) => section.id));
      for (const section of SECTIONS) {
        const region = page.locator(`#${section.id}`);
        await region.scrollIntoViewIfNeeded();
        await expect(region.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
      }

      // Counters at their final values; every tab's text; the map's address; gallery links to images.
      await expect(page.locator('#numbers .counter__value')).toHaveText(['24', '12500+', '100%', '5 years']);
      await expect(page.locator('#good-to-know').getByRole('tab')).toHaveCount(3);
      await expect(page.locator('#good-to-know').getByRole('tab', { name: 'Shipping' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#good-to-know').getByText('Send it back within 30 days')).toBeAttached();
      await expect(page.locator('#find-us [data-map] address')).toContainText('12 Printers Yard');
      const galleryLinks = page.locator('#gallery a[data-lightbox="home-gallery"]');
      // The demo's gallery shows the 8 newest products' pictures: as many links as those of them that have one
      // (other suites may have added products without pictures).
      const newest = (await (await page.request.get('/wp-json/wc/store/v1/products?orderby=date&order=desc&per_page=8')).json()) as { images: unknown[] }[];
      await expect(galleryLinks).toHaveCount(newest.filter((product) => product.images.length > 0).length);
      await expect.poll(() => galleryLinks.count()).toBeGreaterThan(0);
      const full = await galleryLinks.first().getAttribute('href');
      expect((await page.request.get(full ?? '')).headers()['content-type']).toMatch(/^image\//);
      await expect(page.locator('#journal [data-masonry] article.post-card').first()).toBeVisible();

      await expectNoAxeViolations(page);
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: { value: number; sources: string[] } }).layoutShift);
      expect(shift.value, `shifted: ${shift.sources.join(', ')}`).toBe(0);
      // The map's tiles are the only other host (this visitor's country asks no consent); the tests'
      // fixture answers them locally.
      expect(foreign.filter((url) => !url.startsWith('https://tile.openstreetmap.org/'))).toEqual([]);
    });

    test('the call to action’s button shows its dialog', async ({ page }) => {
      await page.goto('/#newsletter');
      const button = page.locator('#newsletter').getByRole('link', { name: 'How the letter works' });
      await expect(button).toHaveAttribute('data-modal', 'newsletter-dialog');
      // Clicked before its script has started, the link only follows its #anchor.
      await widgetStarted(page, 'modal');
      await button.click();
      const dialog = page.locator('#newsletter-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Our monthly letter' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test('the owner reorders and switches off sections; the preview shows it before saving, the home page after', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
  await expectNoAxeViolations(page);

  const preview = page.frameLocator('iframe[name="home-preview"]');
  const previewFrame = () => page.frames().find((candidate) => candidate.name() === 'home-preview');
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await previewFrame()?.evaluate(() => (window as unknown as { vitrine_theme_params: { preview: boolean } }).vitrine_theme_params.preview).catch(() => false)) ?? false).toBe(true);

  const shopper = await browser.newPage();
  try {
    // Unsaved: the journal first, the gallery off, in the preview only.
    await page.getByLabel('Position of Latest posts: From the journal').fill('1');
    await page.getByLabel('Show Gallery: From the workshop').uncheck();
    await expect.poll(async () => {
      // The preview reloads as the form changes: a read cut short by its navigation reads again.
      const frame = previewFrame();
      return frame ? sectionIds(frame).catch(() => []) : [];
    }).toEqual(['journal', ...SECTIONS.map((section) => section.id).filter((id) => id !== 'journal' && id !== 'gallery')]);
    await shopper.goto('/');
    expect((await sectionIds(shopper))[0]).toBe('story');

    // A bad value is refused by its field, and the form keeps what was typed.
    await page.getByLabel('Zoom (1–19)').fill('30');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please correct the fields marked below.')).toBeVisible();
    await expect(page.getByLabel('Zoom (1–19)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a number from 1 to 19.')).toBeVisible();
    await expect(page.getByLabel('Position of Latest posts: From the journal')).toHaveValue('1');
    await expect(page.getByLabel('Show Gallery: From the workshop')).not.toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByLabel('Zoom (1–19)').fill('14');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Home page saved.')).toBeVisible();

    // Each server process re-reads the layout within a second.
    await expect
      .poll(async () => {
        await shopper.goto('/');
        return sectionIds(shopper);
      })
      .toEqual(['journal', ...SECTIONS.map((section) => section.id).filter((id) => id !== 'journal' && id !== 'gallery')]);
    await expect(shopper.locator('[data-map]')).toHaveAttribute('data-zoom', '14');
  } finally {
    await shopper.close();
    await page.goto('/admin/home/');
    const reset = page.getByRole('button', { name: 'Reset the home page' });
    if (await reset.isEnabled()) {
      await reset.click();
      await expect(page.getByText('The home page shows the default sections again.', { exact: true })).toBeVisible();
    }
  }
});
