import { BACKGROUND_SLIDE_MS, BACKGROUND_TRANSITION_MS, TEXT_MORPH_DEFAULT_SPEED_MS } from '../contract/theme/constants.ts';
import type { ThemeOptions } from '../contract/theme/options.ts';
import type { ThemePageParams } from '../contract/theme/page-params.ts';

/** `window.vitrine_theme_params` for the shop's theme options; `preview` for the settings page's frame. */
export function themePageParams(theme: ThemeOptions, preview = false): ThemePageParams {
  return {
    background: { images: [], duration: BACKGROUND_SLIDE_MS, transitionDuration: BACKGROUND_TRANSITION_MS },
    text_morph: { header_text_morph: false, header_text_morph_speed: TEXT_MORPH_DEFAULT_SPEED_MS },
    smooth_scroll: { enabled: theme.smoothScroll.enabled },
    reveal_effect: { enabled: theme.reveal.enabled },
    parallax_footer: { enabled: theme.parallaxFooter.enabled },
    offcanvas: { width: theme.offcanvas.width },
    preview,
  };
}
