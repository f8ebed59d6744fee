import type { ThemeOptions } from '../contract/theme/options.ts';
import { mergeTheme, themeFileSchema, type ThemeFile } from '../theme/options-schema.ts';
import { overrideStore } from './override-store.ts';

/**
 * The theme as the config file sets it, with what the shop owner saved in the admin on top. The saved
 * overrides have the config file's own shape (the same zod schema checks both) and name only the areas
 * the owner changed, so an area the owner never touched still follows the file.
 */
export type ThemeOverrides = ThemeFile;

type Area = keyof ThemeOptions;
const AREAS: readonly Area[] = ['header', 'offcanvas', 'smoothScroll', 'reveal', 'parallaxFooter', 'menu', 'background', 'textMorph', 'video', 'map', 'brand'];

/** The owner's theme overrides, in the settings row `theme` (edited in /admin/settings/theme/). */
export const themeOverrideStore = overrideStore<ThemeOverrides>('theme', themeFileSchema);

/** The theme's effective options: the file's, each overridden area replaced. Without overrides, the file's own object. */
export function effectiveTheme(file: Readonly<ThemeOptions>, overrides: ThemeOverrides | null): Readonly<ThemeOptions> {
  if (!overrides || Object.keys(overrides).length === 0) return file;
  return Object.freeze(mergeTheme(overrides, file));
}

/** The overrides that turn the file's options into the edited ones: only the areas that differ. */
export function themeOverridesFor(file: Readonly<ThemeOptions>, edited: ThemeOptions): ThemeOverrides {
  const overrides: Record<string, unknown> = {};
  for (const area of AREAS) {
    if (JSON.stringify(file[area]) !== JSON.stringify(edited[area])) overrides[area] = edited[area];
  }
  return overrides as ThemeOverrides;
}
