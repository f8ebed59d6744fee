import { PostgresAdapter, sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db, DialectName } from '../../../db/connect.ts';
import type { Database, Product } from '../../../db/schema.ts';
import type { AttributeFilter, CatalogQuery, SortField, StarRating } from './description.ts';
import { ratingBucketRange, ratingBucketSql } from '../../../db/rating-buckets.ts';
import type { KeysetPosition, SortValue } from './keyset.ts';
import { parseSearch, relevanceRank, searchCondition, type SearchContext, type SearchPlan, type TextIndex } from './search.ts';
import { textIndexOf } from './text-index.ts';
import { attributeSlugOf } from './attribute-slug.ts';

/**
 * A catalogue query description as SQL, through Kysely: the filtered products (counted as they are) and
 * the page of rows in order. What differs between SQLite and PostgreSQL is written here and nowhere else.
 */

type Filtered = SelectQueryBuilder<Database & { pt: Database['product_translations'] }, 'products' | 'pt', object>;
type ProductsOnly = SelectQueryBuilder<Database, 'products', object>;

export interface CompiledCatalogQuery {
  /** One row, `total`: every product the filters match, across pages. */
  count: SelectQueryBuilder<Database, 'products', { total: number | string }>;
  /** One row, `total`: the products the filters match, counted up to `limit` (read no further). */
  countUpTo(limit: number): SelectQueryBuilder<Database, never, { total: number | string }>;
  /** One more row than a page, so the caller knows whether another page follows. */
  rows: SelectQueryBuilder<any, any, Record<string, unknown>>;
}

export function dialectOf(db: Db): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * The column holds one of `ids` (or none of them). On PostgreSQL the ids go as one array parameter: a
 * search's 1,001 matches written as 1,001 parameters were bound, parsed and planned one by one for every
 * page read among them. SQLite, in the same process, takes the list.
 */
export function idIn(db: Db, column: string, ids: readonly number[], negated = false): RawBuilder<SqlBool> {
  const ref = sql.ref(column);
  if (dialectOf(db) === 'postgres') return negated ? sql<SqlBool>`not (${ref} = any(cast(${[...ids]} as integer[])))` : sql<SqlBool>`${ref} = any(cast(${[...ids]} as integer[]))`;
  const list = sql.join(ids.map((id) => sql`${id}`));
  return negated ? sql<SqlBool>`${ref} not in (${list})` : sql<SqlBool>`${ref} in (${list})`;
}

/**
 * The rows the description's filters match; variations never, as they are listed only under their product.
 * In another language than the default one the product's translation is joined (at most one row: its key
 * is the product and language), so the search reads, and the page shows, the texts in that language.
 */
/**
 * The term a listing is read along (migration 040): one of its filters' terms, by id, as the shop has
 * it, the one fewest products have (filter-lead.ts). Its links are read in the order's index led by the term.
 */
export interface LeadTerm {
  /** The attribute's taxonomy as the filter names it (`pa_colour`). */
  taxonomy: string;
  slug: string;
  id: number;
  /** The listed products having it, as the term keeps them counted. */
  count: number;
}

/** Whose links a listing is read from in order: a category's (`pc`), a term's (`lt`), or none (the products' own indexes). */
type Led = 'pc' | 'lt' | null;

/** How the filtered rows are read: led by a category's or a term's links, among a search's matches, along an order, or only counted. */
interface FilteredHow {
  category?: number | string | null;
  term?: LeadTerm | null;
  matched?: readonly number[] | undefined;
  walkOrder?: boolean | undefined;
  countOnly?: boolean;
}

