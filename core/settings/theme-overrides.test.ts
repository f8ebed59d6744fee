import { describe, expect, it } from 'vitest';
import { THEME_DEFAULTS } from '../contract/theme/options.ts';
import { effectiveTheme, themeOverrideStore, themeOverridesFor } from './theme-overrides.ts';

describe('theme overrides', () => {
  it('give the file’s own object without overrides', () => {
    expect(effectiveTheme(THEME_DEFAULTS, null)).toBe(THEME_DEFAULTS);
    expect(effectiveTheme(THEME_DEFAULTS, {})).toBe(THEME_DEFAULTS);
  });

  it('name only the areas that differ, and give back the edited options when applied', () => {
    const edited = { ...THEME_DEFAULTS, offcanvas: { width: 300 }, reveal: { enabled: true } };
    const overrides = themeOverridesFor(THEME_DEFAULTS, edited);
    expect(overrides).toEqual({ offcanvas: { width: 300 }, reveal: { enabled: true } });
    expect(effectiveTheme(THEME_DEFAULTS, overrides)).toEqual(edited);
    expect(themeOverridesFor(THEME_DEFAULTS, THEME_DEFAULTS)).toEqual({});
  });

  it('are ignored as a whole when a stored value does not fit the config file’s schema', () => {
    expect(themeOverrideStore.parse({ offcanvas: { width: 300 } })).toEqual({ offcanvas: { width: 300 } });
    expect(themeOverrideStore.parse({ offcanvas: { width: 5 } })).toBeNull();
    expect(themeOverrideStore.parse({ colour: 'red' })).toBeNull();
    expect(themeOverrideStore.parse({})).toBeNull();
  });
});
