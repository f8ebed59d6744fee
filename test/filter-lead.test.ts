import { beforeAll, describe, expect, it } from 'vitest';
import { compileCatalogQuery } from '../core/catalog/query/compile.ts';
import { countedTotal } from '../core/catalog/query/counted-total.ts';
import { describeCatalogQuery, type CatalogQuery } from '../core/catalog/query/description.ts';
import { eitherTermsOf, filterLeadOf, keptFilterBounds, leadTermOf, walksLeadTerm } from '../core/catalog/query/filter-lead.ts';
import { runCatalogQuery } from '../core/catalog/query/run.ts';
import { decodeCursor } from '../core/catalog/query/keyset.ts';
import { storefrontSort } from '../core/catalog/query/sorts.ts';
import { SORT_OPTIONS } from '../core/catalog/listing.ts';
import { refreshPlannerStatistics } from '../db/planner-statistics.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { seedPlanCatalogue } from './fixtures/plan-catalogue.ts';

/**
 * A filtered listing is read from its filter's few products or by walking its order (filter-lead.ts),
 * as the kept counts say: either way it lists the same products, in the same order, with the same total.
 */
describe.each(DIALECTS)('the way a filtered listing is read, on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  beforeAll(async () => {
    // Enough for a common term's deep page to pass over a thousand of its products.
    await seedPlanCatalogue(database.db, 3000, 500);
    await refreshPlannerStatistics(database.db, dialect);
  });

  const colour = (terms: string[], queryType: 'and' | 'or' = 'and') => ({ attributes: [{ taxonomy: 'pa_plan-colour', terms, queryType }] });
  const FILTERS: Record<string, Partial<CatalogQuery>> = {
    'a rare stock status': { stockStatuses: ['outofstock'] },
    'a common stock status': { stockStatuses: ['instock'] },
    'a rare term': colour(['rare']),
    'a common term': colour(['common']),
    'both terms': colour(['common', 'rare']),
    'either term': colour(['common', 'rare'], 'or'),
    'either term, in stock, from a price': { ...colour(['common', 'rare'], 'or'), stockStatuses: ['instock'], minPrice: 1000 },
    'a term no product has': colour(['none']),
    'a common term, in stock, in two categories': { ...colour(['common']), stockStatuses: ['instock'], categories: ['plan-big', 'plan-mid'] },
    'a common term in a category': { ...colour(['common']), categories: ['plan-big'] },
    'a rare stock status and a price range': { stockStatuses: ['outofstock'], minPrice: 1000, maxPrice: 4000 },
    'a common stock status and a price range': { stockStatuses: ['instock'], minPrice: 1000, maxPrice: 4000 },
  };
  const queryOf = (filters: Partial<CatalogQuery>, sort: (typeof SORT_OPTIONS)[number] = 'menu_order', page = 1): CatalogQuery => ({
    ...describeCatalogQuery({ scope: 'storefront', sort: storefrontSort(sort), page, perPage: 16 }),
    ...filters,
  });

  it('reads a rare filter from its products and walks the order past a common one', async () => {
    const { db } = database;
    const leadOf = async (name: string) => filterLeadOf(db, queryOf(FILTERS[name]!), (await keptFilterBounds(db, queryOf(FILTERS[name]!))).together);
    expect(await leadOf('a rare stock status')).toBe('filters');
    expect(await leadOf('a common stock status')).toBe('order');
    expect(await leadOf('a rare term')).toBe('filters');
    expect(await leadOf('a common term')).toBe('order');
    // Both terms: no more than the rarer has; either: as many as the two have.
    expect(await leadOf('both terms')).toBe('filters');
    expect(await leadOf('either term')).toBe('order');
    expect((await keptFilterBounds(db, queryOf(FILTERS['a term no product has']!))).together).toBe(0);
    expect(await keptFilterBounds(db, queryOf({}))).toEqual({ narrowest: null, together: null });
  });

  it.each(Object.keys(FILTERS))('lists the same products whichever way it reads %s, in every order and on a later page', async (name) => {
    const { db } = database;
    for (const sort of SORT_OPTIONS) {
      for (const page of [1, 3]) {
        const query = queryOf(FILTERS[name]!, sort, page);
        const expected = await compileCatalogQuery(db, query, ['id'], null).rows.execute();
        const walked = await compileCatalogQuery(db, query, ['id'], null, { walkOrder: true }).rows.execute();
        const read = await compileCatalogQuery(db, query, ['id'], null, { sortAsRead: true }).rows.execute();
        expect(walked.map((row) => row.id)).toEqual(expected.map((row) => row.id));
        expect(read.map((row) => row.id)).toEqual(expected.map((row) => row.id));
        const eitherTerms = await eitherTermsOf(db, query);
        if (eitherTerms) {
          const merged = await compileCatalogQuery(db, query, ['id'], null, { walkOrder: true, eitherTerms }).rows.execute();
          expect(merged.map((row) => row.id)).toEqual(expected.map((row) => row.id));
        }
        const leadTerm = await leadTermOf(db, query);
        if (leadTerm) {
          const alongTerm = await compileCatalogQuery(db, query, ['id'], null, { walkOrder: true, leadTerm }).rows.execute();
          expect(alongTerm.map((row) => row.id)).toEqual(expected.map((row) => row.id));
          expect(Number((await compileCatalogQuery(db, query, ['id'], null, { leadTerm }).count.executeTakeFirst())?.total)).toBe(
            Number((await compileCatalogQuery(db, query, ['id'], null).count.executeTakeFirst())?.total),
          );
        }
        const listed = await runCatalogQuery(db, query, ['id'], { countLimit: 10_000 });
        expect(listed.ok && listed.page.rows.map((row) => row.id)).toEqual(expected.slice(0, 16).map((row) => row.id));
        const counted = Number((await compileCatalogQuery(db, query, ['id'], null).count.executeTakeFirst())?.total);
        expect(listed.ok && listed.page.total).toBe(counted);
      }
    }
  });

  it("leads by the rarest term every product must have, unless the page's category has fewer products", async () => {
    const { db } = database;
    const leadOf = async (filters: Partial<CatalogQuery>) => (await leadTermOf(db, queryOf(filters)))?.slug ?? null;
    expect(await leadOf(colour(['common']))).toBe('common');
    expect(await leadOf(colour(['common', 'rare']))).toBe('rare');
    // Either term: no one term is on every product listed.
    expect(await leadOf(colour(['common', 'rare'], 'or'))).toBeNull();
    expect(await leadOf(colour(['rare'], 'or'))).toBe('rare');
    expect(await leadOf({ ...colour(['rare']), categories: ['plan-big'] })).toBe('rare');
    expect(await leadOf({ ...colour(['common']), categories: ['plan-small'] })).toBeNull();
    // Two categories are checked on the way: the term leads.
    expect(await leadOf({ ...colour(['common']), categories: ['plan-big', 'plan-mid'] })).toBe('common');
    expect(await leadOf({ stockStatuses: ['outofstock'] })).toBeNull();
    expect(await leadOf(colour(['none']))).toBeNull();
    // Searches, owner's lists and orders the links do not carry are read otherwise.
    expect(await leadTermOf(db, { ...queryOf(colour(['common'])), search: 'plan' })).toBeNull();
    expect(await leadTermOf(db, { ...queryOf(colour(['common'])), scope: 'owner' })).toBeNull();
    const common = await leadTermOf(db, queryOf(colour(['common'])));
    // A rare stock status is read from its own index rather than along a common term's links.
    expect(walksLeadTerm('filters', common, 30)).toBe(false);
    expect(walksLeadTerm('filters', common, common!.count)).toBe(true);
    expect(walksLeadTerm('order', common, 30)).toBe(true);
  });

  it.each(SORT_OPTIONS)('merges the walks of either of two terms by %s, a product having both once, and goes on from a cursor', async (sort) => {
    const { db } = database;
    const filters = colour(['common', 'rare'], 'or');
    const eitherTerms = await eitherTermsOf(db, queryOf(filters));
    expect(eitherTerms?.map((term) => term.slug).sort()).toEqual(['common', 'rare']);
    const expected = (await compileCatalogQuery(db, { ...queryOf(filters, sort), perPage: 60 }, ['id'], null).rows.execute()).map((row) => row.id);
    const first = await runCatalogQuery(db, queryOf(filters, sort), ['id']);
    if (!first.ok) throw new Error('a page');
    expect(first.page.rows.map((row) => row.id)).toEqual(expected.slice(0, 16));
    const next = await runCatalogQuery(db, { ...queryOf(filters, sort), after: first.page.nextCursor! }, ['id']);
    expect(next.ok && next.page.rows.map((row) => row.id)).toEqual(expected.slice(16, 32));
    // (A listing this small reads its filters' products first: the merged walks are asked for.)
    const order = storefrontSort(sort);
    if (order.kind !== 'fields') throw new Error('a sort on columns');
    const after = decodeCursor(order, first.page.nextCursor!);
    const merged = await compileCatalogQuery(db, queryOf(filters, sort), ['id'], after, { walkOrder: true, eitherTerms }).rows.execute();
    expect(merged.map((row) => row.id)).toEqual(expected.slice(16, 33));
    const third = await compileCatalogQuery(db, queryOf(filters, sort, 3), ['id'], null, { walkOrder: true, eitherTerms }).rows.execute();
    expect(third.map((row) => row.id)).toEqual(expected.slice(32, 49));
    // Not for a filter of one term, a category's page, or more terms than are merged.
    expect(await eitherTermsOf(db, queryOf(colour(['common'], 'or')))).toBeNull();
    expect(await eitherTermsOf(db, queryOf({ ...filters, categories: ['plan-big'] }))).toBeNull();
    expect(await eitherTermsOf(db, queryOf(colour(['common', 'rare', 'a', 'b', 'c'], 'or')))).toBeNull();
  });

  it.each(SORT_OPTIONS)("reads a common term's deep page by %s along the term's links, and from the far end", async (sort) => {
    const { db } = database;
    const order = storefrontSort(sort);
    if (order.kind !== 'fields') throw new Error('a sort on columns');
    const filters = colour(['common']);
    const leadTerm = (await leadTermOf(db, queryOf(filters)))!;
    const every = await order.fields
      .reduce(
        (rows, field) => rows.orderBy(`products.${field}`, order.direction),
        db
          .selectFrom('products')
          .innerJoin('product_attribute_terms as pat', 'pat.product_id', 'products.id')
          .select('products.id')
          .where('pat.term_id', '=', leadTerm.id)
          .where('products.status', '=', 'publish')
          .where('products.type', '<>', 'variation'),
      )
      .orderBy('products.id', order.direction)
      .execute();
    const ids = every.map((row) => row.id);
    expect(ids.length).toBeGreaterThan(1100);
    // Page 70 of 16 passes 1,104 rows: counted off in the term's index by id.
    const deep = await compileCatalogQuery(db, queryOf(filters, sort, 70), ['id', 'name'], null, { walkOrder: true, leadTerm }).rows.execute();
    expect(deep.map((row) => row.id)).toEqual(ids.slice(69 * 16, 70 * 16 + 1));
    const fromEnd = await compileCatalogQuery(db, queryOf(filters, sort, 1), ['id'], null, { walkOrder: true, leadTerm, fromEnd: { skip: 1010, take: 16 } }).rows.execute();
    expect(fromEnd.map((row) => row.id)).toEqual([...ids].reverse().slice(1010, 1026));
    const listed = await runCatalogQuery(db, queryOf(filters, sort, 60), ['id']);
    expect(listed.ok && listed.page.rows.map((row) => row.id)).toEqual(ids.slice(59 * 16, 60 * 16));
  });

  it.each(SORT_OPTIONS)('reads a deep page by %s, and one from the far end, by the ids of the rows passed', async (sort) => {
    const { db } = database;
    const order = storefrontSort(sort);
    if (order.kind !== 'fields') throw new Error('a sort on columns');
    const every = await order.fields
      .reduce((rows, field) => rows.orderBy(field, order.direction), db.selectFrom('products').select('id').where('status', '=', 'publish').where('type', '<>', 'variation'))
      .orderBy('id', order.direction)
      .execute();
    const ids = every.map((row) => row.id);
    // Page 70 of 16 passes 1,104 rows: past the point where the passed rows are counted off by id.
    const deep = await compileCatalogQuery(db, queryOf({}, sort, 70), ['id', 'name'], null).rows.execute();
    expect(deep.map((row) => row.id)).toEqual(ids.slice(69 * 16, 70 * 16 + 1));
    const fromEnd = await compileCatalogQuery(db, queryOf({}, sort, 1), ['id'], null, { fromEnd: { skip: 1010, take: 16 } }).rows.execute();
    expect(fromEnd.map((row) => row.id)).toEqual([...ids].reverse().slice(1010, 1026));
  });

  it('takes the total of a stock status alone, of one term alone, or of either of two terms, from the kept counts', async () => {
    const { db } = database;
    const either = { 'either term, or one no product has': colour(['rare', 'none'], 'or') };
    for (const [name, filters] of [...['a rare stock status', 'a common stock status', 'a rare term', 'a common term', 'either term'].map((name) => [name, FILTERS[name]!] as const), ...Object.entries(either)]) {
      const query = queryOf(filters);
      const kept = countedTotal(db, query);
      expect(kept, name).not.toBeNull();
      expect(await kept, name).toBe(Number((await compileCatalogQuery(db, query, ['id'], null).count.executeTakeFirst())?.total));
    }
    // Products having both of either term are counted once: the two terms' counts alone would say more.
    const [common, rare] = await Promise.all(['common', 'rare'].map((term) => countedTotal(db, queryOf(colour([term])))));
    expect(await countedTotal(db, queryOf(FILTERS['either term']!))).toBeLessThan((await common!) + (await rare!));
    // Three terms, and a status within a category, are not kept: those are counted.
    expect(countedTotal(db, queryOf(colour(['common', 'rare', 'none'], 'or')))).toBeNull();
    expect(countedTotal(db, queryOf({ stockStatuses: ['instock'], categories: ['plan-big'] }))).toBeNull();
  });
});
