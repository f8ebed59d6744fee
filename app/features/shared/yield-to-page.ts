interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the page can paint and answer input before the next piece of start-up work:
 * `scheduler.yield()` where the browser has it (the rest of the work keeps its place in line), otherwise
 * a zero-delay timer. Each widget then starts in a task of its own, never one long task for all of them.
 */
export function yieldToPage(win: Window): Promise<void> {
  const scheduler = (win as Window & { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield.call(scheduler);
  return new Promise((resolve) => win.setTimeout(resolve, 0));
}

/**
 * Resolves in the task after the next frame: measuring there finds style and layout already computed by
 * that frame, where measuring during start-up would force them early, in the middle of other work.
 */
export function afterNextPaint(win: Window): Promise<void> {
  return new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 0)));
}
