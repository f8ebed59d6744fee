import { stickyOffset } from './sticky-offset.ts';

/** How long a smooth scroll may take before its end is assumed (browsers without `scrollend`). */
const SCROLL_END_FALLBACK_MS = 3000;

/** Scrolls the window to `top`: smoothly, or at once when the visitor asked for reduced motion. */
export function scrollWindowTo(win: Window, top: number, instant: boolean): void {
  win.scrollTo({ top: reachableTop(win, top), behavior: instant ? 'instant' : 'smooth' });
}

/** The window position that puts `element`'s top just below the fixed header. */
export function sectionTop(doc: Document, element: Element): number {
  const win = doc.defaultView!;
  return element.getBoundingClientRect().top + win.scrollY - stickyOffset(doc);
}

/** The window position `top` is clamped to: a section near the page's end stops where the page does. */
export function reachableTop(win: Window, top: number): number {
  const max = win.document.documentElement.scrollHeight - win.innerHeight;
  return Math.round(Math.max(0, Math.min(top, max)));
}

/**
 * Runs `callback` once the window's scroll to `top` has ended: on the `scrollend` that finds it there
 * (one left over from an earlier scroll does not count), or after a fallback delay.
 */
export function afterScrolling(win: Window, top: number, callback: () => void): void {
  const target = reachableTop(win, top);
  const finish = () => {
    win.removeEventListener('scrollend', onEnd);
    win.clearTimeout(timer);
    callback();
  };
  const onEnd = () => {
    if (Math.abs(win.scrollY - target) <= 1) finish();
  };
  const timer = win.setTimeout(finish, SCROLL_END_FALLBACK_MS);
  win.addEventListener('scrollend', onEnd);
}

/** Moves focus to a section reached by a link (as the browser's own jump does), without a second scroll. */
export function focusSection(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
