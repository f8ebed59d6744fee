/**
 * The slideshow's element (docs/contract.md, "Theme"). A file of its own: the page's entry imports it, and
 * the slideshow's defaults stay in the slideshow's chunk.
 */
export const BACKGROUND_SELECTOR = '[data-background]';
