/** The page object the theme's widgets read (CONTRACT.md, "Theme"). */
export const THEME_PAGE_OBJECT = 'vitrine_theme_params';

/** `window.vitrine_theme_params`: the same for every visitor of a page, so pages stay cacheable. */
export interface ThemePageParams {
  background: { images: string[]; duration: number; transitionDuration: number };
  text_morph: { header_text_morph: boolean; header_text_morph_speed: number };
  smooth_scroll: { enabled: boolean };
  reveal_effect: { enabled: boolean };
  parallax_footer: { enabled: boolean };
  offcanvas: { width: number };
  /**
   * The page is shown in the theme settings' live preview: widgets skip what runs by itself (autoplay,
   * reveal, auto-opening banners, typed text, counters) and nothing is recorded.
   */
  preview: boolean;
}
