import type { AppServices } from '../../context.ts';
import type { ThemeOptions } from '../../../core/contract/theme/options.ts';
import { listThemeMenuChoices, type ThemeMenuChoices } from '../../../core/settings/theme-menu-choices.ts';
import { effectiveTheme, themeOverrideStore } from '../../../core/settings/theme-overrides.ts';

/**
 * The saved theme (read from the database, not the per-process cache, so the form always shows what
 * is saved) and the menu's choices: the form is built from both, and its posts read against both.
 */
export async function savedThemeForm(services: Pick<AppServices, 'db' | 'fileConfig'>): Promise<{ saved: Readonly<ThemeOptions>; overridden: boolean; choices: ThemeMenuChoices }> {
  const [overrides, choices] = await Promise.all([themeOverrideStore.read(services.db), listThemeMenuChoices(services.db)]);
  return { saved: effectiveTheme(services.fileConfig.theme, overrides), overridden: overrides !== null, choices };
}
