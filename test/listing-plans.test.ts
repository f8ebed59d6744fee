import { beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import { SORT_OPTIONS } from '../core/catalog/listing.ts';
import { CARD_COLUMNS } from '../core/catalog/product-list.ts';
import { compileCatalogQuery, compileFiltered, compileFilteredFacts, listedCategoryLinks } from '../core/catalog/query/compile.ts';
import { leadTermOf } from '../core/catalog/query/filter-lead.ts';
import { pricedTotalQuery } from '../core/catalog/query/counted-total.ts';
import { describeCatalogQuery } from '../core/catalog/query/description.ts';
import { storefrontSort } from '../core/catalog/query/sorts.ts';
import { linksPriceEnds, listedPriceEnds, ratedLinks } from '../core/catalog/listing-facets.ts';
import { tierQuery, tiersOf } from '../core/catalog/query/best-matches.ts';
import { facetLedQuery } from '../core/catalog/query/facet-matches.ts';
import { categoryTermMatches, PAIRED_READ, pairedListing, pairLinksQuery } from '../core/catalog/query/category-term-matches.ts';
import { indexFacetsOf } from '../core/catalog/query/search-facets.ts';
import { planSearch } from '../core/catalog/query/search.ts';
import { textIndexOf } from '../core/catalog/query/text-index.ts';
import { refreshPlannerStatistics } from '../db/planner-statistics.ts';
import { useTestDatabase } from './dialects.ts';
import { categoryUnderRareTerm, seedPlanCatalogue, termOnlyListings } from './fixtures/plan-catalogue.ts';

/**
 * How SQLite runs the shop's listings, from its plans rather than from timings: every sort of the shop's
 * first page reads an index in order (no sort of the catalogue in a temporary tree), and the result count
 * reads an index alone (no row of products).
 */
describe("the shop's listings on SQLite, by their plans", () => {
  const database = useTestDatabase('sqlite');
  beforeAll(async () => {
    const { db } = database;
    await seedPlanCatalogue(db, 3000, 500);
    await refreshPlannerStatistics(db, 'sqlite');
  });

  const planOf = async (query: { compile(): CompiledQuery }) => {
    const compiled = query.compile();
    const { rows } = await database.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
    return rows.map((row) => row.detail).join('\n');
  };

  it.each(SORT_OPTIONS)('orders the first page by %s from an index', async (option) => {
    const query = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort(option), page: 1, perPage: 16 });
    const plan = await planOf(compileCatalogQuery(database.db, query, CARD_COLUMNS, null).rows);
    expect(plan).toMatch(/USING INDEX products_(listed_)?by_/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it.each(SORT_OPTIONS.flatMap((option) => ['plan-big', 'plan-small'].map((slug) => [option, slug] as const)))(
    "reads a category's first page by %s from the category's own index (%s)",
    async (option, slug) => {
      const query = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort(option), page: 1, perPage: 16, categories: [slug] });
      const plan = await planOf(compileCatalogQuery(database.db, query, CARD_COLUMNS, null).rows);
      expect(plan).toMatch(/USING (COVERING )?INDEX category_listing_by_/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
      expect(plan).not.toMatch(/SCAN products/);
    },
  );

  it.each(SORT_OPTIONS)("reads a page in another language by %s from an index, each name by its product's own translation", async (option) => {
    const query = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort(option), page: 1, perPage: 16, locale: { locale: 'fr', defaultLocale: 'en' } });
    const plan = await planOf(compileCatalogQuery(database.db, query, CARD_COLUMNS, null).rows);
    expect(plan).toMatch(/USING INDEX products_(listed_)?by_/);
    expect(plan).not.toMatch(/TEMP B-TREE|BLOOM FILTER|SCAN (pt|t|product_translations)\b/);
    // Not joined: at a million products SQLite readied a join over every translation before the first row.
    expect(plan).not.toMatch(/LEFT-JOIN/);
    expect(plan).toMatch(/CORRELATED SCALAR SUBQUERY/);
  });

  it('counts a listing from an index alone', async () => {
    const query = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort('menu_order'), page: 1, perPage: 16 });
    expect(await planOf(compileCatalogQuery(database.db, query, CARD_COLUMNS, null).count)).toMatch(/USING COVERING INDEX products_listed_count/);
  });

  it.each(['plan', 'plan product', 'pla', 'produit'])("gathers a search's matches (%s) tier by tier from the text index or the SKUs' index, never the products", async (search) => {
    const { db } = database;
    const index = textIndexOf(db);
    const locale = search === 'produit' ? { locale: 'fr', defaultLocale: 'en' } : null;
    const query = describeCatalogQuery({ scope: 'storefront', sort: { kind: 'relevance' }, page: 1, perPage: 16, search, locale });
    const plan = await planSearch(db, search, index);
    for (const tier of tiersOf(plan, query)) {
      const tierPlan = await planOf(tierQuery(db, query, plan, index, tier, [1, 2, 3], 101));
      // Led by the full-text table, or by the SKUs' own index (the SKU tier's one read, in its order): the limit stops the reading.
      if ('sku' in tier) expect(tierPlan.match(/USING (COVERING )?INDEX products_sku_folded/g)).toHaveLength(1);
      else expect(tierPlan.split('\n')[0]).toMatch(/SCAN f VIRTUAL TABLE/);
      expect(tierPlan).not.toMatch(/SCAN products\b|TEMP B-TREE|products_listed_count|products_(listed_)?by_/);
    }
  });

  it("gathers a search's matches under filters from the text index, checking each filter on a match", async () => {
    const { db } = database;
    const index = textIndexOf(db);
    const filters = [
      { attributes: [{ taxonomy: 'pa_plan-colour', terms: ['rare'], queryType: 'and' as const }] },
      { attributes: [{ taxonomy: 'pa_plan-colour', terms: ['common', 'rare'], queryType: 'or' as const }], stockStatuses: ['outofstock'] as const },
      { categories: ['plan-small'], minPrice: 1000 },
      { categories: ['plan-big', 'plan-mid'] },
    ];
    for (const filter of filters) {
      const query = { ...describeCatalogQuery({ scope: 'storefront', sort: { kind: 'relevance' }, page: 1, perPage: 16, search: 'plan' }), ...filter };
      const plan = await planSearch(db, 'plan', index);
      for (const tier of tiersOf(plan, query).filter((tier) => 'clauses' in tier)) {
        const tierPlan = await planOf(tierQuery(db, query, plan, index, tier, [1, 2, 3], 101));
        expect(tierPlan.split('\n')[0]).toMatch(/SCAN f VIRTUAL TABLE/);
        // A match's terms are looked up by the product, never a term's products listed first.
        expect(tierPlan).not.toMatch(/SCAN products\b|SCAN pat\b|TEMP B-TREE|product_attribute_terms_term/);
      }
    }
  });

  it("reads the products of terms that hardly meet from the text index's facets alone", async () => {
    const { db } = database;
    const index = textIndexOf(db);
    for (const query of termOnlyListings()) {
      const facets = await indexFacetsOf(db, query);
      const plan = await planOf(facetLedQuery(db, index, facets!));
      expect(plan.split('\n')[0]).toMatch(/SCAN f VIRTUAL TABLE/);
      expect(plan).not.toMatch(/SCAN products\b|SCAN pat\b|SCAN (pc|product_categories)\b|TEMP B-TREE|product_attribute_terms_term|category_listing_by_/);
    }
  });

  // A few matches among thousands of products: reading them by id beats walking an order's index.
  it('orders a page of the matches by a column from the matches alone', async () => {
    const { db } = database;
    const ids = Array.from({ length: 50 }, (_, at) => at * 40 + 1);
    const query = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort('price'), page: 1, perPage: 16, search: 'plan' });
    const plan = await planOf(compileCatalogQuery(db, query, CARD_COLUMNS, null, { matched: ids }).rows);
    expect(plan).toMatch(/SEARCH products USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(plan).not.toMatch(/SCAN products\b/);
  });

  it.each(SORT_OPTIONS)('passes the pages before a deep page by %s in an index of listed products alone', async (option) => {
    const query = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort(option), page: 40, perPage: 16 });
    const plan = await planOf(compileCatalogQuery(database.db, query, CARD_COLUMNS, null).rows);
    const index = /USING INDEX (\w+)/.exec(plan)?.[1];
    const { rows } = await database.db.executeQuery<{ sql: string }>(CompiledQuery.raw('select sql from sqlite_master where type = ? and name = ?', ['index', index ?? '']));
    // Partial on the type: no row is read to see whether a passed product is a variation.
    expect(rows[0]?.sql).toMatch(/where type <> 'variation'$/);
  });

  it("pages the owner's products by price, dearest first, in an index of parent-level products alone", async () => {
    const query = describeCatalogQuery({ scope: 'owner', sort: { kind: 'fields', fields: ['price'], direction: 'desc' }, page: 1, perPage: 20 });
    const plan = await planOf(compileCatalogQuery(database.db, query, CARD_COLUMNS, null).rows);
    expect(plan).toMatch(/SCAN products USING INDEX products_owner_by_price/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
    const { rows } = await database.db.executeQuery<{ sql: string }>(CompiledQuery.raw('select sql from sqlite_master where type = ? and name = ?', ['index', 'products_owner_by_price']));
    // Partial on the type: no variation's row is read to be left out.
    expect(rows[0]?.sql).toMatch(/where type <> 'variation'$/);
  });

  it("reads the whole shop's price range from two indexes' ends", async () => {
    const { lowest, highest } = listedPriceEnds(database.db);
    expect(await planOf(lowest)).toMatch(/USING (COVERING )?INDEX products_listed_by_price \(status=\?\)/);
    expect(await planOf(highest)).toMatch(/USING (COVERING )?INDEX products_by_top_price \(status=\?\)/);
  });

  it('walks the order of a page whose price range matches many products, checking the price on the way', async () => {
    const query = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort('menu_order'), page: 1, perPage: 16, minPrice: 1, maxPrice: 100_000_000 });
    const walked = await planOf(compileCatalogQuery(database.db, query, CARD_COLUMNS, null, { walkOrder: true }).rows);
    expect(walked).toMatch(/USING INDEX products_by_menu_order/);
    expect(walked).not.toMatch(/TEMP B-TREE/);
  });

  const rareStock = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort('menu_order'), page: 1, perPage: 16, stockStatuses: ['outofstock'] });
  const commonStock = { ...rareStock, stockStatuses: ['instock'] as const };

  it("reads a rare stock status's products from its index, and sorts those alone", async () => {
    const plan = await planOf(compileCatalogQuery(database.db, rareStock, CARD_COLUMNS, null, { sortAsRead: true }).rows);
    expect(plan).toMatch(/SEARCH products USING INDEX products_by_stock \(status=\? AND stock_status=\?\)/);
    expect(plan).not.toMatch(/SCAN products\b/);
  });

  it('walks the order past a common stock status, checking each product on the way', async () => {
    const plan = await planOf(compileCatalogQuery(database.db, commonStock, CARD_COLUMNS, null, { walkOrder: true }).rows);
    expect(plan).toMatch(/USING INDEX products_by_menu_order/);
    expect(plan).not.toMatch(/TEMP B-TREE|products_by_stock/);
  });

  it("walks the order past a common term, looking up the product at hand's terms", async () => {
    const query = { ...rareStock, stockStatuses: undefined, attributes: [{ taxonomy: 'pa_plan-colour', terms: ['common'], queryType: 'and' as const }] };
    const plan = await planOf(compileCatalogQuery(database.db, query, CARD_COLUMNS, null, { walkOrder: true }).rows);
    expect(plan).toMatch(/USING INDEX products_by_menu_order/);
    // Each product's links looked up by key, with the term's id found once.
    expect(plan).toMatch(/SEARCH pat USING (COVERING )?INDEX \w+ \((product_id=\? AND term_id=\?|term_id=\? AND product_id=\?)\)/);
    expect(plan).not.toMatch(/TEMP B-TREE|SCAN pat|SCAN products/);
  });

  it.each(SORT_OPTIONS)("reads a common term's page by %s from the term's own index, and passes a deep page's rows in it", async (option) => {
    const { db } = database;
    for (const page of [1, 80]) {
      const query = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort(option), page, perPage: 16, attributes: [{ taxonomy: 'pa_plan-colour', terms: ['common'], queryType: 'and' }] });
      const leadTerm = await leadTermOf(db, query);
      const plan = await planOf(compileCatalogQuery(db, query, CARD_COLUMNS, null, { walkOrder: true, leadTerm }).rows);
      expect(plan).toMatch(/SEARCH lt USING (COVERING )?INDEX term_listing_by_\w+ \(term_id=\?\)/);
      expect(plan).not.toMatch(/SCAN products\b|SCAN lt\b/);
      // (A deep page's own rows, read by id after, are put in order as they are: a page's worth.)
      if (page === 1) expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });

  it("reads a category's page under a term it hardly has among the pair's kept links, each product by key", async () => {
    const { db } = database;
    const query = categoryUnderRareTerm();
    const matches = await categoryTermMatches(db, query);
    expect(matches?.ids.length).toBeGreaterThan(0);
    const links = await planOf(pairLinksQuery(db, matches!.category, (await leadTermOf(db, { ...query, categories: undefined }))!.id));
    expect(links).toMatch(/SEARCH category_term_links USING PRIMARY KEY \(category_id=\? AND term_id=\?\)/);
    for (const page of [1, 2]) {
      const plan = await planOf(compileCatalogQuery(db, { ...pairedListing(query, matches!), page, perPage: 5 }, CARD_COLUMNS, null, PAIRED_READ).rows);
      expect(plan).toMatch(/SEARCH pc USING (COVERING )?INDEX sqlite_autoindex_product_categories_1 \(product_id=\? AND category_id=\?\)/);
      // Neither the category's links nor the term's are walked: the term is looked up for the product at hand.
      expect(plan).not.toMatch(/SCAN|category_listing_by_|term_listing_by_/);
      expect(plan).toMatch(/SEARCH pat USING (COVERING )?INDEX \w+ \((term_id=\? AND product_id=\?|product_id=\? AND term_id=\?)\)/);
    }
  });

  it("reads a rare term's products from the term's links", async () => {
    const query = { ...rareStock, stockStatuses: undefined, attributes: [{ taxonomy: 'pa_plan-colour', terms: ['rare'], queryType: 'and' as const }] };
    const plan = await planOf(compileCatalogQuery(database.db, query, CARD_COLUMNS, null, { sortAsRead: true }).rows);
    expect(plan).toMatch(/SEARCH pat USING (COVERING )?INDEX product_attribute_terms_term \(term_id=\?\)/);
    expect(plan).not.toMatch(/SCAN products\b/);
  });

  it("counts the choices beside two terms from the rarer term's links, checking the other on each link, no product read", async () => {
    const { db } = database;
    const query = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort('menu_order'), page: 1, perPage: 16, attributes: [{ taxonomy: 'pa_plan-colour', terms: ['common', 'rare'], queryType: 'and' }] });
    const leadTerm = await leadTermOf(db, query);
    expect(leadTerm?.slug).toBe('rare');
    const plan = await planOf(compileFilteredFacts(db, query, { leadTerm }, ['id']));
    expect(plan).toMatch(/SEARCH lt USING (COVERING )?INDEX term_listing_by_\w+ \(term_id=\?\)/);
    expect(plan).toMatch(/SEARCH pat EXISTS USING (COVERING )?INDEX \w+ \((product_id=\? AND term_id=\?|term_id=\? AND product_id=\?)\)/);
    expect(plan).not.toMatch(/products/);
    // Their stock statuses and prices, too, are the links' own (migration 044).
    expect(await planOf(compileFilteredFacts(db, query, { leadTerm }, ['id', 'stock_status', 'price', 'top_price']))).not.toMatch(/products/);
  });

  const oneRating = { ...rareStock, stockStatuses: undefined, ratings: [4] as const };

  it("reads a rating's products from the rating order's index, and sorts those alone", async () => {
    const plan = await planOf(compileCatalogQuery(database.db, oneRating, CARD_COLUMNS, null, { sortAsRead: true }).rows);
    expect(plan).toMatch(/SEARCH products USING INDEX products_by_rating \(status=\? AND average_rating>\? AND average_rating<\?\)/);
    expect(plan).not.toMatch(/SCAN products\b/);
  });

  it('walks the order past a common rating, checking each product on the way', async () => {
    const plan = await planOf(compileCatalogQuery(database.db, { ...oneRating, ratings: [4, 5] }, CARD_COLUMNS, null, { walkOrder: true }).rows);
    expect(plan).toMatch(/USING INDEX products_by_menu_order/);
    expect(plan).not.toMatch(/TEMP B-TREE|products_by_rating/);
  });

  it("counts a category's and a term's ratings from their links' rating indexes, the rated links alone", async () => {
    const { db } = database;
    const category = await planOf(ratedLinks(listedCategoryLinks(db, 'plan-big'), 'pc'));
    expect(category).toMatch(/SEARCH pc USING COVERING INDEX category_listing_by_rating \(category_id=\? AND average_rating>\?\)/);
    const term = (await leadTermOf(db, { ...rareStock, stockStatuses: undefined, attributes: [{ taxonomy: 'pa_plan-colour', terms: ['common'], queryType: 'and' }] }))!;
    const termPlan = await planOf(ratedLinks(db.selectFrom('product_attribute_terms as lt').where('lt.listed', '=', 1).where('lt.term_id', '=', term.id), 'lt'));
    expect(termPlan).toMatch(/SEARCH lt USING COVERING INDEX term_listing_by_rating \(term_id=\? AND average_rating>\?\)/);
    expect(`${category}\n${termPlan}`).not.toMatch(/products/);
  });

  it("offers a term's price range from the ends of its links' price indexes, no product read", async () => {
    const { db } = database;
    const term = (await leadTermOf(db, { ...rareStock, stockStatuses: undefined, attributes: [{ taxonomy: 'pa_plan-colour', terms: ['common'], queryType: 'and' }] }))!;
    const ends = linksPriceEnds(() => db.selectFrom('product_attribute_terms as lt').where('lt.listed', '=', 1).where('lt.term_id', '=', term.id), 'lt');
    const [lowest, highest] = [await planOf(ends.lowest), await planOf(ends.highest)];
    expect(lowest).toMatch(/SEARCH lt USING COVERING INDEX term_listing_by_price \(term_id=\?\)/);
    expect(highest).toMatch(/SEARCH lt USING COVERING INDEX term_listing_by_top_price \(term_id=\?\)/);
    expect(`${lowest}\n${highest}`).not.toMatch(/products/);
  });

  it("counts the ratings beside a term from the term's links, no product read", async () => {
    const { db } = database;
    const query = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort('menu_order'), page: 1, perPage: 16, ratings: [1, 2, 3, 4, 5], attributes: [{ taxonomy: 'pa_plan-colour', terms: ['common', 'rare'], queryType: 'and' }] });
    const leadTerm = await leadTermOf(db, query);
    const plan = await planOf(compileFilteredFacts(db, query, { leadTerm }, ['rating']));
    expect(plan).toMatch(/SEARCH lt USING (COVERING )?INDEX term_listing_by_\w+ \(term_id=\?/);
    expect(plan).not.toMatch(/products/);
  });

  it("counts a stock status, and a price range, from an index alone", async () => {
    expect(await planOf(compileCatalogQuery(database.db, commonStock, CARD_COLUMNS, null).countUpTo(10_001))).toMatch(/USING COVERING INDEX products_by_stock/);
    const priced = { ...rareStock, stockStatuses: undefined, minPrice: 1 };
    expect(await planOf(compileCatalogQuery(database.db, priced, CARD_COLUMNS, null).countUpTo(10_001))).toMatch(/USING (COVERING )?INDEX products_listed_by_price \(status=\? AND price>\?\)/);
  });

  it("counts a category's choices from the category's own links", async () => {
    const query = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort('menu_order'), page: 1, perPage: 16, categories: ['plan-big'] });
    const plan = await planOf(compileFiltered(database.db, query).select(['products.stock_status', (eb) => eb.fn.countAll().as('count')]).groupBy('products.stock_status'));
    expect(plan).toMatch(/SEARCH pc USING (COVERING )?INDEX category_listing_by_\w+ \(category_id=\?\)/);
    expect(plan).not.toMatch(/SCAN products\b|products_listed_count|products_by_/);
  });

  it("offers a category's own page its stock statuses and price range from its links' indexes alone", async () => {
    const stock = await planOf(listedCategoryLinks(database.db, 'plan-big').select(['pc.stock_status', (eb) => eb.fn.countAll().as('count')]).groupBy('pc.stock_status'));
    expect(stock).toMatch(/USING COVERING INDEX category_listing_by_stock \(category_id=\?\)/);
    const lowest = await planOf(listedCategoryLinks(database.db, 'plan-big').select((eb) => eb.fn.min('pc.price').as('price')));
    expect(lowest).toMatch(/USING COVERING INDEX category_listing_by_price \(category_id=\?\)/);
    const highest = await planOf(listedCategoryLinks(database.db, 'plan-big').select((eb) => eb.fn.max('pc.top_price').as('price')));
    expect(highest).toMatch(/USING COVERING INDEX category_listing_by_top_price \(category_id=\?\)/);
    expect(`${stock}\n${lowest}\n${highest}`).not.toMatch(/SCAN products|SEARCH products/);
  });

  it('counts a price range of the shop or a category from the kept prices alone, by bands and the prices at the ends', async () => {
    const shopPlan = await planOf(pricedTotalQuery(database.db, undefined, { minPrice: 1500, maxPrice: 3500 }));
    expect(shopPlan).toMatch(/SEARCH k USING (INDEX sqlite_autoindex_listed_price_band_counts_1|PRIMARY KEY) \(band>\? AND band<\?\)/);
    expect(shopPlan).toMatch(/SEARCH k USING (INDEX sqlite_autoindex_listed_price_counts_1|PRIMARY KEY) \(price>\? AND price<\?\)/);
    const categoryPlan = await planOf(pricedTotalQuery(database.db, 'plan-big', { minPrice: 1500 }));
    expect(categoryPlan).toMatch(/SEARCH k USING INDEX sqlite_autoindex_category_price_band_counts_1 \(category_id=\? AND band>\?\)/);
    expect(categoryPlan).toMatch(/SEARCH k USING INDEX sqlite_autoindex_category_price_counts_1 \(category_id=\? AND price>\? AND price<\?\)/);
    expect(`${shopPlan}\n${categoryPlan}`).not.toMatch(/products|product_categories|SCAN (?!CONSTANT ROW)/);
  });

  it("counts the stock statuses of a category's products in a price range from the category's price index", async () => {
    const { db } = database;
    const query = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort('menu_order'), page: 1, perPage: 16, categories: ['plan-big'], minPrice: 4900 });
    const facts = compileFilteredFacts(db, query, {}, ['stock_status']);
    const plan = await planOf(db.selectFrom(facts.as('f')).select([sql<string>`f.stock_status`.as('status'), (eb) => eb.fn.countAll().as('count')]).groupBy('f.stock_status'));
    expect(plan).toMatch(/SEARCH pc USING (COVERING )?INDEX category_listing_by_price \(category_id=\? AND price>\?\)/);
    expect(plan).not.toMatch(/category_listing_by_stock|SCAN/);
  });

  it("counts a category's price range from the category's own price index", async () => {
    const query = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort('menu_order'), page: 1, perPage: 16, categories: ['plan-big'], minPrice: 1000 });
    const plan = await planOf(compileCatalogQuery(database.db, query, CARD_COLUMNS, null).countUpTo(10_001));
    expect(plan).toMatch(/SEARCH pc USING (COVERING )?INDEX category_listing_by_price \(category_id=\? AND price>\?\)/);
    // The links say whether each product is listed, and carry its price: no product is read.
    expect(plan).not.toMatch(/SEARCH products/);
  });
});
