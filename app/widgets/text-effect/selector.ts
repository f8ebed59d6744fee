/**
 * Animated text (docs/contract.md, "Theme"): `[data-text-effect]` holds a JSON array of strings. A file of its
 * own: the page's entry imports it, and the server's components never do, so it stays in the entry.
 */
export const TEXT_EFFECT_SELECTOR = '[data-text-effect]';
