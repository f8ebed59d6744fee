import { THEME_DEFAULTS } from '../../../core/contract/theme/options.ts';
import { THEME_PAGE_OBJECT, themePageParams, type ThemePageParams } from '../../../core/contract/theme/page-params.ts';

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
  return themePageParams(THEME_DEFAULTS);
}
