import { BREAKPOINTS, OFFCANVAS_TOGGLE_SELECTOR, SPEEDS } from '../../../core/contract/theme/constants.ts';
import { companionElement } from '../shared/companion.ts';
import type { WidgetContext } from '../shared/widget.ts';
import { focusables, trappedFocusTarget } from '../shared/focus-trap.ts';
import { lockScroll } from '../shared/scroll-lock.ts';
import { offcanvasWidth } from './width.ts';


/** Where the panel is no longer offered: the desktop header shows the menu itself. */
const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.tabletMax + 1}px)`;


/**
 * One off-canvas panel and its toggle. Open: the panel shows (sliding in over `SPEEDS.default`, at once
 * with reduced motion), focus moves to its first control and is held inside, the page behind is locked.
 * Escape, the close button, a click beside the panel or the window growing to desktop size close it;
 * focus then returns to the toggle.
 */
class Offcanvas {
  readonly #toggle: HTMLButtonElement;
  readonly #panel: HTMLElement;
  readonly #context: WidgetContext;
  readonly #backdrop: HTMLElement;
  #unlock: (() => void) | null = null;
  #hideTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(toggle: HTMLButtonElement, panel: HTMLElement, context: WidgetContext) {
    this.#toggle = toggle;
    this.#panel = panel;
    this.#context = context;
    this.#backdrop = companionElement(panel, 'offcanvas-backdrop', 'after');
  }

  /** Open, and still in the page (a toggle taken out of the document no longer holds the keyboard). */
  get isOpen(): boolean {
    return this.#toggle.isConnected && this.#toggle.getAttribute('aria-expanded') === 'true';
  }

  listen(): void {
    const { document, window } = this.#context;
    this.#toggle.addEventListener('click', () => (this.isOpen ? this.close() : this.open()));
    this.#backdrop.addEventListener('click', () => this.close());
    for (const button of this.#panel.querySelectorAll('[data-offcanvas-close]')) button.addEventListener('click', () => this.close());
    document.addEventListener('keydown', (event) => {
      if (!this.isOpen) return;
      if (event.key === 'Escape' || event.key === 'Esc') {
        event.preventDefault();
        this.close();
      } else if (event.key === 'Tab') {
        const target = trappedFocusTarget(this.#panel, document.activeElement, event.shiftKey);
        if (target) {
          event.preventDefault();
          target.focus();
        }
      }
    });
    // Focus reaching the page behind some other way (a screen reader's own moves) comes back.
    document.addEventListener('focusin', (event) => {
      if (this.isOpen && event.target instanceof Node && !this.#panel.contains(event.target)) focusables(this.#panel)[0]?.focus();
    });
    window.addEventListener('resize', () => {
      if (this.isOpen) this.#applyWidth();
    });
    window.matchMedia?.(DESKTOP_QUERY).addEventListener?.('change', (event) => {
      if (event.matches && this.isOpen) this.close(false);
    });
  }

  open(): void {
    clearTimeout(this.#hideTimer);
    this.#applyWidth();
    this.#panel.style.setProperty('--offcanvas-speed', `${this.#speed()}ms`);
    this.#panel.hidden = false;
    this.#backdrop.hidden = false;
    // Read once so that the panel is laid out closed before `is-open` slides it in.
    void this.#panel.offsetWidth;
    this.#panel.classList.add('is-open');
    this.#backdrop.classList.add('is-open');
    this.#toggle.setAttribute('aria-expanded', 'true');
    this.#unlock ??= lockScroll(this.#context.document, 'has-open-offcanvas');
    focusables(this.#panel)[0]?.focus();
  }

  close(returnFocus = true): void {
    if (!this.isOpen) return;
    this.#toggle.setAttribute('aria-expanded', 'false');
    this.#panel.style.setProperty('--offcanvas-speed', `${this.#speed()}ms`);
    this.#panel.classList.remove('is-open');
    this.#backdrop.classList.remove('is-open');
    this.#unlock?.();
    this.#unlock = null;
    if (returnFocus) this.#toggle.focus();
    const hide = () => {
      this.#panel.hidden = true;
      this.#backdrop.hidden = true;
    };
    const speed = this.#speed();
    if (speed === 0) hide();
    else this.#hideTimer = setTimeout(hide, speed);
  }

  #speed(): number {
    return this.#context.reducedMotion() ? 0 : SPEEDS.default;
  }

  #applyWidth(): void {
    this.#panel.style.setProperty('--offcanvas-width', offcanvasWidth(this.#context.params.offcanvas?.width, this.#context.window.innerWidth));
  }
}

/** Each `button.offcanvas-toggle` with the `.offcanvas` panel it controls. */
export function start(context: WidgetContext): void {
  for (const toggle of context.document.querySelectorAll<HTMLButtonElement>(OFFCANVAS_TOGGLE_SELECTOR)) {
    const panel = context.document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!panel?.classList.contains('offcanvas')) continue;
    new Offcanvas(toggle, panel, context).listen();
  }
}
