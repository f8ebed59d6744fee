import { stickyOffset } from './sticky-offset.ts';

/** How long a smooth scroll may take before its end is assumed (browsers without `scrollend`). */
const SCROLL_END_FALLBACK_MS = 1200;

/** Scrolls the window to `top`: smoothly, or at once when the visitor asked for reduced motion. */
export function scrollWindowTo(win: Window, top: number, instant: boolean): void {
  win.scrollTo({ top: Math.max(0, Math.round(top)), behavior: instant ? 'instant' : 'smooth' });
}

/** The window position that puts `element`'s top just below the fixed header. */
export function sectionTop(doc: Document, element: Element): number {
  const win = doc.defaultView!;
  return element.getBoundingClientRect().top + win.scrollY - stickyOffset(doc);
}

/** Runs `callback` once, when the window's scrolling has ended (or after a fallback delay). */
export function afterScrolling(win: Window, callback: () => void): void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    win.removeEventListener('scrollend', finish);
    win.clearTimeout(timer);
    callback();
  };
  const timer = win.setTimeout(finish, SCROLL_END_FALLBACK_MS);
  win.addEventListener('scrollend', finish);
}

/** Moves focus to a section reached by a link (as the browser's own jump does), without a second scroll. */
export function focusSection(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
