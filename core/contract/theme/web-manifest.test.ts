import { describe, expect, it } from 'vitest';
import { siteIconFiles } from './site-icon.ts';
import { webAppManifest } from './web-manifest.ts';

describe('the web app manifest', () => {
  const base = { lang: 'en', dir: 'ltr' as const, uploadsUrl: '/uploads', colours: { header: '#102030', background: '#fafafa' } };

  it('names the owner’s 192 and 512 px icons, and the header’s and page’s colours', () => {
    const icon = siteIconFiles('site-icon-0123456789abcdef');
    expect(webAppManifest({ ...base, name: 'Wombat', icon })).toEqual({
      name: 'Wombat',
      short_name: 'Wombat',
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'browser',
      theme_color: '#102030',
      background_color: '#fafafa',
      icons: [
        { src: '/uploads/site-icon/site-icon-0123456789abcdef-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/uploads/site-icon/site-icon-0123456789abcdef-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      ],
    });
  });

  it('falls back to the shop’s own icon, and leaves a short name out for a long name', () => {
    const manifest = webAppManifest({ ...base, name: 'Vitrine Demo Store', icon: null, dir: 'rtl', lang: 'ar' });
    expect(manifest.icons).toEqual([{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }]);
    expect(manifest).not.toHaveProperty('short_name');
    expect(manifest).toMatchObject({ lang: 'ar', dir: 'rtl' });
  });
});
