import { describe, expect, it } from 'vitest';
import { cartMessagesFor } from './messages.ts';
import { INVALID_QUANTITY_MESSAGE, parseProductId, parseQuantity } from './quantity.ts';

describe('parseQuantity', () => {
  const limits = { min: 1, max: 999 };

  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['999', 999],
    [3, 3],
    ['007', 7],
  ])('accepts %j as %i', (raw, expected) => {
    expect(parseQuantity(raw, limits)).toEqual({ ok: true, value: expected });
  });

  it.each(['0', '-1', '1.5', '1e3', 'abc', '', ' ', '0x10', '+2', '2 3', '１', null, undefined, {}, ['2'], -4, 2.5, Number.NaN])(
    'refuses %j as an invalid quantity',
    (raw) => {
      const result = parseQuantity(raw, limits);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('invalid_quantity');
    },
  );

  it.each(['1000', '99999999999999', '9'.repeat(15)])('refuses %s as above the line limit', (raw) => {
    const result = parseQuantity(raw, limits);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('line_limit');
  });

  it('refuses absurdly long digit strings without converting them', () => {
    expect(parseQuantity('9'.repeat(400), limits).ok).toBe(false);
  });

  it('uses the fallback only when no value was sent', () => {
    expect(parseQuantity(undefined, { ...limits, fallback: 1 })).toEqual({ ok: true, value: 1 });
    expect(parseQuantity('', { ...limits, fallback: 1 })).toEqual({ ok: true, value: 1 });
    expect(parseQuantity('x', { ...limits, fallback: 1 }).ok).toBe(false);
  });

  it('words its refusals in English, or in the language of the messages it is given', () => {
    expect(parseQuantity('abc', limits)).toMatchObject({ ok: false, error: { message: INVALID_QUANTITY_MESSAGE } });
    expect(INVALID_QUANTITY_MESSAGE).toBe('Please enter a valid quantity.');
    expect(parseQuantity('1000', limits)).toMatchObject({ ok: false, error: { message: 'You cannot have more than 999 of one product in your cart.' } });
    expect(parseQuantity('abc', limits, cartMessagesFor('fr'))).toMatchObject({ ok: false, error: { message: 'Veuillez saisir une quantité valide.' } });
    expect(parseQuantity('1000', limits, cartMessagesFor('de'))).toMatchObject({ ok: false, error: { message: 'Sie können nicht mehr als 999 Stück eines Produkts im Warenkorb haben.' } });
  });

  it('allows 0 when the minimum is 0 (the cart form removes lines that way)', () => {
    expect(parseQuantity('0', { min: 0, max: 5 })).toEqual({ ok: true, value: 0 });
  });
});

describe('parseProductId', () => {
  it.each([
    ['1', 1],
    [' 42 ', 42],
    [17, 17],
  ])('reads %j as %i', (raw, expected) => {
    expect(parseProductId(raw)).toBe(expected);
  });

  it.each(['0', '-3', '3.5', 'abc', '', '1e2', '__proto__', '9'.repeat(16), '9'.repeat(400), null, undefined, {}, 0, -1, 1.5])('refuses %j', (raw) => {
    expect(parseProductId(raw)).toBeNull();
  });
});
