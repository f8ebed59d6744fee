import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { reusableQuery } from '../../../db/reusable-query.ts';
import { PRICE_BAND } from '../../../db/schema.ts';
import { LISTED_TYPES, type AttributeFilter, type CatalogQuery } from './description.ts';
import { attributeSlugOf } from './attribute-slug.ts';

/**
 * A listing's total from the counts the database keeps (db/migrations/021, 027, 035, 041, 048, 066 and 068), when the query
 * narrows by nothing those counts do not keep: scope, status and type, or one category on the storefront;
 * on the storefront, stock statuses, ratings, one term, two filters kept together (keptPairTotal), or a price range
 * on the shop or a category (keptPriceTotal). Such a
 * total costs a few rows whatever the catalogue's size; any other filter is counted by its query.
 * Returns null when the query must be counted.
 */
export function countedTotal(db: Db, query: CatalogQuery): Promise<number> | null {
  return keptTotalOf(query)?.(db) ?? null;
}

/** How the kept counts answer the query's total (read when called), or null when they do not: decided from the query alone. */
export function keptTotalOf(query: CatalogQuery): ((db: Db) => Promise<number>) | null {
  const filtered = keptFilterTotal(query) ?? keptPairTotal(query) ?? keptEitherTotal(query) ?? keptPriceTotal(query);
  if (filtered) return filtered;
  if (narrowedPastKeptCounts(query)) return null;
  if (query.categories === undefined) return (db) => statusTypeTotal(db, query);
  const [category, ...others] = query.categories;
  // A category keeps the count of its published products of every listed type.
  if (category === undefined || others.length > 0 || query.scope !== 'storefront' || query.types.length > 0) return null;
  return (db) => categoryTotal(db, category);
}

/**
 * The shop's page, or one category's, narrowed by a price range alone: the listed products at each price
 * in the range, as migration 048 keeps them (a row a distinct price, not a product).
 */
function keptPriceTotal(query: CatalogQuery): ((db: Db) => Promise<number>) | null {
  const { minPrice, maxPrice, categories } = query;
  if (minPrice === undefined && maxPrice === undefined) return null;
  if (query.scope !== 'storefront' || query.types.length > 0 || query.statuses !== undefined || (categories?.length ?? 1) !== 1) return null;
  if (narrowedPastKeptCounts({ ...query, minPrice: undefined, maxPrice: undefined })) return null;
  return async (db) => {
    const row = await pricedTotalQuery(db, categories?.[0], { minPrice, maxPrice }).executeTakeFirst();
    return Number(row?.total ?? 0);
  };
}

/**
 * The listed products priced in the range, of the shop or a category (by id or slug), as migration 048
 * keeps them: the bands wholly in the range, and the prices at its ends outside them (fewer than two bands'
 * worth), summed in one query. A range over every price is a few rows, not one a distinct price.
 */
export function pricedTotalQuery(db: Db, category: number | string | undefined, { minPrice, maxPrice }: Pick<CatalogQuery, 'minPrice' | 'maxPrice'>) {
  const categoryId = category === undefined ? null : typeof category === 'number' ? category : db.selectFrom('categories').select('categories.id').where('categories.slug', '=', category);
  const prices = () => (categoryId === null ? db.selectFrom('listed_price_counts as k') : db.selectFrom('category_price_counts as k').where('k.category_id', '=', categoryId));
  const bands = () => (categoryId === null ? db.selectFrom('listed_price_band_counts as k') : db.selectFrom('category_price_band_counts as k').where('k.category_id', '=', categoryId));
  // (Kysely types each table's rows apart; the sum reads the column both name `count`.)
  const sum = (rows: SelectQueryBuilder<any, any, object>) => rows.select(sql<number | string>`coalesce(sum(k.count), 0)`.as('n'));
  // The bands wholly inside: from the one starting at or after the lowest price to the one ending at or before the highest.
  const firstBand = minPrice === undefined ? null : Math.ceil(minPrice / PRICE_BAND);
  const lastBand = maxPrice === undefined ? null : Math.floor((maxPrice + 1) / PRICE_BAND) - 1;
  if (firstBand !== null && lastBand !== null && firstBand > lastBand) {
    return db.selectNoFrom(() => sql<number | string>`(${sum(prices().where('k.price', '>=', minPrice!).where('k.price', '<=', maxPrice!))})`.as('total'));
  }
  let inside = bands();
  if (firstBand !== null) inside = inside.where('k.band', '>=', firstBand);
  if (lastBand !== null) inside = inside.where('k.band', '<=', lastBand);
  const below = firstBand === null ? null : sum(prices().where('k.price', '>=', minPrice!).where('k.price', '<', firstBand * PRICE_BAND));
  const above = lastBand === null ? null : sum(prices().where('k.price', '>=', (lastBand + 1) * PRICE_BAND).where('k.price', '<=', maxPrice!));
  const parts = [sum(inside), below, above].filter((part) => part !== null);
  return db.selectNoFrom(() => sql<number | string>`${sql.join(parts.map((part) => sql`(${part})`), sql` + `)}`.as('total'));
}

