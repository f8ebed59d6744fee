import { describe, expect, it } from 'vitest';
import { hiddenByComingSoon } from './coming-soon.ts';

const admin = { role: 'administrator' } as const;
const customer = { role: 'customer' } as const;

describe('coming-soon mode', () => {
  it('hides the storefront from visitors and customers while on', () => {
    for (const pathname of ['/', '/shop/', '/product/mug/', '/cart/', '/checkout/', '/blog/']) {
      expect(hiddenByComingSoon({ comingSoon: true, pathname, user: null })).toBe(true);
      expect(hiddenByComingSoon({ comingSoon: true, pathname, user: customer })).toBe(true);
    }
  });

  it('lets administrators see everything, and everyone reach the login page and the admin', () => {
    expect(hiddenByComingSoon({ comingSoon: true, pathname: '/shop/', user: admin })).toBe(false);
    expect(hiddenByComingSoon({ comingSoon: true, pathname: '/my-account/', user: null })).toBe(false);
    expect(hiddenByComingSoon({ comingSoon: true, pathname: '/admin/settings/', user: customer })).toBe(false);
  });

  it('hides nothing while off', () => {
    expect(hiddenByComingSoon({ comingSoon: false, pathname: '/shop/', user: null })).toBe(false);
  });
});
