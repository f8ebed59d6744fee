import { describe, expect, it } from 'vitest';
import { categoryFieldErrors } from './category-editor.ts';

describe('categoryFieldErrors', () => {
  const named = (menuOrder: number | string) => categoryFieldErrors({ name: 'Tea', slug: '', description: '', menuOrder });

  it('takes a position as a number or as typed digits, a blank one as 0', () => {
    for (const position of [0, -3, 1_000_000, '12', ' -7 ', '', '  ']) expect(named(position)).toEqual({});
  });

  it('refuses typed text that is not plain digits, and positions out of range', () => {
    for (const position of ['soon', '1.5', '2e3', '0x10', '1 000', 1.5]) expect(named(position)).toEqual({ menuOrder: 'Enter a whole number.' });
    for (const position of ['9999999', -1_000_001, '-1000001']) expect(named(position)).toEqual({ menuOrder: 'Enter a whole number from -1,000,000 to 1,000,000.' });
  });

  it('names every field at fault at once', () => {
    expect(categoryFieldErrors({ name: ' ', slug: '', description: '', menuOrder: 'x' })).toEqual({ name: 'Enter the category name.', menuOrder: 'Enter a whole number.' });
    expect(categoryFieldErrors({ name: 'Tea', slug: '!!!', description: '' })).toEqual({ slug: 'Use letters and digits in the slug.' });
  });
});
