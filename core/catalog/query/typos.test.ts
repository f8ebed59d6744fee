import { describe, expect, it } from 'vitest';
import { forgivesTypo, oneEditApart, oneEditPatterns, oneEditVariants } from './typos.ts';

describe('one typo', () => {
  it('forgives a typo in words of five letters or more only', () => {
    expect(forgivesTypo('board')).toBe(true);
    expect(forgivesTypo('mugs')).toBe(false);
    expect(forgivesTypo('äpfel')).toBe(true);
    expect(forgivesTypo('x'.repeat(100))).toBe(false);
  });

  it('lists the words one edit away: changed, added, dropped, swapped', () => {
    const variants = oneEditVariants('walnut');
    for (const meant of ['walnot', 'wallnut', 'walut', 'wlanut', 'walnuts']) expect(variants).toContain(meant);
    expect(variants).not.toContain('walnut');
    expect(variants).not.toContain('wlnot');
    expect(oneEditVariants('чайник')).toContain('чайнек');
  });

  it('says the same as LIKE patterns and exact words, in any alphabet', () => {
    const { patterns, exact } = oneEditPatterns('walnut');
    expect(patterns).toEqual(expect.arrayContaining(['wal_ut', 'wa_lnut', '_walnut', 'walnut_']));
    expect(exact).toEqual(expect.arrayContaining(['walut', 'wlanut']));
    expect(exact).not.toContain('walnut');
  });

  it('tells whether two words are one edit apart', () => {
    expect(oneEditApart('walnut', 'walnot')).toBe(true);
    expect(oneEditApart('walnut', 'wallnut')).toBe(true);
    expect(oneEditApart('walnut', 'walut')).toBe(true);
    expect(oneEditApart('walnut', 'wlanut')).toBe(true);
    expect(oneEditApart('walnut', 'walnut')).toBe(false);
    expect(oneEditApart('walnut', 'wlnot')).toBe(false);
    expect(oneEditApart('walnut', 'tulnaw')).toBe(false);
  });
});
