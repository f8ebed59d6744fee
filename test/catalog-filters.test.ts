import { beforeAll, describe, expect, it } from 'vitest';
import type { NewProduct } from '../db/schema.ts';
import { catalogFilters, listingFacets, readFilterVocabulary, type ListingFacets } from '../core/catalog/listing-facets.ts';
import { parseListingFilters } from '../core/catalog/listing-filters.ts';
import { describeCatalogQuery, type CatalogQuery, type CatalogSort } from '../core/catalog/query/description.ts';
import { runCatalogQuery } from '../core/catalog/query/run.ts';
import { storefrontSort } from '../core/catalog/query/sorts.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertCategory, insertProduct } from './fixtures/shop-data.ts';

/**
 * Two global attributes (colour, size) on six published products, a draft and a variation, in two
 * categories, with the three stock statuses: each filter alone, together, `and` and `or`, and the counts
 * a shopper reads beside each choice under those combinations.
 */
type Seed = Partial<NewProduct> & { name: string; colour?: string[]; size?: string[]; category?: 'mugs' | 'bowls' };
const SEEDS: Seed[] = [
  { name: 'Ash', price: 1000, colour: ['blue'], size: ['s'], category: 'mugs', menu_order: 1 },
  { name: 'Birch', price: 2000, colour: ['blue', 'green'], size: ['m'], category: 'mugs', menu_order: 2 },
  { name: 'Cedar', price: 3000, colour: ['green'], size: ['l'], category: 'bowls', stock_status: 'outofstock', stock: 0, menu_order: 3 },
  { name: 'Dune', price: 4000, colour: ['red'], size: ['s', 'm'], category: 'bowls', stock_status: 'onbackorder', menu_order: 4 },
  { name: 'Elm', price: 500, menu_order: 5 },
  { name: 'Fir', type: 'variable', price: 1500, max_price: 2500, colour: ['blue'], size: ['l'], category: 'mugs', menu_order: 6 },
  { name: 'Gum', status: 'draft', price: 1000, colour: ['blue'], size: ['s'], category: 'mugs', menu_order: 7 },
];

