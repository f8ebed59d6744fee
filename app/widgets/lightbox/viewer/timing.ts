/** The lightbox's numbers (spec section 9, "Lightbox"). */
export const LIGHTBOX = {
  /** Slide and fade transitions, in ms (none with reduced motion). */
  speedMs: 330,
  /** Room between two slides, in CSS pixels. */
  gutterPx: 30,
  /** A running slideshow shows each item this long, in ms. */
  slideshowMs: 3000,
  /** A horizontal swipe this long, in CSS pixels, moves to the next or previous item. */
  swipeThresholdPx: 50,
  /** Two taps this close in time zoom the image in or out, in ms. */
  doubleTapMs: 300,
} as const;

/** The query parameter marking a content item's request, so the page answers its content alone. */
export const LIGHTBOX_QUERY_FLAG = 'lightbox';

/** Shown in place of an item that could not be loaded (spec section 8). */
export const LOAD_FAILED_MESSAGE = 'The requested content cannot be loaded. Please try again later.';
