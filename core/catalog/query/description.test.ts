import { describe, expect, it } from 'vitest';
import { describeCatalogQuery, keysetAllowed, parseListedType } from './description.ts';
import { storefrontSort, wooSort } from './sorts.ts';

const base = { scope: 'storefront', sort: storefrontSort('menu_order'), page: 1, perPage: 12 } as const;

describe('describeCatalogQuery', () => {
  it('fills what a caller leaves out: every type, no sale filter, nothing excluded, no search, the stored names', () => {
    expect(describeCatalogQuery(base)).toEqual({ ...base, types: [], onSale: false, excludeIds: [], search: '', locale: null });
  });

  it('makes pages whole and at least 1, and a page at most 100 rows', () => {
    expect(describeCatalogQuery({ ...base, page: 2.7, perPage: 0 })).toMatchObject({ page: 2, perPage: 1 });
    expect(describeCatalogQuery({ ...base, page: Number.NaN, perPage: 5000 })).toMatchObject({ page: 1, perPage: 100 });
    expect(describeCatalogQuery({ ...base, page: -3, perPage: Number.POSITIVE_INFINITY })).toMatchObject({ page: 1, perPage: 1 });
  });

  it('trims the search and cuts it to 100 characters', () => {
    expect(describeCatalogQuery({ ...base, search: '  mug  ' }).search).toBe('mug');
    expect(describeCatalogQuery({ ...base, search: 'x'.repeat(150) }).search).toHaveLength(100);
    expect(describeCatalogQuery({ ...base, search: null }).search).toBe('');
  });

  it('keeps only ids that can name a row: an include of none of them matches nothing, not everything', () => {
    const query = describeCatalogQuery({ ...base, include: [3, 0, -1, 1.5, 2 ** 40], excludeIds: [9, 2 ** 53] });
    expect(query.include).toEqual([3]);
    expect(query.excludeIds).toEqual([9]);
    expect(describeCatalogQuery({ ...base, include: [2 ** 40] }).include).toEqual([]);
    expect(describeCatalogQuery(base).include).toBeUndefined();
  });

  it('reads names in the page language only when it is not the default one', () => {
    expect(describeCatalogQuery({ ...base, locale: { locale: 'fr', defaultLocale: 'en' } }).locale).toBe('fr');
    expect(describeCatalogQuery({ ...base, locale: { locale: 'en', defaultLocale: 'en' } }).locale).toBeNull();
  });

  it('drops an empty cursor (the first page) and keeps any other for the keyset to judge', () => {
    expect(describeCatalogQuery({ ...base, after: '' }).after).toBeUndefined();
    expect(describeCatalogQuery({ ...base, after: 'abc' }).after).toBe('abc');
  });

  it('lists each type once', () => {
    expect(describeCatalogQuery({ ...base, types: ['simple', 'variable', 'simple'] }).types).toEqual(['simple', 'variable']);
  });
});

describe('parseListedType', () => {
  it('takes the four listed types and nothing else: a variation, a typo or a list filters nothing', () => {
    expect(['simple', 'variable', 'grouped', 'external'].map(parseListedType)).toEqual(['simple', 'variable', 'grouped', 'external']);
    for (const value of ['variation', 'Simple', '', undefined, ['simple'], 1]) expect(parseListedType(value)).toBeUndefined();
  });
});

describe('sorts', () => {
  it('ends every storefront order on columns, so each may be paged by keyset', () => {
    for (const option of ['menu_order', 'popularity', 'rating', 'date', 'price', 'price-desc'] as const) expect(keysetAllowed(storefrontSort(option))).toBe(true);
    expect(storefrontSort('rating')).toEqual({ kind: 'fields', fields: ['average_rating', 'rating_count'], direction: 'desc' });
    expect(storefrontSort('menu_order')).toEqual({ kind: 'fields', fields: ['menu_order', 'name'], direction: 'asc' });
  });

  it('maps WooCommerce orderby values onto columns; the include order has no keyset', () => {
    expect(wooSort('title', 'asc')).toEqual({ kind: 'fields', fields: ['name'], direction: 'asc' });
    expect(wooSort('id', 'desc')).toEqual({ kind: 'fields', fields: [], direction: 'desc' });
    expect(keysetAllowed(wooSort('include', 'asc'))).toBe(false);
  });
});
