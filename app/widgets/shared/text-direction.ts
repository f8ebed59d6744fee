/**
 * Whether the element's text runs right to left, as the page lays it out now (`dir` on it or an ancestor,
 * or CSS): there the inline start is the right edge, and "next" lies to the left.
 */
export function runsRightToLeft(win: Window, element: Element): boolean {
  return win.getComputedStyle(element).direction === 'rtl';
}
