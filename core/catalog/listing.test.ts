import { describe, expect, it } from 'vitest';
import { listingHref, listingPageHref, pageCount, paginationItems, parsePageParam, parseSort, resultCountText, SEARCH_SORT_OPTIONS, SORT_LABELS, SORT_OPTIONS } from './listing.ts';

describe('parseSort', () => {
  it('accepts each of the six sort options', () => {
    for (const option of SORT_OPTIONS) expect(parseSort(option)).toBe(option);
  });

  it('falls back to the default order for anything else', () => {
    for (const value of [undefined, null, '', 'PRICE', 'price ', '__proto__', 'constructor', ['price'], 42, 'x'.repeat(1_000_000)]) {
      expect(parseSort(value)).toBe('menu_order');
    }
  });

  it('takes relevance only where a listing offers it (a search), as its default there', () => {
    expect(parseSort('relevance')).toBe('menu_order');
    expect(parseSort('relevance', SEARCH_SORT_OPTIONS, 'relevance')).toBe('relevance');
    expect(parseSort('price', SEARCH_SORT_OPTIONS, 'relevance')).toBe('price');
    expect(parseSort('nonsense', SEARCH_SORT_OPTIONS, 'relevance')).toBe('relevance');
  });

  it('labels every option as WooCommerce does', () => {
    expect(SORT_LABELS.menu_order).toBe('Default sorting');
    expect(SORT_LABELS['price-desc']).toBe('Sort by price: high to low');
  });
});

describe('parsePageParam', () => {
  it('reads an absent page as page 1 and digits as the page', () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('27')).toBe(27);
    expect(parsePageParam('100000')).toBe(100_000);
  });

  it('refuses anything that is not a plain positive page number', () => {
    for (const value of ['', '0', '00', '01', '-1', '1.5', '1e3', 'abc', ' 2', '2 ', '0x10', '100001', '9999999999999999999']) {
      expect(parsePageParam(value)).toBeNull();
    }
  });
});

describe('resultCountText', () => {
  it('shows the range on a page of many', () => {
    expect(resultCountText({ page: 1, perPage: 12, total: 60 })).toBe('Showing 1–12 of 60 results');
    expect(resultCountText({ page: 5, perPage: 12, total: 60 })).toBe('Showing 49–60 of 60 results');
    expect(resultCountText({ page: 6, perPage: 12, total: 61 })).toBe('Showing 61–61 of 61 results');
  });

  it('says "more than" for a search listing its best matches of more', () => {
    expect(resultCountText({ page: 2, perPage: 12, total: 1000, capped: true })).toBe('Showing 13–24 of more than 1000 results');
  });

  it('says "all" when everything fits on one page', () => {
    expect(resultCountText({ page: 1, perPage: 12, total: 7 })).toBe('Showing all 7 results');
    expect(resultCountText({ page: 1, perPage: 12, total: 12 })).toBe('Showing all 12 results');
  });

  it('speaks of the single result', () => {
    expect(resultCountText({ page: 1, perPage: 12, total: 1 })).toBe('Showing the single result');
  });

  it('says so when nothing matches', () => {
    expect(resultCountText({ page: 1, perPage: 12, total: 0 })).toBe('No products were found matching your selection.');
  });
});

describe('pageCount', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(66, 12)).toBe(6);
  });
});

describe('listingHref', () => {
  it('puts page 1 at the base and later pages under /page/N/', () => {
    expect(listingHref('/shop/', 1, 'menu_order')).toBe('/shop/');
    expect(listingHref('/shop/', 3, 'menu_order')).toBe('/shop/page/3/');
    expect(listingHref('/product-category/mugs', 2, 'menu_order')).toBe('/product-category/mugs/page/2/');
  });

  it('keeps a chosen sort in the query', () => {
    expect(listingHref('/shop/', 1, 'price')).toBe('/shop/?orderby=price');
    expect(listingHref('/shop/', 2, 'price-desc')).toBe('/shop/page/2/?orderby=price-desc');
  });
});

describe('paginationItems', () => {
  it('lists every page when there are few', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('collapses long runs into gaps around the current page', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(paginationItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('fills a gap of exactly one page with the page itself', () => {
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
});

describe('listingPageHref', () => {
  it('writes the shop’s and categories’ pages as listingHref does', () => {
    expect(listingPageHref({ basePath: '/shop/', search: null }, 2, 'price')).toBe(listingHref('/shop/', 2, 'price'));
  });

  it('writes a search’s pages as WordPress does, the terms encoded and relevance left out', () => {
    const search = { basePath: '/', search: { terms: 'blue mug & co', productsOnly: true } };
    expect(listingPageHref(search, 1, 'relevance')).toBe('/?s=blue+mug+%26+co&post_type=product');
    expect(listingPageHref(search, 3, 'price')).toBe('/page/3/?s=blue+mug+%26+co&post_type=product&orderby=price');
    expect(listingPageHref({ basePath: '/', search: { terms: 'mug', productsOnly: false } }, 2, 'menu_order')).toBe('/page/2/?s=mug&orderby=menu_order');
  });
});
