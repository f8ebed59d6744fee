const SCROLLING = new Set(['auto', 'scroll', 'overlay']);

/**
 * Whether the wheel is over an element that scrolls by itself (a panel, a table, a map), or the page is
 * held still (an open off-canvas menu or dialog locks it): then the browser's own scrolling applies.
 */
export function wheelBelongsElsewhere(target: EventTarget | null, doc: Document): boolean {
  const win = doc.defaultView;
  if (!win) return true;
  for (const root of [doc.documentElement, doc.body]) {
    if (root && win.getComputedStyle(root).overflowY === 'hidden') return true;
  }
  for (let node = isElement(target) ? target : null; node && node !== doc.body && node !== doc.documentElement; node = node.parentElement) {
    const style = win.getComputedStyle(node);
    if (SCROLLING.has(style.overflowY) && node.scrollHeight > node.clientHeight) return true;
    if (SCROLLING.has(style.overflowX) && node.scrollWidth > node.clientWidth && style.overflowY !== 'visible') return true;
  }
  return false;
}

function isElement(target: EventTarget | null): target is Element {
  return typeof (target as Element | null)?.getBoundingClientRect === 'function';
}
