import { beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery } from 'kysely';
import { SORT_OPTIONS } from '../core/catalog/listing.ts';
import { CARD_COLUMNS } from '../core/catalog/product-list.ts';
import { compileCatalogQuery } from '../core/catalog/query/compile.ts';
import { describeCatalogQuery } from '../core/catalog/query/description.ts';
import { storefrontSort } from '../core/catalog/query/sorts.ts';
import { refreshPlannerStatistics } from '../db/planner-statistics.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';

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
    const now = Date.parse('2025-01-01T00:00:00Z');
    for (let start = 0; start < 6000; start += 1000) {
      await db
        .insertInto('products')
        .values(
          Array.from({ length: 1000 }, (_, offset) => {
            const n = start + offset;
            const at = new Date(now + n * 60_000).toISOString();
            return {
              slug: `plan-${n}`,
              name: `Plan product ${n}`,
              status: n % 10 === 0 ? ('draft' as const) : ('publish' as const),
              type: n % 7 === 0 ? ('variation' as const) : ('simple' as const),
              short_description: '',
              description: '',
              regular_price: 100 + ((n * 37) % 5000),
              price: 100 + ((n * 37) % 5000),
              total_sales: n % 50,
              average_rating: (n % 9) / 2,
              rating_count: n % 13,
              menu_order: n % 3,
              stock_status: 'instock' as const,
              created_at: at,
              updated_at: at,
            };
          }),
        )
        .execute();
    }
    // A category holding half the catalogue, as a large shop's main category does, and a small one.
    const ids = (await db.selectFrom('products').select('id').where('type', '<>', 'variation').execute()).map((row) => row.id);
    for (const [index, slug] of ['plan-big', 'plan-small'].entries()) {
      const { id } = await db.insertInto('categories').values({ slug, name: slug, description: '' }).returning('id').executeTakeFirstOrThrow();
      const members = ids.filter((_, at) => at % [2, 97][index]! === 0);
      for (let start = 0; start < members.length; start += 1000) {
        await db.insertInto('product_categories').values(members.slice(start, start + 1000).map((productId) => ({ product_id: productId, category_id: id }))).execute();
      }
    }
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

  it('orders a later page from the same index', async () => {
    const query = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort('price'), page: 4, perPage: 16 });
    const plan = (await planOf(compileCatalogQuery(database.db, query, CARD_COLUMNS, null).rows)).map(describeNode);
    expect(plan).toContain('Index Scan products products_by_price');
    expect(plan).not.toContain('Sort');
  });
});