/** Narrowed by something no kept count keeps: a search, a term, a stock status, a rating, SKUs or ids, a sale or a price. */
export function narrowedPastKeptCounts(query: CatalogQuery): boolean {
  return (
    query.search !== '' ||
    (query.attributes?.length ?? 0) > 0 ||
    query.stockStatuses !== undefined ||
    query.ratings !== undefined ||
    query.skus !== undefined ||
    query.include !== undefined ||
    query.excludeIds.length > 0 ||
    query.onSale ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined
  );
}

async function statusTypeTotal(db: Db, query: CatalogQuery): Promise<number> {
  const types = query.types.length > 0 ? query.types : LISTED_TYPES;
  let counts = db.selectFrom('product_counts').select((eb) => eb.fn.sum<number | string | null>('count').as('total')).where('type', 'in', [...types]);
  if (query.scope === 'storefront') counts = counts.where('status', '=', 'publish');
  if (query.statuses) {
    if (query.statuses.length === 0) return 0;
    counts = counts.where('status', 'in', [...query.statuses]);
  }
  const row = await counts.executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** A category's listed products, as the database keeps them counted (migration 021). */
export async function categoryTotal(db: Db, category: number | string): Promise<number> {
  const [row] = typeof category === 'number' ? await categoryCountById(db, { id: category }) : await categoryCountBySlug(db, { slug: category });
  return Number(row?.product_count ?? 0);
}

const categoryCountById = reusableQuery((db, p: { id: number }) => db.selectFrom('categories').select('product_count').where('id', '=', p.id));
const categoryCountBySlug = reusableQuery((db, p: { slug: string }) => db.selectFrom('categories').select('product_count').where('slug', '=', p.slug));

/**
 * The shop's page narrowed by its stock statuses alone, or by one attribute term alone: the listed
 * products of those statuses (migration 035's `listed_stock_counts`), or the term's kept count.
 */
function keptFilterTotal(query: CatalogQuery): ((db: Db) => Promise<number>) | null {
  const { stockStatuses, attributes, ratings, ...rest } = query;
  const others = { ...rest, attributes: undefined, stockStatuses: undefined };
  if (query.scope !== 'storefront' || query.categories !== undefined || query.types.length > 0 || narrowedPastKeptCounts(others)) return null;
  const filters = attributes ?? [];
  if (ratings !== undefined) return stockStatuses === undefined && filters.length === 0 ? (db) => listedOfRatings(db, ratings) : null;
  if (stockStatuses !== undefined && filters.length === 0) return (db) => listedOfStockStatuses(db, stockStatuses);
  const [filter, ...more] = filters;
  if (stockStatuses === undefined && filter && more.length === 0 && new Set(filter.terms).size === 1) return (db) => listedOfTerms(db, filter).then((counts) => counts?.[0] ?? 0);
  return null;
}

/** A term a filter requires, by its attribute's slug and its own. */
export interface RequiredTerm {
  attribute: string;
  term: string;
}

/**
 * Two filters the database keeps counted together (migrations 041 and 068), on the shop's page with nothing
 * else narrowing it: two terms (of two filters, or both of one `and` filter), a category and a term, a term
 * and stock statuses, or a term and ratings. One row's count (a few summed), the terms and the category
 * looked up by slug in the same query.
 */
function keptPairTotal(query: CatalogQuery): ((db: Db) => Promise<number>) | null {
  const { attributes, stockStatuses, categories, ratings, ...rest } = query;
  if (query.scope !== 'storefront' || query.types.length > 0 || query.statuses !== undefined) return null;
  if (narrowedPastKeptCounts({ ...rest, attributes: undefined, stockStatuses: undefined, ratings: undefined })) return null;
  const terms = requiredTerms(attributes ?? []);
  const [first, second, ...more] = terms ?? [];
  if (first === undefined || more.length > 0) return null;
  // Besides the term, one more filter at most: another term, a category, stock statuses or ratings.
  const besides = [second, categories, stockStatuses, ratings].filter((filter) => filter !== undefined).length;
  if (besides !== 1) return null;
  if (second !== undefined) return (db) => termPairTotal(db, first, second);
  const [category, ...otherCategories] = categories ?? [];
  if (category !== undefined) return otherCategories.length === 0 ? (db) => categoryTermTotal(db, category, first) : null;
  if (stockStatuses !== undefined) return (db) => termStockTotal(db, first, stockStatuses);
  return ratings !== undefined ? (db) => termRatingTotal(db, first, ratings) : null;
}

/**
 * Either of two terms (an `or` filter of two), with nothing else narrowing the shop's page: each term's
 * products, less those having both (counted once, not twice).
 */
function keptEitherTotal(query: CatalogQuery): ((db: Db) => Promise<number>) | null {
  const { attributes, ...rest } = query;
  const [filter, ...more] = attributes ?? [];
  if (query.scope !== 'storefront' || query.types.length > 0 || query.statuses !== undefined || query.categories !== undefined) return null;
  if (!filter || more.length > 0 || filter.queryType !== 'or' || narrowedPastKeptCounts({ ...rest, attributes: undefined })) return null;
  const terms = [...new Set(filter.terms)];
  if (terms.length !== 2) return null;
  const attribute = attributeSlugOf(filter.taxonomy);
  const [first, second] = terms.map((term) => ({ attribute, term })) as [RequiredTerm, RequiredTerm];
  return async (db) => {
    const [each, both] = await Promise.all([listedOfTerms(db, { ...filter, terms }), termPairTotal(db, first, second)]);
    // A term the attribute does not have matches nothing: the other's products alone.
    const counts = each ?? (await Promise.all(terms.map((term) => listedOfTerms(db, { ...filter, terms: [term] })))).map((count) => count?.[0] ?? 0);
    return counts.reduce((sum, count) => sum + count, 0) - both;
  };
}

/** The terms a product must have each of to match the filters; null when a filter matches any of several terms, or none. */
function requiredTerms(filters: readonly AttributeFilter[]): RequiredTerm[] | null {
  const required = new Map<string, RequiredTerm>();
  for (const filter of filters) {
    const terms = [...new Set(filter.terms)];
    if (terms.length === 0 || (filter.queryType === 'or' && terms.length > 1)) return null;
    const attribute = attributeSlugOf(filter.taxonomy);
    for (const term of terms) required.set(`${attribute}/${term}`, { attribute, term });
  }
  return [...required.values()];
}

/** The term's id, as a scalar subquery: no row (so no count) for a term the attribute does not have. */
export function termIdOf(db: Db, { attribute, term }: RequiredTerm) {
  return db.selectFrom('attribute_terms as at').innerJoin('attributes as a', 'a.id', 'at.attribute_id').select('at.id').where('a.slug', '=', attribute).where('at.slug', '=', term);
}

async function termPairTotal(db: Db, first: RequiredTerm, second: RequiredTerm): Promise<number> {
  const row = await db.selectFrom('term_pair_counts').select('count').where('term_id', '=', termIdOf(db, first)).where('other_term_id', '=', termIdOf(db, second)).executeTakeFirst();
  return Number(row?.count ?? 0);
}

async function categoryTermTotal(db: Db, category: number | string, term: RequiredTerm): Promise<number> {
  const row = await db
    .selectFrom('category_term_counts')
    .select('count')
    .where('category_id', '=', typeof category === 'number' ? category : db.selectFrom('categories').select('id').where('slug', '=', category))
    .where('term_id', '=', termIdOf(db, term))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

async function termStockTotal(db: Db, term: RequiredTerm, statuses: readonly string[]): Promise<number> {
  if (statuses.length === 0) return 0;
  const row = await db
    .selectFrom('term_stock_counts')
    .select((eb) => eb.fn.sum<number | string | null>('count').as('total'))
    .where('term_id', '=', termIdOf(db, term))
    .where('stock_status', 'in', [...statuses])
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

async function termRatingTotal(db: Db, term: RequiredTerm, ratings: readonly number[]): Promise<number> {
  if (ratings.length === 0) return 0;
  const row = await db
    .selectFrom('term_rating_counts')
    .select((eb) => eb.fn.sum<number | string | null>('count').as('total'))
    .where('term_id', '=', termIdOf(db, term))
    .where('rating', 'in', [...new Set(ratings)])
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The listed products of these stock statuses, as the database keeps them counted. */
export async function listedOfStockStatuses(db: Db, statuses: readonly string[]): Promise<number> {
  if (statuses.length === 0) return 0;
  const row = await db
    .selectFrom('listed_stock_counts')
    .select((eb) => eb.fn.sum<number | string | null>('count').as('total'))
    .where('stock_status', 'in', [...statuses])
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The listed products rated these whole stars, as the database keeps them counted (migration 066). */
export async function listedOfRatings(db: Db, ratings: readonly number[]): Promise<number> {
  if (ratings.length === 0) return 0;
  const row = await db
    .selectFrom('listed_rating_counts')
    .select((eb) => eb.fn.sum<number | string | null>('count').as('total'))
    .where('rating', 'in', [...ratings])
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Each of a filter's terms' listed products, as kept on the term; null when one of them is no term of the attribute (it matches nothing). */
export async function listedOfTerms(db: Db, filter: AttributeFilter): Promise<number[] | null> {
  const terms = [...new Set(filter.terms)];
  if (terms.length === 0) return null;
  const rows = await db
    .selectFrom('attribute_terms as at')
    .innerJoin('attributes as a', 'a.id', 'at.attribute_id')
    .select('at.product_count as count')
    .where('a.slug', '=', attributeSlugOf(filter.taxonomy))
    .where('at.slug', 'in', terms)
    .execute();
  return rows.length < terms.length ? null : rows.map((row) => Number(row.count));
}
