import { describe, expect, it } from 'vitest';
import { isSameSitePath, safeRedirectTarget } from './safe-redirect.ts';
import { HOSTILE_TARGETS } from './hostile-targets.fixture.ts';


describe('safeRedirectTarget', () => {
  it('keeps paths on this site, with their query and hash', () => {
    expect(safeRedirectTarget('/admin/')).toBe('/admin/');
    expect(safeRedirectTarget('/shop/?orderby=price')).toBe('/shop/?orderby=price');
    expect(safeRedirectTarget('/admin/orders/?status=processing#top')).toBe('/admin/orders/?status=processing#top');
    expect(safeRedirectTarget('/product/caf%C3%A9/')).toBe('/product/caf%C3%A9/');
    expect(safeRedirectTarget('/my-account/?redirect_to=%2Fadmin%2F')).toBe('/my-account/?redirect_to=%2Fadmin%2F');
  });

  it('normalises what it keeps: dot segments resolved, no backslash left in the query', () => {
    expect(safeRedirectTarget('/shop/./page/../')).toBe('/shop/');
    expect(safeRedirectTarget('/a//b/')).toBe('/a//b/');
    expect(safeRedirectTarget('/shop/?q=a\\b')).toBe('/shop/?q=a%5Cb');
  });

  it.each(HOSTILE_TARGETS)('refuses %j', (target) => {
    expect(safeRedirectTarget(target)).toBeNull();
    expect(isSameSitePath(target)).toBe(false);
  });

  it('refuses what is not a string, and absurd lengths', () => {
    expect(safeRedirectTarget(undefined)).toBeNull();
    expect(safeRedirectTarget(['/admin/'])).toBeNull();
    expect(safeRedirectTarget(`/${'a'.repeat(3000)}`)).toBeNull();
    expect(safeRedirectTarget('/%E0%A4%A/')).toBeNull();
  });
});
