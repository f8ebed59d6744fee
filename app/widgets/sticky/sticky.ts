import { reserveScrollPadding } from '../../features/ui/scroll-padding.ts';
import { requireApis } from '../shared/require-apis.ts';
import { companionElement } from '../shared/companion.ts';
import type { WidgetContext } from '../shared/widget.ts';
import { stickyOptions, type StickyOptions } from './options.ts';
import { stickyState, type StickyState } from './sticky-state.ts';
import { runsRightToLeft } from '../shared/text-direction.ts';

export const STICKY_SELECTOR = '[data-sticky]';


/**
 * One `[data-sticky]` element. While fixed, an empty placeholder of its unfixed height holds its place in
 * the page, so nothing below it moves (no layout shift), and it keeps its unfixed inline-start edge and width.
 */
class StickyElement {
  readonly #element: HTMLElement;
  readonly #options: StickyOptions;
  readonly #placeholder: HTMLElement;
  readonly #win: Window;
  #state: StickyState = { fixed: false, shrunk: false };

  constructor(element: HTMLElement, win: Window) {
    this.#element = element;
    this.#win = win;
    this.#options = stickyOptions(element);
    this.#placeholder = companionElement(element, 'sticky-placeholder', 'before');
  }

  /** Re-reads the positions and fixes or frees the element (called at most once a frame). */
  update(): void {
    const { top, height } = this.#unfixedBox();
    const stop = this.#options.to ? this.#element.ownerDocument.querySelector(this.#options.to) : null;
    const next = stickyState(this.#options, {
      scrollY: this.#win.scrollY,
      viewportWidth: this.#win.innerWidth,
      top,
      height,
      stopTop: stop ? stop.getBoundingClientRect().top : null,
    });
    if (next.fixed !== this.#state.fixed) this.#setFixed(next.fixed);
    if (next.shrunk !== this.#state.shrunk) this.#element.classList.toggle('is-shrinked', next.shrunk);
    this.#state = next;
  }

  /**
   * The room the element takes at the top of the window once it sticks there: a header's unfixed height
   * where it sticks at this width, else 0. Other sticky elements (a sidebar) do not cover what scrolls in.
   */
  topOffset(): number {
    if (this.#element.localName !== 'header') return 0;
    const sticks = stickyState(this.#options, { scrollY: Number.MAX_SAFE_INTEGER, viewportWidth: this.#win.innerWidth, top: 0, height: 0, stopTop: null }).fixed;
    return sticks ? this.#unfixedBox().height : 0;
  }

  /** Frees the element so that the next update measures it afresh (after a resize). */
  reset(): void {
    if (this.#state.fixed) this.#setFixed(false);
    this.#element.classList.remove('is-shrinked');
    this.#state = { fixed: false, shrunk: false };
  }

  /** The element's place and height as if it were not fixed: the placeholder's while it is. */
  #unfixedBox(): { top: number; height: number } {
    const box = (this.#state.fixed ? this.#placeholder : this.#element).getBoundingClientRect();
    return { top: box.top + this.#win.scrollY, height: box.height };
  }

  #setFixed(fixed: boolean): void {
    const element = this.#element;
    if (fixed) {
      const box = element.getBoundingClientRect();
      // Both in the same frame: the placeholder takes the space the element leaves.
      this.#placeholder.style.height = `${box.height}px`;
      this.#placeholder.hidden = false;
      element.style.setProperty('--sticky-inline-start', `${inlineStartOffset(box, element, this.#win)}px`);
      element.style.setProperty('--sticky-width', `${box.width}px`);
      element.classList.add('is-sticky');
    } else {
      element.classList.remove('is-sticky');
      element.style.removeProperty('--sticky-inline-start');
      element.style.removeProperty('--sticky-width');
      this.#placeholder.hidden = true;
    }
  }
}

/** How far the box's inline-start edge is from the window's: from the left, or from the right in a right-to-left page. */
function inlineStartOffset(box: DOMRect, element: HTMLElement, win: Window): number {
  if (!runsRightToLeft(win, element)) return box.left;
  return element.ownerDocument.documentElement.clientWidth - box.right;
}

/** The name a stuck element's room is reserved under (features/ui/scroll-padding.ts). */
export const STUCK_HEADER_ROOM = 'stuck header';

/** Fixes each `[data-sticky]` element as the page scrolls: a passive scroll listener, at most once a frame. */
export function start({ document, window }: WidgetContext): void {
  if (!requireApis('sticky', { requestAnimationFrame: window.requestAnimationFrame })) return;
  const elements = [...document.querySelectorAll<HTMLElement>(STICKY_SELECTOR)].map((element) => new StickyElement(element, window));
  if (elements.length === 0) return;
  let queued = false;
  let resized = false;
  const update = () => {
    queued = false;
    // Freed and fixed again in one frame: a new width or height is measured without a visible jump.
    if (resized) for (const element of elements) element.reset();
    resized = false;
    for (const element of elements) element.update();
    // Scrolling to an anchor or to a focused control keeps it clear of the stuck header (header.css).
    const offset = Math.max(0, ...elements.map((element) => element.topOffset()));
    reserveScrollPadding(document, STUCK_HEADER_ROOM, { top: offset });
  };
  const schedule = () => {
    if (queued) return;
    queued = true;
    window.requestAnimationFrame(update);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', () => {
    resized = true;
    schedule();
  });
  update();
}
