/**
 * Where a key moves the focus in a tab list (WAI-ARIA tabs pattern): the arrows along the list's
 * orientation to the previous or next tab, wrapping around; Home and End to the first and last.
 * Null for any other key, which stays the browser's.
 */
export function tabKeyTarget(key: string, current: number, count: number, vertical: boolean): number | null {
  if (count === 0) return null;
  const [back, forward] = vertical ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  if (key === back) return (current - 1 + count) % count;
  if (key === forward) return (current + 1) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
