/** The markup that asks for the tabs widget (docs/contract.md, "Theme"). */
export const TABLIST_SELECTOR = '[role=tablist]';
export const TAB_SELECTOR = '[role=tab][aria-controls]';
