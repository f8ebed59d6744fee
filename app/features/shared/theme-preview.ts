import { themeParams } from '../../widgets/shared/widget.ts';

/**
 * Whether the page is shown in the theme settings' live preview (`vitrine_theme_params.preview`): then
 * nothing is recorded (analytics, attribution cookies, consent statistics) and nothing opens by itself.
 */
export function isThemePreview(win: Window): boolean {
  return themeParams(win).preview === true;
}
