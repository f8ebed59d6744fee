/**
 * The theme's constants (spec section 9), read by the server's CSS and markup and by the widgets alike.
 * The stylesheets repeat the breakpoints in their media queries (CSS cannot read a variable there);
 * app/styles/breakpoints.test.ts holds them to these numbers.
 */

/** Widths in CSS pixels: mobile up to 767, tablet up to 1024, desktop above. */
export const BREAKPOINTS = { mobileMax: 767, tabletMax: 1024 } as const;

export type Viewport = 'mobile' | 'tablet' | 'desktop';

export function viewportFor(width: number): Viewport {
  if (width <= BREAKPOINTS.mobileMax) return 'mobile';
  return width <= BREAKPOINTS.tabletMax ? 'tablet' : 'desktop';
}

/** Animation speeds in ms: slow, fast and the default for anything unnamed. */
export const SPEEDS = { slow: 600, fast: 200, default: 400 } as const;

/** Off-canvas panel: default width, and the room always left beside it on a window. */
export const OFFCANVAS_DEFAULT_WIDTH_PX = 250;
export const OFFCANVAS_WINDOW_MARGIN_PX = 100;

/** Reveal fade-in, in ms. */
export const REVEAL_FADE_MS = 2000;

/** Smooth wheel scrolling: pixels per wheel notch. */
export const SMOOTH_SCROLL_STEP_PX = 100;

/** Scroll spy: the section under this fraction of the viewport's height is the current one. */
export const SCROLL_SPY_LINE = 0.25;

/** The hash that means the top of the page. */
export const PAGE_TOP_HASH = '#page-top';

/** The marker in a link's address that opens it in a new tab. */
export const NEW_TAB_MARKER = '#new_tab';

/** Background slideshow: each slide shows this long, and fades into the next over the transition. */
export const BACKGROUND_SLIDE_MS = 5000;
export const BACKGROUND_TRANSITION_MS = SPEEDS.slow;

/** Morphing header text: one string morphs into the next this often unless the owner sets a speed. */
export const TEXT_MORPH_DEFAULT_SPEED_MS = 2000;

/**
 * Marks an element a React component drives itself (the admin's own off-canvas menu): the theme widgets
 * leave it alone, since a widget changing it before hydration would make React render the page again.
 */
export const OWN_SCRIPT_ATTRIBUTE = 'data-own-script';

/** The off-canvas toggles the theme's widget drives (docs/contract.md, "Theme"). */
export const OFFCANVAS_TOGGLE_SELECTOR = `button.offcanvas-toggle[aria-controls][aria-expanded]:not([${OWN_SCRIPT_ATTRIBUTE}])`;

/** Typed header text: the pause before a typed string is backspaced, and the pace of typing and erasing, in ms. */
export const TYPED_BACK_DELAY_MS = 500;
export const TYPED_CHARACTER_MS = 80;
export const TYPED_BACKSPACE_MS = 40;

/** Masonry post list: from this width on (narrower, a plain grid), moving over the transition, relaid after a resize settles. */
export const MASONRY_MIN_WIDTH_PX = BREAKPOINTS.mobileMax + 1;
export const MASONRY_TRANSITION_MS = 400;
export const MASONRY_RESIZE_DEBOUNCE_MS = 100;
