import { describe, expect, it } from 'vitest';
import { familyNameProblem, familyOfFontValue, fontFamilyValue, isFontFamilyValue, normaliseFamilyName } from './font-family.ts';

describe('uploaded font families’ names', () => {
  it('keeps a typed name trimmed, with one space between words, composed', () => {
    expect(normaliseFamilyName('  Source   Serif \t4 ')).toBe('Source Serif 4');
    expect(normaliseFamilyName('E\u0301le\u0301gante')).toBe('\u00c9l\u00e9gante');
  });

  it('takes letters of any script, digits, spaces and hyphens', () => {
    for (const name of ['Inter', 'Source Serif 4', 'Noto Sans-JP', '1942 Report', 'Élégante', 'Шрифт']) expect(familyNameProblem(name), name).toBeNull();
  });

  it('refuses an empty name, one too long, and any character that could end a CSS string or an attribute', () => {
    expect(familyNameProblem('')).toContain('Enter the font’s family name');
    expect(familyNameProblem('A'.repeat(61))).toBe('Keep the family name to 60 characters.');
    expect(familyNameProblem('A'.repeat(60))).toBeNull();
    for (const name of ['Inter"', "Inter'", 'Inter;', 'Inter}', 'Inter\\', 'In<ter', 'Inter_Bold', '-Inter', ' Inter', 'Inter\n', 'Inter.woff2']) {
      expect(familyNameProblem(name), name).toBe('Use only letters, digits, spaces and hyphens, starting with a letter or digit.');
    }
  });

  it('stores a family as family:<name> and reads only a well-formed one back', () => {
    expect(fontFamilyValue('Source Serif')).toBe('family:Source Serif');
    expect(familyOfFontValue('family:Source Serif')).toBe('Source Serif');
    expect(familyOfFontValue('system')).toBeNull();
    expect(familyOfFontValue('family:')).toBeNull();
    expect(familyOfFontValue('family:x";}body{color:red')).toBeNull();
    expect(isFontFamilyValue('family:Inter')).toBe(true);
    expect(isFontFamilyValue('humanist')).toBe(false);
    expect(isFontFamilyValue(42)).toBe(false);
  });
});
