import type { ThemeOptions } from './options.ts';

/** The page object the theme's widgets read (docs/contract.md, "Theme"). */
export const THEME_PAGE_OBJECT = 'vitrine_theme_params';

/** `window.vitrine_theme_params`: the same for every visitor of a page, so pages stay cacheable. */
export interface ThemePageParams {
  background: { images: string[]; duration: number; transitionDuration: number };
  text_morph: { header_text_morph: boolean; header_text_morph_speed: number };
  smooth_scroll: { enabled: boolean };
  reveal_effect: { enabled: boolean };
  parallax_footer: { enabled: boolean };
  offcanvas: { width: number };
  /** The consent category an embedded YouTube/Vimeo player waits for. */
  video: { consent: string };
  /** The map widget's tile source and the consent category it waits for. */
  map: { tileUrl: string; attribution: string; consent: string; maxZoom: number };
  /**
   * The page is shown in the theme settings' live preview: widgets skip what runs by itself (autoplay,
   * reveal, auto-opening banners, typed text, counters) and nothing is recorded.
   */
  preview: boolean;
}

/**
 * `window.vitrine_theme_params` for the shop's theme options (the server's head script), and the widgets'
 * defaults for a page without one; `preview` for the settings page's frame.
 */
export function themePageParams(theme: ThemeOptions, preview = false): ThemePageParams {
  return {
    background: { images: [...theme.background.images], duration: theme.background.duration, transitionDuration: theme.background.transitionDuration },
    text_morph: { header_text_morph: theme.textMorph.enabled, header_text_morph_speed: theme.textMorph.speed },
    smooth_scroll: { enabled: theme.smoothScroll.enabled },
    reveal_effect: { enabled: theme.reveal.enabled },
    parallax_footer: { enabled: theme.parallaxFooter.enabled },
    offcanvas: { width: theme.offcanvas.width },
    video: { consent: theme.video.consent },
    map: { ...theme.map },
    preview,
  };
}
