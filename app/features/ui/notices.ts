import { onLoad, prefersReducedMotion } from './dom.ts';

/** Spec section 4: the first alert gets focus this long after load. */
export const ALERT_FOCUS_DELAY_MS = 500;
/** Spec section 4: scrolling to a notice takes this long and stops this far above it. */
export const NOTICE_SCROLL_DURATION_MS = 1000;
export const NOTICE_SCROLL_OFFSET_PX = 100;
// Notices only: the result count is an alert too, but never takes focus.
const ALERT_SELECTOR = ['woocommerce-error', 'woocommerce-message', 'woocommerce-info'].map((name) => `.${name}[role="alert"]`).join(', ');
const NOTICE_SELECTOR = `.woocommerce-notices-wrapper > *, ${ALERT_SELECTOR}`;
/**
 * A success notice is a flash left by the action that brought the visitor here (an add to cart by link
 * reloads the page): with no alert to read, it takes focus, so the visitor learns what happened.
 */
const SUCCESS_SELECTOR = '.woocommerce-notices-wrapper > .woocommerce-message';
const INTERRUPT_EVENTS = ['wheel', 'touchstart', 'keydown'] as const;

export function easeInOutCubic(progress: number): number {
  return progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
}

/** The scroll position `elapsed` ms into an animation from `from` to `to`. */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration = NOTICE_SCROLL_DURATION_MS): number {
  const progress = duration > 0 ? Math.min(1, Math.max(0, elapsed / duration)) : 1;
  return from + (to - from) * easeInOutCubic(progress);
}

/** The window position that puts the element the offset below the top of the viewport. */
export function noticeScrollTarget(element: Element, win: Window): number {
  return Math.max(0, Math.round(win.scrollY + element.getBoundingClientRect().top - NOTICE_SCROLL_OFFSET_PX));
}

export function isInView(element: Element, win: Window): boolean {
  const rect = element.getBoundingClientRect();
  return rect.top >= 0 && rect.bottom <= win.innerHeight;
}

/**
 * Scrolls the window so the notice sits the offset below the top: eased over the spec's duration, at
 * once for reduced motion. Stopped by the user's own wheel, touch or key. Resolves when done.
 */
export function scrollToNotice(element: Element, win: Window = window): Promise<void> {
  const to = noticeScrollTarget(element, win);
  // 'instant' so a page-wide `scroll-behavior: smooth` does not fight the frames.
  const jump = (top: number) => win.scrollTo({ top, behavior: 'instant' });
  if (prefersReducedMotion(win)) {
    jump(to);
    return Promise.resolve();
  }
  const from = win.scrollY;
  return new Promise((resolve) => {
    const controller = new AbortController();
    let start: number | null = null;
    let frame = 0;
    const finish = () => {
      controller.abort();
      resolve();
    };
    const step = (time: number) => {
      start ??= time;
      const elapsed = time - start;
      jump(scrollPositionAt(from, to, elapsed));
      if (elapsed >= NOTICE_SCROLL_DURATION_MS) finish();
      else frame = win.requestAnimationFrame(step);
    };
    for (const type of INTERRUPT_EVENTS) {
      win.addEventListener(
        type,
        () => {
          win.cancelAnimationFrame(frame);
          finish();
        },
        { passive: true, signal: controller.signal },
      );
    }
    frame = win.requestAnimationFrame(step);
  });
}

/** Focuses an alert without scrolling to it; made focusable first when it is not. */
export function focusAlert(alert: HTMLElement): void {
  if (!alert.hasAttribute('tabindex')) alert.tabIndex = -1;
  alert.focus({ preventScroll: true });
}

/**
 * After load: a notice out of view is scrolled to, and after a short delay the first alert (else the
 * success notice) takes focus so screen readers read it, unless the visitor has already moved focus.
 */
export function initNotices(doc: Document = document, win: Window = window): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  onLoad(
    win,
    () => {
      const notice = doc.querySelector(NOTICE_SELECTOR);
      if (notice && !isInView(notice, win)) void scrollToNotice(notice, win);
      const timer = win.setTimeout(() => {
        const alert = doc.querySelector<HTMLElement>(ALERT_SELECTOR) ?? doc.querySelector<HTMLElement>(SUCCESS_SELECTOR);
        const active = doc.activeElement;
        const focusIsFree = !active || active === doc.body || active === doc.documentElement;
        if (alert && focusIsFree) focusAlert(alert);
      }, ALERT_FOCUS_DELAY_MS);
      signal.addEventListener('abort', () => win.clearTimeout(timer));
    },
    signal,
  );
  return () => controller.abort();
}
