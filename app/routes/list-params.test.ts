import { describe, expect, it } from 'vitest';
import { listParamsFrom, pageFrom, type SortChoice } from './list-params.ts';
import { functionsCompiledBy } from '../../test/compiled-functions.ts';

const url = (query: string) => new URL(`http://shop.test/admin/orders/${query}`);
const SORTING: SortChoice<'title' | 'price' | 'date'> = { keys: ['title', 'price', 'date'], initial: { by: 'date', order: 'desc' } };

describe('searchFrom', () => {
  it('reads ?s= cut to 100 characters, and nothing when absent', () => {
    expect(listParamsFrom(new URL(`http://shop.test/admin/orders/?s=${'a'.repeat(150)}`)).search).toBe('a'.repeat(100));
    expect(listParamsFrom(new URL('http://shop.test/admin/orders/')).search).toBe('');
  });
});

describe('pageFrom', () => {
  it('reads a positive whole page number, else 1 (garbage, zero, negatives and huge numbers included)', () => {
    expect(pageFrom(url('?page=3'))).toBe(3);
    expect(pageFrom(url(''))).toBe(1);
    for (const page of ['0', '-2', '2.5', 'two', '1e3', '1234567', '']) expect(pageFrom(url(`?page=${page}`)), page).toBe(1);
    expect(pageFrom(url('?page=2&page=5'))).toBe(2);
  });
});

describe('listParamsFrom', () => {
  it('starts in the list’s own order, and has none for a list without a choice of order', () => {
    expect(listParamsFrom(url(''), SORTING)).toEqual({ page: 1, search: '', sort: { by: 'date', order: 'desc' } });
    expect(listParamsFrom(url('?orderby=title&order=asc')).sort).toBeNull();
  });

  it('takes an order the list offers, in the direction asked, else ascending (or the list’s own direction for its own key)', () => {
    expect(listParamsFrom(url('?orderby=price&order=desc&s=mug&page=2'), SORTING)).toEqual({ page: 2, search: 'mug', sort: { by: 'price', order: 'desc' } });
    expect(listParamsFrom(url('?orderby=title'), SORTING).sort).toEqual({ by: 'title', order: 'asc' });
    expect(listParamsFrom(url('?orderby=date'), SORTING).sort).toEqual({ by: 'date', order: 'desc' });
    expect(listParamsFrom(url('?order=asc'), SORTING).sort).toEqual({ by: 'date', order: 'asc' });
  });

  it('ranks a search by how well it matches (no order) in a list that does so, unless an order is asked for', () => {
    const ranking: SortChoice<'title' | 'price' | 'date'> = { ...SORTING, searchRanks: true };
    expect(listParamsFrom(url('?s=mug'), ranking).sort).toBeNull();
    expect(listParamsFrom(url('?s=%20%20'), ranking).sort).toEqual({ by: 'date', order: 'desc' });
    expect(listParamsFrom(url('?s=mug&orderby=date'), ranking).sort).toEqual({ by: 'date', order: 'desc' });
    expect(listParamsFrom(url(''), ranking).sort).toEqual({ by: 'date', order: 'desc' });
    expect(listParamsFrom(url('?s=mug'), SORTING).sort).toEqual({ by: 'date', order: 'desc' });
  });

  it('falls back to the list’s own order for a key or direction it does not offer', () => {
    expect(listParamsFrom(url('?orderby=password&order=asc'), SORTING).sort).toEqual({ by: 'date', order: 'asc' });
    expect(listParamsFrom(url('?orderby=title&order=sideways'), SORTING).sort).toEqual({ by: 'title', order: 'asc' });
    expect(listParamsFrom(url('?orderby=&order='), SORTING).sort).toEqual({ by: 'date', order: 'desc' });
  });
});

describe('a list’s schema', () => {
  it('is compiled on the list’s first request, not on every request', async () => {
    const sorting: SortChoice<'title' | 'date'> = { keys: ['title', 'date'], initial: { by: 'date', order: 'desc' } };
    listParamsFrom(url('?orderby=title'), sorting);
    listParamsFrom(url('?page=2'));
    expect(await functionsCompiledBy(() => [listParamsFrom(url('?orderby=title&page=2'), sorting), listParamsFrom(url('?s=mug'), sorting), listParamsFrom(url('?page=3'))])).toBe(0);
  });
});
