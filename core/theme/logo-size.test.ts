import { describe, expect, it } from 'vitest';
import { logoWidthAt, shownLogo } from './logo-size.ts';

describe('the logo’s width at the owner’s height', () => {
  it('keeps the picture’s proportions, rounded to a whole pixel', () => {
    expect(logoWidthAt(40, { width: 400, height: 100 })).toBe(160);
    expect(logoWidthAt(40, { width: 333, height: 100 })).toBe(133);
    expect(logoWidthAt(48, { width: 1000, height: 333 })).toBe(144);
    expect(logoWidthAt(120, { width: 50, height: 200 })).toBe(30);
    expect(logoWidthAt(16, { width: 3, height: 4000 })).toBe(1);
  });

  it('is unknown without the picture’s size, or with a size of nothing', () => {
    expect(logoWidthAt(40, null)).toBeNull();
    expect(logoWidthAt(40, { width: 0, height: 100 })).toBeNull();
    expect(logoWidthAt(40, { width: 100, height: 0 })).toBeNull();
  });

  it('gives the header its box: both sides when the size is known, the height alone when not, nothing without a logo', () => {
    expect(shownLogo({ url: '/uploads/logo.png', alt: 'Wombat', height: 40, intrinsic: { width: 600, height: 200 } })).toEqual({ url: '/uploads/logo.png', alt: 'Wombat', height: 40, width: 120 });
    expect(shownLogo({ url: 'https://cdn.example/logo.png', alt: 'Wombat', height: 40, intrinsic: null })).toEqual({ url: 'https://cdn.example/logo.png', alt: 'Wombat', height: 40 });
    expect(shownLogo({ url: null, alt: '', height: 40, intrinsic: { width: 600, height: 200 } })).toBeNull();
  });
});
