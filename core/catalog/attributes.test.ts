import { describe, expect, it } from 'vitest';
import { attributeSlug, sortTerms } from './attributes.ts';
import { customAttributeKey, globalAttributeKey } from './attribute-keys.ts';

describe('attribute naming', () => {
  it('keys a global attribute pa_<slug> and a product’s own by its sanitized, lower-case name', () => {
    expect(globalAttributeKey('colour')).toBe('pa_colour');
    expect(customAttributeKey('Gift Wrap')).toBe('gift-wrap');
    expect(customAttributeKey('  Taille Été ')).toBe('taille-ete');
    expect(customAttributeKey('Размер обуви')).toBe('размер-обуви');
  });

  it('makes a global attribute’s slug from its name, without a typed pa_ and within 28 characters', () => {
    expect(attributeSlug('', 'Colour')).toBe('colour');
    expect(attributeSlug('pa_Shoe Size', 'Size')).toBe('shoe-size');
    expect(attributeSlug('', 'A very long attribute name that goes on')).toHaveLength(28);
  });

  it('orders terms by position, name, leading number or id', () => {
    const terms = [
      { id: 1, name: '10 cm', menu_order: 2 },
      { id: 2, name: '9 cm', menu_order: 1 },
      { id: 3, name: 'Any', menu_order: 1 },
    ];
    expect(sortTerms(terms, 'menu_order').map((t) => t.id)).toEqual([2, 3, 1]);
    expect(sortTerms(terms, 'name').map((t) => t.id)).toEqual([1, 2, 3]);
    expect(sortTerms(terms, 'name_num').map((t) => t.id)).toEqual([2, 1, 3]);
    expect(sortTerms(terms, 'id').map((t) => t.id)).toEqual([1, 2, 3]);
  });
});
