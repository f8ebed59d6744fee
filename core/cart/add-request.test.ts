import { describe, expect, it } from 'vitest';
import { postedAttributes, postedQuantities, variationPairs } from './add-request.ts';

describe('postedAttributes', () => {
  it('reads WooCommerce’s attribute fields by key, the first value of each, ignoring every other field', () => {
    const params = new URLSearchParams('add-to-cart=5&attribute_pa_colour=blue&attribute_Logo=Yes&attribute_pa_colour=red&quantity=2&attribute_=x');
    expect(postedAttributes(params)).toEqual({ pa_colour: 'blue', logo: 'Yes' });
  });

  it('keeps a key such as __proto__ as plain data', () => {
    const chosen = postedAttributes(new URLSearchParams('attribute___proto__=polluted'));
    expect(Object.getPrototypeOf(chosen)).toBe(Object.prototype);
    expect(Object.keys(chosen)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads at most 40 fields, none longer than 200 characters', () => {
    const many = new URLSearchParams(Array.from({ length: 60 }, (_, index) => [`attribute_a${index}`, 'v']));
    expect(Object.keys(postedAttributes(many))).toHaveLength(40);
    expect(postedAttributes(new URLSearchParams({ attribute_size: 'x'.repeat(201) }))).toEqual({});
  });
});

describe('variationPairs', () => {
  it('takes the Store API’s pairs by key, with or without the field prefix', () => {
    expect(variationPairs([{ attribute: 'pa_colour', value: 'blue' }, { attribute: 'attribute_logo', value: 'Yes' }, { attribute: 'Size', value: 'M' }])).toEqual({ pa_colour: 'blue', logo: 'Yes', size: 'M' });
  });
});

describe('postedQuantities', () => {
  it('reads a grouped form’s quantity fields by product id, ignoring others', () => {
    const params = new URLSearchParams('add-to-cart=9&quantity[12]=2&quantity[13]=&quantity[x]=4&quantity=1&quantity[12]=5');
    expect(postedQuantities(params)).toEqual({ '12': '2', '13': '' });
  });
});
