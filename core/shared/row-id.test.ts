import { describe, expect, it } from 'vitest';
import { isRowId, MAX_ROW_ID } from './row-id.ts';

describe('isRowId', () => {
  it('takes positive integers up to the largest 32-bit id', () => {
    expect([1, 42, MAX_ROW_ID].map(isRowId)).toEqual([true, true, true]);
  });

  it('refuses what names no row: zero, negatives, fractions, past the id columns, not numbers', () => {
    expect([0, -1, 1.5, MAX_ROW_ID + 1, 2 ** 53, Number.NaN, Infinity, '7', null, undefined].map(isRowId)).toEqual(Array(10).fill(false));
  });
});
