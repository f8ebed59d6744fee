/**
 * Stops the page behind an open panel or dialog from scrolling (`openClass` marks `<html>` meanwhile). The scroll bar's width becomes padding, so the page
 * does not widen and move when the bar goes away. Returns the unlock.
 */
export function lockScroll(doc: Document, openClass?: string): () => void {
  const root = doc.documentElement;
  const scrollbar = (doc.defaultView?.innerWidth ?? root.clientWidth) - root.clientWidth;
  const previous = { overflow: root.style.overflow, padding: root.style.paddingInlineEnd };
  root.style.overflow = 'hidden';
  if (scrollbar > 0) root.style.paddingInlineEnd = `${scrollbar}px`;
  if (openClass) root.classList.add(openClass);
  return () => {
    root.style.overflow = previous.overflow;
    root.style.paddingInlineEnd = previous.padding;
    if (openClass) root.classList.remove(openClass);
  };
}
