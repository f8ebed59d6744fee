import { PAGE_TOP_ID, samePageTarget } from './in-page-links.ts';

/** The menu links the scroll spy marks: in a `nav`, leading to a section of this page (not the top). */
export function spiedLinks(doc: Document): Map<HTMLElement, HTMLAnchorElement[]> {
  const bySection = new Map<HTMLElement, HTMLAnchorElement[]>();
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('nav a[href*="#"]')) {
    const id = samePageTarget(link, doc.location);
    const section = id && id !== PAGE_TOP_ID ? doc.getElementById(id) : null;
    if (!section) continue;
    bySection.set(section, [...(bySection.get(section) ?? []), link]);
  }
  // Document order, whatever the menu's order.
  return new Map([...bySection].sort(([a], [b]) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1)));
}
