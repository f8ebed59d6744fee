import { describe, expect, it } from 'vitest';
import { filterParams, hasFilters, majorPriceText, parseListingFilters, parseMajorPrice, toggleAttributeTerm, toggleStockStatus, type FilterVocabulary } from './listing-filters.ts';

const vocabulary: FilterVocabulary = {
  attributes: new Map([
    ['colour', new Set(['blue', 'green'])],
    ['size', new Set(['s', 'm'])],
  ]),
};
const parse = (query: string) => parseListingFilters(new URLSearchParams(query), vocabulary, 'USD');

describe('the layered navigation in WooCommerce query names', () => {
  it('reads attribute filters with their query type, leaving out unknown attributes and terms', () => {
    expect(parse('filter_colour=blue,Purple,green&query_type_colour=OR&filter_size=s&filter_material=oak')).toEqual({
      attributes: [
        { attribute: 'colour', terms: ['blue', 'green'], queryType: 'or' },
        { attribute: 'size', terms: ['s'], queryType: 'and' },
      ],
    });
    expect(parse('filter_colour=purple&query_type_colour=or')).toEqual({ attributes: [] });
    expect(parse('filter_colour=&filter_=blue')).toEqual({ attributes: [] });
  });

  it('reads prices in major units as minor units, and statuses and categories, ignoring bad values', () => {
    expect(parse('min_price=10&max_price=49.99&stock_status=instock,sold,onbackorder&product_cat=mugs,,bowls')).toEqual({
      attributes: [],
      minPrice: 1000,
      maxPrice: 4999,
      stockStatuses: ['instock', 'onbackorder'],
      categories: ['mugs', 'bowls'],
    });
    for (const bad of ['-1', 'abc', '1e3', '', ' ', 'Infinity', '99999999999']) expect(parseMajorPrice(bad, 'USD')).toBeUndefined();
    expect(parseMajorPrice('10.005', 'USD')).toBe(1001);
    expect(parse('min_price=x&stock_status=none')).toEqual({ attributes: [] });
    expect(hasFilters(parse('orderby=price'))).toBe(false);
    expect(() => parse('filter_colour=%E0%A4%A&min_price=%')).not.toThrow();
    // No control character reaches the database (PostgreSQL refuses a NUL).
    expect(parse('filter_colour=blue%00&product_cat=a%00b,mugs&stock_status=instock%00')).toEqual({ attributes: [], categories: ['mugs'] });
  });

  it('writes the filters back as query pairs, and toggles a choice', () => {
    const filters = parse('filter_colour=blue&query_type_colour=or&min_price=10.5&stock_status=instock');
    expect(filterParams(filters, 'USD')).toEqual([
      ['filter_colour', 'blue'],
      ['query_type_colour', 'or'],
      ['min_price', '10.5'],
      ['stock_status', 'instock'],
    ]);
    expect(filterParams(toggleAttributeTerm(filters, 'colour', 'green', 'and'), 'USD')[0]).toEqual(['filter_colour', 'blue,green']);
    expect(toggleAttributeTerm(filters, 'colour', 'blue', 'or').attributes).toEqual([]);
    expect(toggleAttributeTerm(filters, 'size', 's', 'and').attributes.at(-1)).toEqual({ attribute: 'size', terms: ['s'], queryType: 'and' });
    expect(toggleStockStatus(filters, 'instock').stockStatuses).toBeUndefined();
    expect(majorPriceText(1000, 'USD')).toBe('10');
  });
});
