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

export { LOAD_FAILED_MESSAGE } from '../../../../core/contract/theme/content-fragments.ts';
