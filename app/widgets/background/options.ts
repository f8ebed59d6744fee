import { BACKGROUND_SLIDE_MS, BACKGROUND_TRANSITION_MS } from '../../../core/contract/theme/constants.ts';

/** The background slideshow's defaults (spec section 9, "Slideshows"). */
export const BACKGROUND_DEFAULTS = {
  /** How long an image slide shows. */
  duration: BACKGROUND_SLIDE_MS,
  /** How long one slide fades into the next. */
  transitionDuration: BACKGROUND_TRANSITION_MS,
  /** Images loaded ahead of the one showing. */
  preload: 2,
  /** After a resize, the image size is chosen again this long after the last resize event… */
  resizeRefreshMs: 2500,
  /** …and only when the width or height changed by more than this fraction. */
  sizeChangeRatio: 0.1,
} as const;

export { BACKGROUND_SELECTOR } from './selector.ts';
/** The slideshow's event (docs/contract.md, "Theme"). */
export const BACKGROUND_INIT_ERROR_EVENT = 'vitrine:background-init-error';

/** Bounds on owner-given times, so a typo cannot make the slideshow flicker or stall. */
export const DURATION_RANGE = { min: 1000, max: 60_000 } as const;
export const TRANSITION_RANGE = { min: 0, max: 10_000 } as const;
