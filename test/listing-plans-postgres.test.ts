import { beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { SORT_OPTIONS } from '../core/catalog/listing.ts';
import { CARD_COLUMNS } from '../core/catalog/product-list.ts';
import { compileCatalogQuery, compileFilteredFacts, listedCategoryLinks } from '../core/catalog/query/compile.ts';
import { linksPriceEnds, ratedLinks } from '../core/catalog/listing-facets.ts';
import { leadTermOf } from '../core/catalog/query/filter-lead.ts';
import { pricedTotalQuery } from '../core/catalog/query/counted-total.ts';
import { describeCatalogQuery } from '../core/catalog/query/description.ts';
import { runCatalogPage } from '../core/catalog/query/run.ts';
import { storefrontSort } from '../core/catalog/query/sorts.ts';
import { tierQuery, tiersOf } from '../core/catalog/query/best-matches.ts';
import { facetLedQuery } from '../core/catalog/query/facet-matches.ts';
import { categoryTermMatches, PAIRED_READ, pairedListing, pairLinksQuery } from '../core/catalog/query/category-term-matches.ts';
import { indexFacetsOf } from '../core/catalog/query/search-facets.ts';
import { planSearch } from '../core/catalog/query/search.ts';
import { textIndexOf } from '../core/catalog/query/text-index.ts';
import { refreshPlannerStatistics } from '../db/planner-statistics.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { categoryUnderRareTerm, seedPlanCatalogue, termOnlyListings } from './fixtures/plan-catalogue.ts';

/** One node of PostgreSQL's plan (`EXPLAIN (FORMAT JSON)`), with the nodes it reads from. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
const describeNode = (node: PlanNode) => [node['Node Type'], node['Relation Name'], node['Index Name']].filter(Boolean).join(' ');

/**
 * How PostgreSQL runs the shop's listings, from its plans rather than from timings (the twin of
 * listing-plans.test.ts): with statistics over a catalogue of some thousands, every sort of the shop's
 * first page reads its products from an index in the page's order, never sorting the catalogue after
 * reading the whole table. Runs where PostgreSQL is configured (TEST_DATABASE_URL), as every PostgreSQL suite.
 */
const dialect = 'postgres';

// Skipped, as every PostgreSQL suite is left out, when no PostgreSQL is configured (DIALECTS, test/dialects.ts).
describe.runIf(DIALECTS.includes(dialect))("the shop's listings on PostgreSQL, by their plans", () => {
  const database = useTestDatabase(dialect);
  beforeAll(async () => {
    const { db } = database;
    await seedPlanCatalogue(db, 6000, 1000);
    // A few products of five stars (the catalogue's averages stop at four): a rare rating.
    await db.updateTable('products').set({ average_rating: 5, rating_count: 3 }).where('id', 'in', db.selectFrom('products').select('id').where('status', '=', 'publish').where('type', '<>', 'variation').orderBy('id').limit(12)).execute();
    await refreshPlannerStatistics(db, dialect);
  });

  const planOf = async (query: { compile(): CompiledQuery }): Promise<PlanNode[]> => {
    const compiled = query.compile();
    const { rows } = await database.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]));
    return nodesOf(rows[0]!['QUERY PLAN'][0].Plan);
  };

  it.each(SORT_OPTIONS)('orders the first page by %s from an index', async (option) => {
    const query = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort(option), page: 1, perPage: 16 });
    const nodes = await planOf(compileCatalogQuery(database.db, query, CARD_COLUMNS, null).rows);
    const plan = nodes.map(describeNode);
    // An index in the sort's first column; ties (the id) may be put in order page-sized group by group.
    expect(plan).toContainEqual(expect.stringMatching(/^Index (Only )?Scan( Backward)? products products_/));
    expect(plan).not.toContain('Sort');
    expect(plan).not.toContain('Seq Scan products');
  });

  it.each(SORT_OPTIONS.flatMap((option) => ['plan-big', 'plan-small'].map((slug) => [option, slug] as const)))(
    "reads a category's first page by %s from the category's own index (%s)",
    async (option, slug) => {
      const query = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort(option), page: 1, perPage: 16, categories: [slug] });
      const plan = (await planOf(compileCatalogQuery(database.db, query, CARD_COLUMNS, null).rows)).map(describeNode);
      expect(plan).toContainEqual(expect.stringMatching(/^Index (Only )?Scan( Backward)? product_categories category_listing_by_/));
      expect(plan).not.toContain('Sort');
      expect(plan).not.toContain('Seq Scan products');
    },
  );

  /** The listings' statements kept prepared on the connection (db/reusable-query.ts), with how often each ran on one plan for every call and on its own. */
  const keptListings = async (connection: Db) => {
    const { rows } = await sql<{ name: string; generic_plans: number; custom_plans: number }>`
      select name, generic_plans, custom_plans from pg_prepared_statements where statement like '%order by%limit%'`.execute(connection);
    return new Map(rows.map((row) => [row.name, row]));
  };

  it.each(SORT_OPTIONS.flatMap((option) => ['the shop', 'plan-big', 'plan-small'].map((listing) => [option, listing] as const)))(
    'keeps the page by %s of %s prepared, and plans it for each call in a catalogue of thousands',
    async (option, listing) => {
      const categories = listing === 'the shop' ? {} : { categories: [(await database.db.selectFrom('categories').select('id').where('slug', '=', listing).executeTakeFirstOrThrow()).id] };
      await database.db.connection().execute(async (connection) => {
        const query = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort(option), page: 1, perPage: 16, ...categories });
        const before = await keptListings(connection);
        for (let run = 0; run < 8; run++) await runCatalogPage(connection, query, CARD_COLUMNS);
        const runs = (row: { generic_plans: number; custom_plans: number } | undefined) => (row ? row.generic_plans + row.custom_plans : 0);
        const ran = [...(await keptListings(connection)).values()].map((row) => ({ ...row, generic_plans: row.generic_plans - (before.get(row.name)?.generic_plans ?? 0), runs: runs(row) - runs(before.get(row.name)) }));
        const kept = ran.filter((row) => row.runs > 0);
        expect(kept.map((row) => row.runs)).toEqual([8]);
        // PostgreSQL keeps one plan for every call only where it costs no more than each call's own (a small
        // shop's listing; test/reusable-query.test.ts): here the walk of an index for a page of 16 is far cheaper
        // than any plan for a category of unknown size, so each call is planned, as the tests above read.
        expect(kept[0]?.generic_plans).toBe(0);
      });
    },
  );

  it("pages the owner's products by price, dearest first, in an index of parent-level products alone", async () => {
    const query = describeCatalogQuery({ scope: 'owner', sort: { kind: 'fields', fields: ['price'], direction: 'desc' }, page: 1, perPage: 20 });
    const plan = (await planOf(compileCatalogQuery(database.db, query, CARD_COLUMNS, null).rows)).map(describeNode);
    expect(plan).toContainEqual(expect.stringMatching(/^Index (Only )?Scan( Backward)? products products_owner_by_price/));
    expect(plan).not.toContain('Sort');
  });

  it('orders a later page from the same index', async () => {
    const query = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort('price'), page: 4, perPage: 16 });
    const plan = (await planOf(compileCatalogQuery(database.db, query, CARD_COLUMNS, null).rows)).map(describeNode);
    expect(plan).toContain('Index Scan products products_listed_by_price');
    expect(plan).not.toContain('Sort');
  });

  it.each(['1234', 'product 1234', '123'])("gathers a search's matches (%s) tier by tier from the text index or the SKUs' index, never reading every product", async (search) => {
    const { db } = database;
    const index = textIndexOf(db);
    const query = describeCatalogQuery({ scope: 'storefront', sort: { kind: 'relevance' }, page: 1, perPage: 16, search });
    const withTypos = await planSearch(db, search, index);
    // The words as typed, as bestMatches reads them first, then with their typos.
    const plans = [{ ...withTypos, indexed: withTypos.indexed.map((word) => ({ ...word, near: [] })) }, withTypos];
    let namesRead = 0;
    for (const [plan, tier] of plans.flatMap((plan) => tiersOf(plan, query).map((tier) => [plan, tier] as const))) {
      const nodes = (await planOf(tierQuery(db, query, plan, index, tier, [1, 2, 3], 101))).map(describeNode);
      // A word few products hold: its documents from the text index's own (the name's words, with their
      // typos, bucket by bucket of product ids from the name words' index, migration 069; a prefix not
      // listed as words from the documents'), then their products by key.
      const byName = 'clauses' in tier && tier.clauses.every((clause) => clause.kind === 'phrase' || (clause.kind === 'every' && clause.fields.join() === 'name')) && tier.words.every((word) => !word.prefix || word.completions);
      expect(nodes.join(' > ')).toMatch('sku' in tier ? /products_sku_folded/ : byName ? /Bitmap Index Scan product_search_docs_name_words/ : /Bitmap Index Scan product_search_docs_document/);
      if (byName) expect(nodes.join(' > ')).not.toMatch(/product_search_docs_document/);
      if (byName) namesRead += 1;
      expect(nodes).not.toContain('Seq Scan products');
    }
    expect(namesRead).toBeGreaterThan(0);
  });

  it("reads the products of terms that hardly meet from the text index's facets alone", async () => {
    const { db } = database;
    const index = textIndexOf(db);
    for (const query of termOnlyListings()) {
      const facets = await indexFacetsOf(db, query);
      const nodes = (await planOf(facetLedQuery(db, index, facets!))).map(describeNode);
      expect(nodes).toContain('Bitmap Index Scan product_search_docs_document');
      expect(nodes.join(' > ')).not.toMatch(/Seq Scan|category_listing_by_|term_listing_by_/);
    }
  });

  it("reads a category's page under a term it hardly has among the pair's kept links, each product by key", async () => {
    const { db } = database;
    const query = categoryUnderRareTerm();
    const matches = await categoryTermMatches(db, query);
    expect(matches?.ids.length).toBeGreaterThan(0);
    const links = (await planOf(pairLinksQuery(db, matches!.category, (await leadTermOf(db, { ...query, categories: undefined }))!.id))).map(describeNode);
    // By the key, whether read from the index alone or from the table too (as the new table's visibility map says).
    expect(links).toContainEqual(expect.stringMatching(/^(Index Only Scan|Index Scan|Bitmap Index Scan) (category_term_links )?category_term_links_pk$/));
    expect(links.join(' > ')).not.toMatch(/Seq Scan/);
    for (const page of [1, 2]) {
      const nodes = (await planOf(compileCatalogQuery(db, { ...pairedListing(query, matches!), page, perPage: 5 }, CARD_COLUMNS, null, PAIRED_READ).rows)).map(describeNode);
      expect(nodes.join(' > ')).toMatch(/(Index|Index Only|Bitmap Index) Scan (product_categories )?product_categories_pk/);
      // Neither the category's links nor the term's are walked. (Over this small catalogue the planner may
      // check the term by hashing its few thousand links, or read the shop's few attributes whole.)
      expect(nodes.join(' > ')).not.toMatch(/Seq Scan (products|product_categories)|category_listing_by_|term_listing_by_/);
    }
  });

  it('counts a price range of the shop or a category from the kept prices alone', async () => {
    const { db } = database;
    for (const query of [pricedTotalQuery(db, undefined, { minPrice: 1000, maxPrice: 3000 }), pricedTotalQuery(db, 'plan-big', { minPrice: 1000 })]) {
      const nodes = (await planOf(query)).map(describeNode).join(' > ');
      expect(nodes).toMatch(/(listed|category)_price_counts/);
      expect(nodes).not.toMatch(/ products\b|product_categories/);
    }
  });

  const rareStock = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort('menu_order'), page: 1, perPage: 16, stockStatuses: ['outofstock'] });

  it("reads a rare stock status's products from its index, and sorts those alone", async () => {
    const nodes = (await planOf(compileCatalogQuery(database.db, rareStock, CARD_COLUMNS, null, { sortAsRead: true }).rows)).map(describeNode);
    expect(nodes.join(' > ')).toMatch(/(Index|Bitmap Index) Scan (products )?products_by_stock/);
    expect(nodes).not.toContain('Seq Scan products');
  });

  it('walks the order past a common stock status or term, checking each product on the way', async () => {
    const common = [{ ...rareStock, stockStatuses: ['instock'] as const }, { ...rareStock, stockStatuses: undefined, attributes: [{ taxonomy: 'pa_plan-colour', terms: ['common'], queryType: 'and' as const }] }];
    for (const query of common) {
      const nodes = (await planOf(compileCatalogQuery(database.db, query, CARD_COLUMNS, null, { walkOrder: true }).rows)).map(describeNode);
      expect(nodes).toContainEqual(expect.stringMatching(/^Index (Only )?Scan( Backward)? products products_by_menu_order/));
      expect(nodes).not.toContain('Sort');
      expect(nodes).not.toContain('Seq Scan product_attribute_terms');
    }
  });

  it.each(SORT_OPTIONS)("reads a common term's page by %s from the term's own index", async (option) => {
    const { db } = database;
    const query = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort(option), page: 1, perPage: 16, attributes: [{ taxonomy: 'pa_plan-colour', terms: ['common'], queryType: 'and' }] });
    const leadTerm = await leadTermOf(db, query);
    expect(leadTerm?.slug).toBe('common');
    const nodes = (await planOf(compileCatalogQuery(db, query, CARD_COLUMNS, null, { walkOrder: true, leadTerm }).rows)).map(describeNode);
    expect(nodes).toContainEqual(expect.stringMatching(/^Index (Only )?Scan( Backward)? product_attribute_terms term_listing_by_/));
    expect(nodes).not.toContain('Sort');
    expect(nodes).not.toContain('Seq Scan products');
    expect(nodes).not.toContain('Seq Scan product_attribute_terms');
  });

  it("reads a rare rating's products from the rating order's index, and sorts those alone; walks the order past a common one", async () => {
    const rare = (await planOf(compileCatalogQuery(database.db, { ...rareStock, stockStatuses: undefined, ratings: [5] }, CARD_COLUMNS, null, { sortAsRead: true }).rows)).map(describeNode);
    expect(rare.join(' > ')).toMatch(/(Index|Index Only|Bitmap Index) Scan (products )?products_by_rating/);
    expect(rare).not.toContain('Seq Scan products');
    const common = (await planOf(compileCatalogQuery(database.db, { ...rareStock, stockStatuses: undefined, ratings: [3, 4] }, CARD_COLUMNS, null, { walkOrder: true }).rows)).map(describeNode);
    expect(common).toContainEqual(expect.stringMatching(/^Index (Only )?Scan( Backward)? products products_by_menu_order/));
    expect(common).not.toContain('Sort');
  });

  it("offers a term's price range from the ends of its links' price indexes, no product read", async () => {
    const { db } = database;
    const term = (await leadTermOf(db, { ...rareStock, stockStatuses: undefined, attributes: [{ taxonomy: 'pa_plan-colour', terms: ['common'], queryType: 'and' }] }))!;
    const ends = linksPriceEnds(() => db.selectFrom('product_attribute_terms as lt').where('lt.listed', '=', 1).where('lt.term_id', '=', term.id), 'lt');
    for (const [end, index] of [[ends.lowest, 'term_listing_by_price'], [ends.highest, 'term_listing_by_top_price']] as const) {
      const nodes = (await planOf(end)).map(describeNode);
      expect(nodes.join(' > ')).toMatch(new RegExp(`Index (Only )?Scan( Backward)? product_attribute_terms ${index}`));
      expect(nodes.join(' > ')).not.toMatch(/ products\b/);
    }
  });

  it("counts a category's ratings from the category's own links, no product read", async () => {
    const nodes = (await planOf(ratedLinks(listedCategoryLinks(database.db, 'plan-big'), 'pc'))).map(describeNode);
    // Its rated links alone where the rated are few; here most are rated, and PostgreSQL may read the category's links by its key.
    expect(nodes.join(' > ')).toMatch(/(Index|Index Only|Bitmap Index) Scan (product_categories )?(category_listing_by_rating|product_categories_category)/);
    expect(nodes.join(' > ')).not.toMatch(/ products\b|Seq Scan product_categories/);
  });

  it("counts the choices beside two terms from the rarer term's links, no product read", async () => {
    const { db } = database;
    const query = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort('menu_order'), page: 1, perPage: 16, attributes: [{ taxonomy: 'pa_plan-colour', terms: ['common', 'rare'], queryType: 'and' }] });
    const leadTerm = await leadTermOf(db, query);
    expect(leadTerm?.slug).toBe('rare');
    const nodes = (await planOf(compileFilteredFacts(db, query, { leadTerm }, ['id']))).map(describeNode);
    expect(nodes.join(' > ')).toMatch(/(Index|Index Only|Bitmap Index) Scan (product_attribute_terms )?(term_listing_by_\w+|product_attribute_terms_term)/);
    expect(nodes.join(' > ')).not.toMatch(/ products\b/);
  });

  it.each([
    ['owner', 'relevance'],
    ['storefront', 'relevance'],
    ['owner', 'date'],
    ['storefront', 'date'],
  ] as const)("reads the %s search's matches in %s order, and what they are ranked and sorted by, from the text index alone, no product read", async (scope, order) => {
    const { db } = database;
    const index = textIndexOf(db);
    // Every product is a "Plan product": the phrase's tier reads a thousand matches.
    const sort = order === 'relevance' ? ({ kind: 'relevance' } as const) : storefrontSort('date');
    const query = describeCatalogQuery({ scope, sort, page: 1, perPage: 20, search: 'plan product', ...(scope === 'owner' ? { statuses: ['publish', 'draft'] as const } : {}) });
    const plan = await planSearch(db, 'plan product', index);
    const [phrase] = tiersOf(plan, query).filter((tier) => 'clauses' in tier);
    const nodes = (await planOf(tierQuery(db, query, plan, index, phrase!, [], 1001))).map(describeNode);
    expect(nodes.join(' > ')).toMatch(/Bitmap Index Scan product_search_docs_(name_words|document)/);
    expect(nodes.filter((node) => / products( |$)/.test(node))).toEqual([]);
  });

  it("checks a filtered search's matches in the index of what its tiers read of them, no product row read", async () => {
    const { db } = database;
    const index = textIndexOf(db);
    const query = describeCatalogQuery({ scope: 'storefront', sort: { kind: 'relevance' }, page: 1, perPage: 20, search: 'plan product', types: ['simple'] });
    const plan = await planSearch(db, 'plan product', index);
    const [phrase] = tiersOf(plan, query).filter((tier) => 'clauses' in tier);
    const nodes = (await planOf(tierQuery(db, query, plan, index, phrase!, [], 1001))).map(describeNode);
    expect(nodes.filter((node) => / products( |$)/.test(node))).toEqual(['Index Only Scan products products_match_lookup']);
  });

  it("sorts a search's matches as they are rather than walking an order's index looking for them", async () => {
    // The oldest thousand of the catalogue: walking the date index from the newest back passes every other product first.
    const ids = Array.from({ length: 1000 }, (_, at) => at + 1);
    const query = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort('date'), page: 1, perPage: 16, search: 'plan' });
    const nodes = (await planOf(compileCatalogQuery(database.db, query, CARD_COLUMNS, null, { matched: ids }).rows)).map(describeNode);
    expect(nodes).toContain('Sort');
    expect(nodes.join(' > ')).not.toMatch(/products_created|products_by_date/);
  });
});
