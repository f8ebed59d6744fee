import { THEME_DEFAULTS } from '../../../core/contract/theme/options.ts';
import { THEME_PAGE_OBJECT, type ThemePageParams } from '../../../core/contract/theme/page-params.ts';
import { BACKGROUND_SLIDE_MS, BACKGROUND_TRANSITION_MS, TEXT_MORPH_DEFAULT_SPEED_MS } from '../../../core/contract/theme/constants.ts';

/** What every widget starts with. */
export interface WidgetContext {
  document: Document;
  window: Window;
  /** `window.vitrine_theme_params`, or the defaults where a page has none. */
  params: ThemePageParams;
  /** Asked on each use: the visitor may change the setting while the page is open. */
  reducedMotion(): boolean;
}

/** A theme widget: a module loaded on demand that finds its own markup in the document. */
export interface Widget {
  start(context: WidgetContext): void;
}

/** The page's theme object, else the defaults (a page of a shop without one still works). */
export function themeParams(win: Window): ThemePageParams {
  const found = (win as unknown as Record<string, unknown>)[THEME_PAGE_OBJECT];
  if (found && typeof found === 'object') return found as ThemePageParams;
  return {
    background: { images: [], duration: BACKGROUND_SLIDE_MS, transitionDuration: BACKGROUND_TRANSITION_MS },
    text_morph: { header_text_morph: false, header_text_morph_speed: TEXT_MORPH_DEFAULT_SPEED_MS },
    smooth_scroll: { enabled: THEME_DEFAULTS.smoothScroll.enabled },
    reveal_effect: { enabled: THEME_DEFAULTS.reveal.enabled },
    parallax_footer: { enabled: THEME_DEFAULTS.parallaxFooter.enabled },
    offcanvas: { width: THEME_DEFAULTS.offcanvas.width },
    preview: false,
  };
}
