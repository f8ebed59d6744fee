import { z } from 'zod';
import { OWNER_SEARCH_MAX_LENGTH, SORT_ORDERS, type ListSort } from '../../core/shared/owner-list.ts';

/**
 * What a list's address asks for: `?page=`, `?s=`, `?orderby=` and `?order=`. A list is a page anyone
 * may link to or type, so a value that does not fit falls back to the list's start, never to an error.
 */

/** `?page=`: a positive integer, else 1 (garbage and huge numbers included). */
const pageParam = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number)
  .pipe(z.int().min(1))
  .catch(1);

/** `?s=`: cut to the length the search box allows; nothing when absent. */
const searchParam = z
  .string()
  .transform((text) => text.slice(0, OWNER_SEARCH_MAX_LENGTH))
  .catch('');

/** The orders a list offers, and the one it starts in. */
export interface SortChoice<Key extends string> {
  keys: readonly [Key, ...Key[]];
  initial: ListSort<Key>;
  /**
   * A search lists its best matches first unless an order is asked for (WordPress's admin lists do so):
   * the list's own order is then none of its columns'.
   */
  searchRanks?: boolean;
}

export interface ListParams<Key extends string> {
  page: number;
  search: string;
  /** The order asked for, else the list's own; null for a list without a choice of order, and for a search ranked by how well it matches. */
  sort: ListSort<Key> | null;
}

function listParamsSchema<Key extends string>(sorting: SortChoice<Key> | undefined) {
  return z
    .object({
      page: pageParam,
      s: searchParam,
      orderby: sorting ? z.enum(sorting.keys).optional().catch(undefined) : z.undefined().catch(undefined),
      order: z.enum(SORT_ORDERS).optional().catch(undefined),
    })
    .transform(({ page, s, orderby, order }): ListParams<Key> => {
      if (!sorting || (sorting.searchRanks && s.trim() !== '' && orderby === undefined)) return { page, search: s, sort: null };
      const by = orderby ?? sorting.initial.by;
      // A column asked for without a direction sorts the way the list starts when it is the list's own, else ascending.
      return { page, search: s, sort: { by, order: order ?? (by === sorting.initial.by ? sorting.initial.order : 'asc') } };
    });
}

type ListParamsSchema = ReturnType<typeof listParamsSchema>;

/**
 * Each list's schema, built on its first request: zod compiles a schema when first used, so one built per
 * request would be compiled per request. A list's sort choice is one object for the life of the process.
 */
const schemasBySorting = new WeakMap<SortChoice<string>, ListParamsSchema>();
const unsortedSchema = listParamsSchema(undefined);

function schemaFor<Key extends string>(sorting: SortChoice<Key> | undefined) {
  if (!sorting) return unsortedSchema as unknown as ReturnType<typeof listParamsSchema<Key>>;
  let schema = schemasBySorting.get(sorting);
  if (!schema) {
    schema = listParamsSchema(sorting);
    schemasBySorting.set(sorting, schema);
  }
  return schema as unknown as ReturnType<typeof listParamsSchema<Key>>;
}

/** The page, search and order a list's address asks for (each parameter's first value). */
export function listParamsFrom<Key extends string>(url: URL, sorting?: SortChoice<Key>): ListParams<Key> {
  const param = (name: string) => url.searchParams.get(name) ?? undefined;
  return schemaFor(sorting).parse({ page: param('page'), s: param('s'), orderby: param('orderby'), order: param('order') });
}

/** `?page=` alone, for a list that neither searches nor sorts. */
export function pageFrom(url: URL): number {
  return listParamsFrom(url).page;
}
