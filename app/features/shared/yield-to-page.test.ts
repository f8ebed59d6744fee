// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, yieldToPage } from './yield-to-page.ts';

afterEach(() => {
  delete (window as unknown as { scheduler?: unknown }).scheduler;
  vi.useRealTimers();
});

describe('yieldToPage', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const scheduler = { yield: vi.fn(function (this: unknown) { expect(this).toBe(scheduler); return Promise.resolve(); }) };
    (window as unknown as { scheduler?: unknown }).scheduler = scheduler;
    await yieldToPage(window);
    expect(scheduler.yield).toHaveBeenCalledOnce();
  });

  it('otherwise waits for a zero-delay timer, after the work already queued', async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = yieldToPage(window).then(() => { done = true; });
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    await waiting;
    expect(done).toBe(true);
  });
});

describe('afterNextPaint', () => {
  it('waits for the next animation frame, then for a task of its own', async () => {
    const frames: FrameRequestCallback[] = [];
    const win = { requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback), setTimeout: (callback: () => void) => { timers.push(callback); return 0; } } as unknown as Window;
    const timers: Array<() => void> = [];
    let done = false;
    const waiting = afterNextPaint(win).then(() => { done = true; });
    await Promise.resolve();
    expect([frames.length, timers.length, done]).toEqual([1, 0, false]);
    frames[0]!(0);
    expect(timers).toHaveLength(1);
    await Promise.resolve();
    expect(done).toBe(false);
    timers[0]!();
    await waiting;
    expect(done).toBe(true);
  });
});
