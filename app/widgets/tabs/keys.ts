/** How a tab list runs: along the block axis, or along the inline axis in its text direction. */
export interface TabListLayout {
  vertical: boolean;
  /** The list's computed direction is right-to-left; only a horizontal list cares. */
  rtl: boolean;
}

/**
 * Where a key moves the focus in a tab list (WAI-ARIA tabs pattern): the arrows along the list's
 * orientation to the previous or next tab, wrapping around; Home and End to the first and last.
 * In a right-to-left horizontal list the next tab is on the left, so ArrowLeft moves forward.
 * Null for any other key, which stays the browser's.
 */
export function tabKeyTarget(key: string, current: number, count: number, { vertical, rtl }: TabListLayout): number | null {
  if (count === 0) return null;
  const [back, forward] = vertical ? ['ArrowUp', 'ArrowDown'] : rtl ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
  if (key === back) return (current - 1 + count) % count;
  if (key === forward) return (current + 1) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
