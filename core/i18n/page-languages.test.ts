import { describe, expect, it } from 'vitest';
import { pageLanguages } from './page-languages.ts';

describe('pageLanguages', () => {
  it('offers the same page in every language, the default first, the current one marked', () => {
    expect(pageLanguages('/shop/', '?orderby=price', 'fr', { default: 'en', others: ['fr', 'de'] }, 'https://shop.example')).toEqual([
      { tag: 'en', name: 'English', href: '/shop/?orderby=price', url: 'https://shop.example/shop/', current: false },
      { tag: 'fr', name: 'Français', href: '/fr/shop/?orderby=price', url: 'https://shop.example/fr/shop/', current: true },
      { tag: 'de', name: 'Deutsch', href: '/de/shop/?orderby=price', url: 'https://shop.example/de/shop/', current: false },
    ]);
  });

  it('offers nothing in a shop of one language', () => {
    expect(pageLanguages('/shop/', '', 'en', { default: 'en', others: [] }, 'https://shop.example')).toEqual([]);
  });
});
