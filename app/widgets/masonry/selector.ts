/** A list laid out as masonry (docs/contract.md, "Theme"). */
export const MASONRY_SELECTOR = '[data-masonry]';