describe.each(DIALECTS)('layered navigation filters and counts on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  beforeAll(async () => {
    const { db } = database;
    const categories = { mugs: await insertCategory(db, 'Mugs'), bowls: await insertCategory(db, 'Bowls') };
    const terms = new Map<string, number>();
    for (const [slug, name, values] of [
      ['colour', 'Colour', ['blue', 'green', 'red']],
      ['size', 'Size', ['s', 'm', 'l']],
    ] as const) {
      const attribute = await db.insertInto('attributes').values({ slug, name }).returning('id').executeTakeFirstOrThrow();
      for (const [index, value] of values.entries()) {
        const term = await db.insertInto('attribute_terms').values({ attribute_id: attribute.id, slug: value, name: value.toUpperCase(), menu_order: index }).returning('id').executeTakeFirstOrThrow();
        terms.set(`${slug}:${value}`, term.id);
      }
    }
    for (const { colour = [], size = [], category, ...values } of SEEDS) {
      const id = await insertProduct(db, { regular_price: values.price ?? 1000, ...values });
      if (category) await db.insertInto('product_categories').values({ product_id: id, category_id: categories[category] }).execute();
      for (const key of [...colour.map((value) => `colour:${value}`), ...size.map((value) => `size:${value}`)]) {
        await db.insertInto('product_attribute_terms').values({ product_id: id, term_id: terms.get(key)! }).execute();
      }
      if (values.type === 'variable') {
        // A variation is listed only under its product, and counted nowhere.
        const variation = await insertProduct(db, { name: 'Fir – L', type: 'variation', parent_id: id, price: 2500, stock_status: 'outofstock' });
        await db.insertInto('product_categories').values({ product_id: variation, category_id: categories.mugs }).execute();
      }
    }
  });

  /** The query an address asks for, as the shop's pages build it. */
  async function queryOf(address: string, sort: CatalogSort = storefrontSort('menu_order'), paging = { page: 1, perPage: 100 }): Promise<{ query: CatalogQuery; facets: ListingFacets }> {
    const { db } = database;
    const params = new URLSearchParams(address);
    const vocabulary = await readFilterVocabulary(db, params);
    const query = describeCatalogQuery({ scope: 'storefront', sort, ...paging, ...catalogFilters(parseListingFilters(params, vocabulary, 'USD')) });
    return { query, facets: await listingFacets(db, query, vocabulary, { categories: true }) };
  }
  async function names(address: string, sort?: CatalogSort, paging?: { page: number; perPage: number }) {
    const { query } = await queryOf(address, sort, paging);
    const result = await runCatalogQuery(database.db, query, ['id', 'name']);
    if (!result.ok) throw new Error('refused');
    return { names: result.page.rows.map((row) => row.name), total: result.page.total };
  }
  const counts = (facets: ListingFacets, attribute: string) => Object.fromEntries(facets.attributes.find((facet) => facet.slug === attribute)?.terms.map((term) => [term.slug, term.count]) ?? []);
  const stock = (facets: ListingFacets) => Object.fromEntries(facets.stock.map((facet) => [facet.status, facet.count]));

  it('filters by each attribute alone, `and` by default and `or` when asked', async () => {
    expect((await names('filter_colour=blue')).names).toEqual(['Ash', 'Birch', 'Fir']);
    expect((await names('filter_colour=blue,green')).names).toEqual(['Birch']);
    expect((await names('filter_colour=blue,green&query_type_colour=and')).names).toEqual(['Birch']);
    expect((await names('filter_colour=blue,green&query_type_colour=or')).names).toEqual(['Ash', 'Birch', 'Cedar', 'Fir']);
    expect((await names('filter_size=s,m&query_type_size=or')).names).toEqual(['Ash', 'Birch', 'Dune']);
    expect((await names('filter_size=s,m')).names).toEqual(['Dune']);
  });

  it('leaves out unknown attributes and terms, and bad prices and statuses', async () => {
    expect((await names('filter_colour=blue,purple')).names).toEqual(['Ash', 'Birch', 'Fir']);
    expect((await names('filter_material=oak')).total).toBe(6);
    expect((await names('filter_colour=purple')).total).toBe(6);
    expect((await names('min_price=abc&max_price=-3&stock_status=sold')).total).toBe(6);
  });

  it('filters by price in major units, stock status and category, and combines every filter with AND', async () => {
    expect((await names('min_price=10&max_price=20')).names).toEqual(['Ash', 'Birch', 'Fir']);
    expect((await names('min_price=15.5')).names).toEqual(['Birch', 'Cedar', 'Dune']);
    expect((await names('stock_status=outofstock,onbackorder')).names).toEqual(['Cedar', 'Dune']);
    expect((await names('product_cat=bowls')).names).toEqual(['Cedar', 'Dune']);
    expect((await names('product_cat=bowls,mugs')).names).toEqual(['Ash', 'Birch', 'Cedar', 'Dune', 'Fir']);
    expect((await names('filter_colour=blue,green&query_type_colour=or&filter_size=l')).names).toEqual(['Cedar', 'Fir']);
    expect((await names('filter_colour=blue,green&query_type_colour=or&stock_status=instock')).names).toEqual(['Ash', 'Birch', 'Fir']);
    expect((await names('filter_colour=blue,green&query_type_colour=or&product_cat=bowls&max_price=30')).names).toEqual(['Cedar']);
    expect((await names('filter_colour=red&stock_status=instock')).total).toBe(0);
  });

  it('sorts and pages a filtered listing, the total across pages', async () => {
    const address = 'filter_colour=blue,green&query_type_colour=or';
    expect(await names(address, storefrontSort('price-desc'), { page: 1, perPage: 3 })).toEqual({ names: ['Cedar', 'Birch', 'Fir'], total: 4 });
    expect(await names(address, storefrontSort('price-desc'), { page: 2, perPage: 3 })).toEqual({ names: ['Ash'], total: 4 });
    expect(await names(address, storefrontSort('price'), { page: 1, perPage: 2 })).toEqual({ names: ['Ash', 'Fir'], total: 4 });
  });

  it('counts every choice from the published products, without a filter', async () => {
    const { facets } = await queryOf('');
    expect(facets.attributes.map((facet) => [facet.slug, facet.name])).toEqual([
      ['colour', 'Colour'],
      ['size', 'Size'],
    ]);
    expect(facets.attributes[0]?.terms.map((term) => term.slug)).toEqual(['blue', 'green', 'red']);
    expect(counts(facets, 'colour')).toEqual({ blue: 3, green: 2, red: 1 });
    expect(counts(facets, 'size')).toEqual({ s: 2, m: 2, l: 2 });
    expect(stock(facets)).toEqual({ instock: 4, outofstock: 1, onbackorder: 1 });
    expect(facets.categories.map((category) => [category.slug, category.count])).toEqual([
      ['bowls', 2],
      ['mugs', 3],
    ]);
    expect(facets.price).toEqual({ min: 500, max: 4000 });
  });

  it('counts within an `and` filter, and without its own filter for an `or` one', async () => {
    const and = (await queryOf('filter_colour=blue')).facets;
    expect(counts(and, 'colour')).toEqual({ blue: 3, green: 1 });
    expect(counts(and, 'size')).toEqual({ s: 1, m: 1, l: 1 });
    expect(stock(and)).toEqual({ instock: 3, outofstock: 0, onbackorder: 0 });
    expect(and.attributes[0]?.terms.find((term) => term.slug === 'blue')?.chosen).toBe(true);
    const or = (await queryOf('filter_colour=blue&query_type_colour=or')).facets;
    expect(counts(or, 'colour')).toEqual({ blue: 3, green: 2, red: 1 });
    expect(or.attributes[0]?.queryType).toBe('or');
    expect(counts(or, 'size')).toEqual({ s: 1, m: 1, l: 1 });
    expect(or.price).toEqual({ min: 1000, max: 2500 });
  });

  it('keeps counts right under combinations, each group counted without its own choice', async () => {
    const { facets } = await queryOf('filter_colour=blue,green&query_type_colour=or&stock_status=outofstock');
    // The products: Cedar alone. Colour is counted without the colour filter, stock without the stock one.
    expect(counts(facets, 'colour')).toEqual({ green: 1, blue: 0 });
    expect(counts(facets, 'size')).toEqual({ l: 1 });
    expect(stock(facets)).toEqual({ instock: 3, outofstock: 1, onbackorder: 0 });
    expect(facets.categories.map((category) => [category.slug, category.count])).toEqual([['bowls', 1]]);
    // A chosen term nothing matches any more is still there, to be taken away.
    expect(facets.attributes[0]?.terms.find((term) => term.slug === 'blue')).toMatchObject({ count: 0, chosen: true });
    const priced = (await queryOf('min_price=20&filter_size=s,m&query_type_size=or')).facets;
    expect(counts(priced, 'size')).toEqual({ s: 1, m: 2, l: 1 });
    expect(counts(priced, 'colour')).toEqual({ blue: 1, green: 1, red: 1 });
    // The price range is read without the price bounds, so the shopper can widen them again.
    expect(priced.price).toEqual({ min: 1000, max: 4000 });
    const categorised = (await queryOf('product_cat=mugs&filter_size=l')).facets;
    expect(categorised.categories.map((category) => [category.slug, category.count, category.chosen])).toEqual([
      ['bowls', 1, false],
      ['mugs', 1, true],
    ]);
  });
});
