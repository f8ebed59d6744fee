import { NEW_TAB_MARKER } from '../../../core/contract/theme/constants.ts';

/** The address without the new-tab marker (`/a/#new_tab` → `/a/`, `/a/#part#new_tab` → `/a/#part`). */
export function withoutMarker(href: string): string {
  const clean = href.replace(NEW_TAB_MARKER, '');
  return clean.endsWith('#') ? clean.slice(0, -1) : clean;
}

/** `rel` with `noopener` added to the owner's own tokens. */
export function relWithNoopener(rel: string | null): string {
  const tokens = (rel ?? '').split(/\s+/).filter(Boolean);
  if (!tokens.some((token) => token.toLowerCase() === 'noopener')) tokens.push('noopener');
  return tokens.join(' ');
}

/** Makes a marked link open its clean address in a new tab, without access back to this page. */
export function prepareNewTabLink(link: HTMLAnchorElement): void {
  const href = link.getAttribute('href');
  if (href === null || !href.includes(NEW_TAB_MARKER)) return;
  // A link to nothing but the marker leads to this page.
  link.setAttribute('href', withoutMarker(href) || link.ownerDocument.location.pathname);
  link.target = '_blank';
  link.rel = relWithNoopener(link.getAttribute('rel'));
}
