const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What Tab reaches inside the open lightbox, in order: hidden controls and the slides not shown are left out. */
export function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden], [inert]'));
}

/** Where Tab (Shift+Tab backwards) from `active` goes so that focus stays inside: round from the last to the first. */
export function nextTabStop(root: HTMLElement, active: Element | null, backwards: boolean): HTMLElement | null {
  const stops = tabStops(root);
  if (stops.length === 0) return root;
  const at = active ? stops.indexOf(active as HTMLElement) : -1;
  if (at === -1) return backwards ? stops[stops.length - 1]! : stops[0]!;
  return stops[(at + (backwards ? -1 : 1) + stops.length) % stops.length]!;
}

/** Keeps the page behind from scrolling while the lightbox is open; returns the release. */
export function holdPageScroll(doc: Document): () => void {
  const root = doc.documentElement;
  const scrollbar = (doc.defaultView?.innerWidth ?? root.clientWidth) - root.clientWidth;
  const previous = { overflow: root.style.overflow, padding: root.style.paddingInlineEnd };
  root.style.overflow = 'hidden';
  if (scrollbar > 0) root.style.paddingInlineEnd = `${scrollbar}px`;
  return () => {
    root.style.overflow = previous.overflow;
    root.style.paddingInlineEnd = previous.padding;
  };
}
