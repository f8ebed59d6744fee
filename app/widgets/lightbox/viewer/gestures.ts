import { LIGHTBOX } from './timing.ts';

/**
 * Where a finished swipe moves: a mostly horizontal drag of at least the threshold; anything else stays.
 * The finger pulls the next item in from where it lies: from the right (a swipe toward the left) in a
 * left-to-right lightbox, from the left (a swipe toward the right) in a right-to-left one.
 */
export function swipeStep(dx: number, dy: number, { rtl = false, threshold = LIGHTBOX.swipeThresholdPx }: { rtl?: boolean; threshold?: number } = {}): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  const towardLeft = dx < 0;
  return towardLeft !== rtl ? 1 : -1;
}

/** How far a second tap may land from the first and still count as a double tap, in CSS pixels. */
const DOUBLE_TAP_SLOP_PX = 40;

/**
 * Recognises double taps: `tap` answers true for a tap within the window of the one before it, near it.
 * A recognised pair is spent, so a third tap starts over.
 */
export function doubleTapRecognizer(windowMs: number = LIGHTBOX.doubleTapMs): { tap(time: number, x: number, y: number): boolean } {
  let last: { time: number; x: number; y: number } | null = null;
  return {
    tap(time, x, y) {
      const double = last !== null && time - last.time <= windowMs && Math.hypot(x - last.x, y - last.y) <= DOUBLE_TAP_SLOP_PX;
      last = double ? null : { time, x, y };
      return double;
    },
  };
}
