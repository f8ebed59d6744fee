import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translator.ts';
import { formatMoney } from '../shared/money.ts';
import { shippingText } from './shipping-text.ts';

const money = (minor: number) => formatMoney(minor, 'USD', 'en-US');

describe('shippingText', () => {
  it('writes the amount and the method, or the method alone when it cost nothing', () => {
    const t = translator('en');
    expect(shippingText(500, 'Flat rate', money, t)).toBe('$5.00 via Flat rate');
    expect(shippingText(0, 'Free shipping', money, t)).toBe('Free shipping');
    expect(shippingText(0, 'Local pickup', money, t)).toBe('Local pickup');
  });

  it('writes the amount alone, or free shipping, for an order that names no method', () => {
    const t = translator('en');
    expect(shippingText(750, null, money, t)).toBe('$7.50');
    expect(shippingText(750, undefined, money, t)).toBe('$7.50');
    expect(shippingText(0, undefined, money, t)).toBe(t('totals.freeShipping'));
  });

  it('speaks the language it is given', () => {
    expect(shippingText(500, 'Pauschal', money, translator('de'))).toBe('$5.00 per Pauschal');
  });
});
