import type { WidgetContext } from '../shared/widget.ts';
import { closestTo } from '../../features/ui/dom.ts';
import { NEW_TAB_SELECTOR } from './marker.ts';
import { prepareNewTabLink } from './new-tab-link.ts';

/**
 * `#new_tab` links: every link whose address carries the marker opens that address without it, in a new
 * tab, with `rel="noopener"`. Links added to the page later are prepared when they are followed (a
 * capturing listener runs before the browser reads the link's address and target).
 */
export function start({ document: doc }: WidgetContext): void {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(NEW_TAB_SELECTOR)) prepareNewTabLink(link);
  const prepareFollowed = (event: Event) => {
    const link = closestTo<HTMLAnchorElement>(event.target, NEW_TAB_SELECTOR);
    if (link) prepareNewTabLink(link);
  };
  doc.addEventListener('click', prepareFollowed, true);
  // Middle clicks and the keyboard's Enter reach links as `auxclick` and `click`.
  doc.addEventListener('auxclick', prepareFollowed, true);
}
