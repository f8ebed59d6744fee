import type { Db } from '../../../db/connect.ts';
import { countedTotal, listedOfStockStatuses, listedOfTerms } from './counted-total.ts';
import type { AttributeFilter, CatalogQuery } from './description.ts';

/**
 * Which way a filtered storefront listing is read, from the counts the database keeps (migrations 021 and
 * 035): `filters` reads the few products the narrowest filter matches and sorts them; `order` walks the
 * order's index and checks each product against the filters until the page is full. Reading the filter's
 * products costs as many rows as it matches; walking costs about a page's worth times the share of the
 * listing they are, so the filter leads when its products, squared, are fewer than the rows shown by the
 * page times the listing's size. Neither database can tell this by itself for a stock status: SQLite's
 * statistics see three values shared by a million rows, not that one of them is rare.
 */
export type FilterLead = 'filters' | 'order';

/**
 * The lead for a storefront listing whose filters match at most `bound` products (keptFilterBound, or a
 * price range's bounded count); null when nothing bounds them, or the listing is a search or in an order
 * of ids (those are read from their own matches).
 */
export async function filterLeadOf(db: Db, query: CatalogQuery, bound: number | null): Promise<FilterLead | null> {
  if (bound === null || query.scope !== 'storefront' || query.search !== '' || query.sort.kind !== 'fields') return null;
  const listed = countedTotal(db, unfiltered(query));
  if (!listed) return null;
  const shown = query.page * query.perPage;
  return bound * bound <= shown * (await listed) ? 'filters' : 'order';
}

/** The listing the filters narrow: its category (on a category's page), or the shop. */
function unfiltered(query: CatalogQuery): CatalogQuery {
  const led = query.categories?.length === 1 ? { categories: query.categories } : {};
  const { categories: _categories, attributes: _attributes, stockStatuses: _stockStatuses, minPrice: _minPrice, maxPrice: _maxPrice, ...rest } = query;
  return { ...rest, ...led, onSale: false };
}

/**
 * At most how many listed products the query's filters match, from the kept counts: the fewest among its
 * stock statuses' products, each attribute filter's (any of its terms: their sum; all of them: the least)
 * and, on the shop's page, its categories'. Null when no filter has a kept count.
 */
export async function keptFilterBound(db: Db, query: CatalogQuery): Promise<number | null> {
  const bounds = await Promise.all([stockBound(db, query), ...(query.attributes ?? []).map((filter) => termBound(db, filter)), categoryBound(db, query)]);
  const known = bounds.filter((bound): bound is number => bound !== null);
  if (known.length === 0) return null;
  // Two filters kept together (a term within a category, two terms) are their exact total, often far below either's.
  const exact = countedTotal(db, query);
  return Math.min(...known, ...(exact ? [await exact] : []));
}

async function stockBound(db: Db, query: CatalogQuery): Promise<number | null> {
  return query.stockStatuses === undefined ? null : listedOfStockStatuses(db, query.stockStatuses);
}

async function termBound(db: Db, filter: AttributeFilter): Promise<number> {
  const counts = await listedOfTerms(db, filter);
  if (counts === null) return 0;
  return filter.queryType === 'or' ? counts.reduce((sum, count) => sum + count, 0) : Math.min(...counts);
}

/** Categories chosen on the shop's page; a category's own page is led by its links already. */
async function categoryBound(db: Db, query: CatalogQuery): Promise<number | null> {
  const categories = query.categories;
  if (categories === undefined || categories.length === 1) return null;
  if (categories.length === 0) return 0;
  const ids = categories.filter((value): value is number => typeof value === 'number');
  const slugs = categories.filter((value): value is string => typeof value === 'string');
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.sum<number | string | null>('product_count').as('total'))
    .where((eb) => eb.or([...(ids.length > 0 ? [eb('id', 'in', ids)] : []), ...(slugs.length > 0 ? [eb('slug', 'in', slugs)] : [])]))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
