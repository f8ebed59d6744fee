import type { Page } from '@playwright/test';

/** Sums the page's layout shifts (CLS) from the first paint on, as the browser reports them, with each shifted element. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as { __layoutShift: number; __shiftSources: string[] };
    win.__layoutShift = 0;
    win.__shiftSources = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        if (entry.hadRecentInput) continue;
        win.__layoutShift += entry.value;
        for (const source of entry.sources) {
          const node = source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${[...source.node.classList].join('.')}` : String(source.node?.nodeName);
          win.__shiftSources.push(`${node} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);

/** The shifted elements with their boxes before and after, one per line: the message of a failed CLS check. */
export const shiftSources = async (page: Page) => (await page.evaluate(() => (window as unknown as { __shiftSources: string[] }).__shiftSources)).join('\n');

/** Starts the sum again from now: for checks of what one interaction moves, leaving out the page's loading. */
export const resetLayoutShifts = (page: Page) =>
  page.evaluate(() => {
    const win = window as unknown as { __layoutShift: number; __shiftSources: string[] };
    win.__layoutShift = 0;
    win.__shiftSources = [];
  });
