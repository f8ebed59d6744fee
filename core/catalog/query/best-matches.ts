import { sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { runKeptPrepared } from '../../../db/reusable-query.ts';
import { compileFiltered, idIn } from './compile.ts';
import type { CatalogQuery, SortField } from './description.ts';
import { OWNER_FIELDS, STOREFRONT_FIELDS, parseSearch, withCompletions, withTypos, type IndexClause, type IndexedWord, type ListedMatch, type SearchPlan, type TextIndex } from './search.ts';
import { indexFacetsOf, unindexedFilters, type IndexedFilters } from './search-facets.ts';
import { carriedSortFields, type SortValues } from './sorted-matches.ts';

/**
 * A search's results are its best matches, at most `SEARCH_RESULTS_LIMIT` of them, as the hosted search
 * engines answer (Algolia and Meilisearch page through 1,000 hits at most): a word as common as a
 * material in a catalogue of a million products matches tens of thousands, and ranking or counting
 * every one of them would cost time in proportion to the catalogue. The matches are gathered from the
 * text index tier by tier, best tier first (the order of relevanceRank in search.ts: the SKU is the
 * search, the SKU starts with it, the name holds it, the name holds every word, one of them, the short
 * description holds every word, the description does, the words are spread over the texts), each tier read in the index's own
 * order under the listing's filters until the limit is reached. Below the limit every match is found,
 * and the listing is exact; above it, the listing is the best ones and says there are more.
 */
export const SEARCH_RESULTS_LIMIT = 1000;

export interface BestMatches {
  /** The products found, best first: by tier, then menu order and id, as the relevance order sorts. */
  ids: number[];
  /** More products match than `ids` holds. */
  more: boolean;
  /** Each match's values of the listing's sort columns, where they sort outside the database (sorted-matches.ts). */
  sortValues?: Map<number, SortValues>;
}

/** Whether the index alone answers the search: words of letters and digits only (no "ZK-1"). */
export function indexAnswers(plan: SearchPlan): boolean {
  return plan.literal.length === 0 && plan.indexed.length > 0;
}

/**
 * A search's plan as a listing starts from it. The index answers a search of words with the words as
 * typed, and bestMatches looks their typos up only if they find too few; a search the index cannot answer
 * alone is matched by the catalogue query, with its typos looked up at once.
 */
export async function listingPlan(db: Db, search: string, index: TextIndex): Promise<SearchPlan> {
  const plan = parseSearch(search);
  return indexAnswers(plan) ? plan : withTypos(db, plan, index);
}

/**
 * A tier of matches: found by the SKU (the whole search first, then the SKUs starting with it), or by the
 * text index's clauses (with the attribute filters the index answers, `filters`).
 */
export type Tier = { sku: 'is-then-starts' } | { clauses: IndexClause[]; words: readonly IndexedWord[]; filters: IndexedFilters };

/**
 * The tiers of a search's matches, best first; with one word, those that would repeat an earlier one are
 * left out. The word being typed is looked up whole before as the start of a longer word, in each tier:
 * a whole word is read from the index as far as needed, while the words starting with it are all read
 * before the first match (FTS5 and GIN alike), so a common start ("bo", "wal") is read only when the
 * whole words did not find enough.
 */
export function tiersOf(plan: SearchPlan, query: CatalogQuery, filters: IndexedFilters = unindexedFilters(query)): Tier[] {
  const every = { kind: 'every', fields: query.scope === 'storefront' ? STOREFRONT_FIELDS : OWNER_FIELDS } as const;
  // Each tier is a match of the listing (every word in its texts) and of its own clause; where the clause
  // says as much already, it stands alone. Said twice, PostgreSQL took the two for independent conditions
  // and expected a common word's matches to be few.
  const within = (clause: IndexClause): IndexClause[] => {
    const implied = clause.kind === 'phrase' ? every.fields.includes('name') : clause.kind === 'every' && clause.fields.every((field) => every.fields.includes(field));
    return implied ? [clause] : [every, clause];
  };
  const clauses: IndexClause[][] = [
    within({ kind: 'phrase' }),
    ...(plan.indexed.length > 1 ? [within({ kind: 'every', fields: ['name'] }), within({ kind: 'some', fields: ['name'] })] : []),
    within({ kind: 'every', fields: ['short_description'] }),
    within({ kind: 'every', fields: ['description'] }),
    [every],
  ];
  const whole = plan.indexed.map((word) => ({ ...word, prefix: false }));
  const typed = plan.indexed.some((word) => word.prefix);
  return [
    { sku: 'is-then-starts' },
    ...clauses.flatMap((tier): Tier[] =>
      typed ? [{ clauses: tier, words: whole, filters }, { clauses: tier, words: plan.indexed, filters }] : [{ clauses: tier, words: plan.indexed, filters }],
    ),
  ];
}

/**
 * The products whose SKU starts with the search, the SKU that is the whole search first (it is the first
 * of them in the SKUs' own index), at most `limit` before the filters: a subquery of its own, so that no
 * other index of the products leads.
 */
function bySku(plan: SearchPlan, index: TextIndex, limit: number) {
  return sql<{ product_id: number }>`(select products.id as product_id from products where ${index.skuStartsWith(plan.phrase)} order by ${index.skuOrder} limit ${limit})`.as('m');
}

/**
 * A tier's matches under the query's filters, none of `seen` (or only of `among`, when every match is
 * known), at most `wanted`: one query, led by the index. The SKU's tier is one read of the SKUs from the
 * search on, each row with its `sku_rank` (0: the SKU is the search, 1: it starts with it), the search
 * itself first: one query to plan, not one for each.
 */
export function tierQuery(db: Db, query: CatalogQuery, plan: SearchPlan, index: TextIndex, tier: Tier, seen: readonly number[], wanted: number, among?: readonly number[]) {
  // The listing's sort columns, read from the row the filters read anyway (sorted-matches.ts).
  const sortFields = carriedSortFields(query) ?? [];
  const carried = sortFields.map((field, at) => sql.ref(`products.${field}`).as(sortValueColumn(at)));
  // Only the matches still wanted: among those every match is known to be, else none placed already.
  const wantedIds = (column: string) => (among ? idIn(db, column, among) : seen.length > 0 ? idIn(db, column, seen, true) : null);
  const read = (matches: ReturnType<typeof bySku>, attributes: CatalogQuery['attributes']) => {
    // The filters without the search, each checked on a match at hand: the index's matches lead, having the
    // terms of the attribute filters it answers (those need no check). Led by a filter's products instead,
    // SQLite ran the text query again for each of them (over 20 s for `walnut` in one colour at 100,000 products).
    const rows = compileFiltered(db, { ...query, search: '', attributes }, { walkOrder: true }).innerJoin(matches, 'm.product_id', 'products.id');
    const unplaced = wantedIds('products.id');
    return unplaced ? rows.where(unplaced) : rows;
  };
  if (!('sku' in tier)) {
    const listedSort = sortFields.every((field) => LISTED_SORT_FIELDS.has(field));
    const statuses = index.listedMatching && listedSort ? statusesOfSearchAlone(query, tier.filters) : undefined;
    if (index.listedMatching && statuses !== undefined) {
      // Nothing asked of the products but their status: the documents carry it, and the columns ranked and sorted by.
      const listed = sql<ListedMatch>`(${index.listedMatching(tier.words, tier.clauses, query.locale, tier.filters.groups, statuses)})`.as('m');
      const sortValues = sortFields.map((field, at) => sql.ref(`m.${field}`).as(sortValueColumn(at)));
      const rows = db.selectFrom(listed).select([sql.ref<number>('m.product_id').as('id'), sql.ref<number>('m.menu_order').as('menu_order'), sql<number>`0`.as('sku_rank'), ...sortValues]);
      const unplaced = wantedIds('m.product_id');
      return (unplaced ? rows.where(unplaced) : rows).limit(wanted);
    }
    const matches = sql<{ product_id: number }>`(${index.matching(tier.words, tier.clauses, query.locale, tier.filters.groups)})`.as('m');
    return read(matches, tier.filters.unanswered).select(['products.id', 'products.menu_order', sql<number>`0`.as('sku_rank'), ...carried]).limit(wanted);
  }
  // No limit past the SKUs' own: the search itself, first of them, is never cut off (gatherTiers puts it first).
  const skuRank = sql<number>`case when lower(products.sku) = ${plan.phrase} then 0 else 1 end`;
  return read(bySku(plan, index, wanted + seen.length), query.attributes).select(['products.id', 'products.menu_order', skuRank.as('sku_rank'), ...carried]);
}

/**
 * For each field of a query, whether it leaves the search's matches as the index finds them: the search,
 * its order, page and language do, and so do the attribute filters the index answers. A field added to
 * the query must be said here.
 */
const LEAVES_MATCHES: { [Field in keyof Required<CatalogQuery>]: (query: CatalogQuery, filters: IndexedFilters) => boolean } = {
  scope: () => true,
  search: () => true,
  sort: () => true,
  page: () => true,
  perPage: () => true,
  after: () => true,
  locale: () => true,
  statuses: (query) => query.statuses === undefined || query.statuses.length > 0,
  categories: (query) => query.categories === undefined,
  types: (query) => query.types.length === 0,
  attributes: (_query, filters) => filters.unanswered.length === 0,
  stockStatuses: (query) => query.stockStatuses === undefined,
  ratings: (query) => query.ratings === undefined,
  skus: (query) => query.skus === undefined,
  onSale: (query) => !query.onSale,
  minPrice: (query) => query.minPrice === undefined,
  maxPrice: (query) => query.maxPrice === undefined,
  include: (query) => query.include === undefined,
  excludeIds: (query) => query.excludeIds.length === 0,
};

/**
 * The statuses a search's matches must be of when that is all the listing asks of them besides the
 * search: published on the storefront, the owner's choice in the owner's list (null: any). Undefined when
 * the listing filters the products otherwise.
 */
function statusesOfSearchAlone(query: CatalogQuery, filters: IndexedFilters): readonly string[] | null | undefined {
  if (!Object.values(LEAVES_MATCHES).every((leaves) => leaves(query, filters))) return undefined;
  return query.scope === 'storefront' ? STOREFRONT_STATUSES : (query.statuses ?? null);
}

const STOREFRONT_STATUSES = ['publish'] as const;

/** The sort columns a listed match carries (ListedMatch): a search sorted by these alone reads no product row. */
const LISTED_SORT_FIELDS: ReadonlySet<SortField> = new Set<Exclude<keyof ListedMatch, 'product_id'>>(['menu_order', 'created_at']);

/** The column a tier's row carries the listing's `at`-th sort column in. */
const sortValueColumn = (at: number) => `sort_value_${at}`;

/** The matches gathered so far, in the order they were found, each with its tier's rank (and its sort columns' values, when carried). */
interface Gathered {
  found: { id: number; tier: number; menuOrder: number; sortValues: SortValues }[];
  seen: Set<number>;
}

/**
 * Gathers the plan's tiers into `gathered` (ranked from `firstRank` on) until it holds one more than
 * `limit`, or every match of the plan is placed.
 */
async function gatherTiers(
  db: Db,
  query: CatalogQuery,
  plan: SearchPlan,
  index: TextIndex,
  filters: IndexedFilters,
  gathered: Gathered,
  limit: number,
  firstRank: number,
  completions: TypedCompletions,
  readSkus = true,
): Promise<void> {
  const { found, seen } = gathered;
  const tiers = tiersOf(plan, query, filters);
  const carried = carriedSortFields(query)?.length ?? 0;
  // Every match, once they are known to be fewer than the limit: the later tiers only sort them out.
  let every: number[] | null = null;
  let counted = false;
  const readable = async (tier: Tier): Promise<Tier> => {
    if (!('clauses' in tier) || !tier.words.some((word) => word.prefix)) return tier;
    const ready = (await completions.get()).indexed;
    return { ...tier, words: tier.words.map((word, at) => (ready[at]?.completions ? { ...word, completions: ready[at].completions } : word)) };
  };
  // A tier reading the word being typed whole finds nothing where the index's words it starts are known,
  // it is not one of them ("walnu") and no typo of it is read: it is passed over.
  const wholeFindsNothing = async (tier: Tier): Promise<boolean> => {
    if (!('clauses' in tier) || tier.words.some((word) => word.prefix) || !completions.asked()) return false;
    const ready = (await completions.get()).indexed;
    return plan.indexed.some((word, at) => {
      const known = ready[at]?.completions;
      return word.prefix && word.near.length === 0 && known !== undefined && !known.includes(index.asIndexed(word.word));
    });
  };
  // The SKUs' tier of a search alone is one text, and whatever the search one walk of the SKUs' index:
  // kept prepared. The text index's tiers are planned for their words, whose frequencies differ widely.
  const searchAlone = statusesOfSearchAlone(query, filters) !== undefined;
  for (const [rank, tier] of tiers.entries()) {
    // One more than the limit tells whether there are more.
    const wanted = limit + 1 - found.length;
    if (wanted <= 0 || (every !== null && seen.size >= every.length)) break;
    if (('sku' in tier && !readSkus) || (await wholeFindsNothing(tier))) continue;
    const unseen = every?.filter((id) => !seen.has(id));
    const read = tierQuery(db, query, plan, index, await readable(tier), [...seen], unseen?.length ?? wanted, unseen);
    const rows = 'sku' in tier && searchAlone ? await runKeptPrepared(db, read) : await read.execute();
    // A SKU that is the search before one starting with it, whichever order the database gave them in.
    for (const row of rows.sort((a, b) => Number(a.sku_rank) - Number(b.sku_rank))) {
      const id = Number(row.id);
      if (seen.has(id)) continue;
      seen.add(id);
      // Within the SKU's tier, half a rank: still above the next tier.
      const values = Array.from({ length: carried }, (_, at) => (row as Record<string, unknown>)[sortValueColumn(at)]);
      found.push({ id, tier: firstRank + rank + Number(row.sku_rank) / 2, menuOrder: Number(row.menu_order), sortValues: values });
    }
    // The first tier of the text index found fewer than the limit: the search may match few, so all of
    // its matches are read once (the last tier's query), rather than every later tier reading to its end.
    // Not after a word being typed was looked up whole and found nothing: it is the start of a longer
    // word, whose tier as a prefix comes next (a common one fills the limit there, and no reading of every match is needed).
    if (!counted && 'clauses' in tier && (tier.words === plan.indexed || found.length > 0) && found.length <= limit) {
      counted = true;
      const all = await tierQuery(db, query, plan, index, await readable(tiers.at(-1)!), [], limit + 1).execute();
      if (all.length <= limit) every = [...new Set([...seen, ...all.map((row) => Number(row.id))])];
    }
  }
}

/**
 * The search's best matches under the query's filters, at most `limit`; null when the index cannot answer
 * the search alone (a word with other characters is found as written, by the catalogue query). The words
 * as typed are gathered first; only when they match fewer than the limit are the index's words one typo
 * away looked up, and what they add ranks after every match of the words as typed (as the hosted search
 * engines rank a typo below the words matched). A common word thus costs no typo lookup, and a word that
 * is in the shop never lists a different word's products above its own.
 */
export async function bestMatches(db: Db, query: CatalogQuery, plan: SearchPlan, index: TextIndex, limit = SEARCH_RESULTS_LIMIT): Promise<BestMatches | null> {
  if (!indexAnswers(plan)) return null;
  const filters = await indexFacetsOf(db, query);
  if (filters === null) return { ids: [], more: false };
  const asTyped: SearchPlan = { ...plan, indexed: plan.indexed.map((word) => ({ ...word, near: [] })) };
  const completions = typedCompletions(db, asTyped, index);
  // Where each lookup is a round trip, the words being typed starts are asked for beside the SKUs:
  // a wait saved for most searches as typed, a small read of the vocabulary spent for the others.
  if (index.remote && asTyped.indexed.some((word) => word.prefix)) completions.get().catch(() => undefined);
  const gathered: Gathered = { found: [], seen: new Set() };
  await gatherTiers(db, query, asTyped, index, filters, gathered, limit, 0, completions);
  if (gathered.found.length <= limit) {
    // Every match of the words as typed is placed: the SKUs (the search itself, which no typo changes)
    // are not read again, nor the typos the word being typed starts, whose products its start found.
    const typos = newTypos(await withTypos(db, plan, index), index);
    if (typos.indexed.some((word) => word.near.length > 0)) await gatherTiers(db, query, typos, index, filters, gathered, limit, tiersOf(asTyped, query).length, completions, false);
  }
  const { found } = gathered;
  const kept = found.slice(0, limit).sort((a, b) => a.tier - b.tier || a.menuOrder - b.menuOrder || a.id - b.id);
  const best: BestMatches = { ids: kept.map((match) => match.id), more: found.length > limit };
  if (carriedSortFields(query)) best.sortValues = new Map(kept.map((match) => [match.id, match.sortValues]));
  return best;
}

/** The words of the index each word being typed starts (withCompletions), looked up at most once for all of a search's rounds. */
interface TypedCompletions {
  /** The plan as typed, its words being typed with their completions where the index gives them. */
  get(): Promise<SearchPlan>;
  /** Whether they were asked for yet. */
  asked(): boolean;
}

function typedCompletions(db: Db, plan: SearchPlan, index: TextIndex): TypedCompletions {
  let completed: Promise<SearchPlan> | undefined;
  return {
    get: () => (completed ??= withCompletions(db, plan, index)),
    asked: () => completed !== undefined,
  };
}

/**
 * The plan's typos less those of a word being typed that start with it ("walnu" → "walnut"): read as its
 * start already. Compared as the index writes its words (SQLite's typos come folded: "café" → "cafes").
 */
function newTypos(plan: SearchPlan, index: TextIndex): SearchPlan {
  return {
    ...plan,
    indexed: plan.indexed.map((word) => {
      if (!word.prefix) return word;
      const start = index.asIndexed(word.word);
      return { ...word, near: word.near.filter((near) => !near.startsWith(start)) };
    }),
  };
}
