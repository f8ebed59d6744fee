import { reserveScrollPadding } from '../../features/ui/scroll-padding.ts';
import { BREAKPOINTS } from '../../../core/contract/theme/constants.ts';

/** The name the header's room is reserved under (features/ui/scroll-padding.ts). */
export const STICKY_HEADER_ROOM = 'sticky header';

/**
 * The height a fixed header covers at the window's top, read when it is needed (a shrinking header
 * changes it): an element that is fixed now (`is-sticky`, or fixed/sticky by its CSS), or a `data-sticky`
 * one that will be once the page scrolls past it (below the tablet breakpoint only with `mobile`).
 */
export function stickyOffset(doc: Document): number {
  const win = doc.defaultView;
  if (!win) return 0;
  let offset = 0;
  for (const element of doc.querySelectorAll<HTMLElement>('.is-sticky, [data-sticky]')) {
    const box = element.getBoundingClientRect();
    if (box.height === 0 || !sticksNow(element, win)) continue;
    offset = Math.max(offset, box.height);
  }
  return Math.round(offset);
}

function sticksNow(element: HTMLElement, win: Window): boolean {
  if (element.classList.contains('is-sticky')) return true;
  const position = win.getComputedStyle(element).position;
  if (position === 'fixed' || position === 'sticky') return true;
  const tokens = (element.getAttribute('data-sticky') ?? '').split(/\s+/);
  return tokens.includes('mobile') || win.innerWidth > BREAKPOINTS.mobileMax;
}

/** Keeps the CSS offset in step, so the browser's own jumps to a hash land below the header too. */
export function publishStickyOffset(doc: Document): void {
  reserveScrollPadding(doc, STICKY_HEADER_ROOM, { top: stickyOffset(doc) });
}
