import { describe, expect, it } from 'vitest';
import { formatLightboxHash, parseLightboxHash } from './hash.ts';

describe('the lightbox address', () => {
  it('reads the gallery and the 1-based item of #<gallery>-<n>', () => {
    expect(parseLightboxHash('#product-2')).toEqual({ gallery: 'product', index: 2 });
    expect(parseLightboxHash('#summer-trip-12')).toEqual({ gallery: 'summer-trip', index: 12 });
    expect(parseLightboxHash('#my%20photos-3')).toEqual({ gallery: 'my photos', index: 3 });
  });

  it('makes an item below 1 the first', () => {
    expect(parseLightboxHash('#product-0')).toEqual({ gallery: 'product', index: 1 });
    expect(parseLightboxHash('#product--4')).toEqual({ gallery: 'product', index: 1 });
  });

  it('is no lightbox address without a gallery or a number', () => {
    for (const hash of ['', '#', '#product', '#product-', '#-2', '#product-two', '#%E0%A4%A-1']) expect(parseLightboxHash(hash)).toBeNull();
  });

  it('writes the hash it reads, never below item 1', () => {
    expect(formatLightboxHash('product', 2)).toBe('#product-2');
    expect(formatLightboxHash('my photos', 1)).toBe('#my%20photos-1');
    expect(formatLightboxHash('g', 0)).toBe('#g-1');
    expect(parseLightboxHash(formatLightboxHash('summer-trip', 7))).toEqual({ gallery: 'summer-trip', index: 7 });
  });
});
