import type { Db } from '../../db/connect.ts';
import { themeFileSchema } from '../theme/options-schema.ts';
import { parseThemeOverrides, type ThemeOverrides } from './theme-overrides.ts';
import { deleteSetting, putSetting, readSetting, safeJson, touchContentVersion } from './settings.ts';

/** The settings row holding the owner's theme overrides (edited in /admin/settings/theme/). */
const THEME_SETTINGS_KEY = 'theme';

/** The saved overrides, or null when the theme follows the config file alone. */
export async function getThemeOverrides(db: Db): Promise<ThemeOverrides | null> {
  const value = await readSetting(db, THEME_SETTINGS_KEY);
  return value === undefined ? null : parseThemeOverrides(safeJson(value));
}

/**
 * Saves the overrides (none left means the file alone) and bumps the content version: every page
 * carries the header and the theme's page object, so cached pages are dropped and every process
 * re-reads the options.
 */
export async function saveThemeOverrides(db: Db, overrides: ThemeOverrides): Promise<void> {
  // The form validated them already: a value that does not fit is a bug, not input.
  const valid = themeFileSchema.parse(overrides);
  if (Object.keys(valid).length === 0) await deleteSetting(db, THEME_SETTINGS_KEY);
  else await putSetting(db, THEME_SETTINGS_KEY, JSON.stringify(valid));
  await touchContentVersion(db);
}

/** Back to the config file's theme. */
export async function resetThemeOverrides(db: Db): Promise<void> {
  await deleteSetting(db, THEME_SETTINGS_KEY);
  await touchContentVersion(db);
}
