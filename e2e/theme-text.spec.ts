import { expect, type Page } from '@playwright/test';
import { consoleErrors, expectNoAxeViolations, test } from './support.ts';
import { publishHtmlPage } from './support/content-page.ts';
import { layoutShift, shiftSources, watchLayoutShifts } from './support/layout-shift.ts';

const WIDTHS = [390, 1280];

const TYPED = ['Hand-made goods', 'Built to last for years', 'Mended for free'];
const MORPHED = ['Tea', 'Iron', 'Linen'];
const json = (strings: string[]) => JSON.stringify(strings).replaceAll('"', '&quot;');

const TEXT_HTML =
  `<h2 id="typed" data-text-effect="${json(TYPED)}">${TYPED[0]}</h2>` +
  `<p>Made in small workshops.</p>` +
  `<h2 id="morph" data-text-effect="${json(MORPHED)}" data-text-effect-mode="morph">${MORPHED[0]}</h2>`;

/** Filler that pushes what follows below the window. */
const FILLER = Array.from({ length: 30 }, (_, index) => `<p>Paragraph ${index + 1} of the story of the shop, told slowly.</p>`).join('');

const COUNTER_HTML =
  `<p id="customers">We have <span id="plain" data-countup data-min="0" data-stop="1250" data-max="2000" data-suffix="+" data-duration="800">1250+</span> <span id="after">happy customers</span>.</p>` +
  `<p><span id="circle" data-countup="circle" data-max="80" data-stop="120" data-suffix="%" data-duration="600">120%</span></p>` +
  `<p><span id="bad" data-countup data-stop="lots">lots</span></p>` +
  FILLER +
  `<p><span id="late" data-countup data-min="10" data-stop="75" data-prefix="$" data-duration="600">$75</span></p>`;

/**
 * Records, for the elements with the given ids, every text they show and the box they and the element
 * after them take at that moment, from the first change the page's scripts make.
 */
