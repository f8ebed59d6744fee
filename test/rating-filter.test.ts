import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogFilters, listingFacets, readFilterVocabulary, type ListingFacets } from '../core/catalog/listing-facets.ts';
import { parseListingFilters } from '../core/catalog/listing-filters.ts';
import { describeCatalogQuery, type CatalogSort } from '../core/catalog/query/description.ts';
import { runCatalogQuery } from '../core/catalog/query/run.ts';
import { storefrontSort } from '../core/catalog/query/sorts.ts';
import { addReview, deleteReview, setReviewStatus } from '../core/reviews/review-changes.ts';
import type { NewProduct } from '../db/schema.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertCategory, insertProduct } from './fixtures/shop-data.ts';

/**
 * WooCommerce's rating filter (`rating_filter=5,4`): products whose average rating, rounded half up to
 * whole stars, is one of those chosen; the counts beside each rating under every other filter; the
 * listed products of each rating kept counted (migration 066) as reviews come, change and go.
 */
type Seed = Partial<NewProduct> & { name: string; ratings?: number[]; colour?: 'blue' | 'green'; category?: 'mugs' | 'bowls' };
const SEEDS: Seed[] = [
  { name: 'Ash', price: 1000, ratings: [5], colour: 'blue', category: 'mugs' },
  // 4.5 rounds up to five stars, as PHP's round() does.
  { name: 'Birch', price: 2000, ratings: [4, 5], colour: 'green', category: 'mugs' },
  { name: 'Cedar', price: 3000, ratings: [4], colour: 'blue', category: 'bowls', stock_status: 'outofstock', stock: 0 },
  // 3.67 rounds to four.
  { name: 'Dune', price: 4000, ratings: [3, 4, 4], colour: 'blue', category: 'bowls' },
  // 1.33 rounds to one.
  { name: 'Elm', price: 500, ratings: [1, 1, 2], colour: 'green', category: 'mugs' },
  { name: 'Fir', price: 1500, colour: 'blue', category: 'mugs' },
  { name: 'Gum', price: 1000, status: 'draft', ratings: [5], colour: 'blue', category: 'mugs' },
];

