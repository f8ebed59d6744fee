/**
 * Stops the page behind an open panel from scrolling. The scroll bar's width becomes padding, so the page
 * does not widen and move when the bar goes away. Returns the unlock.
 */
export function lockScroll(doc: Document): () => void {
  const root = doc.documentElement;
  const scrollbar = (doc.defaultView?.innerWidth ?? root.clientWidth) - root.clientWidth;
  const previous = { overflow: root.style.overflow, padding: root.style.paddingInlineEnd };
  root.style.overflow = 'hidden';
  if (scrollbar > 0) root.style.paddingInlineEnd = `${scrollbar}px`;
  root.classList.add('has-open-offcanvas');
  return () => {
    root.style.overflow = previous.overflow;
    root.style.paddingInlineEnd = previous.padding;
    root.classList.remove('has-open-offcanvas');
  };
}