function filtered(db: Db, query: CatalogQuery, search: Search | null, { category = null, term = null, matched, walkOrder = false, countOnly = false }: FilteredHow = {}): ProductsOnly {
  // Walking an order's index, each filter is checked on the product at hand, in forms no index answers:
  // SQLite would otherwise start from a filter's index and sort everything it matches.
  const locale = query.locale;
  if (matched) return matchedOnly(db, query, matched);
  // Given ids lead as a walk does: each filter is checked on each of them, none read whole to be intersected
  // (a term's 76,000 products were, for the one id a category and the term have together).
  const byProduct = walkOrder || query.include !== undefined;
  // A category's listing starts from the category's links, whose copied columns order it (categoryLed).
  // Counted, a category's links alone answer where no filter reads the products' own columns (the link
  // says whether it is listed, and carries the price): 86,000 products joined took 190 ms, the links 3 ms.
  const readsProducts = query.statuses !== undefined || query.types.length > 0 || query.stockStatuses !== undefined || query.skus !== undefined || query.onSale;
  const linksOf = (lead: number | string) => listedCategoryLinks(db, lead);
  // A term's listing likewise starts from the term's listed links (migration 040), walked in the order's index.
  const termLinks = (lead: LeadTerm) => db.selectFrom('product_attribute_terms as lt').where('lt.listed', '=', 1).where('lt.term_id', '=', lead.id);
  const led: Led = category !== null ? 'pc' : term !== null ? 'lt' : null;
  const joined = (links: ReturnType<typeof linksOf>) =>
    countOnly && !readsProducts ? links : links.innerJoin('products', (join) => join.on(sql<SqlBool>`products.id = ${sql.ref(`${led}.product_id`)}`));
  // (Kysely types one table's links at a time: the term's are typed as a category's, which name their columns alike.)
  const products = (
    category !== null ? joined(linksOf(category)) : term !== null ? joined(termLinks(term) as unknown as ReturnType<typeof linksOf>) : db.selectFrom('products')
  ) as unknown as ProductsOnly;
  const id = led === null ? 'products.id' : `${led}.product_id` as const;
  // The translations are joined for a search, which reads them in every row it matches; a page's names
  // are read by the product instead (translatedRef), as a join would be planned over every translation.
  let rows = (
    locale === null || search === null
      ? products
      : products.leftJoin('product_translations as pt', (join) => join.onRef('pt.product_id', '=', 'products.id').on('pt.locale', '=', locale))
  ) as unknown as ProductsOnly;
  const none = sql<SqlBool>`1 = 0`;
  // A listed link is a published product that is no variation: said again, the planner would start from the products.
  // The type written as a value, not a parameter: the listed products' own price index
  // (products_listed_by_price) leaves variations out, and a planner takes it only where the query says so too.
  if (led === null) {
    rows = rows.where('products.type', '<>', sql.lit('variation'));
    if (query.scope === 'storefront') rows = rows.where('products.status', '=', 'publish');
  }
  if (query.statuses) rows = query.statuses.length > 0 ? rows.where('products.status', 'in', [...query.statuses]) : rows.where(none);
  if (query.types.length > 0) rows = rows.where('products.type', 'in', [...query.types]);
  if (query.categories && category === null) {
    const ids = query.categories.filter((value): value is number => typeof value === 'number');
    const slugs = query.categories.filter((value): value is string => typeof value === 'string');
    if (ids.length === 0 && slugs.length === 0) rows = rows.where(none);
    else {
      const inCategories = db
        .selectFrom('product_categories')
        .select('product_categories.product_id')
        .where((eb) =>
          eb.or([
            ...(ids.length > 0 ? [eb('product_categories.category_id', 'in', ids)] : []),
            ...(slugs.length > 0 ? [eb('product_categories.category_id', 'in', db.selectFrom('categories').select('categories.id').where('categories.slug', 'in', slugs))] : []),
          ]),
        );
      rows =
        byProduct || term !== null
          ? rows.where(({ exists }) => exists(inCategories.where(sql<SqlBool>`product_categories.product_id = ${sql.ref(id)}`)))
          : rows.where(sql.ref(id), 'in', inCategories);
    }
  }
  for (const filter of query.attributes ?? []) rows = withAttributeFilter(db, rows, withoutLeadTerm(filter, term), byProduct || term !== null, id);
  // PostgreSQL knows from its statistics that a status is common, and walks; hidden from it, it would guess the status rare.
  const stockStatus = byProduct && dialectOf(db) === 'sqlite' ? sql<string>`(products.stock_status || '')` : sql.ref('products.stock_status');
  if (query.stockStatuses) rows = query.stockStatuses.length > 0 ? rows.where(stockStatus, 'in', [...query.stockStatuses]) : rows.where(none);
  if (query.ratings) rows = query.ratings.length > 0 ? rows.where(ratedAs(query.ratings, led === null ? 'products' : led, byProduct || led === 'lt')) : rows.where(none);
  if (query.skus) rows = query.skus.length > 0 ? rows.where('products.sku', 'in', [...query.skus]) : rows.where(none);
  if (query.include) rows = query.include.length > 0 ? rows.where(idIn(db, id, query.include)) : rows.where(none);
  if (query.excludeIds.length > 0) rows = rows.where(idIn(db, id, query.excludeIds, true));
  // On sale now: the stored price is the sale price in force (kept so by every writer and the scheduled-sales job).
  if (query.onSale) rows = rows.where('products.sale_price', 'is not', null).whereRef('products.price', '=', 'products.sale_price').whereRef('products.sale_price', '<', 'products.regular_price');
  // `+price` is no indexed column to either database: a price range matching many products is checked
  // product by product as the page walks its order's index, instead of reading the range and sorting it.
  // A category's links carry the price (migration 029), in the category's own price index.
  const priceColumn = led === null ? 'products.price' : `${led}.price`;
  const sortsByPrice = query.sort.kind === 'fields' && query.sort.fields[0] === 'price';
  // Walking the price's own index, the range is where the walk starts and stops.
  const price = (byProduct || led === 'lt') && !sortsByPrice ? sql.raw(`+${priceColumn}`) : sql.ref(priceColumn);
  if (query.minPrice !== undefined) rows = rows.where(sql<SqlBool>`${price} >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) rows = rows.where(sql<SqlBool>`${price} <= ${query.maxPrice}`);
  if (search) rows = rows.where(searchCondition(search.plan, query.scope, search.context));
  return rows;
}

/**
 * The rows rated one of these whole stars: their averages' ranges, one indexed range each (the rating
 * order's indexes hold the average after the status or the category). Checked on the row at hand (`walked`),
 * the column is hidden from the indexes, as a price range is.
 */
function ratedAs(ratings: readonly StarRating[], table: 'products' | 'pc' | 'lt', walked: boolean): RawBuilder<SqlBool> {
  const column = walked ? sql.raw(`+${table}.average_rating`) : sql.ref(`${table}.average_rating`);
  const ranges = [...new Set(ratings)].map((stars) => {
    const { from, below } = ratingBucketRange(stars);
    return below === null ? sql`${column} >= ${sql.lit(from)}` : sql`(${column} >= ${sql.lit(from)} and ${column} < ${sql.lit(below)})`;
  });
  return sql<SqlBool>`(${sql.join(ranges, sql` or `)})`;
}

/** A category's listed links (migration 029), by its id or slug: what a category's page is read and counted from. */
export function listedCategoryLinks(db: Db, category: number | string) {
  return db
    .selectFrom('product_categories as pc')
    .where('pc.listed', '=', 1)
    .where('pc.category_id', '=', typeof category === 'number' ? category : db.selectFrom('categories').select('categories.id').where('categories.slug', '=', category));
}

/**
 * A search's best matches (best-matches.ts), found under the query's filters already: the listing is
 * these products, in the scope's own bounds, and no filter is read again.
 */
function matchedOnly(db: Db, query: CatalogQuery, matched: readonly number[]): ProductsOnly {
  let rows = db.selectFrom('products').where('products.type', '<>', 'variation') as unknown as ProductsOnly;
  if (query.scope === 'storefront') rows = rows.where('products.status', '=', 'publish');
  return matched.length > 0 ? rows.where(idIn(db, 'products.id', matched)) : rows.where(sql<SqlBool>`1 = 0`);
}


/** The filter without the term its listing is led by: the links read are that term's already. */
function withoutLeadTerm(filter: AttributeFilter, term: LeadTerm | null): AttributeFilter | null {
  if (term === null || attributeSlugOf(filter.taxonomy) !== attributeSlugOf(term.taxonomy) || !filter.terms.includes(term.slug)) return filter;
  // Of an `or` filter, the lead is its one term (filter-lead.ts); of an `and` filter, one of those each product must have.
  const rest = filter.terms.filter((slug) => slug !== term.slug);
  return filter.queryType === 'or' || rest.length === 0 ? null : { ...filter, terms: rest };
}

/** The products having one of these terms (slugs) of the attribute (slug): one indexed subquery. */
function havingTerms(db: Db, attributeSlug: string, terms: readonly string[]) {
  return db
    .selectFrom('product_attribute_terms as pat')
    .innerJoin('attribute_terms as at', 'at.id', 'pat.term_id')
    .innerJoin('attributes as a', 'a.id', 'at.attribute_id')
    .select('pat.product_id')
    .where('a.slug', '=', attributeSlug)
    .where('at.slug', 'in', [...terms]);
}

/**
 * Whether the product at hand has one of the terms: its links looked up by key, the terms' ids found once
 * (a join in the check would look the attribute and the term up again for every product walked).
 */
function hasTerms(db: Db, attributeSlug: string, terms: readonly string[], id: string) {
  const termIds = db
    .selectFrom('attribute_terms as at')
    .innerJoin('attributes as a', 'a.id', 'at.attribute_id')
    .select('at.id')
    .where('a.slug', '=', attributeSlug)
    .where('at.slug', 'in', [...terms]);
  return db
    .selectFrom('product_attribute_terms as pat')
    .select('pat.product_id')
    .where(sql<SqlBool>`pat.product_id = ${sql.ref(id)}`)
    .where('pat.term_id', 'in', termIds);
}

/**
 * `or`: the product has one of the terms; `and`: it has each of them (one subquery a term). Walking an
 * order, each is a lookup of the product at hand's terms rather than a list of every product having them.
 */
function withAttributeFilter(db: Db, rows: ProductsOnly, filter: AttributeFilter | null, walkOrder: boolean, id: 'products.id' | 'pc.product_id' | 'lt.product_id'): ProductsOnly {
  if (filter === null) return rows;
  const slug = attributeSlugOf(filter.taxonomy);
  const terms = [...new Set(filter.terms)];
  if (terms.length === 0) return rows.where(sql<SqlBool>`1 = 0`);
  const having = (narrowed: ProductsOnly, some: readonly string[]) =>
    walkOrder
      ? narrowed.where(({ exists }) => exists(hasTerms(db, slug, some, id)))
      : narrowed.where(sql.ref(id), 'in', havingTerms(db, slug, some));
  if (filter.queryType === 'or') return having(rows, terms);
  return terms.reduce((narrowed, term) => having(narrowed, [term]), rows);
}

/**
 * The products the query's filters (and search) match, nothing selected, no order, no page: what facet
 * counts group over. Give the search's plan the listing used, so the counts find the same products.
 */
export function compileFiltered(db: Db, query: CatalogQuery, options: SearchOptions = {}): SelectQueryBuilder<Database, 'products', object> {
  return filtered(db, query, ...filteredLead(db, query, options));
}

/** What the facets read of each product the filters match. */
interface Facts {
  id: number;
  stock_status: string;
  price: number;
  top_price: number;
  /** Whole stars, 0 for none (db/rating-buckets.ts). */
  rating: number;
}

/**
 * The facts of each product the query's filters (and search) match, for counts that group them: led as
 * compileFiltered leads, and read from the lead's links alone (a category's or a term's, which carry the
 * stock status and prices, migrations 043 and 044) where no filter needs the products' own columns; a
 * product looked up for each link had cost more than the counting.
 */
export function compileFilteredFacts<F extends keyof Facts>(db: Db, query: CatalogQuery, options: SearchOptions, facts: readonly F[]) {
  const [search, how] = filteredLead(db, query, options);
  const led = how.category !== null ? 'pc' : how.term !== null ? 'lt' : null;
  const rows = filtered(db, query, search, { ...how, countOnly: led !== null });
  // Stock statuses counted under a price range: grouped by their index, SQLite read every link of a
  // category to check each one's price (525 ms for 4,000 products of 167,000); written so that no index
  // answers the grouping, the price's index leads.
  const priced = query.minPrice !== undefined || query.maxPrice !== undefined;
  const column = (fact: F): RawBuilder<Facts[F]> => {
    if (led !== null && fact === 'stock_status' && priced) return sql`(${sql.ref(`${led}.stock_status`)} || '')`;
    if (fact === 'rating') return sql.raw(ratingBucketSql(`${led ?? 'products'}.average_rating`));
    if (led !== null) return sql`${sql.ref(`${led}.${fact === 'id' ? 'product_id' : fact}`)}`;
    return fact === 'top_price' ? sql`coalesce(products.max_price, products.price)` : sql`${sql.ref(`products.${fact}`)}`;
  };
  return rows.select(facts.map((fact) => column(fact).as(fact)));
}

/**
 * What filtered rows for counting are led by. A term's listed links (migration 040) lead where the caller
 * names the rarest term every product must have (filter-lead.ts leadTermOf): two terms of 57,000 and
 * 76,000 products at a million had each of the larger one's products looked up before the smaller one
 * was checked (1.5 s on PostgreSQL); led by the smaller term's links, only the products both have are.
 * Else one category's listed links (migration 029), not found among every product; checked product by
 * product (`walkOrder`) where something else leads, as a search's text index does.
 */
function filteredLead(db: Db, query: CatalogQuery, options: SearchOptions): [Search | null, FilteredHow & { category: number | string | null; term: LeadTerm | null }] {
  const search = query.search && !options.matched ? searchOf(query, options.plan ?? parseSearch(query.search), options.index ?? textIndexOf(db)) : null;
  const plain = search === null && !options.matched && !options.walkOrder && query.scope === 'storefront';
  const term = plain && query.types.length === 0 && query.statuses === undefined ? (options.leadTerm ?? null) : null;
  const category = plain && term === null && query.categories?.length === 1 ? (query.categories[0] ?? null) : null;
  return [search, { category, term, matched: options.matched, walkOrder: options.walkOrder }];
}

/** A text as the page's language has it: the translation where there is one that is not empty. */
function translated(query: CatalogQuery, column: 'name' | 'short_description' | 'description', joined: boolean): RawBuilder<string> {
  if (query.locale === null) return sql<string>`${sql.ref(`products.${column}`)}`;
  const own = joined
    ? sql`${sql.ref(`pt.${column}`)}`
    : sql`(select ${sql.ref(`t.${column}`)} from product_translations t where t.product_id = products.id and t.locale = ${query.locale})`;
  return sql<string>`coalesce(nullif(${own}, ''), ${sql.ref(`products.${column}`)})`;
}

/** The name in the page's language; `joined` when the query joins the translations (a search does). */
function nameExpression(query: CatalogQuery, joined: boolean): RawBuilder<string> {
  return translated(query, 'name', joined);
}

/** A query's search: its words, and where they are looked for. */
interface Search {
  plan: SearchPlan;
  context: SearchContext;
}

function searchOf(query: CatalogQuery, plan: SearchPlan, index: TextIndex): Search {
  return {
    plan,
    context: {
      columns: {
        name: nameExpression(query, true),
        sku: sql<string>`coalesce(products.sku, '')`,
        shortDescription: translated(query, 'short_description', true),
        description: translated(query, 'description', true),
      },
      index,
      locale: query.locale,
      // A product is found by its translation's document where it has one, by its default one otherwise.
      documentKey: query.locale === null ? sql`products.id` : sql`(products.id, coalesce(pt.locale, ''))`,
    },
  };
}

/**
 * A sort column. Names sort as the shop's default language has them, in every language: one order that
 * an index keeps whatever the catalogue's size, and the same products on page 3 in French as in English.
 */
function sortExpression(field: SortField | 'id', led: Led): RawBuilder<unknown> {
  if (led === null) return sql.ref(`products.${field}`);
  return sql.ref(field === 'id' ? `${led}.product_id` : `${led}.${field}`);
}

/** The orders a category's and a term's links carry the columns of (db/migrations/029_category_listing.ts, 040_term_listing.ts). */
const LINK_SORT_FIELDS: ReadonlySet<SortField> = new Set(['menu_order', 'name', 'price', 'created_at', 'total_sales', 'average_rating', 'rating_count']);

/**
 * The category a storefront listing is led by: one category, in an order its links carry, without a
 * search (a search starts from its matches). The page is then read in order from the category's index.
 */
function categoryLed(query: CatalogQuery): number | string | null {
  if (!linksLeadable(query) || query.categories?.length !== 1) return null;
  return query.categories[0] ?? null;
}

/** A storefront listing without a search, in an order the links carry: one a category's or a term's links may lead. */
function linksLeadable(query: CatalogQuery): boolean {
  return query.scope === 'storefront' && query.search === '' && query.sort.kind === 'fields' && query.sort.fields.every((field) => LINK_SORT_FIELDS.has(field));
}

/** Whether a term's links may lead the listing: as a category's, and of the listed types only (the links say "listed", not the type). */
export function termLeadable(query: CatalogQuery): boolean {
  return linksLeadable(query) && query.types.length === 0 && query.statuses === undefined;
}

/** The column a page's rows carry the sorted name in, when the name shown is a translation (the next cursor is made from it). */
export const SORT_NAME_COLUMN = 'sort_name';

/**
 * A cursor's value as the column compares it. PostgreSQL's `real` rating compared with a double would miss
 * the row it came from (4.1 as real is below 4.1 as double) and repeat ties: the value is cast to `real`
 * there, so the comparison never depends on how the driver types a parameter. SQLite's `real` is a double.
 */
function sortParameter(dialect: DialectName, field: SortField, value: SortValue): RawBuilder<unknown> {
  return dialect === 'postgres' && field === 'average_rating' ? sql`cast(${value} as real)` : sql`${value}`;
}

/** The rows after a cursor's position: one row comparison, the same direction on every column. */
function keysetCondition(dialect: DialectName, query: CatalogQuery, position: KeysetPosition, led: Led): Expression<SqlBool> {
  if (query.sort.kind !== 'fields') throw new Error('A cursor needs an order on columns');
  const { fields, direction } = query.sort;
  const columns = [...fields.map((field) => sortExpression(field, led)), sortExpression('id', led)];
  const values = [...fields.map((field, index) => sortParameter(dialect, field, position.values[index] as SortValue)), sql`${position.id}`];
  return sql<SqlBool>`(${sql.join(columns)}) ${sql.raw(direction === 'asc' ? '>' : '<')} (${sql.join(values)})`;
}

/** The columns a page selects: the caller's, and the sort's (its next cursor is made from them). */
function selectedColumns(query: CatalogQuery, columns: readonly (keyof Product)[]): (keyof Product)[] {
  const sortFields = query.sort.kind === 'fields' ? query.sort.fields : [];
  return [...new Set<keyof Product>(['id', ...columns, ...sortFields])];
}

/** How the search is looked up: the plan with its typos (planSearch), and the index; by default the words alone, in the database's own index. */
export interface SearchOptions {
  plan?: SearchPlan;
  index?: TextIndex;
  /** The search's best matches under the query's filters (best-matches.ts): they stand for the search and the filters. */
  matched?: readonly number[];
  /** The filters match more products than a page's walk of its order passes: they are checked on the way, not read first. */
  walkOrder?: boolean;
  /** The filters match few products: they are read first and sorted as they are, not looked for along the order's index (filter-lead.ts). */
  sortAsRead?: boolean;
  /** Walking the order, the walk is of this term's links (filter-lead.ts): every other filter is checked on the way. */
  leadTerm?: LeadTerm | null;
  /** Walking the order for either of these terms (an `or` filter's): each term's links are walked as far as the page reaches, and merged. */
  eitherTerms?: readonly LeadTerm[] | null;
}

/**
 * A page read from the far end of its order: the order reversed, `skip` rows passed and `take` read, to
 * be turned back by the caller. The last pages of a long listing cost what its first ones do.
 */
export interface FromEnd {
  skip: number;
  take: number;
}

export function compileCatalogQuery(
  db: Db,
  query: CatalogQuery,
  columns: readonly (keyof Product)[],
  position: KeysetPosition | null,
  options: SearchOptions & { fromEnd?: FromEnd } = {},
): CompiledCatalogQuery {
  const dialect = dialectOf(db);
  const search = query.search && !options.matched ? searchOf(query, options.plan ?? parseSearch(query.search), options.index ?? textIndexOf(db)) : null;
  const term = options.matched || search || !termLeadable(query) ? null : (options.leadTerm ?? null);
  const category = options.matched || term ? null : categoryLed(query);
  const led: Led = category !== null ? 'pc' : term !== null ? 'lt' : null;
  const base = filtered(db, query, search, { category, term, matched: options.matched, walkOrder: options.walkOrder });
  // A translation adds no row (one at most a product): without a search that reads it, counted without the join.
  const counted = search ? base : filtered(db, { ...query, locale: null }, null, { category, term, matched: options.matched, countOnly: true });
  const count = counted.select((eb) => eb.fn.countAll<number | string>().as('total'));
  const countUpTo = (limit: number) =>
    db.selectFrom(counted.select(sql<number>`1`.as('one')).limit(limit).as('first')).select((eb) => eb.fn.countAll<number | string>().as('total')) as unknown as SelectQueryBuilder<
      Database,
      never,
      { total: number | string }
    >;
  const rows = base as unknown as Filtered;
  const sortsByTranslatedName = query.locale !== null && query.sort.kind === 'fields' && query.sort.fields.includes('name');
  let selected = rows.select([
    ...selectedColumns(query, columns).map((column) => (column === 'name' ? nameExpression(query, search !== null).as('name') : sql.ref(`products.${column}`).as(column))),
    ...(sortsByTranslatedName ? [sql.ref('products.name').as(SORT_NAME_COLUMN)] : []),
  ]) as unknown as SelectQueryBuilder<any, any, Record<string, unknown>>;
  const fromEnd = options.fromEnd;
  // Read from the far end, every column's direction turns.
  const direction = (given: 'asc' | 'desc') => (fromEnd ? (given === 'asc' ? 'desc' : 'asc') : given);
  if (query.sort.kind === 'include') {
    // The order the ids were given in. PostgreSQL: their place in the one array parameter, so the text is
    // the same whatever the ids (a search's page of products is kept prepared). SQLite: a CASE over the (at
    // most 100) ids, written as numbers.
    const ids = query.include ?? [];
    const rank = dialect === 'postgres' ? sql`array_position(cast(${[...ids]} as integer[]), products.id)` : sql`case products.id ${sql.join(ids.map((id, at) => sql`when ${sql.lit(id)} then ${sql.lit(at)}`), sql` `)} end`;
    if (ids.length > 0) selected = selected.orderBy(rank, direction(query.sort.direction));
  } else if (query.sort.kind === 'relevance') {
    if (search) selected = selected.orderBy(relevanceRank(search.plan, search.context), direction('asc'));
    selected = selected.orderBy(sql.ref('products.menu_order'), direction('asc'));
  } else {
    // A search's matches (at most a thousand) are sorted as they are, by an expression no index keeps: neither
    // database then walks an order's index looking for them (PostgreSQL did, from the newest product back,
    // for matches among the oldest: 38 ms at 100,000 products).
    // So are a narrow filter's few products.
    const asRead = options.matched !== undefined || options.sortAsRead === true;
    const sorted = (field: SortField) => (asRead ? sql`coalesce(${sortExpression(field, led)}, ${sortExpression(field, led)})` : sortExpression(field, led));
    for (const field of query.sort.fields) selected = selected.orderBy(sorted(field), direction(query.sort.direction));
  }
  selected = selected.orderBy(sortExpression('id', led), direction(query.sort.kind === 'relevance' ? 'asc' : query.sort.direction));
  const pageOrder = direction(query.sort.kind === 'fields' ? query.sort.direction : 'asc');
  const pageByIds = (passed: SelectQueryBuilder<any, any, { id: number }>) =>
    (query.sort.kind === 'fields' ? query.sort.fields : [])
      .reduce(
        (rows, field) => rows.orderBy(sql.ref(`products.${field}`), pageOrder),
        db
          .selectFrom('products')
          .select([
            ...selectedColumns(query, columns).map((column) => (column === 'name' ? nameExpression(query, false).as('name') : sql.ref(`products.${column}`).as(column))),
            ...(sortsByTranslatedName ? [sql.ref('products.name').as(SORT_NAME_COLUMN)] : []),
          ])
          .where('products.id', 'in', db.selectFrom(passed.as('passed')).select(sql<number>`passed.id`.as('id'))),
      )
      .orderBy('products.id', pageOrder) as unknown as SelectQueryBuilder<any, any, Record<string, unknown>>;
  const either = options.eitherTerms;
  const firstRows = position ? 0 : (query.page - 1) * query.perPage;
  if (either && either.length > 1 && !fromEnd && term === null && !options.matched && !search && termLeadable(query) && firstRows + query.perPage + 1 <= EITHER_REACH) {
    return { count, countUpTo, rows: pageByIds(eitherTermsIds(db, query, either, position, firstRows, query.perPage + 1)) };
  }
  if (position) return { count, countUpTo, rows: selected.where(keysetCondition(dialect, query, position, led)).limit(query.perPage + 1) };
  const [skip, take] = fromEnd ? [fromEnd.skip, fromEnd.take] : [(query.page - 1) * query.perPage, query.perPage + 1];
  // (The owner's lists walk indexes without the status, whose order PostgreSQL would not see through a partial listing index.)
  if (skip < DEFERRED_FROM || search !== null || query.sort.kind !== 'fields' || query.scope !== 'storefront') return { count, countUpTo, rows: selected.offset(skip).limit(take) };
  // A deep page: the rows passed are counted off in the order's index alone (ids only), and the page's own
  // rows read after. PostgreSQL read each passed product's row (189 ms for the middle of 100,000 products).
  const fields = query.sort.fields;
  const order = direction(query.sort.direction);
  // Led by links, the passed ids are counted off in the links' own index, without their products where no filter reads them.
  const passedFrom = led === null ? base : filtered(db, { ...query, locale: null }, null, { category, term, walkOrder: options.walkOrder, countOnly: true });
  const passed = fields
    .reduce((ids, field) => ids.orderBy(sortExpression(field, led), order), (passedFrom as unknown as Filtered).select(sortExpression('id', led).as('id')))
    .orderBy(sortExpression('id', led), order)
    .offset(skip)
    .limit(take);
  return { count, countUpTo, rows: pageByIds(passed as unknown as SelectQueryBuilder<any, any, { id: number }>) };
}

/** How many rows into its listing a page of either of several terms may reach and be read by merging the terms' walks. */
const EITHER_REACH = 1000;

/**
 * The ids of a page of products having either of the terms, in order: each term's links walked in the
 * order's index as far as the page reaches (every other filter checked on the way), the walks merged,
 * a product having two of the terms counted once. Walking the whole shop's order instead, checking each
 * product's terms, passed 31,000 products before a colour's first where names and colours go together.
 */
function eitherTermsIds(db: Db, query: CatalogQuery, terms: readonly LeadTerm[], position: KeysetPosition | null, skip: number, take: number) {
  if (query.sort.kind !== 'fields') throw new Error('Either of the terms is walked in an order on columns');
  const { fields, direction } = query.sort;
  const dialect = dialectOf(db);
  const sortColumn = (at: number) => `s${at}`;
  const walk = (term: LeadTerm) => {
    let links = filtered(db, { ...query, locale: null }, null, { term, walkOrder: true, countOnly: true }) as unknown as Filtered;
    if (position) links = links.where(keysetCondition(dialect, query, position, 'lt'));
    const selected = links.select([...fields.map((field, at) => sortExpression(field, 'lt').as(sortColumn(at))), sortExpression('id', 'lt').as('id')]);
    const ordered = fields.reduce((rows, field) => rows.orderBy(sortExpression(field, 'lt'), direction), selected).orderBy(sortExpression('id', 'lt'), direction);
    // Each walk in a subquery of its own: a compound select takes no order or limit of its members.
    return db.selectFrom(ordered.limit(skip + take).as(`walk${term.id}`)).selectAll() as unknown as SelectQueryBuilder<any, any, Record<string, unknown>>;
  };
  const [first, ...others] = terms.map(walk);
  const merged = others.reduce((union, next) => union.unionAll(next), first!);
  const distinct = db
    .selectFrom(merged.as('either'))
    .select([...fields.map((_, at) => sql.ref(`either.${sortColumn(at)}`).as(sortColumn(at))), sql.ref('either.id').as('id')])
    .distinct();
  return fields
    .reduce((rows, _, at) => rows.orderBy(sql.ref(sortColumn(at)), direction), distinct)
    .orderBy(sql.ref('id'), direction)
    .offset(skip)
    .limit(take) as unknown as SelectQueryBuilder<any, any, { id: number }>;
}

/** From how many rows passed a page's own rows are read after the passed ones are counted off by id (compileCatalogQuery). */
const DEFERRED_FROM = 1000;
