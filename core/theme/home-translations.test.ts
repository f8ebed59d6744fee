import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_LAYOUT, type HomeLayout } from './home-sections.ts';
import { homeLayoutInLocale } from './home-translations.ts';

function texts(layout: HomeLayout): string[] {
  const found: string[] = [];
  const walk = (value: unknown, name = '') => {
    if (typeof value === 'string' && !['key', 'type', 'mode', 'ctaHref', 'source', 'category', 'page', 'mapType', 'address', 'modalPage'].includes(name)) found.push(value);
    else if (Array.isArray(value)) value.forEach((item) => walk(item, name));
    else if (value && typeof value === 'object') for (const [field, inner] of Object.entries(value)) walk(inner, field);
  };
  walk(layout);
  return found.filter((text) => text !== '');
}

describe('homeLayoutInLocale', () => {
  it('has every default text of the demo home page in French and German', () => {
    const english = new Set(texts(DEFAULT_HOME_LAYOUT));
    for (const locale of ['fr', 'de']) {
      const left = texts(homeLayoutInLocale(DEFAULT_HOME_LAYOUT, locale)).filter((text) => english.has(text) && text !== 'Journal' && /\p{L}/u.test(text));
      expect(left, locale).toEqual([]);
    }
    expect(homeLayoutInLocale(DEFAULT_HOME_LAYOUT, 'fr')[0]).toMatchObject({ headlines: ['De belles choses, bien faites.', 'Faites pour servir.', 'Faites pour durer.'], ctaHref: '/shop/' });
  });

  it('leaves what the owner wrote, the addresses and English as they are', () => {
    const owned = DEFAULT_HOME_LAYOUT.map((section) => (section.type === 'story' ? { ...section, heading: 'How we began' } : section)) as HomeLayout;
    const french = homeLayoutInLocale(owned, 'fr');
    expect(french.find((section) => section.key === 'story')).toMatchObject({ heading: 'How we began', menuLabel: 'Notre histoire', page: 'about-us' });
    expect(french.find((section) => section.key === 'find-us')).toMatchObject({ address: 'Vitrine Workshop\n12 Calvert Avenue\nLondon E2 7JP' });
    expect(homeLayoutInLocale(owned, 'en')).toBe(owned);
    expect(homeLayoutInLocale(owned, 'fr')).toBe(french);
  });
});
