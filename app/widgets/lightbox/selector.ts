/** The links that open a lightbox (docs/contract.md, "Theme"): the value names the gallery. */
export const LIGHTBOX_LINK_SELECTOR = 'a[data-lightbox][href]';

/** The links of one gallery, in document order. */
export function galleryLinks(doc: Document, gallery: string): HTMLAnchorElement[] {
  return [...doc.querySelectorAll<HTMLAnchorElement>(LIGHTBOX_LINK_SELECTOR)].filter((link) => link.dataset.lightbox === gallery);
}
