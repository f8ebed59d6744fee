import { describe, expect, it } from 'vitest';
import { inheritedShipping, normaliseShippingValue, parseShipping, shippingProblem } from './product-shipping.ts';
import { formatDimensions, formatWeight } from './shipping-display.ts';

describe('parseShipping', () => {
  it('keeps blank as none and numbers as decimal strings with a dot', () => {
    expect(parseShipping({ weight: '0.4', length: '30', width: ' 20 ', height: '' })).toEqual({ ok: true, value: { weight: '0.4', length: '30', width: '20', height: null } });
  });

  it('takes a comma as the decimal mark and writes the number plainly', () => {
    expect(normaliseShippingValue('1,5')).toEqual({ value: '1.5' });
    expect(normaliseShippingValue('.5')).toEqual({ value: '0.5' });
    expect(normaliseShippingValue('2.')).toEqual({ value: '2' });
    expect(normaliseShippingValue('007')).toEqual({ value: '7' });
    expect(normaliseShippingValue('0')).toEqual({ value: '0' });
    expect(normaliseShippingValue('0.250')).toEqual({ value: '0.250' });
  });

  it('refuses negatives, words, exponents, several marks and more than 3 decimals, with a message per field in the shop’s unit', () => {
    for (const bad of ['-1', 'abc', '1e3', '1.2.3', '1,2,3', '0.1234', '.', ',', '12345678', '1 000', 'Infinity', 'NaN']) expect(normaliseShippingValue(bad)).toBeNull();
    const parsed = parseShipping({ weight: '-1', length: '10', width: 'wide', height: '1.5' }, { weight: 'lbs', dimension: 'in' });
    expect(parsed).toEqual({ ok: false, errors: { weight: shippingProblem('weight', { weight: 'lbs', dimension: 'in' }), width: shippingProblem('width', { weight: 'lbs', dimension: 'in' }) } });
    expect(shippingProblem('weight', { weight: 'lbs', dimension: 'in' })).toBe('Enter the weight in lbs as a number of 0 or more, such as 0.4 (at most 3 decimals), or leave it blank.');
    expect(shippingProblem('height')).toContain('height in cm');
  });

  it('leaves out the fields not given, so an update keeps them', () => {
    expect(parseShipping({ weight: '1' })).toEqual({ ok: true, value: { weight: '1' } });
  });
});

describe('inheritedShipping', () => {
  it('takes each blank value of a variation from its product', () => {
    expect(inheritedShipping({ weight: null, length: '5', width: null, height: null }, { weight: '0.4', length: '30', width: '20', height: null })).toEqual({ weight: '0.4', length: '5', width: '20', height: null });
  });
});

describe('weight and dimensions as shown', () => {
  it('writes the unit after the number, in the page’s decimal mark', () => {
    expect(formatWeight('0.4', 'kg', 'en-US')).toBe('0.4 kg');
    expect(formatWeight('1.250', 'kg', 'fr-FR')).toBe('1,25 kg');
    expect(formatWeight(null, 'kg', 'en-US')).toBe('');
    expect(formatDimensions({ length: '30', width: '20', height: '2' }, 'cm', 'en-US')).toBe('30 × 20 × 2 cm');
    expect(formatDimensions({ length: '30', width: null, height: '2.5' }, 'in', 'de-DE')).toBe('30 × 2,5 in');
    expect(formatDimensions({ length: null, width: null, height: null }, 'cm', 'en-US')).toBe('');
  });
});
