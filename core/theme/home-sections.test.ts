import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_LAYOUT, homeLayoutSchema, parseHomeLayout, type HomeLayout } from './home-sections.ts';

describe('the home page layout', () => {
  it('defaults to the demo’s layout: the hero first and every kind of section, switched on', () => {
    expect(homeLayoutSchema.safeParse(DEFAULT_HOME_LAYOUT).success).toBe(true);
    expect(DEFAULT_HOME_LAYOUT[0]?.type).toBe('hero');
    expect(new Set(DEFAULT_HOME_LAYOUT.map((section) => section.type))).toEqual(new Set(['hero', 'story', 'counters', 'products', 'categories', 'posts', 'gallery', 'tabs', 'map', 'cta', 'visit']));
    expect(DEFAULT_HOME_LAYOUT.every((section) => section.enabled)).toBe(true);
    // The demo plays no third-party video: a test or a first visit must not reach another host.
    const hero = DEFAULT_HOME_LAYOUT[0];
    expect(hero?.type === 'hero' && hero.slides).toEqual([]);
  });

  it('keeps the in-page menu’s ids: story, collection, journal, visit', () => {
    const labelled = DEFAULT_HOME_LAYOUT.filter((section) => section.type !== 'hero' && section.menuLabel !== '').map((section) => section.key);
    expect(labelled).toEqual(['story', 'collection', 'journal', 'visit']);
  });

  it('reads a stored layout, and adds the sections it lacks at the end, switched off', () => {
    const stored = [DEFAULT_HOME_LAYOUT[0], DEFAULT_HOME_LAYOUT.find((section) => section.key === 'visit')];
    const layout = parseHomeLayout(JSON.parse(JSON.stringify(stored)));
    expect(layout.slice(0, 2).map((section) => section.key)).toEqual(['hero', 'visit']);
    expect(layout).toHaveLength(DEFAULT_HOME_LAYOUT.length);
    expect(layout.slice(2).every((section) => !section.enabled)).toBe(true);
  });

  it('falls back to the defaults for a stored value that no longer fits', () => {
    expect(parseHomeLayout(undefined)).toBe(DEFAULT_HOME_LAYOUT);
    expect(parseHomeLayout({ sections: [] })).toBe(DEFAULT_HOME_LAYOUT);
    expect(parseHomeLayout([{ key: 'x', type: 'carousel', enabled: true, menuLabel: '' }])).toBe(DEFAULT_HOME_LAYOUT);
    expect(parseHomeLayout([])).toBe(DEFAULT_HOME_LAYOUT);
  });

  it('refuses repeated keys, a hero that is not first, unknown settings and unsafe addresses', () => {
    const [hero, story] = DEFAULT_HOME_LAYOUT as [HomeLayout[number], HomeLayout[number]];
    expect(homeLayoutSchema.safeParse([hero, story, { ...story }]).success).toBe(false);
    expect(homeLayoutSchema.safeParse([story, hero]).success).toBe(false);
    expect(homeLayoutSchema.safeParse([{ ...story, colour: 'red' }]).success).toBe(false);
    expect(homeLayoutSchema.safeParse([{ ...story, key: 'Our Story' }]).success).toBe(false);
    if (hero.type !== 'hero') throw new Error('the hero comes first');
    for (const slide of ['javascript:alert(1)', '//evil.example/x.jpg', 'data:image/png;base64,AA', '/a b.jpg']) {
      expect(homeLayoutSchema.safeParse([{ ...hero, slides: [slide] }]).success, slide).toBe(false);
    }
    expect(homeLayoutSchema.safeParse([{ ...hero, slides: ['/uploads/a.webp', 'https://www.youtube.com/watch?v=abc', '/uploads/clip.mp4'] }]).success).toBe(true);
    expect(homeLayoutSchema.safeParse([{ ...hero, ctaHref: 'javascript:alert(1)' }]).success).toBe(false);
    expect(homeLayoutSchema.safeParse([{ ...hero, headlines: [] }]).success).toBe(false);
  });

  it('keeps numbers in range: coordinates, zoom, counts', () => {
    const map = DEFAULT_HOME_LAYOUT.find((section) => section.type === 'map');
    const products = DEFAULT_HOME_LAYOUT.find((section) => section.type === 'products');
    expect(homeLayoutSchema.safeParse([{ ...map, lat: 91 }]).success).toBe(false);
    expect(homeLayoutSchema.safeParse([{ ...map, lng: -181 }]).success).toBe(false);
    expect(homeLayoutSchema.safeParse([{ ...map, zoom: 2.5 }]).success).toBe(false);
    expect(homeLayoutSchema.safeParse([{ ...map, lat: Number.NaN }]).success).toBe(false);
    expect(homeLayoutSchema.safeParse([{ ...products, count: 0 }]).success).toBe(false);
    expect(homeLayoutSchema.safeParse([{ ...products, count: 13 }]).success).toBe(false);
  });
});
