import { BREAKPOINTS } from '../../../core/contract/theme/constants.ts';
import type { StickyOptions } from './options.ts';

/** Where the page and the element are, in CSS pixels. */
export interface StickyMeasure {
  scrollY: number;
  viewportWidth: number;
  /** The element's own top in the document, where it sits unfixed. */
  top: number;
  /** The element's height unfixed. */
  height: number;
  /** The top of the `data-sticky-to` element in the viewport, or null without one. */
  stopTop: number | null;
}

export interface StickyState {
  fixed: boolean;
  shrunk: boolean;
}

/**
 * Whether the element is fixed now: once the page scrolled past its top (at once with `always`), never on
 * phones without `mobile`, and no more once the `data-sticky-to` element reaches its bottom edge.
 */
export function stickyState(options: StickyOptions, measure: StickyMeasure): StickyState {
  if (measure.viewportWidth <= BREAKPOINTS.mobileMax && !options.mobile) return { fixed: false, shrunk: false };
  const scrolledPast = measure.scrollY > measure.top;
  if (!options.always && !scrolledPast) return { fixed: false, shrunk: false };
  if (measure.stopTop !== null && measure.stopTop <= measure.height) return { fixed: false, shrunk: false };
  return { fixed: true, shrunk: options.shrinked && scrolledPast };
}
