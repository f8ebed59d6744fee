// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { coveredStrip, scrollToClear } from './banner-space.ts';
import { initConsent } from './index.ts';
import { closePages, consentPage } from './page.fixture.ts';

afterEach(closePages);

describe('coveredStrip', () => {
  it('is the distance from the banner’s top to the bottom edge for a bar or card at the bottom', () => {
    expect(coveredStrip({ top: 700, bottom: 800, height: 100 }, 800)).toEqual({ top: 0, bottom: 100 });
    // A floating card stands a little above the edge: the gap below it is covered too.
    expect(coveredStrip({ top: 500.4, bottom: 828, height: 327.6 }, 844)).toEqual({ top: 0, bottom: 344 });
  });

  it('is the banner’s bottom for a bar at the top, and nothing for a hidden banner', () => {
    expect(coveredStrip({ top: 0, bottom: 120.2, height: 120.2 }, 800)).toEqual({ top: 121, bottom: 0 });
    expect(coveredStrip({ top: 0, bottom: 0, height: 0 }, 800)).toEqual({ top: 0, bottom: 0 });
  });
});

describe('scrollToClear', () => {
  const strip = { top: 0, bottom: 179 };
  it('leaves a control clear of the strip where it is', () => {
    expect(scrollToClear({ top: 100, bottom: 140 }, strip, 844)).toBe(0);
  });
  it('scrolls a control partly under a bottom banner above it, with a small margin', () => {
    expect(scrollToClear({ top: 580, bottom: 674 }, strip, 844)).toBe(17);
  });
  it('keeps a control taller than the space left in view from its top', () => {
    expect(scrollToClear({ top: 600, bottom: 1400 }, strip, 844)).toBe(592);
  });
  it('scrolls a control under a top banner down into view', () => {
    expect(scrollToClear({ top: 20, bottom: 60 }, { top: 120, bottom: 0 }, 844)).toBe(-108);
  });
});

describe('the page keeps the banner’s strip', () => {
  // As scroll padding on <html> and as the body's own padding.
  const space = (page: ReturnType<typeof consentPage>) => {
    const body = page.html.ownerDocument.body;
    return [page.html.style.scrollPaddingTop, page.html.style.scrollPaddingBottom, body.style.paddingTop, body.style.paddingBottom];
  };

  // The browser's observer, reporting when the test says the frame's layout is done.
  const observing = (win: Window) => {
    const calls: Array<() => void> = [];
    Object.assign(win, {
      ResizeObserver: class {
        readonly report: () => void;
        constructor(report: () => void) {
          this.report = report;
        }
        observe() {
          calls.push(() => this.report());
        }
        disconnect() {}
      },
    });
    return { layoutDone: () => calls.forEach((call) => call()) };
  };

  it('while the banner is open, and gives it back once answered', () => {
    const page = consentPage({ init: false });
    const observer = observing(page.win);
    page.win.innerHeight = 800;
    let measured = 0;
    page.banner()!.getBoundingClientRect = () => {
      measured += 1;
      return { top: 680, bottom: 800, height: 120, left: 0, right: 0, width: 0, x: 0, y: 680, toJSON: () => ({}) };
    };
    initConsent(page.win);
    expect(page.isOpen()).toBe(true);
    // Measured after the browser's own layout, never by forcing one while the page's scripts start.
    expect(measured).toBe(0);
    observer.layoutDone();
    expect(space(page)).toEqual(['0px', '120px', '', '120px']);
    page.click(page.q('.cc-deny'));
    expect(space(page)).toEqual(['0px', '0px', '', '']);
  });
});
