import type { WidgetContext } from '../shared/widget.ts';
import { requireApis } from '../shared/require-apis.ts';
import { REVEAL_SELECTOR } from './wanted.ts';

/** Hidden until it enters the window (app/styles/base.css); only the script ever adds it. */
export const PENDING_CLASS = 'reveal-pending';
/** The contract's mark of an element shown. */
export const REVEALED_CLASS = 'is-revealed';

/**
 * Scroll reveal: `[data-reveal]` elements below the window fade in (over REVEAL_FADE_MS) as they enter
 * it. Content is never hidden without the script, nor for what is in view at the start, nor with reduced
 * motion or a browser lacking IntersectionObserver: those are marked shown at once.
 */
export function start({ document: doc, window: win, reducedMotion }: WidgetContext): void {
  const elements = [...doc.querySelectorAll<HTMLElement>(REVEAL_SELECTOR)];
  const { IntersectionObserver } = win as Window & typeof globalThis;
  if (reducedMotion() || !requireApis('reveal', { IntersectionObserver })) {
    for (const element of elements) element.classList.add(REVEALED_CLASS);
    return;
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      entry.target.classList.add(REVEALED_CLASS);
      entry.target.classList.remove(PENDING_CLASS);
    }
  });
  for (const element of elements) {
    if (isInView(element, win)) {
      element.classList.add(REVEALED_CLASS);
      continue;
    }
    element.classList.add(PENDING_CLASS);
    observer.observe(element);
  }
}

/** Whether any part of the element is inside the window now. */
export function isInView(element: Element, win: Window): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < win.innerHeight && box.right > 0 && box.left < win.innerWidth;
}
