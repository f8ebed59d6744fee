import { describe, expect, it } from 'vitest';
import { textDirection } from './text-direction.ts';

describe('textDirection', () => {
  it('runs the shipped languages left to right', () => {
    expect(['en', 'fr', 'de', 'en-GB', 'de-CH'].map(textDirection)).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'ltr']);
  });

  it('runs Arabic, Hebrew, Persian and Urdu right to left', () => {
    expect(['ar', 'he', 'fa', 'ur', 'ar-EG'].map(textDirection)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'rtl']);
  });

  it('falls back to left to right for a tag that is not a language', () => {
    expect(textDirection('not a tag')).toBe('ltr');
  });
});
