import { describe, expect, it } from 'vitest';
import type { ListingFacets } from '../../../core/catalog/listing-facets.ts';
import { NO_FILTERS, type ListingFilters } from '../../../core/catalog/listing-filters.ts';
import type { StarRating } from '../../../core/catalog/query/description.ts';
import { renderIn } from '../in-language.fixture.tsx';
import { FilterPanel } from './FilterPanel.tsx';

const facets = (counted: boolean): ListingFacets => ({
  attributes: [{ id: 1, slug: 'colour', name: 'Colour', queryType: 'or', terms: [{ id: 1, slug: 'blue', name: 'Blue', count: 12, chosen: false }] }],
  stock: [
    { status: 'instock', count: 30, chosen: false },
    { status: 'outofstock', count: 0, chosen: false },
    { status: 'onbackorder', count: 0, chosen: false },
  ],
  ratings: [],
  categories: [],
  price: null,
  counted,
});

const panel = (counted: boolean, more: Partial<ListingFacets> = {}, chosen: ListingFilters = NO_FILTERS) =>
  renderIn('en', <FilterPanel listing={{ basePath: '/shop/', search: null, sort: 'menu_order', chosen, filters: [], facets: { ...facets(counted), ...more } }} />);

const ratings = (counts: Record<StarRating, number>, chosen: StarRating[] = []) =>
  ([5, 4, 3, 2, 1] as const).map((stars) => ({ stars, count: counts[stars], chosen: chosen.includes(stars) }));

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

  it('offers the ratings products have, as WooCommerce’s rating widget, each a link adding it to rating_filter', () => {
    const html = panel(true, { ratings: ratings({ 5: 2, 4: 3, 3: 0, 2: 0, 1: 1 }) });
    expect(html).toContain('widget_rating_filter');
    expect(html).toContain('Average rating');
    expect(html.match(/class="woocommerce-widget-layered-nav-list__item wc-layered-nav-rating"/g)).toHaveLength(3);
    expect(html).toContain('href="/shop/?rating_filter=4"');
    expect(html).toContain('aria-label="Rated 4 out of 5"');
    expect(html).toMatch(/aria-label="Rated 4 out of 5">.*?<\/a> <span class="count">\(3\)<\/span>/s);
    expect(html).not.toContain('Rated 3 out of 5');
  });

  it('keeps a chosen rating to take away, and leaves the widget out where nothing is rated', () => {
    const chosen = panel(true, { ratings: ratings({ 5: 2, 4: 3, 3: 0, 2: 0, 1: 0 }, [4]) }, { attributes: [], ratings: [4] });
    expect(chosen).toContain('wc-layered-nav-rating woocommerce-widget-layered-nav-list__item--chosen chosen');
    // Choosing 5 as well keeps 4; the active filter takes 4 away.
    expect(chosen).toContain('href="/shop/?rating_filter=4,5"');
    expect(chosen).toMatch(/<li class="chosen"><a rel="nofollow" href="\/shop\/"><span class="visually-hidden">Remove filter: <\/span>Rated 4 out of 5<\/a>/);
    expect(panel(true)).not.toContain('widget_rating_filter');
  });
});
