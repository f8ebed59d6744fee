import { describe, expect, it } from 'vitest';
import type { FieldsSort } from './description.ts';
import { cursorAfterRow, decodeCursor, encodeCursor } from './keyset.ts';

const byMenuOrder: FieldsSort = { kind: 'fields', fields: ['menu_order', 'name'], direction: 'asc' };
const byRating: FieldsSort = { kind: 'fields', fields: ['average_rating', 'rating_count'], direction: 'desc' };

const raw = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('keyset cursors', () => {
  it('reads back the position it was made from, numbers and text exactly', () => {
    const position = { values: [3, 'Mug «Été» 50%'], id: 42 };
    const cursor = encodeCursor(byMenuOrder, position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(byMenuOrder, cursor)).toEqual(position);
    // A rating such as 4.1 comes back as the same double.
    expect(decodeCursor(byRating, encodeCursor(byRating, { values: [4.1, 7], id: 5 }))).toEqual({ values: [4.1, 7], id: 5 });
  });

  it('makes the cursor after a row from its sort values and id', () => {
    const cursor = cursorAfterRow(byRating, { id: 9, average_rating: 2.5, rating_count: 4, name: 'ignored' });
    expect(decodeCursor(byRating, cursor)).toEqual({ values: [2.5, 4], id: 9 });
  });

  it('refuses a cursor of another order, even one that would read', () => {
    const cursor = encodeCursor(byMenuOrder, { values: [1, 'a'], id: 1 });
    expect(decodeCursor({ ...byMenuOrder, direction: 'desc' }, cursor)).toBeNull();
    expect(decodeCursor({ kind: 'fields', fields: ['menu_order', 'slug'], direction: 'asc' }, cursor)).toBeNull();
  });

  it('refuses garbled text: not base64url, not JSON, empty or too long', () => {
    for (const cursor of ['', 'not a cursor!', '%%%', 'eyJzIjo', 'A'.repeat(3000), Buffer.from('not json').toString('base64url')]) {
      expect(decodeCursor(byMenuOrder, cursor)).toBeNull();
    }
  });

  it('refuses forged cursors: wrong shape, wrong types, ids that name no row, values too long', () => {
    const forged = [
      null,
      [1, 'a', 1],
      { s: 'menu_order,name:asc' },
      { s: 'menu_order,name:asc', v: [1, 'a'] },
      { s: 'menu_order,name:asc', v: [1, 'a', 1, 2] },
      { s: 'menu_order,name:asc', v: ['1', 'a', 1] },
      { s: 'menu_order,name:asc', v: [1, 2, 1] },
      { s: 'menu_order,name:asc', v: [1, 'a', 0] },
      { s: 'menu_order,name:asc', v: [1, 'a', 1.5] },
      { s: 'menu_order,name:asc', v: [1, 'a', 2 ** 40] },
      { s: 'menu_order,name:asc', v: [1, 'a', '1'] },
      { s: 'menu_order,name:asc', v: [1, 'x'.repeat(1001), 1] },
      { s: 'menu_order,name:asc', v: [null, 'a', 1] },
    ];
    for (const value of forged) expect(decodeCursor(byMenuOrder, raw(value)), JSON.stringify(value)).toBeNull();
    // A well-formed cursor is only a position: it is read as one.
    expect(decodeCursor(byMenuOrder, raw({ s: 'menu_order,name:asc', v: [-5, "'; drop table products; --", 7] }))).toEqual({ values: [-5, "'; drop table products; --"], id: 7 });
  });
});
