// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WheelKind, type WheelSample } from './wheel-kind.ts';
import { easeOutCubic, wheelScroller } from './wheel-scroller.ts';
import { wheelBelongsElsewhere } from './scrollable.ts';
import { start } from './smooth-wheel.ts';
import { themeParams } from '../shared/widget.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const wheel = (deltaY: number, timeStamp: number, more: Partial<WheelSample> = {}): WheelSample => ({ deltaX: 0, deltaY, deltaMode: 0, ctrlKey: false, timeStamp, ...more });

/** The notches the classifier gives a stream of events, in order. */
function notches(events: WheelSample[]): number[] {
  const kind = new WheelKind();
  return events.map((event) => kind.notches(event));
}

describe('WheelKind', () => {
  it('counts a mouse wheel’s pixel notches (100 or 120 px), fast spins and coalesced notches included', () => {
    expect(notches([wheel(100, 0), wheel(-100, 500), wheel(120, 1000), wheel(120, 1010), wheel(240, 1020), wheel(100, 2000), wheel(200, 2010)])).toEqual([1, -1, 1, 1, 2, 1, 2]);
  });

  it('counts line deltas (Firefox’s mouse wheel) as notches', () => {
    expect(notches([wheel(3, 0, { deltaMode: 1 }), wheel(-6, 500, { deltaMode: 1 })])).toEqual([1, -2]);
  });

  it('leaves a trackpad’s small, fractional or sideways deltas to the browser', () => {
    expect(notches([wheel(4, 0)])).toEqual([0]);
    expect(notches([wheel(62.5, 0)])).toEqual([0]);
    expect(notches([wheel(100, 0, { deltaX: 3 })])).toEqual([0]);
  });

  it('keeps a whole trackpad gesture native, momentum included, until a pause', () => {
    expect(notches([wheel(2, 0), wheel(18, 16), wheel(100, 32), wheel(100, 48), wheel(100, 1000)])).toEqual([0, 0, 0, 0, 1]);
  });

  it('takes a dense stream of varying notch-sized deltas for a trackpad', () => {
    expect(notches([wheel(100, 0), wheel(72, 16), wheel(100, 600)])).toEqual([1, 0, 1]);
  });

  it('never takes ctrl+wheel (zoom, pinch), page deltas or horizontal scrolling', () => {
    expect(notches([wheel(100, 0, { ctrlKey: true }), wheel(1, 500, { deltaMode: 2 }), wheel(0, 1000, { deltaX: 100 })])).toEqual([0, 0, 0]);
  });
});

describe('wheelScroller', () => {
  it('eases out from start to end', () => {
    expect([0, 0.5, 1, 2].map(easeOutCubic)).toEqual([0, 0.875, 1, 1]);
  });

  it('glides by each step over the duration, a step during the glide extending its target, within the page', () => {
    let frame: FrameRequestCallback | null = null;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    let y = 0;
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
      y = options.top!;
    }) as typeof window.scrollTo);
    const scroller = wheelScroller(window, 400);
    scroller.by(100);
    now = 200;
    frame!(200);
    expect(y).toBeCloseTo(87.5);
    scroller.by(100);
    now = 600;
    frame!(600);
    expect(y).toBe(200);
    frame = null;
    scroller.by(100);
    frame!(1000);
    expect(y).toBe(200);
  });
});

describe('wheelBelongsElsewhere', () => {
  it('is true over an element that scrolls by itself, or while the page is held still', () => {
    document.body.innerHTML = '<div id="panel" style="overflow-y: auto"><p id="inside">x</p></div><p id="outside">y</p>';
    const panel = document.getElementById('panel')!;
    Object.defineProperty(panel, 'scrollHeight', { configurable: true, value: 500 });
    Object.defineProperty(panel, 'clientHeight', { configurable: true, value: 100 });
    expect(wheelBelongsElsewhere(document.getElementById('inside'), document)).toBe(true);
    expect(wheelBelongsElsewhere(document.getElementById('outside'), document)).toBe(false);
    document.body.style.overflowY = 'hidden';
    expect(wheelBelongsElsewhere(document.getElementById('outside'), document)).toBe(true);
    document.body.style.overflowY = '';
  });
});

describe('smooth wheel', () => {
  function dispatch(init: WheelEventInit) {
    const event = new WheelEvent('wheel', { bubbles: true, cancelable: true, ...init });
    document.body.dispatchEvent(event);
    return event;
  }

  it('takes over mouse notches, and leaves them with reduced motion', () => {
    let reduced = false;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    start({ document, window, params: themeParams(window), reducedMotion: () => reduced });
    expect(dispatch({ deltaY: 100 }).defaultPrevented).toBe(true);
    expect(dispatch({ deltaY: 3.5 }).defaultPrevented).toBe(false);
    reduced = true;
    expect(dispatch({ deltaY: 100, deltaMode: 1 }).defaultPrevented).toBe(false);
  });
});
