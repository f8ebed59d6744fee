import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect-target.ts';

describe('safeRedirectPath', () => {
  it('keeps paths on this site, with their query and hash', () => {
    expect(safeRedirectPath('/admin/')).toBe('/admin/');
    expect(safeRedirectPath('/admin/orders/?status=processing#top')).toBe('/admin/orders/?status=processing#top');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of ['https://evil.example/', '//evil.example/', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', '/\t/evil.example', 'admin/', '']) {
      expect(safeRedirectPath(value)).toBe('/my-account/');
    }
  });

  it('uses the given fallback for missing or absurd values', () => {
    expect(safeRedirectPath(undefined, '/')).toBe('/');
    expect(safeRedirectPath(['/admin/'], '/')).toBe('/');
    expect(safeRedirectPath(`/${'a'.repeat(3000)}`, '/')).toBe('/');
  });
});
