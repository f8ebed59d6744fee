/** The markup that asks for the tabs widget (CONTRACT.md, "Theme"). */
export const TABLIST_SELECTOR = '[role=tablist]';
export const TAB_SELECTOR = '[role=tab][aria-controls]';
