// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVEAL_FADE_MS } from '../../../core/contract/theme/constants.ts';
import { themeParams } from '../shared/widget.ts';
import { PENDING_CLASS, REVEALED_CLASS, start } from './reveal.ts';
import { revealWanted } from './wanted.ts';

let observed: Element[] = [];
let report: IntersectionObserverCallback = () => {};

class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = callback;
  }
  observe(element: Element) {
    observed.push(element);
  }
  unobserve(element: Element) {
    observed = observed.filter((candidate) => candidate !== element);
  }
  disconnect() {}
}

function place(element: Element, top: number) {
  element.getBoundingClientRect = () => ({ top, bottom: top + 300, left: 0, right: 800, width: 800, height: 300, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
}

function page() {
  document.body.innerHTML = '<section id="seen" data-reveal></section><section id="below" data-reveal></section>';
  const [seen, below] = [document.getElementById('seen')!, document.getElementById('below')!];
  place(seen, 100);
  place(below, 2000);
  return { seen, below };
}

const context = (reduced = false) => ({ document, window, params: themeParams(window), reducedMotion: () => reduced });

beforeEach(() => {
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reveal', () => {
  it('runs only when enabled, and never in the live preview', () => {
    expect(revealWanted({ reveal_effect: { enabled: false }, preview: false })).toBe(false);
    expect(revealWanted({ reveal_effect: { enabled: true }, preview: false })).toBe(true);
    expect(revealWanted({ reveal_effect: { enabled: true }, preview: true })).toBe(false);
  });

  it('shows what is in view at once and hides only what is below, until it enters the window', () => {
    const { seen, below } = page();
    start(context());
    expect(seen.classList.contains(REVEALED_CLASS)).toBe(true);
    expect(seen.classList.contains(PENDING_CLASS)).toBe(false);
    expect(below.classList.contains(PENDING_CLASS)).toBe(true);
    expect(observed).toEqual([below]);
    report([{ target: below, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(below.classList.contains(REVEALED_CLASS)).toBe(true);
    expect(below.classList.contains(PENDING_CLASS)).toBe(false);
    expect(observed).toEqual([]);
  });

  it('shows everything at once with reduced motion', () => {
    const { seen, below } = page();
    start(context(true));
    expect([seen, below].map((element) => element.className)).toEqual([REVEALED_CLASS, REVEALED_CLASS]);
  });

  it('shows everything and logs one error without IntersectionObserver', () => {
    const { below } = page();
    vi.stubGlobal('IntersectionObserver', undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    start(context());
    expect(below.className).toBe(REVEALED_CLASS);
    expect(error).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('reveal: this browser lacks IntersectionObserver'));
  });

  it('the stylesheet fades over REVEAL_FADE_MS and hides only what the script marked', () => {
    const css = readFileSync('app/styles/base.css', 'utf8');
    expect(css).toContain(`transition: opacity ${REVEAL_FADE_MS}ms`);
    expect(css).toContain(`html.js [data-reveal].${PENDING_CLASS} {\n  opacity: 0;`);
    expect(css.match(/opacity: 0;/g)?.length).toBe(1);
  });
});
