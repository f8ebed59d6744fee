/** The markup that asks for the collapse widget (CONTRACT.md, "Theme"). */
export const COLLAPSE_SELECTOR = 'button[data-collapse][aria-expanded][aria-controls]';
