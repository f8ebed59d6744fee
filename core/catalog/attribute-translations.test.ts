import { describe, expect, it } from 'vitest';
import { attributeNamesIn, attributeViewInLocale, type AttributeNames } from './attribute-translations.ts';
import type { Db } from '../../db/connect.ts';
import type { ProductAttributeView } from './product-attributes.ts';

const COLOUR: ProductAttributeView = {
  id: 3,
  key: 'pa_colour',
  name: 'Colour',
  position: 0,
  visible: true,
  variation: true,
  options: [
    { value: 'rust', label: 'Rust' },
    { value: 'oat', label: 'Oat' },
  ],
};

const GERMAN: AttributeNames = {
  attribute: (id, fallback) => (id === 3 ? 'Farbe' : fallback),
  term: (id, slug, fallback) => (id === 3 && slug === 'rust' ? 'Rost' : fallback),
};

describe('attributes in a locale', () => {
  it('names a global attribute and its terms in the locale, falling back to their own names; values stay the slugs', () => {
    expect(attributeViewInLocale(COLOUR, GERMAN)).toEqual({
      ...COLOUR,
      name: 'Farbe',
      options: [
        { value: 'rust', label: 'Rost' },
        { value: 'oat', label: 'Oat' },
      ],
    });
  });

  it('keeps a product’s own attribute as written', () => {
    const own = { ...COLOUR, id: 0, key: 'colour' };
    expect(attributeViewInLocale(own, GERMAN)).toBe(own);
  });

  it('reads nothing in the default locale, or without a locale', async () => {
    const refuse = () => {
      throw new Error('no query expected');
    };
    const db = new Proxy({}, { get: () => refuse }) as unknown as Db;
    for (const choice of [undefined, { locale: 'en', defaultLocale: 'en' }]) {
      const names = await attributeNamesIn(db, [3], choice);
      expect(names.attribute(3, 'Colour')).toBe('Colour');
      expect(names.term(3, 'rust', 'Rust')).toBe('Rust');
    }
  });
});
