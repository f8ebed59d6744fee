import { BREAKPOINTS } from '../../../core/contract/theme/constants.ts';
import type { WidgetContext } from '../shared/widget.ts';
import { dropdownKeyAction } from './keys.ts';

export const DROPDOWN_SELECTOR = 'button[aria-expanded][aria-controls][data-dropdown]';

/** Hover opens a dropdown only on a desktop with a real pointer, and only in navigation. */
const HOVER_QUERY = `(hover: hover) and (pointer: fine) and (min-width: ${BREAKPOINTS.tabletMax + 1}px)`;

/** One disclosure: its button, the element it shows, and the item holding both (where hover and focus count). */
class Dropdown {
  readonly button: HTMLButtonElement;
  readonly panel: HTMLElement;
  readonly item: HTMLElement;

  constructor(button: HTMLButtonElement, panel: HTMLElement) {
    this.button = button;
    this.panel = panel;
    this.item = button.parentElement ?? button;
  }

  /** Opened by the pointer resting on it (a click then keeps it open rather than closing it). */
  hovered = false;

  get open(): boolean {
    return this.button.getAttribute('aria-expanded') === 'true';
  }

  set(open: boolean): void {
    if (!open) this.hovered = false;
    if (open === this.open) return;
    this.button.setAttribute('aria-expanded', String(open));
    this.panel.hidden = !open;
    this.item.classList.toggle('is-open', open);
  }
}

/** The dropdowns of the page, found from their buttons; a button whose panel is missing is left alone. */
function findDropdowns(doc: Document): Dropdown[] {
  return [...doc.querySelectorAll<HTMLButtonElement>(DROPDOWN_SELECTOR)].flatMap((button) => {
    const panel = doc.getElementById(button.getAttribute('aria-controls') ?? '');
    return panel ? [new Dropdown(button, panel)] : [];
  });
}

/**
 * Disclosure buttons (`data-dropdown`): a click, Enter or Space toggles; Escape closes and returns focus
 * to the button; focus leaving the item closes; in navigation on desktop the pointer opens it too.
 * Opening one closes the others.
 */
export function start({ document, window }: WidgetContext): void {
  const dropdowns = findDropdowns(document);
  const openOnly = (target: Dropdown | null) => {
    for (const dropdown of dropdowns) dropdown.set(dropdown === target);
  };
  const hoverable = () => window.matchMedia?.(HOVER_QUERY).matches === true;
  for (const dropdown of dropdowns) {
    const { button, item } = dropdown;
    button.addEventListener('click', () => {
      if (dropdown.hovered) dropdown.hovered = false;
      else if (dropdown.open) dropdown.set(false);
      else openOnly(dropdown);
    });
    item.addEventListener('keydown', (event) => {
      if (dropdownKeyAction(event.key, dropdown.open) !== 'close-and-return') return;
      event.preventDefault();
      dropdown.set(false);
      button.focus();
    });
    item.addEventListener('focusout', (event) => {
      const next = event.relatedTarget as Node | null;
      if (!next || !item.contains(next)) dropdown.set(false);
    });
    if (!button.closest('nav')) continue;
    item.addEventListener('pointerenter', (event) => {
      if (event.pointerType !== 'mouse' || !hoverable() || dropdown.open) return;
      openOnly(dropdown);
      dropdown.hovered = true;
    });
    item.addEventListener('pointerleave', () => {
      if (dropdown.hovered && !item.contains(document.activeElement)) dropdown.set(false);
    });
  }
}
