import { describe, expect, it } from 'vitest';
import type { ListingFacets } from '../../../core/catalog/listing-facets.ts';
import { NO_FILTERS } from '../../../core/catalog/listing-filters.ts';
import { renderIn } from '../in-language.fixture.tsx';
import { FilterPanel } from './FilterPanel.tsx';

const facets = (counted: boolean): ListingFacets => ({
  attributes: [{ id: 1, slug: 'colour', name: 'Colour', queryType: 'or', terms: [{ id: 1, slug: 'blue', name: 'Blue', count: 12, chosen: false }] }],
  stock: [
    { status: 'instock', count: 30, chosen: false },
    { status: 'outofstock', count: 0, chosen: false },
    { status: 'onbackorder', count: 0, chosen: false },
  ],
  categories: [],
  price: null,
  counted,
});

const panel = (counted: boolean) =>
  renderIn('en', <FilterPanel listing={{ basePath: '/shop/', search: null, sort: 'menu_order', chosen: NO_FILTERS, filters: [], facets: facets(counted) }} />);

describe('FilterPanel', () => {
  it('shows each choice with its count', () => {
    const html = panel(true);
    expect(html).toContain('Blue</a> <span class="count">(12)</span>');
    expect(html).toContain('In stock</a> <span class="count">(30)</span>');
  });

  it('offers the choices without counts where the listing was too large to count them', () => {
    const html = panel(false);
    expect(html).toContain('>Blue</a></li>');
    expect(html).not.toContain('class="count"');
    // A choice the shop has no product for is still left out.
    expect(html).not.toContain('Out of stock');
  });
});
