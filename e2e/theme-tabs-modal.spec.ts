import { expect, type Locator, type Page } from '@playwright/test';
import { publishHtmlPage } from './support/content-page.ts';
import { expectNoAxeViolations, test, widgetStarted } from './support.ts';

const WIDTHS = [390, 1280];

const TABS_PAGE = '/widget-tabs-1/';
const MODAL_CONTENT_PAGE = '/widget-modal-content/';
const MODAL_PAGE = '/widget-modal-1/';
const COLLAPSE_PAGE = '/widget-collapse-1/';

/** The owner pages these tests read, written once before them. */
test.beforeAll(() => {
  publishHtmlPage(
    'widget-tabs-1',
    'Product care',
    `<p>Everything about our mugs.</p>
    <div role="tablist" aria-label="Mug details" data-tabs-hash>
      <button type="button" role="tab" id="tab-sizes" aria-controls="panel-sizes" aria-selected="true">Sizes</button>
      <button type="button" role="tab" id="tab-care" aria-controls="panel-care" aria-selected="false">Care</button>
      <button type="button" role="tab" id="tab-delivery" aria-controls="panel-delivery" aria-selected="false">Delivery</button>
    </div>
    <div role="tabpanel" id="panel-sizes" aria-labelledby="tab-sizes"><p>Small holds 250 ml, large 400 ml.</p></div>
    <div role="tabpanel" id="panel-care" aria-labelledby="tab-care" hidden><p>Dishwasher safe; no microwave for the gold rim.</p></div>
    <div role="tabpanel" id="panel-delivery" aria-labelledby="tab-delivery" hidden><p>Two working days, <a href="/shop/">shop now</a>.</p></div>`,
  );
  publishHtmlPage('widget-modal-content', 'Delivery terms', '<h2>Delivery terms</h2><p>Parcels leave our workshop within two days.</p>');
  publishHtmlPage(
    'widget-modal-1',
    'Size guide',
    `<p><a href="#size-guide" data-modal="size-guide">Open the size guide</a></p>
    <dialog id="size-guide" aria-labelledby="size-guide-title"><h2 id="size-guide-title">Size guide</h2><p>Small holds 250 ml.</p></dialog>
    <p><a href="${MODAL_CONTENT_PAGE}" data-modal-url="${MODAL_CONTENT_PAGE}">Delivery terms</a></p>`,
  );
  publishHtmlPage(
    'widget-collapse-1',
    'Questions',
    `<h2><button type="button" data-collapse aria-expanded="false" aria-controls="answer-shipping">Do you ship abroad?</button></h2>
    <div id="answer-shipping"><p>Yes, to every country in the EU.</p></div>
    <details><summary>Can I return a mug?</summary><p>Within thirty days.</p></details>
    <div><button type="button" data-dropdown aria-expanded="false" aria-controls="more-links">More answers</button>
    <ul id="more-links" hidden><li><a href="/about-us/">About us</a></li></ul></div>`,
  );
});

/** The served page with a form around a modal trigger, as a shop's own markup (not owner HTML, which has no forms) writes it. */
async function serveWithOrderForm(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    // The body is rewritten, so it goes back unencoded.
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    const form = `<form id="order-form"><label>Size <input type="text" name="size" value="large"></label>
      <button type="submit" name="intent" value="details" data-modal-url="${MODAL_CONTENT_PAGE}">Delivery details</button></form>`;
    const body = (await response.text()).replace('<p>Small holds 250 ml.</p></dialog>', `<p>Small holds 250 ml.</p></dialog>${form}`);
    await route.fulfill({ status: response.status(), headers, body });
  });
}

const selectedTab = (page: Page) => page.locator('[role=tab][aria-selected="true"]');
const width = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().width);

