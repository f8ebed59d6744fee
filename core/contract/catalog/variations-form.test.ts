import { describe, expect, it } from 'vitest';
import { canBuyWith, chosenVariation, fitsChoice, type VariationJson } from './variations-form.ts';

const variation = (id: number, attributes: Record<string, string>, purchasable = true): VariationJson => ({
  variation_id: id,
  attributes,
  display_price: 40,
  display_regular_price: 40,
  is_in_stock: purchasable,
  is_purchasable: purchasable,
  variation_is_active: true,
  variation_is_visible: true,
  sku: '',
  image: null,
  price_html: '',
  availability_html: '',
  variation_description: '',
  min_qty: 1,
  max_qty: '',
});

const FIELDS = ['attribute_pa_colour', 'attribute_logo'];
const VARIATIONS = [
  variation(1, { attribute_pa_colour: 'blue', attribute_logo: '' }),
  variation(2, { attribute_pa_colour: 'red', attribute_logo: 'No' }),
  variation(3, { attribute_pa_colour: 'green', attribute_logo: '' }, false),
];

describe('the variations form’s matching', () => {
  it('names the variation of a complete choice, an "any" value taking what was chosen', () => {
    expect(chosenVariation(VARIATIONS, FIELDS, { attribute_pa_colour: 'blue', attribute_logo: 'Yes' })?.variation_id).toBe(1);
    expect(chosenVariation(VARIATIONS, FIELDS, { attribute_pa_colour: 'red', attribute_logo: 'No' })?.variation_id).toBe(2);
    expect(chosenVariation(VARIATIONS, FIELDS, { attribute_pa_colour: 'red', attribute_logo: 'Yes' })).toBeNull();
  });

  it('names none while a choice is missing', () => {
    expect(chosenVariation(VARIATIONS, FIELDS, { attribute_pa_colour: 'blue', attribute_logo: '' })).toBeNull();
    expect(chosenVariation(VARIATIONS, FIELDS, {})).toBeNull();
  });

  it('tells which values still leave a variation to buy', () => {
    expect(canBuyWith(VARIATIONS, { attribute_logo: 'Yes' }, 'attribute_pa_colour', 'blue')).toBe(true);
    expect(canBuyWith(VARIATIONS, { attribute_logo: 'Yes' }, 'attribute_pa_colour', 'red')).toBe(false);
    expect(canBuyWith(VARIATIONS, {}, 'attribute_pa_colour', 'green')).toBe(false);
    expect(fitsChoice(VARIATIONS[0]!, { attribute_pa_colour: '' })).toBe(true);
  });
});
