// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeParams } from '../shared/widget.ts';
import { start } from './countup.ts';
import { padToHeld } from './display.ts';

let observed: Element[] = [];
let report: IntersectionObserverCallback = () => {};
let frames: FrameRequestCallback[] = [];

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

const context = (reduced = false, preview = false) => ({ document, window, params: { ...themeParams(window), preview }, reducedMotion: () => reduced });

function scrollIntoView(element: Element) {
  report([{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
}

/** Runs the animation's frames at `step` ms apart until it stops asking for more; returns the texts it showed. */
function runFrames(element: Element, step: number): string[] {
  const seen: string[] = [];
  for (let time = 0; frames.length > 0 && time < 60_000; time += step) {
    const frame = frames.shift()!;
    frame(time);
    seen.push(element.textContent ?? '');
  }
  return seen;
}

beforeEach(() => {
  observed = [];
  frames = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('count-up', () => {
  it('counts from min up to the served value once in view, and ends on it', () => {
    document.body.innerHTML = '<p><span id="c" data-countup data-min="10" data-stop="250" data-max="500" data-prefix="$" data-suffix="+" data-duration="1000">$250+</span></p>';
    const counter = document.getElementById('c')!;
    start(context());
    expect(counter.textContent).toBe('$250+');
    expect(observed).toEqual([counter]);
    scrollIntoView(counter);
    // Padded with figure spaces to the served length, so the centred text keeps its place.
    expect(counter.textContent).toBe('\u2007$10+');
    expect(counter.style.width).not.toBe('');
    const seen = runFrames(counter, 50);
    expect(new Set(seen).size).toBeGreaterThan(5);
    expect(new Set(seen.map((text) => text.length))).toEqual(new Set([5]));
    const value = (text: string) => Number(text.trim().slice(1, -1));
    expect(seen.map(value)).toEqual([...seen.map(value)].sort((a, b) => a - b));
    expect(counter.textContent).toBe('$250+');
    expect(counter.style.width).toBe('');
    expect(observed).toEqual([]);
  });

  it('fills a circle to its clamped percentage, adding the ring an owner left out', () => {
    document.body.innerHTML = '<span id="c" data-countup="circle" data-max="80" data-stop="120" data-suffix="%">120%</span>';
    const counter = document.getElementById('c')!;
    start(context());
    expect(counter.querySelector('svg.countup-ring[aria-hidden="true"]')).not.toBeNull();
    expect(counter.style.getPropertyValue('--countup-percent')).toBe('100');
    scrollIntoView(counter);
    expect(counter.style.getPropertyValue('--countup-percent')).toBe('0');
    runFrames(counter, 100);
    expect(counter.style.getPropertyValue('--countup-percent')).toBe('100');
    expect(counter.textContent).toBe('120%');
  });

  it('logs "invalid countup args" and leaves a counter with bad numbers as served', () => {
    document.body.innerHTML = '<span id="bad" data-countup data-stop="many">many</span><span id="good" data-countup data-stop="5">5</span>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    start(context());
    expect(error).toHaveBeenCalledExactlyOnceWith('invalid countup args', document.getElementById('bad'));
    expect(document.getElementById('bad')!.textContent).toBe('many');
    expect(observed).toEqual([document.getElementById('good')]);
  });

  it('shows the final value without counting with reduced motion and in the live preview', () => {
    for (const [reduced, preview] of [[true, false], [false, true]]) {
      document.body.innerHTML = '<span id="c" data-countup="circle" data-stop="40">40</span>';
      start(context(reduced, preview));
      expect(observed).toEqual([]);
      expect(document.getElementById('c')!.textContent).toBe('40');
      expect(document.getElementById('c')!.style.getPropertyValue('--countup-percent')).toBe('40');
    }
  });

  it('the stylesheet keeps digits of one width and draws the ring from --countup-percent', () => {
    const css = readFileSync('app/styles/widgets/countup.css', 'utf8');
    expect(css).toContain('font-variant-numeric: tabular-nums');
    expect(css).toContain('stroke-dasharray: var(--countup-percent, 0) 100');
  });
});

describe('padToHeld', () => {
  it('stands a punctuation space in for each grouping mark the shorter number lacks, a figure space for each digit', () => {
    expect(padToHeld('999', '12,500')).toBe('\u2008\u2007\u2007999');
    expect(padToHeld('1,250', '12,500')).toBe('\u20071,250');
    expect(padToHeld('$10+', '$100+')).toBe('\u2007$10+');
    expect(padToHeld('0.5', '12.50')).toBe('\u2007\u20070.5');
  });

  it('leaves a number as long as the held one, or longer, alone', () => {
    expect(padToHeld('12,500', '12,500')).toBe('12,500');
    expect(padToHeld('120,500', '12,500')).toBe('120,500');
  });
});
