import { describe, expect, it } from 'vitest';
import { countRows } from './daily-counts.ts';

describe('countRows', () => {
  it('adds up a batch per page, and per product and page, in one fixed order', () => {
    const rows = countRows(
      [
        { type: 'page_view', path: '/shop/', referrerHost: 'search.example' },
        { type: 'add_to_cart', path: '/shop/', productId: 7, quantity: 2 },
        { type: 'page_view', path: '/cart/' },
        { type: 'page_view', path: '/shop/', referrerHost: null },
        { type: 'add_to_cart', path: '/shop/', productId: 7, quantity: 3 },
        { type: 'add_to_cart', path: '/product/lamp/', productId: 7, quantity: 1 },
        { type: 'add_to_cart', path: '/shop/', productId: 8, quantity: 1 },
      ],
      '2030-06-01',
    );
    expect(rows).toEqual([
      { day: '2030-06-01', kind: 'add_to_cart', path: '/product/lamp/', product_id: 7, count: 1, quantity: 1 },
      { day: '2030-06-01', kind: 'add_to_cart', path: '/shop/', product_id: 7, count: 2, quantity: 5 },
      { day: '2030-06-01', kind: 'add_to_cart', path: '/shop/', product_id: 8, count: 1, quantity: 1 },
      { day: '2030-06-01', kind: 'page_view', path: '/cart/', product_id: 0, count: 1, quantity: 0 },
      { day: '2030-06-01', kind: 'page_view', path: '/shop/', product_id: 0, count: 2, quantity: 0 },
    ]);
  });
});
