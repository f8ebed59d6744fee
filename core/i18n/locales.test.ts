import { describe, expect, it } from 'vitest';
import { isLanguageTag, isSupportedLocale, localeName, shopLocales, shopLocalesProblem, SUPPORTED_LOCALES } from './locales.ts';

describe('supported locales', () => {
  it('ships English, French and German, each named in its own language', () => {
    expect(SUPPORTED_LOCALES.map((locale) => [locale.tag, locale.name])).toEqual([
      ['en', 'English'],
      ['fr', 'Français'],
      ['de', 'Deutsch'],
    ]);
    expect(localeName('fr')).toBe('Français');
    expect(localeName('xx')).toBe('xx');
  });

  it('knows a supported locale from anything else', () => {
    expect(isSupportedLocale('de')).toBe(true);
    expect(isSupportedLocale('es')).toBe(false);
    expect(isSupportedLocale('FR')).toBe(false);
    expect(isSupportedLocale(undefined)).toBe(false);
  });

  it('tells a well-formed language tag from garbage', () => {
    expect(isLanguageTag('de-CH')).toBe(true);
    expect(isLanguageTag('fr')).toBe(true);
    expect(isLanguageTag('not a tag')).toBe(false);
    expect(isLanguageTag('')).toBe(false);
  });
});

describe('the shop locales', () => {
  it('lists the default first, then the others in their order', () => {
    expect(shopLocales({ store: { locales: { default: 'en', others: ['fr', 'de'] } } })).toEqual(['en', 'fr', 'de']);
    expect(shopLocales({ store: { locales: { default: 'de', others: [] } } })).toEqual(['de']);
  });

  it('names what is wrong with a locales setting', () => {
    expect(shopLocalesProblem({ default: 'en', others: ['fr', 'de'] })).toBeNull();
    expect(shopLocalesProblem({ default: 'es', others: [] })).toEqual({ path: ['default'], message: expect.stringMatching(/supported locales \(en, fr, de\)/) });
    expect(shopLocalesProblem({ default: 'en', others: ['fr', 'en'] })).toEqual({ path: ['others', 1], message: 'must not repeat the default locale' });
    expect(shopLocalesProblem({ default: 'en', others: ['fr', 'fr'] })).toEqual({ path: ['others', 1], message: 'each locale may appear once' });
    expect(shopLocalesProblem({ default: 'en', others: ['français'] })?.message).toMatch(/not a BCP 47 language tag/);
  });
});
