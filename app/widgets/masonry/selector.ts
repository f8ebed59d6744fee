/** A list laid out as masonry (CONTRACT.md, "Theme"). */
export const MASONRY_SELECTOR = '[data-masonry]';
