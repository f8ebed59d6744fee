import { describe, expect, it } from 'vitest';
import { pageWindow } from './paged-query.ts';

describe('pageWindow', () => {
  it('reads the first half of a list from its start', () => {
    expect(pageWindow(100, { page: 1, perPage: 10 })).toEqual({ reversed: false, offset: 0, limit: 10 });
    expect(pageWindow(100, { page: 5, perPage: 10 })).toEqual({ reversed: false, offset: 40, limit: 10 });
  });

  it('reads a page past the middle as the first rows of the reversed order', () => {
    expect(pageWindow(100, { page: 6, perPage: 10 })).toEqual({ reversed: true, offset: 40, limit: 10 });
    expect(pageWindow(100, { page: 10, perPage: 10 })).toEqual({ reversed: true, offset: 0, limit: 10 });
  });

  it('reads a short last page as the rows left, from the end', () => {
    expect(pageWindow(95, { page: 10, perPage: 10 })).toEqual({ reversed: true, offset: 0, limit: 5 });
    expect(pageWindow(95, { page: 9, perPage: 10 })).toEqual({ reversed: true, offset: 5, limit: 10 });
  });

  it('reads nothing for a page past the end or an empty list', () => {
    expect(pageWindow(95, { page: 11, perPage: 10 }).limit).toBe(0);
    expect(pageWindow(0, { page: 1, perPage: 10 }).limit).toBe(0);
  });
});
