import { THEME_PAGE_OBJECT } from '../../../core/contract/theme/page-params.ts';

/**
 * Whether the page is shown in the theme settings' live preview (`vitrine_theme_params.preview`): then
 * nothing is recorded (analytics, attribution cookies, consent statistics) and nothing opens by itself.
 */
export function isThemePreview(win: Window): boolean {
  const params = (win as unknown as Record<string, unknown>)[THEME_PAGE_OBJECT];
  return typeof params === 'object' && params !== null && (params as { preview?: unknown }).preview === true;
}
