/**
 * A hidden, empty element a widget keeps beside its own (a sticky placeholder, an off-canvas backdrop):
 * the one the server wrote there, so a page React hydrates finds only what it rendered, else a new one
 * (owner-written content).
 */
export function companionElement(element: HTMLElement, className: string, side: 'before' | 'after'): HTMLElement {
  const found = side === 'before' ? element.previousElementSibling : element.nextElementSibling;
  if (found instanceof HTMLElement && found.classList.contains(className)) return found;
  const companion = element.ownerDocument.createElement('div');
  companion.className = className;
  companion.setAttribute('aria-hidden', 'true');
  companion.hidden = true;
  element[side](companion);
  return companion;
}