async function recordCounters(page: Page, ids: string[]) {
  await page.addInitScript((watched: string[]) => {
    const records: Record<string, { text: string; width: number; height: number; nextLeft: number }[]> = {};
    (window as unknown as { __counters: typeof records }).__counters = records;
    const record = (element: Element) => {
      const box = element.getBoundingClientRect();
      const next = element.nextElementSibling?.getBoundingClientRect();
      (records[element.id] ??= []).push({ text: element.textContent ?? '', width: box.width, height: box.height, nextLeft: next?.left ?? 0 });
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const target = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
        const counter = target?.closest('[data-countup]');
        if (counter && watched.includes(counter.id)) record(counter);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, ids);
}

const counterRecords = (page: Page, id: string) =>
  page.evaluate((key) => (window as unknown as { __counters: Record<string, { text: string; width: number; height: number; nextLeft: number }[]> }).__counters[key] ?? [], id);

for (const width of WIDTHS) {
  test.describe(`text effects at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('typed text cycles while its heading keeps the first string as its name and its box, axe-clean', async ({ page }) => {
      const errors = consoleErrors(page);
      await watchLayoutShifts(page);
      await page.goto(publishHtmlPage(`widget-text-typed-${width}`, 'Typed text', TEXT_HTML));
      const typed = page.locator('#typed');
      await expect(typed.locator('.text-effect__stage')).toHaveAttribute('aria-hidden', 'true');
      const box = await typed.boundingBox();
      const word = typed.locator('.text-effect__word.is-current');
      await expect(word).not.toHaveText(TYPED[0]!);
      await expect(word).toHaveText(/^Built/);
      await expect(page.getByRole('heading', { level: 2, name: TYPED[0], exact: true })).toHaveId('typed');
      expect(await typed.boundingBox()).toEqual(box);
      // The caret is the typed characters' end border: it follows them without a layout shift.
      expect(await layoutShift(page), await shiftSources(page)).toBe(0);
      await expect(word.locator('.text-effect__typed')).toHaveCSS('border-inline-end-style', 'solid');
      // The other strings are there as plain text, after the heading.
      await expect(page.locator('#typed + .visually-hidden')).toHaveText(` ${TYPED.slice(1).join('; ')}`);
      // The morphing heading on the same page may be caught mid-fade; its settled colours are the typed one's.
      await expectNoAxeViolations(page, ['#morph .text-effect__stage']);
      expect(errors).toEqual([]);
    });

    test('morphing text swaps whole strings and keeps its name', async ({ page }) => {
      await page.goto(publishHtmlPage(`widget-text-morph-${width}`, 'Morphing text', TEXT_HTML));
      const morph = page.locator('#morph');
      await expect(morph.locator('.text-effect__word')).toHaveCount(2);
      await expect(morph.locator('.text-effect__word.is-current')).toHaveText(MORPHED[1]!, { timeout: 10_000 });
      await expect(morph.locator('.is-current')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 2, name: MORPHED[0], exact: true })).toHaveId('morph');
    });
  });

  test.describe(`text effects with reduced motion at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });

    test('show the first string only, as served', async ({ page }) => {
      await page.goto(publishHtmlPage(`widget-text-still-${width}`, 'Still text', TEXT_HTML + '<p><span data-countup data-stop="9">9</span></p>'));
      await page.waitForLoadState('networkidle');
      // The count-up widget starts with the text effect's; once it has, the text effect has had its turn.
      await page.waitForTimeout(1500);
      await expect(page.locator('#typed')).toHaveJSProperty('innerHTML', TYPED[0]);
      await expect(page.locator('#morph')).toHaveJSProperty('innerHTML', MORPHED[0]);
      await expect(page.locator('.text-effect__stage')).toHaveCount(0);
    });
  });

  test.describe(`counters at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('serve the final value without script', async ({ browser }) => {
      const path = publishHtmlPage(`widget-countup-nojs-${width}`, 'Counters without script', COUNTER_HTML);
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 }, baseURL: test.info().project.use.baseURL });
      try {
        const page = await context.newPage();
        await page.goto(path);
        await expect(page.locator('#plain')).toHaveText('1250+');
        await expect(page.locator('#circle')).toHaveText('120%');
        await expect(page.locator('#late')).toHaveText('$75');
      } finally {
        await context.close();
      }
    });

    test('count up to the served value in view without moving anything, circles fill, bad ones log, axe-clean', async ({ page }) => {
      const errors = consoleErrors(page);
      await recordCounters(page, ['plain', 'circle', 'late']);
      await page.goto(publishHtmlPage(`widget-countup-${width}`, 'Counters', COUNTER_HTML));
      const plain = page.locator('#plain');
      // Counted once, and ended on the served value with its held width released.
      await expect.poll(async () => (await counterRecords(page, 'plain')).length).toBeGreaterThan(3);
      await expect(plain).toHaveText('1250+');
      await expect(plain).not.toHaveAttribute('style', /width/);
      const records = await counterRecords(page, 'plain');
      expect(records.some((record) => record.text !== '1250+')).toBe(true);
      const final = await plain.boundingBox();
      for (const record of records) {
        expect(record.width).toBeCloseTo(final!.width, 1);
        expect(record.height).toBeCloseTo(final!.height, 1);
        expect(record.nextLeft).toBeCloseTo(records.at(-1)!.nextLeft, 1);
      }
      const circle = page.locator('#circle');
      await expect(circle.locator('svg.countup-ring')).toHaveAttribute('aria-hidden', 'true');
      await expect.poll(() => circle.evaluate((element) => getComputedStyle(element).getPropertyValue('--countup-percent').trim())).toBe('100');
      await expect(circle).toHaveText('120%');
      const circleBoxes = await counterRecords(page, 'circle');
      for (const record of circleBoxes) expect([record.width, record.height]).toEqual([circleBoxes[0]!.width, circleBoxes[0]!.height]);
      // The counter below the window waits for it.
      expect((await counterRecords(page, 'late')).map((record) => record.text).filter((text) => text !== '$75')).toEqual([]);
      await page.locator('#late').scrollIntoViewIfNeeded();
      await expect.poll(async () => (await counterRecords(page, 'late')).some((record) => record.text === '$10')).toBe(true);
      await expect(page.locator('#late')).toHaveText('$75');
      await expect(page.locator('#bad')).toHaveText('lots');
      expect(errors).toEqual([expect.stringMatching(/^invalid countup args/)]);
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`the blog's masonry at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(width >= 768 ? 'packs the posts into columns without gaps, in reading order, axe-clean' : 'is a plain one-column grid', async ({ page }) => {
      await page.goto('/blog/');
      const list = page.locator('.posts-grid[data-masonry]');
      const titles = await list.locator('.post-card__title').allInnerTexts();
      expect(titles.length).toBeGreaterThan(5);
      // Every image loaded (each changes its card's height), then the layout settles.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
      const cards = list.locator('article.post-card');
      if (width < 768) {
        await page.waitForTimeout(500);
        await expect(list).not.toHaveClass(/is-masonry/);
        const boxes = await cards.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
        expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(1);
        boxes.slice(1).forEach((box, index) => expect(box.top).toBeGreaterThan(boxes[index]!.bottom));
        return;
      }
      await expect(list).toHaveClass(/is-masonry/);
      await expect(cards.first()).toHaveCSS('position', 'absolute');
      await expect
        .poll(async () => {
          const boxes = await cards.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
          return columnGaps(boxes, (await list.boundingBox())!.y);
        })
        .toEqual({ columns: 3, tops: [0, 0, 0], gaps: [24] });
      // The reading and keyboard order is the DOM's, unchanged.
      expect(await list.locator('.post-card__title').allInnerTexts()).toEqual(titles);
      await list.locator('.post-card__title a').first().focus();
      await page.keyboard.press('Tab');
      await expect(list.locator('.post-card__title a').nth(1)).toBeFocused();
      await expectNoAxeViolations(page);
      // The home page's latest posts are the same list.
      await page.goto('/');
      await expect(page.locator('#journal .posts-grid[data-masonry]')).toHaveClass(/is-masonry/);
    });
  });
}

/**
 * The masonry's columns (cards grouped by left edge): how far each column's first card is below the
 * list's top, and the gaps between the cards of each column.
 */
function columnGaps(boxes: DOMRect[], listTop: number): { columns: number; tops: number[]; gaps: number[] } {
  const columns = new Map<number, DOMRect[]>();
  for (const box of boxes) columns.set(Math.round(box.left), [...(columns.get(Math.round(box.left)) ?? []), box]);
  const sorted = [...columns.values()].map((column) => column.toSorted((a, b) => a.top - b.top));
  return {
    columns: columns.size,
    tops: sorted.map((column) => Math.round(column[0]!.top - listTop)),
    gaps: [...new Set(sorted.flatMap((column) => column.slice(1).map((box, index) => Math.round(box.top - column[index]!.bottom))))],
  };
}
