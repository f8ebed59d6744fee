import { describe, expect, it } from 'vitest';
import { attributeErrorsByField, attributeInputsFrom, attributeRowsOf, splitAttributeValues, type AttributeRowValues } from './product-attribute-form.ts';

const row = (overrides: Partial<AttributeRowValues>): AttributeRowValues => ({ key: 'new', attribute: '', name: '', terms: [], values: '', visible: true, variation: false, remove: false, ...overrides });
const terms = new Map([[4, ['red', 'blue']]]);

describe('product attribute rows', () => {
  it('splits values at vertical bars, trimmed, without blanks', () => {
    expect(splitAttributeValues(' S | M ||L | ')).toEqual(['S', 'M', 'L']);
  });

  it('turns rows into attributes in their order, leaving out removed and blank ones', () => {
    const result = attributeInputsFrom(
      [
        row({ key: '0', attribute: '4', terms: ['blue'], variation: true }),
        row({ key: '1', attribute: 'custom', name: 'Gone', values: 'x', remove: true }),
        row({ key: '2', attribute: 'custom', name: 'Size', values: 'S | M', visible: false }),
        row({ key: 'new' }),
      ],
      terms,
    );
    expect(result).toEqual({
      ok: true,
      keys: ['0', '2'],
      inputs: [
        { attributeId: 4, name: '', options: ['blue'], position: 0, visible: true, variation: true },
        { attributeId: null, name: 'Size', options: ['S', 'M'], position: 1, visible: false, variation: false },
      ],
    });
  });

  it('gives a new global attribute all its terms when no values are typed, else the ones typed', () => {
    const all = attributeInputsFrom([row({ attribute: '4' })], terms);
    expect(all.ok && all.inputs[0]?.options).toEqual(['red', 'blue']);
    const some = attributeInputsFrom([row({ attribute: '4', values: 'Red' })], terms);
    expect(some.ok && some.inputs[0]?.options).toEqual(['Red']);
  });

  it('refuses an unknown attribute and a custom one without name or values', () => {
    expect(attributeInputsFrom([row({ attribute: '9' }), row({ key: '0', attribute: 'custom', values: ' | ' })], terms)).toEqual({
      ok: false,
      errors: {
        attribute_new_attribute: 'Choose an attribute from the list.',
        attribute_0_name: 'Enter the attribute’s name.',
        attribute_0_values: 'Enter at least one value; separate values with “|”.',
      },
    });
  });

  it('shows the catalogue’s refusals by the row they came from', () => {
    const rows = [row({ key: '0', attribute: '4', terms: ['red'] }), row({ key: 'new', attribute: 'custom', name: 'Size', values: 'S' })];
    expect(attributeErrorsByField({ 'attributes.0.options': 'are not terms of Colour: Pink', 'attributes.1.name': 'names an attribute the product already has', type: 'x' }, rows, ['0', 'new'])).toEqual({
      attribute_0_terms: 'The values are not terms of Colour: Pink.',
      attribute_new_name: 'The name names an attribute the product already has.',
      type: 'x',
    });
  });

  it('shows a saved product’s attributes as rows', () => {
    const rows = attributeRowsOf([
      { id: 4, key: 'pa_colour', name: 'Colour', position: 0, visible: true, variation: true, options: [{ value: 'red', label: 'Red' }] },
      { id: 0, key: 'size', name: 'Size', position: 1, visible: false, variation: false, options: [{ value: 'S', label: 'S' }, { value: 'M', label: 'M' }] },
    ]);
    expect(rows).toEqual([
      row({ key: '0', attribute: '4', name: 'Colour', terms: ['red'], variation: true }),
      row({ key: '1', attribute: 'custom', name: 'Size', values: 'S | M', visible: false }),
    ]);
  });
});
