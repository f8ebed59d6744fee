/**
 * WCAG 2.2 2.4.11 (Focus Not Obscured): the fixed banner must not hide the field that has focus. While
 * it is open the page reserves the strip of the viewport it covers, as two custom properties on `<html>`
 * that consent.css turns into scroll padding (the browser scrolls a focused element clear of the strip)
 * and body padding (the last controls of a page can still scroll above it).
 */

export const SPACE_TOP = '--cc-space-top';
export const SPACE_BOTTOM = '--cc-space-bottom';

/** The strip of the viewport the banner covers at the top and at the bottom, in whole pixels (none when hidden). */
export function coveredStrip(rect: Pick<DOMRect, 'top' | 'bottom' | 'height'>, viewportHeight: number): { top: number; bottom: number } {
  if (rect.height <= 0) return { top: 0, bottom: 0 };
  // A banner in the upper half hangs from the top; otherwise it stands on the bottom edge.
  if (rect.top < viewportHeight - rect.bottom) return { top: Math.max(0, Math.ceil(rect.bottom)), bottom: 0 };
  return { top: 0, bottom: Math.max(0, Math.ceil(viewportHeight - rect.top)) };
}

/** Keeps the reserved strip in step with the banner: call `update` after it opens or closes. */
export function reserveBannerSpace(win: Window, banner: () => HTMLElement | null): { update(): void } {
  const root = win.document.documentElement;
  let observed: HTMLElement | null = null;
  const update = () => {
    const element = banner();
    const open = element !== null && !element.hidden && win.getComputedStyle(element).display !== 'none';
    const strip = open ? coveredStrip(element.getBoundingClientRect(), win.innerHeight) : { top: 0, bottom: 0 };
    root.style.setProperty(SPACE_TOP, `${strip.top}px`);
    root.style.setProperty(SPACE_BOTTOM, `${strip.bottom}px`);
    // The banner's height changes with the viewport's width (its text wraps).
    const Observer = (win as Window & typeof globalThis).ResizeObserver;
    if (element && element !== observed && typeof Observer === 'function') {
      observed = element;
      new Observer(update).observe(element);
    }
  };
  win.addEventListener('resize', update, { passive: true });
  return { update };
}
