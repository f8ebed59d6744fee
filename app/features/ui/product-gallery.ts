import { closestTo, isPlainLeftClick } from './dom.ts';

const THUMB_SELECTOR = '.woocommerce-product-gallery .product-gallery__thumbs a';

/**
 * A thumbnail click shows that image as the gallery's main image. The thumbnail's own `<img>` carries the
 * same `srcset` as the main one would, so only the main image's `sizes` is kept; the main link then opens
 * the full image as it does without script.
 */
export function showGalleryImage(thumb: HTMLAnchorElement): boolean {
  const gallery = thumb.closest('.woocommerce-product-gallery');
  const main = gallery?.querySelector<HTMLImageElement>('.woocommerce-product-gallery__image img');
  const source = thumb.querySelector('img');
  if (!gallery || !main || !source) return false;
  main.src = source.getAttribute('src') ?? thumb.href;
  const srcset = source.getAttribute('srcset');
  if (srcset) main.setAttribute('srcset', srcset);
  else main.removeAttribute('srcset');
  for (const name of ['width', 'height'] as const) {
    const value = source.getAttribute(name);
    if (value) main.setAttribute(name, value);
  }
  main.alt = thumb.dataset.imageAlt ?? '';
  main.closest('a')?.setAttribute('href', thumb.getAttribute('href') ?? main.src);
  for (const other of gallery.querySelectorAll(THUMB_SELECTOR)) other.removeAttribute('aria-current');
  thumb.setAttribute('aria-current', 'true');
  return true;
}

/** Thumbnails swap the main image in place; a click asking for a new tab keeps the link. */
export function initProductGallery(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const thumb = closestTo<HTMLAnchorElement>(event.target, THUMB_SELECTOR);
    if (thumb && isPlainLeftClick(event) && showGalleryImage(thumb)) event.preventDefault();
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
