import { NEW_TAB_MARKER, PAGE_TOP_HASH } from '../../../core/contract/theme/constants.ts';

export const PAGE_TOP_ID = PAGE_TOP_HASH.slice(1);

/**
 * Links another behaviour owns (tabs, lightboxes, modals, the cookie settings, new-tab links), or that
 * keep the browser's own jump (the skip link moves focus by itself).
 */
const NOT_OURS = '[role="tab"], [data-lightbox], [data-modal], .cc-settings, .skip-link, [download], [target]';

/** The id a link to a part of this very page leads to (`#story`, `/#story` on the home page), else null. */
export function samePageTarget(link: HTMLAnchorElement, location: Location): string | null {
  const href = link.getAttribute('href');
  if (!href || !href.includes('#') || href.includes(NEW_TAB_MARKER) || link.matches(NOT_OURS)) return null;
  let url: URL;
  try {
    url = new URL(href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || url.pathname !== location.pathname || url.search !== location.search) return null;
  if (url.hash.length < 2) return null;
  try {
    return decodeURIComponent(url.hash.slice(1));
  } catch {
    return null;
  }
}

/** Whether the page has links the anchors behaviour handles (loaded only then). */
export function hasInPageLinks(doc: Document): boolean {
  const location = doc.location;
  if (!location) return false;
  if (location.hash.length > 1) return true;
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[href*="#"]')) {
    const id = samePageTarget(link, location);
    if (id && (id === PAGE_TOP_ID || doc.getElementById(id))) return true;
  }
  return false;
}
