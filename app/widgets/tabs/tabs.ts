import { closestTo, isPlainLeftClick } from '../../features/ui/dom.ts';
import { samePageTarget } from '../scroll-spy/in-page-links.ts';
import { currentHashId } from '../scroll-spy/page-hash.ts';
import type { WidgetContext } from '../shared/widget.ts';
import { tabKeyTarget } from './keys.ts';
import { TAB_SELECTOR, TABLIST_SELECTOR, TABS_SCROLL_TO_ATTRIBUTE } from './markup.ts';
import { runsRightToLeft } from '../shared/text-direction.ts';

const FOCUSABLE = 'a[href], button, input, select, textarea, iframe, [tabindex], [contenteditable], audio[controls], video[controls], details > summary';

/** One tab and the panel it controls. */
interface Tab {
  tab: HTMLElement;
  panel: HTMLElement;
}

/** The tabs of one list: its own `[role=tab]` (not a nested list's) whose panel exists. */
function tabsOf(list: HTMLElement, doc: Document): Tab[] {
  return [...list.querySelectorAll<HTMLElement>(TAB_SELECTOR)].flatMap((tab) => {
    const panel = tab.closest(TABLIST_SELECTOR) === list ? doc.getElementById(tab.getAttribute('aria-controls') ?? '') : null;
    return panel ? [{ tab, panel }] : [];
  });
}

/**
 * The tab a hash names: its panel's id (what the list pushes), the tab's own id, or something inside the
 * panel (a product's `#reviews`, `#comments`, `#comment-12`), which can only be seen with its panel open.
 */
function tabNamed(tabs: readonly Tab[], id: string | null, doc: Document): Tab | undefined {
  if (id === null) return undefined;
  const named = tabs.find(({ tab, panel }) => panel.id === id || tab.id === id);
  if (named) return named;
  const target = doc.getElementById(id);
  return target ? tabs.find(({ panel }) => panel.contains(target)) : undefined;
}

/**
 * Brings what an address names into view once its panel is shown (the browser's own jump found it
 * hidden): the list for a panel or a tab, else the element itself. At once, as the browser's jump is;
 * the page's scroll padding keeps it below a fixed header.
 */
function reveal(list: HTMLElement, chosen: Tab, id: string, doc: Document): void {
  const target = chosen.panel.id === id || chosen.tab.id === id ? list : doc.getElementById(id);
  target?.scrollIntoView?.({ block: target === list ? 'nearest' : 'start' });
}

/**
 * One tab list (WAI-ARIA tabs, automatic activation): a click or an arrow key, Home or End selects a tab
 * and shows its panel (in a right-to-left horizontal list ArrowLeft is the next tab); only the selected
 * tab is in the Tab key's path (roving tabindex); a panel with nothing focusable inside takes the focus
 * itself. An address whose hash is a panel's id (or a tab's, or names something inside a panel) selects
 * that tab, on load and after; a link on the page to such a place opens its tab before the browser (or
 * the anchors widget) goes there. With
 * `data-tabs-hash` a selection pushes the panel's id as the hash, so going back selects the tab before;
 * with `data-tabs-scroll-to` an address without a hash opens scrolled to that element (a form sent back
 * with its errors). A tab inside a list item marks the item `active`, as WooCommerce's tabs do. The page
 * is served with every panel readable (app/styles/widgets/tabs.css shows them while the page runs no script).
 */
function startTabList(list: HTMLElement, { document, window }: WidgetContext): void {
  const tabs = tabsOf(list, document);
  if (tabs.length === 0) return;
  const pushesHash = list.hasAttribute('data-tabs-hash');
  const vertical = list.getAttribute('aria-orientation') === 'vertical';

  const select = (chosen: Tab) => {
    for (const entry of tabs) {
      const on = entry === chosen;
      entry.tab.setAttribute('aria-selected', String(on));
      entry.tab.tabIndex = on ? 0 : -1;
      entry.panel.hidden = !on;
      const item = entry.tab.parentElement;
      if (item?.tagName === 'LI' && list.contains(item)) item.classList.toggle('active', on);
    }
  };
  const choose = (chosen: Tab) => {
    if (chosen.tab.getAttribute('aria-selected') === 'true') return;
    select(chosen);
    if (pushesHash) {
      const { pathname, search } = window.location;
      window.history.pushState(window.history.state, '', `${pathname}${search}#${encodeURIComponent(chosen.panel.id)}`);
    }
  };

  for (const { panel } of tabs) {
    if (!panel.hasAttribute('tabindex') && panel.querySelector(FOCUSABLE) === null) panel.tabIndex = 0;
  }
  // The tab the page was served with selected, else the first: what an address without a panel's hash shows.
  const served = tabs.find(({ tab }) => tab.getAttribute('aria-selected') === 'true') ?? tabs[0]!;
  const hashId = currentHashId(window);
  const fromHash = tabNamed(tabs, hashId, document);
  select(fromHash ?? served);
  // The browser could not scroll to a panel that was hidden, nor to anything inside one.
  if (fromHash && hashId !== null) reveal(list, fromHash, hashId, document);
  else if (hashId === null) document.getElementById(list.getAttribute(TABS_SCROLL_TO_ATTRIBUTE) ?? '')?.scrollIntoView?.({ block: 'start' });

  list.addEventListener('click', (event) => {
    const chosen = tabs.find(({ tab }) => tab.contains(event.target as Node));
    if (!chosen) return;
    if (chosen.tab instanceof HTMLAnchorElement) event.preventDefault();
    choose(chosen);
  });
  list.addEventListener('keydown', (event) => {
    const current = tabs.findIndex(({ tab }) => tab === document.activeElement);
    if (current === -1 || event.altKey || event.ctrlKey || event.metaKey) return;
    // Asked on each key: the direction is the list's as the page now lays it out.
    const rtl = !vertical && runsRightToLeft(window, list);
    const target = tabKeyTarget(event.key, current, tabs.length, { vertical, rtl });
    if (target === null) return;
    event.preventDefault();
    const chosen = tabs[target]!;
    choose(chosen);
    chosen.tab.focus();
  });
  // A link on the page to a panel or into one (the product's "customer reviews" link to `#reviews`)
  // opens its tab first, while the click is on its way: the browser's jump, or the anchors widget's
  // scroll, then finds its target shown. The list's own tabs are handled above.
  document.addEventListener(
    'click',
    (event) => {
      if (!isPlainLeftClick(event)) return;
      const link = closestTo<HTMLAnchorElement>(event.target, 'a[href*="#"]');
      const named = link && !list.contains(link) ? tabNamed(tabs, samePageTarget(link, window.location), document) : undefined;
      if (named) select(named);
    },
    true,
  );
  // A changed hash, back and forward select the tab the address names (an address without a hash,
  // the tab served selected; a hash of something else leaves the list as it is). A hash the page did not
  // open first (typed into the address bar) found its target hidden: shown now, it is brought into view.
  const follow = () => {
    const id = currentHashId(window);
    const named = tabNamed(tabs, id, document);
    if (named && id !== null) {
      const wasHidden = named.panel.hidden;
      select(named);
      if (wasHidden) reveal(list, named, id, document);
    } else if (id === null && pushesHash) select(served);
  };
  window.addEventListener('hashchange', follow);
  window.addEventListener('popstate', follow);
}

export function start(context: WidgetContext): void {
  for (const list of context.document.querySelectorAll<HTMLElement>(TABLIST_SELECTOR)) startTabList(list, context);
}
