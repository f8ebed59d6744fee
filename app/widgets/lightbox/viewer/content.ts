import type { LightboxItem } from './items.ts';
import { LIGHTBOX_FRAGMENT_PARAM, LIGHTBOX_FRAGMENT_VALUE } from '../../../../core/contract/theme/content-fragments.ts';
import { pageText } from '../../../../core/contract/i18n/browser-messages.ts';

/** The address a content item is fetched from: the page itself with the lightbox flag; null for another site. */
export function contentUrl(url: string, origin: string): string | null {
  const parsed = new URL(url, origin);
  if (parsed.origin !== origin) return null;
  parsed.searchParams.set(LIGHTBOX_FRAGMENT_PARAM, LIGHTBOX_FRAGMENT_VALUE);
  parsed.hash = '';
  return parsed.href;
}

/**
 * The fragment a content request answered, made inert: parsed in a document of its own (nothing runs or
 * loads there), with scripts, frames and inline handlers dropped before it joins the page. The shop
 * cleans owner HTML already; this keeps a stray response harmless too.
 */
export function contentFragment(doc: Document, html: string): DocumentFragment {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  for (const element of parsed.body.querySelectorAll('script, iframe, object, embed, frame, frameset, base, meta, link')) element.remove();
  for (const element of parsed.body.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) if (/^on/i.test(attribute.name)) element.removeAttribute(attribute.name);
  }
  const fragment = doc.createDocumentFragment();
  for (const node of [...parsed.body.childNodes]) fragment.append(doc.importNode(node, true));
  return fragment;
}

function showFailure(slide: HTMLElement): void {
  const doc = slide.ownerDocument;
  const message = doc.createElement('p');
  message.className = 'lightbox__error';
  message.setAttribute('role', 'alert');
  message.textContent = pageText(doc, 'content.loadFailed');
  slide.replaceChildren(message);
  slide.removeAttribute('aria-busy');
}

async function loadContent(slide: HTMLElement, item: LightboxItem, fetcher: typeof fetch): Promise<void> {
  const doc = slide.ownerDocument;
  const url = contentUrl(item.url, doc.defaultView?.location.origin ?? '');
  if (!url) return showFailure(slide);
  try {
    const response = await fetcher(url, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
    if (!response.ok) return showFailure(slide);
    const html = await response.text();
    const content = doc.createElement('div');
    content.className = 'lightbox__content';
    content.append(contentFragment(doc, html));
    slide.replaceChildren(content);
    slide.removeAttribute('aria-busy');
  } catch {
    showFailure(slide);
  }
}

function loadImage(slide: HTMLElement, item: LightboxItem): void {
  const image = slide.ownerDocument.createElement('img');
  image.className = 'lightbox__image';
  image.alt = item.caption;
  image.decoding = 'async';
  image.draggable = false;
  image.addEventListener('load', () => slide.removeAttribute('aria-busy'), { once: true });
  image.addEventListener('error', () => showFailure(slide), { once: true });
  image.src = item.url;
  slide.replaceChildren(image);
}

/** Fills a slide with its item, once: the image, or the page's content; the failure message if neither comes. */
export function fillSlide(slide: HTMLElement, item: LightboxItem, fetcher: typeof fetch): void {
  if (slide.dataset.filled) return;
  slide.dataset.filled = 'true';
  slide.setAttribute('aria-busy', 'true');
  if (item.kind === 'ajax') void loadContent(slide, item, fetcher);
  else loadImage(slide, item);
}
