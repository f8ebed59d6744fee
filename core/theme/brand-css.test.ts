import { describe, expect, it } from 'vitest';
import { BRAND_DEFAULTS } from '../contract/theme/brand.ts';
import { brandContrastProblems, brandCss } from './brand-css.ts';
import { contrastRatio, ratioText } from './contrast.ts';

describe('the brand’s colours and fonts', () => {
  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBe(1);
    expect(ratioText(contrastRatio('#767676', '#ffffff'))).toBe('4.5:1');
    expect(ratioText(contrastRatio('#777777', '#ffffff'))).toBe('4.4:1');
  });

  it('keeps today’s look: the defaults meet AA and write no rule', () => {
    expect(brandContrastProblems(BRAND_DEFAULTS.colours)).toEqual([]);
    expect(brandCss(BRAND_DEFAULTS)).toBe('');
  });

  it('writes only what the owner changed', () => {
    const css = brandCss({ ...BRAND_DEFAULTS, colours: { ...BRAND_DEFAULTS.colours, brand: '#0B6E4F', button: '#0b6e4f' }, fonts: { body: 'humanist', headings: 'system' } });
    expect(css).toBe(":root{--color-brand:#0b6e4f;--color-button:#0b6e4f;--font:Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', sans-serif}");
  });

  it('names each pair below AA with its ratio', () => {
    const problems = brandContrastProblems({ ...BRAND_DEFAULTS.colours, button: '#ffcc00', buttonText: '#ffffff', footerText: '#9aa0a6' });
    expect(problems.map((problem) => problem.role)).toEqual(['footerText', 'buttonText']);
    expect(problems[1]?.message).toBe('Button text on buttons has a contrast of 1.5:1; WCAG AA asks for at least 4.5:1 so everyone can read it. Pick a darker or lighter colour.');
  });
});
