/** The markup that asks for the collapse widget (docs/contract.md, "Theme"). */
export const COLLAPSE_SELECTOR = 'button[data-collapse][aria-expanded][aria-controls]';