describe.each(DIALECTS)('the rating filter on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const ids: Record<string, number> = {};
  const reviews: Record<string, number[]> = {};

  async function review(product: string, rating: number): Promise<number> {
    const row = await addReview(database.db, { productId: ids[product]!, content: 'Good.', rating, authorName: 'Ann', authorEmail: 'ann@example.com', status: 'approved', verified: true });
    (reviews[product] ??= []).push(row!.id);
    return row!.id;
  }

  beforeAll(async () => {
    const { db } = database;
    const categories = { mugs: await insertCategory(db, 'Mugs'), bowls: await insertCategory(db, 'Bowls') };
    const attribute = await db.insertInto('attributes').values({ slug: 'colour', name: 'Colour' }).returning('id').executeTakeFirstOrThrow();
    const terms: Record<string, number> = {};
    for (const [index, slug] of ['blue', 'green'].entries()) {
      terms[slug] = (await db.insertInto('attribute_terms').values({ attribute_id: attribute.id, slug, name: slug, menu_order: index }).returning('id').executeTakeFirstOrThrow()).id;
    }
    for (const [order, { ratings = [], colour, category, ...values }] of SEEDS.entries()) {
      const id = await insertProduct(db, { regular_price: values.price ?? 1000, menu_order: order, ...values });
      ids[values.name] = id;
      if (category) await db.insertInto('product_categories').values({ product_id: id, category_id: categories[category] }).execute();
      if (colour) await db.insertInto('product_attribute_terms').values({ product_id: id, term_id: terms[colour]! }).execute();
      for (const rating of ratings) await review(values.name, rating);
    }
  });

  async function listing(address: string, sort: CatalogSort = storefrontSort('menu_order'), paging = { page: 1, perPage: 100 }): Promise<{ names: string[]; total: number; facets: ListingFacets }> {
    const { db } = database;
    const params = new URLSearchParams(address);
    const vocabulary = await readFilterVocabulary(db, params);
    const categories = params.get('category');
    const query = describeCatalogQuery({
      scope: 'storefront',
      sort,
      ...paging,
      ...catalogFilters(parseListingFilters(params, vocabulary, 'USD')),
      ...(categories ? { categories: [categories] } : {}),
      ...(params.get('s') ? { search: params.get('s') } : {}),
    });
    const result = await runCatalogQuery(db, query, ['id', 'name']);
    if (!result.ok) throw new Error('refused');
    const facets = await listingFacets(db, query, vocabulary, { categories: !categories });
    return { names: result.page.rows.map((row) => row.name), total: result.page.total, facets };
  }
  const ratingCounts = (facets: ListingFacets) => Object.fromEntries(facets.ratings.map((facet) => [facet.stars, facet.count]));
  const kept = async () =>
    Object.fromEntries((await database.db.selectFrom('listed_rating_counts').select(['rating', 'count']).where('count', '<>', 0).orderBy('rating').execute()).map((row) => [row.rating, Number(row.count)]));

  it('lists the products rated the chosen stars, averages rounded half up, with the total', async () => {
    expect(await listing('rating_filter=5')).toMatchObject({ names: ['Ash', 'Birch'], total: 2 });
    expect(await listing('rating_filter=4')).toMatchObject({ names: ['Cedar', 'Dune'], total: 2 });
    expect(await listing('rating_filter=1')).toMatchObject({ names: ['Elm'], total: 1 });
    expect(await listing('rating_filter=5,4')).toMatchObject({ names: ['Ash', 'Birch', 'Cedar', 'Dune'], total: 4 });
    expect(await listing('rating_filter=3')).toMatchObject({ names: [], total: 0 });
  });

  it('leaves out what is not a whole star from 1 to 5', async () => {
    expect((await listing('rating_filter=0,6,4.5,x,-1')).total).toBe(6);
    expect((await listing('rating_filter=0,4')).names).toEqual(['Cedar', 'Dune']);
  });

  it('combines with every other filter, a category, a search, a sort and pages', async () => {
    expect((await listing('rating_filter=5,4&filter_colour=blue')).names).toEqual(['Ash', 'Cedar', 'Dune']);
    expect((await listing('rating_filter=4,5&stock_status=instock')).names).toEqual(['Ash', 'Birch', 'Dune']);
    expect((await listing('rating_filter=4,5&min_price=15&max_price=35')).names).toEqual(['Birch', 'Cedar']);
    expect((await listing('rating_filter=4,5&category=bowls')).names).toEqual(['Cedar', 'Dune']);
    expect((await listing('rating_filter=5&category=mugs&filter_colour=green')).names).toEqual(['Birch']);
    expect((await listing('rating_filter=4,5', storefrontSort('price-desc'))).names).toEqual(['Dune', 'Cedar', 'Birch', 'Ash']);
    expect((await listing('rating_filter=4,5', storefrontSort('rating'))).names.slice(0, 2)).toEqual(['Ash', 'Birch']);
    const second = await listing('rating_filter=4,5', storefrontSort('price'), { page: 2, perPage: 3 });
    expect(second).toMatchObject({ names: ['Dune'], total: 4 });
  });

  it('counts each rating under the other filters, without its own choice', async () => {
    // The whole shop: the kept counts. Gum is a draft, Fir unrated.
    expect(ratingCounts((await listing('')).facets)).toEqual({ 5: 2, 4: 2, 3: 0, 2: 0, 1: 1 });
    // Its own choice leaves the counts as they were, and marks it.
    const chosen = (await listing('rating_filter=4')).facets;
    expect(ratingCounts(chosen)).toEqual({ 5: 2, 4: 2, 3: 0, 2: 0, 1: 1 });
    expect(chosen.ratings.filter((facet) => facet.chosen).map((facet) => facet.stars)).toEqual([4]);
    // Under a term (its links), a category's page (its links), two filters (grouped), a stock status and a price.
    expect(ratingCounts((await listing('filter_colour=blue')).facets)).toEqual({ 5: 1, 4: 2, 3: 0, 2: 0, 1: 0 });
    expect(ratingCounts((await listing('category=mugs')).facets)).toEqual({ 5: 2, 4: 0, 3: 0, 2: 0, 1: 1 });
    expect(ratingCounts((await listing('category=mugs&filter_colour=green')).facets)).toEqual({ 5: 1, 4: 0, 3: 0, 2: 0, 1: 1 });
    expect(ratingCounts((await listing('stock_status=instock')).facets)).toEqual({ 5: 2, 4: 1, 3: 0, 2: 0, 1: 1 });
    expect(ratingCounts((await listing('max_price=20')).facets)).toEqual({ 5: 2, 4: 0, 3: 0, 2: 0, 1: 1 });
    // The other groups are counted under the rating chosen.
    const blue = (await listing('rating_filter=4')).facets.attributes.find((facet) => facet.slug === 'colour')!.terms;
    expect(Object.fromEntries(blue.map((term) => [term.slug, term.count]))).toEqual({ blue: 2 });
    expect(Object.fromEntries((await listing('rating_filter=4')).facets.stock.map((facet) => [facet.status, facet.count]))).toEqual({ instock: 1, outofstock: 1, onbackorder: 0 });
  });

  it('keeps each rating counted as reviews come, change and go, and as products are unpublished or deleted', async () => {
    const { db } = database;
    expect(await kept()).toEqual({ 1: 1, 4: 2, 5: 2 });
    // Fir's first review: five stars.
    const firs = await review('Fir', 5);
    expect(await kept()).toEqual({ 1: 1, 4: 2, 5: 3 });
    // A second of two stars makes it 3.5: four.
    await review('Fir', 2);
    expect(await kept()).toEqual({ 1: 1, 4: 3, 5: 2 });
    // Held: back to five.
    await setReviewStatus(db, reviews.Fir![1]!, 'hold');
    expect(await kept()).toEqual({ 1: 1, 4: 2, 5: 3 });
    await deleteReview(db, firs);
    expect(await kept()).toEqual({ 1: 1, 4: 2, 5: 2 });
    // Unpublished, published again, and deleted.
    await db.updateTable('products').set({ status: 'draft' }).where('id', '=', ids.Elm!).execute();
    expect(await kept()).toEqual({ 4: 2, 5: 2 });
    await db.updateTable('products').set({ status: 'publish' }).where('id', '=', ids.Elm!).execute();
    expect(await kept()).toEqual({ 1: 1, 4: 2, 5: 2 });
    await db.deleteFrom('products').where('id', '=', ids.Birch!).execute();
    expect(await kept()).toEqual({ 1: 1, 4: 2, 5: 1 });
    // What the database keeps is what counting the rows says.
    const counted = await sql<{ rating: number; count: number | string }>`
      select case when average_rating >= 4.5 then 5 when average_rating >= 3.5 then 4 when average_rating >= 2.5 then 3 when average_rating >= 1.5 then 2 else 1 end as rating, count(*) as count
      from products where status = 'publish' and type <> 'variation' and average_rating > 0 group by 1 order by 1`.execute(db);
    expect(Object.fromEntries(counted.rows.map((row) => [row.rating, Number(row.count)]))).toEqual(await kept());
    expect((await listing('rating_filter=5')).total).toBe(1);
  });

  it('offers no rating filter where no listed product is rated', async () => {
    const { db } = database;
    await db.updateTable('products').set({ status: 'draft' }).where('average_rating', '>', 0).execute();
    expect((await listing('')).facets.ratings).toEqual([]);
    expect((await listing('filter_colour=blue')).facets.ratings).toEqual([]);
    // A chosen rating stays offered, to be taken away.
    expect((await listing('rating_filter=4')).facets.ratings.find((facet) => facet.stars === 4)).toEqual({ stars: 4, count: 0, chosen: true });
  });
});
