import { describe, expect, it } from 'vitest';
import { suggestedLanguage } from './language-choice.ts';

const OFFERED = ['en', 'fr', 'de'];

describe('suggestedLanguage', () => {
  it('suggests the first browser language the shop offers, by its primary subtag', () => {
    expect(suggestedLanguage('en', OFFERED, ['fr-CA', 'en-US'], null)).toBe('fr');
    expect(suggestedLanguage('en', OFFERED, ['es', 'de-AT'], null)).toBe('de');
  });

  it('suggests nothing when the page is already in a language the visitor ranks as high', () => {
    expect(suggestedLanguage('fr', OFFERED, ['fr-FR', 'en'], null)).toBeNull();
    expect(suggestedLanguage('en', OFFERED, ['en-GB', 'fr'], null)).toBeNull();
    expect(suggestedLanguage('en', OFFERED, ['es', 'it'], null)).toBeNull();
  });

  it('follows the remembered choice over the browser', () => {
    expect(suggestedLanguage('en', OFFERED, ['en-US'], 'de')).toBe('de');
    expect(suggestedLanguage('de', OFFERED, ['fr'], 'de')).toBeNull();
    expect(suggestedLanguage('en', OFFERED, ['fr'], 'it')).toBeNull();
  });
});
