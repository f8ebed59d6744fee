import type { AppServices } from '../../context.ts';
import type { ThemeOptions } from '../../../core/contract/theme/options.ts';
import { listThemeMenuChoices, type ThemeMenuChoices } from '../../../core/settings/theme-menu-choices.ts';
import { effectiveTheme } from '../../../core/settings/theme-overrides.ts';
import { getThemeOverrides } from '../../../core/settings/theme-settings.ts';

/** Where the theme settings page lives, and its preview. */
export const THEME_SETTINGS_PAGE = '/admin/settings/theme/';
/** `?preview=true` also keeps the cookie banner out of the frame (app/document/consent-page.ts). */
export const THEME_PREVIEW_URL = '/admin/settings/theme/preview/?preview=true';

/** The storefront pages the preview can show. */
export const PREVIEW_PAGES = [
  { value: 'home', label: 'Home' },
  { value: 'about-us', label: 'About us' },
  { value: 'shop', label: 'Shop' },
] as const;
export type PreviewPage = (typeof PREVIEW_PAGES)[number]['value'];

export function previewPage(value: unknown): PreviewPage {
  return PREVIEW_PAGES.find((page) => page.value === value)?.value ?? 'home';
}

/**
 * The saved theme (read from the database, not the per-process cache, so the form always shows what
 * is saved) and the menu's choices: the form is built from both, and its posts read against both.
 */
export async function savedThemeForm(services: Pick<AppServices, 'db' | 'fileConfig'>): Promise<{ saved: Readonly<ThemeOptions>; overridden: boolean; choices: ThemeMenuChoices }> {
  const [overrides, choices] = await Promise.all([getThemeOverrides(services.db), listThemeMenuChoices(services.db)]);
  return { saved: effectiveTheme(services.fileConfig.theme, overrides), overridden: overrides !== null, choices };
}
