import { describe, expect, it } from 'vitest';
import { localePrefix, localizedPath, locatePath } from './locale-path.ts';
import type { ShopLocales } from './locales.ts';

const LOCALES: ShopLocales = { default: 'en', others: ['fr', 'de'] };

describe('locatePath', () => {
  it('finds a prefixed language and the path the routes know', () => {
    expect(locatePath('/fr/shop/', LOCALES)).toEqual({ locale: 'fr', prefix: '/fr', path: '/shop/' });
    expect(locatePath('/de/', LOCALES)).toEqual({ locale: 'de', prefix: '/de', path: '/' });
    expect(locatePath('/fr/product/blue-mug/', LOCALES)).toEqual({ locale: 'fr', prefix: '/fr', path: '/product/blue-mug/' });
  });

  it('leaves the default language and look-alike paths alone', () => {
    expect(locatePath('/shop/', LOCALES)).toEqual({ locale: 'en', prefix: '', path: '/shop/' });
    expect(locatePath('/fr', LOCALES)).toEqual({ locale: 'en', prefix: '', path: '/fr' });
    expect(locatePath('/french-press/', LOCALES)).toEqual({ locale: 'en', prefix: '', path: '/french-press/' });
    expect(locatePath('/en/shop/', LOCALES)).toEqual({ locale: 'en', prefix: '', path: '/en/shop/' });
  });

  it('knows no prefix for a language the shop does not serve', () => {
    expect(locatePath('/de/shop/', { default: 'en', others: ['fr'] })).toEqual({ locale: 'en', prefix: '', path: '/de/shop/' });
  });
});

describe('localizedPath', () => {
  it('prefixes site paths in other languages only', () => {
    expect(localizedPath('/shop/?orderby=price', 'fr', LOCALES)).toBe('/fr/shop/?orderby=price');
    expect(localizedPath('/', 'de', LOCALES)).toBe('/de/');
    expect(localizedPath('/shop/', 'en', LOCALES)).toBe('/shop/');
  });

  it('leaves other addresses unchanged', () => {
    expect(localizedPath('https://example.com/x/', 'fr', LOCALES)).toBe('https://example.com/x/');
    expect(localizedPath('//example.com/x/', 'fr', LOCALES)).toBe('//example.com/x/');
    expect(localizedPath('#story', 'fr', LOCALES)).toBe('#story');
    for (const path of ['/admin/', '/admin', '/wp-json/wc/v3/products', '/uploads/a.webp', '/assets/x.js']) expect(localizedPath(path, 'fr', LOCALES)).toBe(path);
  });

  it('has no prefix for the default language or one the shop does not serve', () => {
    expect(localePrefix('en', LOCALES)).toBe('');
    expect(localePrefix('de', { default: 'en', others: ['fr'] })).toBe('');
  });
});
