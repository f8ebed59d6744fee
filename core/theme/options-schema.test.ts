import { describe, expect, it } from 'vitest';
import { THEME_DEFAULTS } from '../contract/theme/options.ts';
import { viewportFor } from '../contract/theme/constants.ts';
import { mergeTheme, themeFileSchema } from './options-schema.ts';

describe('theme options', () => {
  it('default to the spec: 250 px off-canvas, no smooth wheel scrolling, no reveal, a sticky header', () => {
    expect(mergeTheme()).toEqual(THEME_DEFAULTS);
    expect(THEME_DEFAULTS).toMatchObject({ offcanvas: { width: 250 }, smoothScroll: { enabled: false }, reveal: { enabled: false }, header: { sticky: true } });
  });

  it('merge a file one area at a time', () => {
    const file = themeFileSchema.parse({ offcanvas: { width: 320 }, header: { stickyVariants: ['shrinked', 'mobile'] } });
    expect(mergeTheme(file)).toEqual({ ...THEME_DEFAULTS, offcanvas: { width: 320 }, header: { sticky: true, stickyVariants: ['shrinked', 'mobile'] } });
  });

  it('refuse unknown sticky tokens, out-of-range widths, unsafe menu links and unknown keys', () => {
    const problems = (value: unknown) => themeFileSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));
    expect(problems({ header: { stickyVariants: ['floating'] } })).toEqual(['header.stickyVariants.0']);
    expect(problems({ offcanvas: { width: 40 } })).toEqual(['offcanvas.width']);
    expect(problems({ menu: { entries: [{ type: 'link', label: 'Run', href: 'javascript:alert(1)' }] } })).toEqual(['menu.entries.0.href']);
    expect(problems({ menu: { entries: [{ type: 'page', slug: '../admin' }] } })).toEqual(['menu.entries.0.slug']);
    expect(problems({ colour: 'red' })).toEqual(['']);
  });

  it('accept in-page anchors, paths and http(s) addresses as menu links', () => {
    const links = ['#story', '/about-us/#team', 'https://example.com/lookbook'].map((href) => ({ type: 'link', label: 'Go', href }));
    expect(themeFileSchema.safeParse({ menu: { entries: links } }).success).toBe(true);
  });
});

describe('viewportFor', () => {
  it('uses the spec breakpoints: mobile to 767, tablet to 1024, desktop above', () => {
    expect([390, 767, 768, 1024, 1025].map(viewportFor)).toEqual(['mobile', 'mobile', 'tablet', 'tablet', 'desktop']);
  });

  it('take background slides, a morph speed, embed consent categories and a tile source, within bounds', () => {
    const file = themeFileSchema.parse({
      background: { images: ['/uploads/hero.jpg', 'https://www.youtube.com/watch?v=abc'], duration: 7000 },
      textMorph: { enabled: true, speed: 3000 },
      video: { consent: 'preferences' },
      map: { tileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example' },
    });
    const theme = mergeTheme(file);
    expect(theme.background).toEqual({ images: ['/uploads/hero.jpg', 'https://www.youtube.com/watch?v=abc'], duration: 7000, transitionDuration: THEME_DEFAULTS.background.transitionDuration });
    expect(theme.map).toEqual({ ...THEME_DEFAULTS.map, tileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example' });
    const problems = (value: unknown) => themeFileSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));
    expect(problems({ background: { images: ['javascript:alert(1)'], duration: 10 } })).toEqual(['background.images.0', 'background.duration']);
    expect(problems({ video: { consent: 'necessary' } })).toEqual(['video.consent']);
    expect(problems({ map: { tileUrl: 'https://tiles.example.com/tile.png' } })).toEqual(['map.tileUrl']);
  });

  it('default embeds to wait for marketing consent, and the map to OpenStreetMap with its credit', () => {
    expect(THEME_DEFAULTS.video.consent).toBe('marketing');
    expect(THEME_DEFAULTS.map).toMatchObject({ consent: 'marketing', tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' });
    expect(THEME_DEFAULTS.background).toEqual({ images: [], duration: 5000, transitionDuration: 600 });
  });
});
