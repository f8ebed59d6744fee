// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToPage } from './yield-to-page.ts';

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
