/** The markup that asks for the tabs widget (docs/contract.md, "Theme"). */
export const TABLIST_SELECTOR = '[role=tablist]';
export const TAB_SELECTOR = '[role=tab][aria-controls]';
/** On a tab list *(ours)*: the id of an element the page opens scrolled to when its address names none. */
export const TABS_SCROLL_TO_ATTRIBUTE = 'data-tabs-scroll-to';
