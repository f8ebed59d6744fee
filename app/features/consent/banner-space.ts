/**
 * WCAG 2.2 2.4.11 (Focus Not Obscured): the fixed banner must not hide the field that has focus. While
 * it is open the page reserves the strip of the viewport it covers: as scroll padding (the browser scrolls
 * a focused element clear of the strip) and as the body's padding (the last controls of a page can still
 * scroll above it).
 */

import { setStyleProperty } from '../ui/dom.ts';
import { reserveScrollPadding } from '../ui/scroll-padding.ts';

/** The name the banner's room is reserved under (ui/scroll-padding.ts). */
export const BANNER_ROOM = 'consent banner';

/** The strip of the viewport the banner covers at the top and at the bottom, in whole pixels (none when hidden). */
export function coveredStrip(rect: Pick<DOMRect, 'top' | 'bottom' | 'height'>, viewportHeight: number): { top: number; bottom: number } {
  if (rect.height <= 0) return { top: 0, bottom: 0 };
  // A banner in the upper half hangs from the top; otherwise it stands on the bottom edge.
  if (rect.top < viewportHeight - rect.bottom) return { top: Math.max(0, Math.ceil(rect.bottom)), bottom: 0 };
  return { top: 0, bottom: Math.max(0, Math.ceil(viewportHeight - rect.top)) };
}

/** Keeps the reserved strip in step with the banner: call `update` after it opens or closes. */
export function reserveBannerSpace(win: Window, banner: () => HTMLElement | null): { update(): void } {
  const doc = win.document;
  let observed: HTMLElement | null = null;
  const measure = () => {
    const element = banner();
    const open = element !== null && !element.hidden && win.getComputedStyle(element).display !== 'none';
    const strip = open ? coveredStrip(element.getBoundingClientRect(), win.innerHeight) : { top: 0, bottom: 0 };
    reserveScrollPadding(doc, BANNER_ROOM, strip);
    setStyleProperty(doc.body, 'padding-top', strip.top > 0 ? `${strip.top}px` : '');
    setStyleProperty(doc.body, 'padding-bottom', strip.bottom > 0 ? `${strip.bottom}px` : '');
  };
  const update = () => {
    const element = banner();
    // The banner's height changes with the viewport's width (its text wraps). A banner seen for the first
    // time is measured by the observer's first call, after the browser's own layout of the frame: measured
    // here, while the page starts, it would force a layout of the whole page in the middle of a script.
    const Observer = (win as Window & typeof globalThis).ResizeObserver;
    if (element && element !== observed && typeof Observer === 'function') {
      observed = element;
      new Observer(measure).observe(element);
      return;
    }
    measure();
  };
  win.addEventListener('resize', update, { passive: true });
  // Scroll padding is the browser's rule for focus, but a control already partly in view is left where
  // it is: here it is moved clear of the strip as well.
  win.document.addEventListener('focusin', (event) => {
    const element = banner();
    const target = event.target as Element | null;
    if (!element || typeof target?.getBoundingClientRect !== 'function' || element.contains(target)) return;
    const strip = coveredStrip(element.getBoundingClientRect(), win.innerHeight);
    const by = scrollToClear(target.getBoundingClientRect(), strip, win.innerHeight);
    if (by !== 0) win.scrollBy({ top: by, behavior: 'instant' });
  });
  return { update };
}

/** How far to scroll so `rect` clears the covered strips (0 when it does): its top wins when it cannot fit. */
export function scrollToClear(rect: Pick<DOMRect, 'top' | 'bottom'>, strip: { top: number; bottom: number }, viewportHeight: number): number {
  const margin = 8;
  const visibleBottom = viewportHeight - strip.bottom;
  if (rect.top < strip.top) return Math.floor(rect.top - strip.top - margin);
  if (rect.bottom > visibleBottom) return Math.ceil(Math.min(rect.bottom - visibleBottom + margin, rect.top - strip.top - margin));
  return 0;
}
