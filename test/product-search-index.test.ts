import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileCatalogQuery } from '../core/catalog/query/compile.ts';
import { describeCatalogQuery, type CatalogQueryInput } from '../core/catalog/query/description.ts';
import { runCatalogQuery } from '../core/catalog/query/run.ts';
import { planSearch, type TextIndex } from '../core/catalog/query/search.ts';
import { postgresTextIndex } from '../core/catalog/query/text-index-postgres.ts';
import { textIndexOf } from '../core/catalog/query/text-index.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';

const FRENCH = { locale: 'fr', defaultLocale: 'en' };

describe.each(DIALECTS)('the catalogue text index on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { db } = database;
    ids.sku = await insertProduct(db, { name: 'Serving tray', slug: 'serving-tray', sku: 'WALNUT', menu_order: 9 });
    ids.description = await insertProduct(db, { name: 'Cheese knife', slug: 'cheese-knife', description: 'A handle of oiled walnut', menu_order: 0 });
    ids.short = await insertProduct(db, { name: 'Spice rack', slug: 'spice-rack', short_description: 'Walnut and brass', menu_order: 0 });
    ids.board = await insertProduct(db, { name: 'Walnut board', slug: 'walnut-board', menu_order: 5 });
    ids.teak = await insertProduct(db, { name: 'Teak stool', slug: 'teak-stool' });
    ids.lamp = await insertProduct(db, { name: 'Harbour lamp', slug: 'harbour-lamp', description: 'Brass shade' });
    ids.variable = await insertProduct(db, { name: 'Linen apron', slug: 'linen-apron', type: 'variable' });
    await insertProduct(db, { name: 'Linen apron – Saffron', slug: 'linen-apron-saffron', type: 'variation', parent_id: ids.variable });
    await db.insertInto('product_translations').values({ product_id: ids.board, locale: 'fr', name: 'Planche en noyer' }).execute();
    await db.insertInto('product_translations').values({ product_id: ids.lamp, locale: 'fr', name: '', description: 'Abat-jour en laiton' }).execute();
  });

  const found = async (search: string, extra: Partial<CatalogQueryInput> = {}, index?: TextIndex) => {
    const query = describeCatalogQuery({ scope: 'storefront', sort: { kind: 'relevance' }, page: 1, perPage: 100, search, ...extra });
    const result = await runCatalogQuery(database.db, query, ['id', 'name'], { index });
    if (!result.ok) throw new Error('refused');
    return result.page.rows.map((row) => row.name);
  };

  it('ranks an exact SKU first, then the name, the short description, the description', async () => {
    expect(await found('walnut')).toEqual(['Serving tray', 'Walnut board', 'Spice rack', 'Cheese knife']);
    expect(await found('WALNUT brass')).toEqual(['Spice rack']);
  });

  it('takes the last word as the start of a word, the others whole', async () => {
    // A SKU holding the word ranks first though it is not the search exactly, then the name, the short description, the description.
    expect(await found('walnu')).toEqual(['Serving tray', 'Walnut board', 'Spice rack', 'Cheese knife']);
    expect(await found('walnut boa')).toEqual(['Walnut board']);
    expect(await found('waln board')).toEqual([]);
    expect(await found('harb')).toEqual(['Harbour lamp']);
  });

  it('forgives one typo in a word of five letters or more, none in a shorter word', async () => {
    for (const typo of ['wallnut', 'walnot', 'wlanut', 'walut']) expect(await found(typo), typo).toContain('Walnut board');
    expect(await found('wallnut board')).toEqual(['Walnut board']);
    expect(await found('harbor lamp')).toEqual(['Harbour lamp']);
    expect(await found('teek')).toEqual([]);
    expect(await found('teak stol')).toEqual([]);
    expect(await found('walnxx')).toEqual([]);
  });

  it('searches the page’s language, the default texts where a translation has none', async () => {
    expect(await found('noyer', { locale: FRENCH })).toEqual(['Planche en noyer']);
    expect(await found('noyre', { locale: FRENCH })).toEqual(['Planche en noyer']);
    expect(await found('noyer')).toEqual([]);
    // An empty translated name is the default one; the translated description is searched.
    expect(await found('harbour laiton', { locale: FRENCH })).toEqual(['Harbour lamp']);
    expect(await found('brass', { locale: FRENCH })).toEqual(['Spice rack']);
    expect(await found('teak', { locale: FRENCH })).toEqual(['Teak stool']);
  });

  it('lists no variation, and finds the owner’s products by name or SKU only', async () => {
    expect(await found('saffron')).toEqual([]);
    expect(await found('linen')).toEqual(['Linen apron']);
    expect(await found('walnut', { scope: 'owner' })).toEqual(['Serving tray', 'Walnut board']);
    expect(await found('brass', { scope: 'owner' })).toEqual([]);
  });

  it('follows every write: a product renamed, a translation changed or removed, a product deleted', async () => {
    const { db } = database;
    const id = await insertProduct(db, { name: 'Copper kettle', slug: 'copper-kettle', description: 'Hammered' });
    await db.insertInto('product_translations').values({ product_id: id, locale: 'fr', name: 'Bouilloire en cuivre' }).execute();
    expect(await found('copper kettle')).toEqual(['Copper kettle']);
    await db.updateTable('products').set({ name: 'Pewter kettle', sku: 'PK-9', description: 'Polished' }).where('id', '=', id).execute();
    expect(await found('copper')).toEqual([]);
    expect(await found('hammered')).toEqual([]);
    expect(await found('pewter polished')).toEqual(['Pewter kettle']);
    expect(await found('polished', { locale: FRENCH })).toEqual(['Bouilloire en cuivre']);
    await db.updateTable('product_translations').set({ name: 'Bouilloire en étain' }).where('product_id', '=', id).where('locale', '=', 'fr').execute();
    expect(await found('cuivre', { locale: FRENCH })).toEqual([]);
    expect(await found('bouilloire', { locale: FRENCH })).toEqual(['Bouilloire en étain']);
    await db.deleteFrom('product_translations').where('product_id', '=', id).execute();
    expect(await found('bouilloire', { locale: FRENCH })).toEqual([]);
    expect(await found('pewter', { locale: FRENCH })).toEqual(['Pewter kettle']);
    await db.deleteFrom('products').where('id', '=', id).execute();
    expect(await found('pewter')).toEqual([]);
    expect(await found('pewter', { locale: FRENCH })).toEqual([]);
  });

  it("follows a product's status and menu order, in every language: a draft leaves the shop's search, a new menu order moves it", async () => {
    const { db } = database;
    const first = await insertProduct(db, { name: 'Enamel mug', slug: 'enamel-mug', menu_order: 1 });
    const second = await insertProduct(db, { name: 'Enamel jug', slug: 'enamel-jug', menu_order: 2 });
    await db.insertInto('product_translations').values({ product_id: second, locale: 'fr', name: 'Pichet émaillé enamel' }).execute();
    expect(await found('enamel')).toEqual(['Enamel mug', 'Enamel jug']);
    await db.updateTable('products').set({ menu_order: 0 }).where('id', '=', second).execute();
    expect(await found('enamel')).toEqual(['Enamel jug', 'Enamel mug']);
    await db.updateTable('products').set({ status: 'draft' }).where('id', '=', second).execute();
    expect(await found('enamel')).toEqual(['Enamel mug']);
    expect(await found('enamel', { locale: FRENCH })).toEqual(['Enamel mug']);
    expect(await found('enamel', { scope: 'owner', statuses: ['draft'] })).toEqual(['Enamel jug']);
    expect(await found('enamel', { scope: 'owner' })).toEqual(['Enamel jug', 'Enamel mug']);
    await db.updateTable('products').set({ status: 'publish', menu_order: 3 }).where('id', '=', second).execute();
    expect(await found('enamel', { locale: FRENCH })).toEqual(['Enamel mug', 'Pichet émaillé enamel']);
    await db.deleteFrom('products').where('id', 'in', [first, second]).execute();
  });

  it("follows a product's date, in every language: a search newest first moves a product whose date changes", async () => {
    const { db } = database;
    const newestFirst = { sort: { kind: 'fields', fields: ['created_at'], direction: 'desc' } } as const;
    const older = await insertProduct(db, { name: 'Pewter jug', slug: 'pewter-jug', created_at: '2026-01-02T10:00:00.000Z' });
    const newer = await insertProduct(db, { name: 'Pewter cup', slug: 'pewter-cup', created_at: '2026-03-04T10:00:00.000Z' });
    await db.insertInto('product_translations').values({ product_id: older, locale: 'fr', name: 'Cruche en étain pewter' }).execute();
    expect(await found('pewter', newestFirst)).toEqual(['Pewter cup', 'Pewter jug']);
    await db.updateTable('products').set({ created_at: '2026-05-06T10:00:00.000Z' }).where('id', '=', older).execute();
    expect(await found('pewter', newestFirst)).toEqual(['Pewter jug', 'Pewter cup']);
    expect(await found('pewter', { ...newestFirst, locale: FRENCH })).toEqual(['Cruche en étain pewter', 'Pewter cup']);
    expect(await found('pewter', { ...newestFirst, scope: 'owner' })).toEqual(['Pewter jug', 'Pewter cup']);
    await db.deleteFrom('products').where('id', 'in', [older, newer]).execute();
  });

  it('takes hostile terms as plain words: FTS operators, quotes, long words, emoji find nothing and never fail', async () => {
    const hostile = ['"', 'walnut"', '*', 'walnut*', 'NEAR', 'NEAR(walnut board)', 'walnut OR teak', 'walnut AND', 'NOT walnut', '-walnut', '^walnut', 'name:walnut', '{name}:walnut',
      "'walnut'", 'walnut & teak', 'walnut | teak', '!walnut', 'walnut:*', 'wal\\nut', 'x'.repeat(100), '🪵', 'walnut 🪵', '(', ')', '<->'];
    for (const search of hostile) {
      const names = await found(search);
      expect(names, search).not.toContain('Teak stool');
    }
    for (const search of ['NEAR', 'OR', 'NOT', '"walnut"', '🪵', 'x'.repeat(100)]) expect(await found(search), search).toEqual([]);
    // An operator's name is a word like any other.
    expect(await found('AND')).toEqual(['Spice rack']);
  });

  it('searches without pg_trgm on PostgreSQL: whole words and prefixes, no typos', async () => {
    if (dialect !== 'postgres') return;
    const { db } = database;
    // The test database has pg_trgm: the typo test above ran with it.
    expect((await sql<{ found: boolean }>`select to_regclass('product_search_terms_trigrams') is not null as found`.execute(db)).rows[0]?.found).toBe(true);
    const plain = postgresTextIndex({ trigrams: false });
    expect(await found('walnot', {}, plain)).toEqual([]);
    expect(await found('walnu', {}, plain)).toEqual(['Serving tray', 'Walnut board', 'Spice rack', 'Cheese knife']);
    expect(await found('walnut boa', {}, plain)).toEqual(['Walnut board']);
  });

  it('looks words up in the text index, not by reading every product', async () => {
    const { db } = database;
    // A catalogue big enough for the planner to prefer an index to reading every row.
    for (let n = 0; n < 300; n += 1) await insertProduct(db, { name: `Filler ${n}`, slug: `filler-${n}`, description: 'Plain goods of every kind' });
    await sql`analyze`.execute(db);
    const query = describeCatalogQuery({ scope: 'storefront', sort: { kind: 'relevance' }, page: 1, perPage: 12, search: 'walnut boa' });
    const index = textIndexOf(db);
    const { rows } = compileCatalogQuery(db, query, ['id', 'name'], null, { plan: await planSearch(db, query.search, index), index });
    const compiled = rows.compile();
    const explained =
      dialect === 'sqlite'
        ? await db.executeQuery<{ detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}`, query: compiled.query })
        : await db.executeQuery<{ 'QUERY PLAN': string }>({ ...compiled, sql: `explain ${compiled.sql}`, query: compiled.query });
    const plan = explained.rows.map((row) => Object.values(row).join(' ')).join('\n');
    if (dialect === 'sqlite') {
      expect(plan).toMatch(/VIRTUAL TABLE INDEX \d+:M/);
      expect(plan).not.toMatch(/SCAN products(?! USING)/);
    } else {
      // The documents found lead to their products; the GIN index answers the words once reading the documents costs more.
      expect(plan).toMatch(/Index Cond: \(id = product_search_docs\.product_id\)/);
      expect(plan).not.toContain('Seq Scan on products');
      const withoutScans = await db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        return sql<{ 'QUERY PLAN': string }>`explain select product_id from product_search_docs where document @@ to_tsquery('simple', 'walnut')`.execute(trx);
      });
      expect(withoutScans.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('Bitmap Index Scan on product_search_docs_document');
    }
  });
});
