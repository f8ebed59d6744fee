// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MASONRY_RESIZE_DEBOUNCE_MS, MASONRY_TRANSITION_MS } from '../../../core/contract/theme/constants.ts';
import { themeParams } from '../shared/widget.ts';
import { ACTIVE_CLASS, ANIMATED_CLASS, start } from './masonry.ts';
import { packColumns } from './pack.ts';

describe('packing into columns', () => {
  it('puts each item, in order, under the shortest column, of equals the one nearest the inline start', () => {
    const { placements, height } = packColumns([300, 100, 200, 50, 120], 3, 100, 20, 10);
    expect(placements).toEqual([
      { x: 0, y: 0 },
      { x: 120, y: 0 },
      { x: 240, y: 0 },
      { x: 120, y: 110 },
      { x: 120, y: 170 },
    ]);
    expect(height).toBe(300);
  });

  it('is empty for no items', () => {
    expect(packColumns([], 2, 100, 0, 0)).toEqual({ placements: [], height: 0 });
  });
});

describe('masonry lists', () => {
  let width = 1280;
  let frames: FrameRequestCallback[] = [];
  const heights = [300, 100, 200, 50];

  function page() {
    document.body.innerHTML = `<div id="list" data-masonry>${heights.map((height) => `<article data-height="${height}"><a href="#">Post</a></article>`).join('')}</div>`;
    const list = document.getElementById('list')!;
    Object.defineProperty(list, 'clientWidth', { configurable: true, get: () => (width >= 1025 ? 940 : 700) });
    for (const item of list.children) {
      (item as HTMLElement).getBoundingClientRect = () => ({ height: Number(item.getAttribute('data-height')) }) as DOMRect;
    }
    return list;
  }

  let direction = 'ltr';

  beforeEach(() => {
    width = 1280;
    direction = 'ltr';
    frames = [];
    vi.useFakeTimers();
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query === '(min-width: 768px)' ? width >= 768 : false }) as MediaQueryList);
    vi.spyOn(window, 'getComputedStyle').mockImplementation(
      () => ({ direction, columnGap: '20px', rowGap: '20px', getPropertyValue: () => (width >= 1025 ? '3' : width >= 768 ? '2' : '1') }) as unknown as CSSStyleDeclaration,
    );
    Object.defineProperty(window, 'innerWidth', { configurable: true, get: () => width });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  const runFrames = () => {
    while (frames.length > 0) frames.shift()!(0);
  };
  const transforms = (list: HTMLElement) => [...list.children].map((item) => (item as HTMLElement).style.transform);
  const context = (reduced = false) => ({ document, window, params: themeParams(window), reducedMotion: () => reduced });

  it('places every item in the shortest column at 768 px and wider, keeping the DOM order', () => {
    const list = page();
    const order = [...list.children];
    start(context());
    expect(list.classList.contains(ACTIVE_CLASS)).toBe(true);
    expect(transforms(list)).toEqual(['translate(0px, 0px)', 'translate(320px, 0px)', 'translate(640px, 0px)', 'translate(320px, 120px)']);
    expect((list.children[0] as HTMLElement).style.width).toBe('300px');
    expect(list.style.height).toBe('300px');
    expect([...list.children]).toEqual(order);
    expect(list.classList.contains(ANIMATED_CLASS)).toBe(false);
    runFrames();
    expect(list.classList.contains(ANIMATED_CLASS)).toBe(true);
  });

  it('right-to-left, fills the columns from the inline start on the right: the same places, mirrored', () => {
    direction = 'rtl';
    const list = page();
    start(context());
    expect(transforms(list)).toEqual(['translate(0px, 0px)', 'translate(-320px, 0px)', 'translate(-640px, 0px)', 'translate(-320px, 120px)']);
    expect(list.style.height).toBe('300px');
  });

  it('relays after the resize settles, and goes back to the plain grid below 768 px', () => {
    const list = page();
    start(context());
    runFrames();
    width = 800;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(MASONRY_RESIZE_DEBOUNCE_MS - 1);
    expect((list.children[0] as HTMLElement).style.width).toBe('300px');
    vi.advanceTimersByTime(1);
    expect(transforms(list)).toEqual(['translate(0px, 0px)', 'translate(360px, 0px)', 'translate(360px, 120px)', 'translate(0px, 320px)']);
    width = 390;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(MASONRY_RESIZE_DEBOUNCE_MS);
    expect(list.classList.contains(ACTIVE_CLASS)).toBe(false);
    expect(list.getAttribute('style') ?? '').toBe('');
    expect(transforms(list)).toEqual(['', '', '', '']);
  });

  it('relays when an image loads, and never glides with reduced motion', () => {
    const list = page();
    start(context(true));
    runFrames();
    expect(list.classList.contains(ANIMATED_CLASS)).toBe(false);
    list.children[1]!.setAttribute('data-height', '500');
    const image = document.createElement('img');
    list.children[1]!.append(image);
    image.dispatchEvent(new Event('load'));
    runFrames();
    expect(transforms(list)[3]).toBe('translate(640px, 220px)');
  });

  it('the stylesheet glides over MASONRY_TRANSITION_MS, only where the script asked, and never with reduced motion', () => {
    const css = readFileSync('app/styles/widgets/masonry.css', 'utf8');
    expect(css).toContain(`[data-masonry].${ANIMATED_CLASS} > * {\n  transition: transform ${MASONRY_TRANSITION_MS / 1000}s ease;`);
    expect(css).toMatch(/prefers-reduced-motion: reduce\) \{\n {2}\[data-masonry\]\.is-masonry-animated > \* \{\n {4}transition: none;/);
    expect(css).toContain('@media (min-width: 768px)');
  });
});
