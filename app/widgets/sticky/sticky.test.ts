// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeParams } from '../shared/widget.ts';
import { parseStickyTokens, stickyOptions } from './options.ts';
import { stickyState, type StickyMeasure } from './sticky-state.ts';
import { start } from './sticky.ts';

const plain = { mobile: false, shrinked: false, always: false, to: null };
const at = (measure: Partial<StickyMeasure>): StickyMeasure => ({ scrollY: 0, viewportWidth: 1280, top: 100, height: 64, stopTop: null, ...measure });

describe('data-sticky options', () => {
  it('reads the space-separated tokens, ignoring unknown ones and extra spaces', () => {
    expect([...parseStickyTokens(' mobile  shrinked bogus always ')]).toEqual(['mobile', 'shrinked', 'always']);
    expect(parseStickyTokens('').size).toBe(0);
    expect(parseStickyTokens(null).size).toBe(0);
  });

  it('gives each element its variants and its stop element', () => {
    const element = document.createElement('div');
    element.setAttribute('data-sticky', 'shrinked');
    expect(stickyOptions(element)).toEqual({ ...plain, shrinked: true });
    element.setAttribute('data-sticky', '');
    element.setAttribute('data-sticky-to', ' #footer ');
    expect(stickyOptions(element)).toEqual({ ...plain, to: '#footer' });
  });
});

describe('when an element is fixed', () => {
  it('is fixed once the page scrolled past its own top', () => {
    expect(stickyState(plain, at({ scrollY: 100 })).fixed).toBe(false);
    expect(stickyState(plain, at({ scrollY: 101 }))).toEqual({ fixed: true, shrunk: false });
  });

  it('is fixed at once with always, and shrunk only once scrolled past with shrinked', () => {
    expect(stickyState({ ...plain, always: true }, at({ scrollY: 0 }))).toEqual({ fixed: true, shrunk: false });
    expect(stickyState({ ...plain, always: true, shrinked: true }, at({ scrollY: 0 }))).toEqual({ fixed: true, shrunk: false });
    expect(stickyState({ ...plain, shrinked: true }, at({ scrollY: 200 }))).toEqual({ fixed: true, shrunk: true });
  });

  it('is not fixed below 768 px unless mobile', () => {
    expect(stickyState(plain, at({ scrollY: 500, viewportWidth: 767 })).fixed).toBe(false);
    expect(stickyState(plain, at({ scrollY: 500, viewportWidth: 768 })).fixed).toBe(true);
    expect(stickyState({ ...plain, mobile: true }, at({ scrollY: 500, viewportWidth: 390 })).fixed).toBe(true);
  });

  it('stops being fixed once the data-sticky-to element reaches its bottom edge', () => {
    const options = { ...plain, to: '#end' };
    expect(stickyState(options, at({ scrollY: 500, stopTop: 65 })).fixed).toBe(true);
    expect(stickyState(options, at({ scrollY: 500, stopTop: 64 })).fixed).toBe(false);
  });
});

describe('the sticky widget', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  /** A page whose sticky header is 800 px wide, `left` px from the window's left edge. */
  function page(attributes: string, left = 0) {
    document.body.innerHTML = `<header id="h" ${attributes}>Header</header><main>Content</main>`;
    const header = document.getElementById('h')!;
    let scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    vi.spyOn(header, 'getBoundingClientRect').mockImplementation(() => new DOMRect(left, header.classList.contains('is-sticky') ? 0 : 40 - scrollY, 800, 64));
    const placeholder = () => document.querySelector<HTMLElement>('.sticky-placeholder')!;
    start({ document, window, params: themeParams(window), reducedMotion: () => false });
    vi.spyOn(placeholder(), 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, 40 - scrollY, 800, placeholder().hidden ? 0 : 64));
    const scrollTo = (y: number) => {
      scrollY = y;
      window.dispatchEvent(new Event('scroll'));
    };
    return { header, placeholder, scrollTo };
  }

  it('fixes the element past its top and holds its place with a placeholder of its height', () => {
    const { header, placeholder, scrollTo } = page('data-sticky=""');
    expect(header.classList.contains('is-sticky')).toBe(false);
    expect(placeholder().hidden).toBe(true);
    expect(placeholder().getAttribute('aria-hidden')).toBe('true');
    scrollTo(200);
    expect(header.classList.contains('is-sticky')).toBe(true);
    expect(placeholder().hidden).toBe(false);
    expect(placeholder().style.height).toBe('64px');
    expect(header.classList.contains('is-shrinked')).toBe(false);
    // A stuck header's height is the room left above anchors and focused controls.
    expect(document.documentElement.style.scrollPaddingTop).toBe('64px');
    scrollTo(10);
    expect(header.classList.contains('is-sticky')).toBe(false);
    expect(placeholder().hidden).toBe(true);
  });

  it('keeps its inline-start edge while fixed: its left in a left-to-right page, its right in a right-to-left one', () => {
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1280);
    const ltr = page('data-sticky=""', 100);
    ltr.scrollTo(200);
    expect(ltr.header.style.getPropertyValue('--sticky-inline-start')).toBe('100px');
    vi.restoreAllMocks();
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1280);
    const rtl = page('data-sticky="" style="direction: rtl"', 100);
    rtl.scrollTo(200);
    // 1280 − (100 + 800): as far from the right edge as it stood before it stuck.
    expect(rtl.header.style.getPropertyValue('--sticky-inline-start')).toBe('380px');
    rtl.scrollTo(0);
    expect(rtl.header.style.getPropertyValue('--sticky-inline-start')).toBe('');
  });

  it('shrinks with shrinked and is fixed at once with always', () => {
    const { header, scrollTo } = page('data-sticky="always shrinked"');
    expect(header.classList.contains('is-sticky')).toBe(true);
    expect(header.classList.contains('is-shrinked')).toBe(false);
    scrollTo(300);
    expect(header.classList.contains('is-shrinked')).toBe(true);
    scrollTo(0);
    expect(header.classList.contains('is-sticky')).toBe(true);
    expect(header.classList.contains('is-shrinked')).toBe(false);
  });

  it('uses the placeholder the server wrote before the element rather than adding one', () => {
    document.body.innerHTML = '<div class="sticky-placeholder" aria-hidden="true" hidden></div><header data-sticky="">Header</header>';
    start({ document, window, params: themeParams(window), reducedMotion: () => false });
    expect(document.querySelectorAll('.sticky-placeholder')).toHaveLength(1);
    expect(document.body.firstElementChild?.nextElementSibling?.localName).toBe('header');
  });

  it('logs one error and leaves the page as served without requestAnimationFrame', () => {
    document.body.innerHTML = '<header data-sticky="">Header</header>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const win = Object.create(window, { requestAnimationFrame: { value: undefined } }) as Window;
    start({ document, window: win, params: themeParams(window), reducedMotion: () => false });
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]?.[0]).toContain('sticky');
    expect(error.mock.calls[0]?.[0]).toContain('requestAnimationFrame');
    expect(document.querySelector('.sticky-placeholder')).toBeNull();
  });
});