for (const viewportWidth of WIDTHS) {
  test.describe(`tabs, modals and collapsible areas at ${viewportWidth} px`, () => {
    test.use({ viewport: { width: viewportWidth, height: 800 } });

    test('tabs follow the arrow keys, Home and End, push the panel’s hash, and go back with the history', async ({ page }) => {
      await page.goto(TABS_PAGE);
      await widgetStarted(page, 'tabs');
      await expect(selectedTab(page)).toHaveText('Sizes');
      await expect(page.locator('#panel-sizes')).toBeVisible();
      await expect(page.locator('#panel-care')).toBeHidden();
      await page.getByRole('tab', { name: 'Sizes' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(selectedTab(page)).toHaveText('Care');
      await expect(page.getByRole('tab', { name: 'Care' })).toBeFocused();
      await expect(page.locator('#panel-care')).toBeVisible();
      await expect(page.locator('#panel-sizes')).toBeHidden();
      await expect(page).toHaveURL(/#panel-care$/);
      await page.keyboard.press('End');
      await expect(selectedTab(page)).toHaveText('Delivery');
      await expect(page).toHaveURL(/#panel-delivery$/);
      await page.keyboard.press('Home');
      await expect(selectedTab(page)).toHaveText('Sizes');
      await page.keyboard.press('ArrowLeft');
      await expect(selectedTab(page)).toHaveText('Delivery');
      // Only the selected tab is in the Tab key's path: the next stop is the link in its panel.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'shop now' })).toBeFocused();
      await expectNoAxeViolations(page);
      await page.goBack();
      await expect(page).toHaveURL(/#panel-sizes$/);
      await expect(selectedTab(page)).toHaveText('Sizes');
      await page.getByRole('tab', { name: 'Care' }).click();
      await expect(page.locator('#panel-care')).toBeVisible();
    });

    test('a page loaded with a panel’s hash opens its tab', async ({ page }) => {
      await page.goto(`${TABS_PAGE}#panel-care`);
      await expect(selectedTab(page)).toHaveText('Care');
      await expect(page.locator('#panel-care')).toBeVisible();
      await expect(page.locator('#panel-sizes')).toBeHidden();
      await expectNoAxeViolations(page);
    });

    test('without JavaScript every panel, area and dialog stays readable, and details opens', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'CF-IPCountry': 'US' }, javaScriptEnabled: false, viewport: { width: viewportWidth, height: 800 } });
      const page = await context.newPage();
      await page.goto(TABS_PAGE);
      for (const id of ['panel-sizes', 'panel-care', 'panel-delivery']) await expect(page.locator(`#${id}`)).toBeVisible();
      await page.goto(COLLAPSE_PAGE);
      await expect(page.getByText('Yes, to every country in the EU.')).toBeVisible();
      await expect(page.getByText('Within thirty days.')).toBeHidden();
      await page.getByText('Can I return a mug?').click();
      await expect(page.getByText('Within thirty days.')).toBeVisible();
      await page.goto(MODAL_PAGE);
      await expect(page.getByText('Small holds 250 ml.')).toBeHidden();
      await page.getByRole('link', { name: 'Open the size guide' }).click();
      await expect(page.getByText('Small holds 250 ml.')).toBeVisible();
      await context.close();
    });

    test('a modal opens its dialog at 600 px or 96% on mobile, closes on Escape and on Enter in a text input, and gives the focus back', async ({ page }) => {
      await page.goto(MODAL_PAGE);
      // Before its script starts, the link is the no-JS fallback (it jumps to the dialog in place).
      await widgetStarted(page, 'modal');
      const trigger = page.getByRole('link', { name: 'Open the size guide' });
      const dialog = page.locator('dialog#size-guide');
      await trigger.click();
      await expect(dialog).toHaveAttribute('open', '');
      await expect(page.getByRole('dialog', { name: 'Size guide' })).toBeVisible();
      const expected = viewportWidth <= 767 ? await page.evaluate(() => document.documentElement.clientWidth * 0.96) : 600;
      expect(await width(dialog)).toBeCloseTo(expected, 0);
      await expect(page).not.toHaveURL(/#size-guide/);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).not.toHaveAttribute('open');
      await expect(trigger).toBeFocused();

      // A text input inside the modal (owner HTML has none; a shop's own markup may).
      await dialog.evaluate((element) => element.insertAdjacentHTML('beforeend', '<label>Your name <input type="text" id="visitor-name"></label>'));
      await trigger.press('Enter');
      await expect(dialog).toHaveAttribute('open', '');
      await page.getByLabel('Your name').fill('Ada');
      await page.getByLabel('Your name').press('Enter');
      await expect(dialog).not.toHaveAttribute('open');
      await expect(trigger).toBeFocused();

      await trigger.click();
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).not.toHaveAttribute('open');
      await expect(trigger).toBeFocused();
      // A click on the backdrop closes it too.
      await trigger.click();
      await page.mouse.click(2, 2);
      await expect(dialog).not.toHaveAttribute('open');
    });

    test('a modal posts its form with a timestamp and shows the page’s answer', async ({ page }) => {
      await serveWithOrderForm(page, MODAL_PAGE);
      await page.goto(MODAL_PAGE);
      await widgetStarted(page, 'modal');
      const posted = page.waitForRequest((request) => request.url().includes(`${MODAL_CONTENT_PAGE}?t=`));
      const trigger = page.getByRole('button', { name: 'Delivery details' });
      await trigger.click();
      const request = await posted;
      expect(request.method()).toBe('POST');
      expect(new URL(request.url()).searchParams.get('t')).toMatch(/^\d+$/);
      expect(request.postData()).toBe('size=large&intent=details');
      const modal = page.getByRole('dialog', { name: 'Delivery details' });
      await expect(modal.getByText('Parcels leave our workshop within two days.')).toBeVisible();
      // The form was not submitted: the page is still the same.
      await expect(page).toHaveURL(new RegExp(`${MODAL_PAGE}$`));
      const expected = viewportWidth <= 767 ? await page.evaluate(() => document.documentElement.clientWidth * 0.96) : 600;
      expect(await width(modal)).toBeCloseTo(expected, 0);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await expect(trigger).toBeFocused();

      // A link with data-modal-url posts no fields.
      const linkPosted = page.waitForRequest((req) => req.url().includes(`${MODAL_CONTENT_PAGE}?t=`));
      await page.getByRole('link', { name: 'Delivery terms' }).click();
      expect((await linkPosted).postData() ?? '').toBe('');
      await expect(page.getByRole('dialog', { name: 'Delivery terms' }).getByText('Parcels leave our workshop within two days.')).toBeVisible();
    });

    test('a collapsible area toggles with aria-expanded following; a dropdown closes on Escape', async ({ page }) => {
      await page.goto(COLLAPSE_PAGE);
      const toggle = page.getByRole('button', { name: 'Do you ship abroad?' });
      const answer = page.getByText('Yes, to every country in the EU.');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(answer).toBeHidden();
      // The served button does nothing until its script has started: a key pressed before then is lost.
      await widgetStarted(page, 'collapse');
      await widgetStarted(page, 'dropdown');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(answer).toBeVisible();
      await page.getByText('Can I return a mug?').click();
      await expect(page.getByText('Within thirty days.')).toBeVisible();
      await expectNoAxeViolations(page);
      await toggle.press('Space');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(answer).toBeHidden();

      const more = page.getByRole('button', { name: 'More answers' });
      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      // The header's menu has an "About us" link too.
      const aboutUs = page.locator('#more-links').getByRole('link', { name: 'About us' });
      await expect(aboutUs).toBeVisible();
      await expectNoAxeViolations(page);
      await aboutUs.focus();
      await page.keyboard.press('Escape');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(more).toBeFocused();
    });
  });
}
