/** Small DOM helpers shared by the page behaviours (no framework, safe before hydration). */

/** Runs `callback` once the document is parsed (at once when it already is). */
export function onReady(doc: Document, callback: () => void): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', callback, { once: true });
  else callback();
}

/** Runs `callback` after the window's `load` event (at once when it has already fired). */
export function onLoad(win: Window, callback: () => void, signal?: AbortSignal): void {
  if (win.document.readyState === 'complete') callback();
  else win.addEventListener('load', callback, { once: true, signal });
}

/** Whether the visitor asked for reduced motion; false where the browser cannot tell. */
export function prefersReducedMotion(win: Window | null | undefined): boolean {
  return win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * A left click no other script has handled yet, without a modifier: a click asking for a new tab or
 * window keeps the link's own behaviour.
 */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The event target, or its nearest ancestor, matching `selector`; null for targets that are not elements. */
export function closestTo<E extends Element = Element>(target: EventTarget | null, selector: string): E | null {
  const element = target as Element | null;
  return typeof element?.closest === 'function' ? element.closest<E>(selector) : null;
}

/** Hides an element for good, even against CSS that sets its `display`. */
export function hideElement(element: HTMLElement): void {
  element.hidden = true;
  element.style.display = 'none';
}

/** False when the element, or an ancestor, is hidden or not displayed. */
export function isShown(element: HTMLElement): boolean {
  const view = element.ownerDocument.defaultView;
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.hidden) return false;
    const style = view?.getComputedStyle(node);
    if (style && (style.display === 'none' || style.visibility === 'hidden')) return false;
  }
  return true;
}

/** Writes an inline style property only when it changes: an unchanged write still costs a restyle. */
export function setStyleProperty(element: HTMLElement, name: string, value: string): void {
  if (element.style.getPropertyValue(name) !== value) element.style.setProperty(name, value);
}
