/**
 * The slideshow's order: slides in turn, wrapping round; slides that failed (a video that errors, an
 * image that does not load) are skipped from then on.
 */

/** The slide after `current` that has not failed; null when none is left besides `current`. */
export function nextPlayable(current: number, count: number, failed: ReadonlySet<number>): number | null {
  for (let step = 1; step < count; step += 1) {
    const index = (current + step) % count;
    if (!failed.has(index)) return index;
  }
  return null;
}

/** The next `ahead` slides after `current` (not failed, not `current`), in the order they will show. */
export function preloadOrder(current: number, count: number, ahead: number, failed: ReadonlySet<number> = new Set()): number[] {
  const order: number[] = [];
  let at = current;
  while (order.length < ahead) {
    const next = nextPlayable(at, count, failed);
    if (next === null || next === current || order.includes(next)) break;
    order.push(next);
    at = next;
  }
  return order;
}
