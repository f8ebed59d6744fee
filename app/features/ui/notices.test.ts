// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { easeInOutCubic, initNotices, scrollPositionAt, scrollToNotice } from './notices.ts';

let dispose: () => void = () => {};
let frames: FrameRequestCallback[] = [];
let scrolls: number[] = [];

/** Runs the pending animation frame at `time` ms. */
function frame(time: number) {
  const pending = frames;
  frames = [];
  for (const callback of pending) callback(time);
}

function setReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce && query.includes('prefers-reduced-motion: reduce'), media: query }) as MediaQueryList,
  );
}

/** Places the element `top` px below the viewport's top edge. */
function placeAt(element: Element, top: number) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 40, left: 0, right: 0, width: 0, height: 40, x: 0, y: top, toJSON: () => ({}) });
}

beforeEach(() => {
  frames = [];
  scrolls = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => (frames = []));
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => void scrolls.push(options.top ?? NaN)) as typeof window.scrollTo);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
  setReducedMotion(false);
});
afterEach(() => {
  dispose();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('scroll helpers', () => {
  it('eases from start to end', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(scrollPositionAt(0, 1000, 250)).toBeLessThan(250);
    expect(scrollPositionAt(0, 1000, 1000)).toBe(1000);
    expect(scrollPositionAt(0, 1000, 5000)).toBe(1000);
  });
});

describe('scrollToNotice', () => {
  it('animates over 1000 ms to 100 px above the notice', async () => {
    document.body.innerHTML = '<div class="woocommerce-error" role="alert">Bad</div>';
    const notice = document.body.firstElementChild!;
    placeAt(notice, 1500);
    const done = vi.fn();
    void scrollToNotice(notice, window).then(done);
    frame(0);
    frame(500);
    expect(scrolls.at(-1)).toBe(700);
    frame(999);
    expect(scrolls.at(-1)).toBeLessThan(1400);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    frame(1000);
    expect(scrolls.at(-1)).toBe(1400);
    expect(frames).toHaveLength(0);
    await Promise.resolve();
    expect(done).toHaveBeenCalled();
  });

  it('never scrolls above the top of the page', () => {
    document.body.innerHTML = '<div class="woocommerce-error" role="alert">Bad</div>';
    const notice = document.body.firstElementChild!;
    placeAt(notice, 40);
    void scrollToNotice(notice, window);
    frame(0);
    frame(1000);
    expect(scrolls.at(-1)).toBe(0);
  });

  it('jumps at once under prefers-reduced-motion', () => {
    setReducedMotion(true);
    document.body.innerHTML = '<div class="woocommerce-error" role="alert">Bad</div>';
    const notice = document.body.firstElementChild!;
    placeAt(notice, 1500);
    void scrollToNotice(notice, window);
    expect(scrolls).toEqual([1400]);
    expect(frames).toHaveLength(0);
  });

  it('stops when the visitor scrolls', () => {
    document.body.innerHTML = '<div class="woocommerce-error" role="alert">Bad</div>';
    const notice = document.body.firstElementChild!;
    placeAt(notice, 1500);
    void scrollToNotice(notice, window);
    frame(0);
    window.dispatchEvent(new Event('wheel'));
    expect(frames).toHaveLength(0);
  });
});

describe('initNotices', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));

  it('focuses the first alert notice 500 ms after load, not before, without scrolling', () => {
    document.body.innerHTML = `<p class="woocommerce-result-count" role="alert">Showing all 3 results</p>
      <div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="status">Added</div>
      <div class="woocommerce-error" role="alert" id="first">Out of stock</div><div class="woocommerce-error" role="alert">Other</div></div>`;
    const alert = document.querySelector<HTMLElement>('#first')!;
    const focus = vi.spyOn(alert, 'focus');
    dispose = initNotices(document, window);
    vi.advanceTimersByTime(499);
    expect(document.activeElement).not.toBe(alert);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(alert);
    expect(alert.getAttribute('tabindex')).toBe('-1');
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('focuses the success notice of a page reached by an add to cart when there is no alert', () => {
    document.body.innerHTML = `<p class="woocommerce-result-count" role="alert">Showing all 3 results</p>
      <div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="status">“Mug” has been added to your cart.</div></div>`;
    const notice = document.querySelector<HTMLElement>('.woocommerce-message')!;
    dispose = initNotices(document, window);
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(notice);
    expect(notice.getAttribute('tabindex')).toBe('-1');
  });

  it('does not take focus the visitor has already placed', () => {
    document.body.innerHTML = '<input id="search"><div class="woocommerce-error" role="alert">Bad</div>';
    dispose = initNotices(document, window);
    const search = document.querySelector<HTMLElement>('#search')!;
    search.focus();
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(search);
  });

  it('scrolls to a notice out of view at load', () => {
    document.body.innerHTML = '<div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="status">Added</div></div>';
    placeAt(document.querySelector('.woocommerce-message')!, 1200);
    dispose = initNotices(document, window);
    frame(0);
    frame(1000);
    expect(scrolls.at(-1)).toBe(1100);
  });

  it('leaves the page where it is when the notice is in view', () => {
    document.body.innerHTML = '<div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="status">Added</div></div>';
    placeAt(document.querySelector('.woocommerce-message')!, 200);
    dispose = initNotices(document, window);
    expect(frames).toHaveLength(0);
    expect(scrolls).toEqual([]);
  });
});
