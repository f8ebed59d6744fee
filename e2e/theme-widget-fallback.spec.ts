import { expect, type Page } from '@playwright/test';
import { publishHtmlPage } from './support/content-page.ts';
import { consoleErrors, test } from './support.ts';

/*
 * A widget whose chunk does not arrive says so once in the console and leaves its content usable: the
 * page falls back, for that widget alone, to what it serves without script.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const PAGE = '/widget-fallback-1/';

test.beforeAll(() => {
  publishHtmlPage(
    'widget-fallback-1',
    'Care and questions',
    `<div role="tablist" aria-label="Mug details">
      <button type="button" role="tab" id="fb-tab-sizes" aria-controls="fb-panel-sizes" aria-selected="true">Sizes</button>
      <button type="button" role="tab" id="fb-tab-care" aria-controls="fb-panel-care" aria-selected="false">Care</button>
    </div>
    <div role="tabpanel" id="fb-panel-sizes" aria-labelledby="fb-tab-sizes"><p>Small holds 250 ml.</p></div>
    <div role="tabpanel" id="fb-panel-care" aria-labelledby="fb-tab-care" hidden><p>Dishwasher safe.</p></div>
    <h2><button type="button" data-collapse aria-expanded="false" aria-controls="fb-answer">Do you ship abroad?</button></h2>
    <div id="fb-answer"><p>Yes, to every country in the EU.</p></div>
    <p><a class="button" href="#fb-promise" data-modal="fb-promise">Read our promise</a></p>
    <dialog id="fb-promise" aria-labelledby="fb-promise-title"><h2 id="fb-promise-title">Our promise</h2><p>We mend what breaks.</p></dialog>`,
  );
});

/** Makes the named widget's chunk fail to load, as a dropped connection would. */
async function breakChunk(page: Page, chunk: string) {
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), (route) => route.abort('failed'));
}

/** The page's own report of the widget, once: "Vitrine <name>: could not start." with the ChunkLoadError. */
async function expectOneChunkLoadError(errors: string[], name: string) {
  await expect.poll(() => errors.filter((text) => text.includes(`Vitrine ${name}: could not start.`)).length).toBe(1);
  const report = errors.find((text) => text.includes(`Vitrine ${name}: could not start.`))!;
  expect(report).toContain('ChunkLoadError');
  await expect.poll(() => errors.filter((text) => text.includes('ChunkLoadError')).length).toBe(1);
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('tabs that cannot load show every panel', async ({ page }) => {
      const errors = consoleErrors(page);
      await breakChunk(page, 'tabs');
      await page.goto(PAGE);
      await expectOneChunkLoadError(errors, 'tabs');
      await expect(page.locator('html')).toHaveAttribute('data-widgets-failed', /(^| )tabs( |$)/);
      await expect(page.getByText('Small holds 250 ml.')).toBeVisible();
      await expect(page.getByText('Dishwasher safe.')).toBeVisible();
      // The collapse widget, which did load, still hides its answer until asked.
      await expect(page.getByText('Yes, to every country in the EU.')).toBeHidden();
    });

    test('a collapsible area that cannot load stays open', async ({ page }) => {
      const errors = consoleErrors(page);
      await breakChunk(page, 'collapse');
      await page.goto(PAGE);
      await expectOneChunkLoadError(errors, 'collapse');
      await expect(page.getByText('Yes, to every country in the EU.')).toBeVisible();
      await expect(page.getByText('Dishwasher safe.')).toBeHidden();
    });

    test('a modal that cannot load shows its dialog in place when its link is followed', async ({ page }) => {
      const errors = consoleErrors(page);
      await breakChunk(page, 'modal');
      await page.goto(PAGE);
      await expectOneChunkLoadError(errors, 'modal');
      await expect(page.getByText('We mend what breaks.')).toBeHidden();
      await page.getByRole('link', { name: 'Read our promise' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#fb-promise$/);
      await expect(page.getByText('We mend what breaks.')).toBeVisible();
    });
  });
}

test('when the list of content widgets cannot load, every widget it lists shows its content as served', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const errors = consoleErrors(page);
  await breakChunk(page, 'content-registry');
  await page.goto(PAGE);
  await expectOneChunkLoadError(errors, 'content widgets');
  await expect(page.getByText('Dishwasher safe.')).toBeVisible();
  await expect(page.getByText('Yes, to every country in the EU.')).toBeVisible();
  await page.getByRole('link', { name: 'Read our promise' }).click();
  await expect(page.getByText('We mend what breaks.')).toBeVisible();
  // The header's own widgets are not in that list and still work.
  await expect(page.locator('button.offcanvas-toggle')).toBeVisible();
});

test.describe('the header', () => {
  test('at 390 px, an off-canvas menu that cannot load leaves the menu in the header', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const errors = consoleErrors(page);
    await breakChunk(page, 'offcanvas');
    await page.goto('/');
    await expectOneChunkLoadError(errors, 'off-canvas menu');
    await expect(page.locator('button.offcanvas-toggle')).toBeHidden();
    const shop = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true });
    await expect(shop).toBeVisible();
    await shop.click();
    await expect(page).toHaveURL(/\/shop\/$/);
  });

  test('at 1280 px, a dropdown that cannot load opens its list under the pointer and by focus', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const errors = consoleErrors(page);
    await breakChunk(page, 'dropdown');
    await page.goto('/');
    await expectOneChunkLoadError(errors, 'dropdown');
    const list = page.locator('#site-nav-shop');
    await expect(page.locator('button[data-dropdown]')).toBeHidden();
    const shop = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true });
    await shop.hover();
    await expect(list).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(list).toBeHidden();
    await shop.focus();
    await page.keyboard.press('Tab');
    await expect(list).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.closest('#site-nav-shop') !== null)).toBe(true);
  });
});
