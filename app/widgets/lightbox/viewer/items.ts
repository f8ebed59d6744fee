import { galleryLinks } from '../selector.ts';

/** One item of a gallery: an image, or a page of the shop shown as content. */
export interface LightboxItem {
  kind: 'image' | 'ajax';
  /** The link's address, absolute. */
  url: string;
  caption: string;
  /** A small picture for the thumbnail strip: the link's own image, else none. */
  thumbnail: string | null;
  /** Every link of the page that opens this item; the last one is where the item stands in the gallery. */
  links: HTMLAnchorElement[];
}

/** The item's words: the link's title, the image's description the gallery keeps, its image's alt, its text. */
function captionOf(link: HTMLAnchorElement): string {
  const image = link.querySelector('img');
  const text = link.title || link.dataset.imageAlt || image?.alt || link.textContent || '';
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The items of a gallery, one per address. Links repeating an address (a product's main image before its
 * thumbnails, a cover link before a grid) open the same item, which takes the place of its last link.
 */
export function galleryItems(doc: Document, gallery: string): LightboxItem[] {
  const byUrl = new Map<string, LightboxItem>();
  for (const link of galleryLinks(doc, gallery)) {
    const kind = link.dataset.lightboxType === 'ajax' ? 'ajax' : 'image';
    const key = `${kind} ${link.href}`;
    const known = byUrl.get(key);
    byUrl.delete(key);
    const image = link.querySelector('img');
    byUrl.set(key, {
      kind,
      url: link.href,
      caption: captionOf(link) || known?.caption || '',
      thumbnail: image?.currentSrc || image?.getAttribute('src') || known?.thumbnail || null,
      links: [...(known?.links ?? []), link],
    });
  }
  return [...byUrl.values()];
}

/** The position of the item a link opens, or 0. */
export function positionOfLink(items: readonly LightboxItem[], link: HTMLAnchorElement): number {
  return Math.max(0, items.findIndex((item) => item.links.includes(link)));
}
